import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnContext, TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload, otherSeat, rollOff } from "./turn-helpers";

/** Sniper! phases [4.0 A-F]; "placement" is the placing half of the Initial Observation Phase. */
export type ActivationStep = "recovery" | "artillery" | "observation" | "placement" | "operations" | "smoke_dissipation" | "final";

/** Turn state of alternating activation with activation markers and tracks (the pattern of Sniper! 4.0, 5.0-5.3). */
export interface ActivationTurn {
  readonly seats: readonly [Seat, Seat];
  /** Threshold per box of each seat's activation track, from the scenario [5.2]. */
  readonly tracks: Readonly<Record<Seat, readonly number[]>>;
  readonly markers: readonly number[];
  readonly turns: number;
  readonly round: number;
  readonly step: ActivationStep;
  /** Observation markers each seat may place this turn [4.0 C]. */
  readonly sighting: Readonly<Record<Seat, number>>;
  /** Seats still to place observation markers, in order. */
  readonly placing: readonly Seat[];
  readonly first: Seat | null;
  /** The player in phase during operations. */
  readonly active: Seat | null;
  /** Markers still in each cup (public: drawn markers lie face up on the tracks). */
  readonly cups: Readonly<Record<Seat, readonly number[]>>;
  /** Markers drawn this turn, box by box [5.2]. */
  readonly track: Readonly<Record<Seat, readonly number[]>>;
  readonly eligible: Readonly<Record<Seat, boolean>>;
  /** The marker drawn for the current impulse; soldiers with activation value <= marker are active [5.1]. */
  readonly marker: number | null;
  readonly over: boolean;
}

/** Scenario inputs: the two seats, each seat's track, the turn limit (markers default to 1-6 [5.0]). */
export interface ActivationConfig {
  readonly seats: readonly [Seat, Seat];
  readonly tracks: Readonly<Record<Seat, readonly number[]>>;
  readonly turns: number;
  readonly markers?: readonly number[];
}

/** Initial turn state: turn 1 opens at the Initial Observation Phase (set-up already filled the cups [3.1]). */
export function initActivationTurn(config: ActivationConfig): ActivationTurn {
  const markers = config.markers ?? [1, 2, 3, 4, 5, 6];
  const [a, b] = config.seats;
  return {
    seats: config.seats, tracks: config.tracks, markers, turns: config.turns, round: 1, step: "observation",
    sighting: {}, placing: [], first: null, active: null, marker: null, over: false,
    cups: { [a]: markers, [b]: markers }, track: { [a]: [], [b]: [] }, eligible: { [a]: true, [b]: true },
  };
}

const phase = (name: ActivationStep, round: number): GameEvent => ({ type: "turn/phase_started", data: { phase: name, round } });

/**
 * The rule sections a ruleset's alternating activation cites in its refusals and command specs (Sniper!'s preset
 * lives in rules-sniper/src/sequence). Unset: "" (the model's own refusal, no rule cited).
 */
export interface ActivationCitations {
  /** Observation rolls and placing observation markers (Sniper! 4.0 C). */
  readonly observation: string;
  /** The player in phase in the Operations Phase (Sniper! 4.0 D). */
  readonly operations: string;
  /** Drawing an activation marker (Sniper! 5.2). */
  readonly draw: string;
}

const NO_CITATIONS: ActivationCitations = { observation: "", operations: "", draw: "" };

const rollObservation = (c: ActivationCitations) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.observation,
  validate: (t) => (t.step === "observation" ? OK : reject("turn/wrong_step", "observation is rolled at the start of the Initial Observation Phase", c.observation)),
  resolve(t, _cmd, dice) {
    const [a, b] = t.seats;
    const ra = dice.roll(6);
    const rb = dice.roll(6);
    // A 1 still allows 2 markers; the higher roll places first; equal rolls re-roll only for the order [4.0 C].
    const sighting = { [a]: ra === 1 ? 2 : ra, [b]: rb === 1 ? 2 : rb };
    const tie = ra === rb ? rollOff([a, b], 6, (s) => dice.roll(s)) : undefined;
    const first = tie ? tie.winner : ra > rb ? a : b;
    const placing = [first, otherSeat(t.seats, first)];
    const data = { rolls: { [a]: ra, [b]: rb }, tieRolls: tie?.rounds ?? [], sighting, first };
    return { turn: { ...t, step: "placement", sighting, first, placing }, events: [{ type: "turn/observation_rolled", data }] };
  },
});

const endPlacement = (c: ActivationCitations) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.observation,
  validate(t, cmd) {
    if (t.step !== "placement") return reject("turn/wrong_step", "no observation markers are being placed", c.observation);
    return t.placing[0] === cmd.seat ? OK : reject("turn/not_your_activation", "the other player places his observation markers now", c.observation);
  },
  resolve: (t, cmd) => ({ turn: { ...t, placing: t.placing.slice(1) }, events: [{ type: "turn/placement_ended", data: { seat: cmd.seat } }] }),
});

const drawActivation = (c: ActivationCitations) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.draw,
  validate(t, cmd) {
    if (t.step !== "operations") return reject("turn/wrong_step", "activation markers are drawn in the Operations Phase", c.operations);
    if (t.active !== cmd.seat) return reject("turn/not_your_activation", "the other player is in phase", c.operations);
    return t.marker === null ? OK : reject("turn/already_drawn", "a marker has been drawn for this impulse", c.draw);
  },
  resolve(t, cmd, dice) {
    const seat = cmd.seat;
    const cup = t.cups[seat] ?? [];
    const index = dice.roll(cup.length) - 1;
    const marker = cup[index] ?? 0;
    const rest = cup.filter((_, i) => i !== index);
    const box = (t.track[seat] ?? []).length;
    const threshold = t.tracks[seat]?.[box];
    // Marker >= box value: this impulse is his last [5.2]. An empty cup or a track with no further box
    // also ends his drawing (derived: markers never return mid-turn [5.3]).
    const last = threshold === undefined || marker >= threshold || rest.length === 0;
    const turn: ActivationTurn = {
      ...t, marker,
      cups: { ...t.cups, [seat]: rest },
      track: { ...t.track, [seat]: [...(t.track[seat] ?? []), marker] },
      eligible: { ...t.eligible, [seat]: !last },
    };
    return { turn, events: [{ type: "turn/activation_drawn", data: { seat, marker, box: box + 1, threshold: threshold ?? null, last } }] };
  },
});

