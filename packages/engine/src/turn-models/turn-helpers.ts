import { z } from "zod";
import type { Seat } from "../framework/seat";

/** Payload schema of turn commands that carry nothing. */
export const noPayload = z.object({}).strict();

/** The other seat of a two-seat model. */
export function otherSeat(seats: readonly [Seat, Seat], seat: Seat): Seat {
  return seat === seats[0] ? seats[1] : seats[0];
}

/**
 * Roll one die per entrant and re-roll only the tied leaders until one is highest; returns the winner and
 * every round of rolls (for the event log). E.g. used by Sniper 4.0 C, WWB 5.0 item 5, FoW Meeting Engagements.
 */
export function rollOff<K extends string>(
  entrants: readonly K[],
  sides: number,
  roll: (sides: number) => number,
): { readonly winner: K; readonly rounds: readonly Readonly<Record<string, number>>[] } {
  const rounds: Record<string, number>[] = [];
  let tied = [...entrants];
  for (;;) {
    const round: Record<string, number> = {};
    for (const e of tied) round[e] = roll(sides);
    rounds.push(round);
    const best = Math.max(...tied.map((e) => round[e] ?? 0));
    tied = tied.filter((e) => round[e] === best);
    const [only] = tied;
    if (tied.length === 1 && only !== undefined) return { winner: only, rounds };
  }
}
