import type { Seat, Viewer } from "./seat";

/** A side: a team of seats that wins or loses together and shares what any of its seats may see. */
export interface Side {
  readonly id: string;
  readonly seats: readonly Seat[];
}

/** What the side helpers read of a match: its seats and, when the ruleset declared them, its sides. */
export interface SidesSource {
  readonly seats: readonly Seat[];
  readonly sides?: readonly Side[];
}

/**
 * The match's sides: the ones its set-up declared, else one side per seat named after the seat (derived, never
 * stored, so matches of rulesets without sides keep their state and its hash).
 */
export function sidesOf(state: SidesSource): readonly Side[] {
  return state.sides ?? state.seats.map((seat) => ({ id: seat, seats: [seat] }));
}

/** The side `seat` plays on, or undefined for a seat (or spectator) the match does not have. */
export function sideOf(state: SidesSource, seat: Viewer): string | undefined {
  if (!state.seats.includes(seat)) return undefined;
  if (!state.sides) return seat;
  return state.sides.find((side) => side.seats.includes(seat))?.id;
}

/** The seats of side `side`, in the order the set-up gave them (empty for an unknown side). */
export function seatsOf(state: SidesSource, side: string): readonly Seat[] {
  return sidesOf(state).find((s) => s.id === side)?.seats ?? [];
}

/** True when both seats are on one side (a seat is its own teammate). */
export function areTeammates(state: SidesSource, a: Seat, b: Seat): boolean {
  const side = sideOf(state, a);
  return side !== undefined && side === sideOf(state, b);
}

/**
 * Why a set-up's sides do not fit its seats, or undefined when they do: every seat on exactly one side, side ids
 * distinct and non-empty, no empty side, none named "spectator".
 */
export function sidesProblem(seats: readonly Seat[], sides: readonly Side[]): string | undefined {
  const ids = new Set<string>();
  const placed = new Set<Seat>();
  for (const side of sides) {
    if (side.id === "" || side.id === "spectator") return `side id "${side.id}" is not allowed`;
    if (ids.has(side.id)) return `side ${side.id} is declared twice`;
    ids.add(side.id);
    if (side.seats.length === 0) return `side ${side.id} has no seats`;
    for (const seat of side.seats) {
      if (!seats.includes(seat)) return `side ${side.id} names seat ${seat}, which the match does not have`;
      if (placed.has(seat)) return `seat ${seat} is on two sides`;
      placed.add(seat);
    }
  }
  const loose = seats.find((seat) => !placed.has(seat));
  return loose === undefined ? undefined : `seat ${loose} is on no side`;
}