const endImpulse = (c: ActivationCitations) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.operations,
  validate(t, cmd) {
    if (t.step !== "operations" || t.active !== cmd.seat) return reject("turn/not_your_activation", "only the player in phase ends his impulse", c.operations);
    return t.marker === null ? reject("turn/must_draw", "he must draw and place a marker even to pass", c.draw) : OK;
  },
  resolve: (t, cmd) => closeImpulse(t, cmd.seat, false),
});

/** End the impulse of `seat`; `passed` when nobody could act under the marker [5.2]. */
function closeImpulse(t: ActivationTurn, seat: Seat, passed: boolean): TurnResolution<ActivationTurn> {
  const other = otherSeat(t.seats, seat);
  // Alternate; a player still eligible alone keeps drawing until his limit [4.0 D].
  const next = t.eligible[other] ? other : t.eligible[seat] ? seat : null;
  const ended: GameEvent = { type: "turn/impulse_ended", data: { seat, marker: t.marker, passed } };
  if (next === null) return { turn: { ...t, marker: null, active: null, step: "smoke_dissipation" }, events: [ended, phase("smoke_dissipation", t.round)] };
  return { turn: { ...t, marker: null, active: next }, events: [ended] };
}

/** Ruleset knowledge the model may use: whether any soldier of `seat` can act under `marker` [5.2]. */
export interface ActivationRules<G> {
  canAnyoneAct?(game: G, seat: Seat, marker: number): boolean;
  /** The ruleset's rule sections for the model's refusals (see ActivationCitations). */
  readonly citations?: Partial<ActivationCitations>;
}

function advance<G>(rules: ActivationRules<G>, t: ActivationTurn, ctx: TurnContext<G>): TurnResolution<ActivationTurn> | undefined {
  switch (t.step) {
    case "operations":
      // "If no soldier is activated by the current marker ... play passes to the other player" [5.2].
      if (t.marker === null || t.active === null || !rules.canAnyoneAct || rules.canAnyoneAct(ctx.game, t.active, t.marker)) return undefined;
      return closeImpulse(t, t.active, true);
    case "placement":
      if (t.placing.length > 0) return undefined;
      return { turn: { ...t, step: "operations", active: t.first }, events: [phase("operations", t.round)] };
    case "smoke_dissipation":
      return { turn: { ...t, step: "final" }, events: [phase("final", t.round)] };
    case "final":
      return t.round >= t.turns ? finish(t) : nextRound(t);
    case "recovery":
      return { turn: { ...t, step: "artillery" }, events: [phase("artillery", t.round)] };
    case "artillery":
      return { turn: { ...t, step: "observation" }, events: [phase("observation", t.round)] };
    default:
      return undefined;
  }
}

function finish(t: ActivationTurn): TurnResolution<ActivationTurn> | undefined {
  return t.over ? undefined : { turn: { ...t, over: true }, events: [{ type: "turn/game_over", data: { round: t.round } }] };
}

/** Recovery Phase: every marker goes back to its cup [4.0 A], [5.3]. */
function nextRound(t: ActivationTurn): TurnResolution<ActivationTurn> {
  const [a, b] = t.seats;
  const round = t.round + 1;
  const turn: ActivationTurn = {
    ...t, round, step: "recovery", sighting: {}, placing: [], first: null, active: null, marker: null,
    cups: { [a]: t.markers, [b]: t.markers }, track: { [a]: [], [b]: [] }, eligible: { [a]: true, [b]: true },
  };
  return { turn, events: [{ type: "turn/round_started", data: { round } }, phase("recovery", round)] };
}

function status(t: ActivationTurn): TurnStatus {
  const actors = t.step === "placement" ? t.placing.slice(0, 1) : t.step === "operations" && t.marker !== null && t.active ? [t.active] : [];
  return { round: t.round, step: t.step, actors, over: t.over };
}

function candidates(t: ActivationTurn, seat: Seat): Command[] {
  const all = ["turn/roll_observation", "turn/end_placement", "turn/draw_activation", "turn/end_impulse"];
  return all.map((type) => ({ type, seat, payload: {} }));
}

/**
 * Alternating activation (Sniper!'s sequence of play, for example): random marker draws against activation tracks
 * decide impulses. `rules.citations` names the ruleset's rule sections in the model's refusals.
 */
export function createAlternatingActivation<G = unknown>(rules: ActivationRules<G> = {}): TurnModel<ActivationTurn, G> {
  const c: ActivationCitations = { ...NO_CITATIONS, ...rules.citations };
  return defineTurnModel<ActivationTurn, G>({
    kind: "alternating-activation",
    commands: {
      "turn/roll_observation": rollObservation(c),
      "turn/end_placement": endPlacement(c),
      "turn/draw_activation": drawActivation(c),
      "turn/end_impulse": endImpulse(c),
    },
    status,
    // Everything here is public (in Sniper! markers lie face up on the tracks [5.2]).
    view: (t) => t,
    candidates,
    advance: (t, ctx) => advance(rules, t, ctx),
  });
}
