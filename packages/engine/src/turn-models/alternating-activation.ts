import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnContext, TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload, otherSeat, rollOff } from "./turn-helpers";

/**
 * The phases of one turn, named by the ruleset's preset (Sniper!'s: rules-sniper/src/sequence). `opening` waits
 * for the opening roll (who goes first, how many placements each seat makes) and the seats' placements; in
 * `activation` the seats draw markers impulse by impulse; every other phase passes at once (its effects are the
 * ruleset's, on the `turn/phase_started` event).
 */
export interface ActivationPhases {
  /** Every phase of a turn, in order; `opening` comes before `activation`. */
  readonly order: readonly string[];
  readonly opening: string;
  readonly activation: string;
}

/** Turn state of alternating activation with activation markers drawn against activation tracks. */
export interface ActivationTurn {
  readonly seats: readonly [Seat, Seat];
  readonly phases: ActivationPhases;
  /** Threshold per box of each seat's activation track, from the scenario. */
  readonly tracks: Readonly<Record<Seat, readonly number[]>>;
  readonly markers: readonly number[];
  readonly turns: number;
  readonly round: number;
  /** One of `phases.order`. */
  readonly step: string;
  /** Placements each seat may make in the opening phase, from the opening roll. */
  readonly allowance: Readonly<Record<Seat, number>>;
  /** Seats still to place in the opening phase, in order. */
  readonly placing: readonly Seat[];
  /** Winner of the opening roll (null until rolled): he places first and is first in phase. */
  readonly first: Seat | null;
  /** The player in phase during the activation phase. */
  readonly active: Seat | null;
  /** Markers still in each cup (public: drawn markers lie face up on the tracks). */
  readonly cups: Readonly<Record<Seat, readonly number[]>>;
  /** Markers drawn this turn, box by box. */
  readonly track: Readonly<Record<Seat, readonly number[]>>;
  readonly eligible: Readonly<Record<Seat, boolean>>;
  /** The marker drawn for the current impulse. */
  readonly marker: number | null;
  readonly over: boolean;
}

/** Scenario and preset inputs: the two seats, each seat's track, the turn limit, the phases and the markers. */
export interface ActivationConfig {
  readonly seats: readonly [Seat, Seat];
  readonly tracks: Readonly<Record<Seat, readonly number[]>>;
  readonly turns: number;
  readonly phases: ActivationPhases;
  /** The markers in each seat's cup at the start of every turn. */
  readonly markers: readonly number[];
}

function checkPhases(p: ActivationPhases): void {
  const opening = p.order.indexOf(p.opening);
  const activation = p.order.indexOf(p.activation);
  if (opening < 0 || activation < 0 || opening >= activation) {
    throw new Error(`alternating-activation: "${p.opening}" must come before "${p.activation}" in [${p.order.join(", ")}]`);
  }
}

/**
 * Initial turn state. Turn 1 opens at the opening phase: the phases before it belong to later turns' bookkeeping
 * (set-up has already filled the cups), and nothing would drive them before the first command (engine reading).
 */
export function initActivationTurn(config: ActivationConfig): ActivationTurn {
  checkPhases(config.phases);
  const { markers, phases } = config;
  const [a, b] = config.seats;
  return {
    seats: config.seats, phases, tracks: config.tracks, markers, turns: config.turns, round: 1, step: phases.opening,
    allowance: {}, placing: [], first: null, active: null, marker: null, over: false,
    cups: { [a]: markers, [b]: markers }, track: { [a]: [], [b]: [] }, eligible: { [a]: true, [b]: true },
  };
}

const phase = (name: string, round: number): GameEvent => ({ type: "turn/phase_started", data: { phase: name, round } });

/**
 * The rule sections a ruleset's alternating activation cites in its refusals and command specs (Sniper!'s preset
 * lives in rules-sniper/src/sequence). Unset: "" (the model's own refusal, no rule cited).
 */
export interface ActivationCitations {
  /** The opening roll and the placements of the opening phase. */
  readonly opening: string;
  /** The player in phase in the activation phase. */
  readonly inPhase: string;
  /** Drawing an activation marker. */
  readonly draw: string;
}

const NO_CITATIONS: ActivationCitations = { opening: "", inPhase: "", draw: "" };

/** The model's four command types (a preset may name them after its book's terms). */
export interface ActivationCommandTypes {
  readonly roll: string;
  readonly endPlacement: string;
  readonly draw: string;
  readonly endImpulse: string;
}

const DEFAULT_TYPES: ActivationCommandTypes = {
  roll: "turn/roll_opening", endPlacement: "turn/end_placement", draw: "turn/draw_activation", endImpulse: "turn/end_impulse",
};

/** How the opening roll reads: the die, and the placements a roll allows (the roll itself unless the preset says). */
export interface OpeningRoll {
  readonly sides: number;
  allowance(roll: number): number;
}

const DEFAULT_OPENING: OpeningRoll = { sides: 6, allowance: (roll) => roll };

const rollOpening = (c: ActivationCitations, o: OpeningRoll) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.opening,
  validate: (t) => (t.step === t.phases.opening && t.first === null
    ? OK : reject("turn/wrong_step", `the opening roll is made at the start of the ${t.phases.opening} phase`, c.opening)),
  resolve(t, _cmd, dice) {
    const [a, b] = t.seats;
    const ra = dice.roll(o.sides);
    const rb = dice.roll(o.sides);
    // The higher roll places first; equal rolls re-roll only for the order.
    const allowance = { [a]: o.allowance(ra), [b]: o.allowance(rb) };
    const tie = ra === rb ? rollOff([a, b], o.sides, (s) => dice.roll(s)) : undefined;
    const first = tie ? tie.winner : ra > rb ? a : b;
    const placing = [first, otherSeat(t.seats, first)];
    const data = { rolls: { [a]: ra, [b]: rb }, tieRolls: tie?.rounds ?? [], allowance, first };
    return { turn: { ...t, allowance, first, placing }, events: [{ type: "turn/opening_rolled", data }] };
  },
});

const endPlacement = (c: ActivationCitations) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.opening,
  validate(t, cmd) {
    if (t.step !== t.phases.opening || t.first === null) return reject("turn/wrong_step", "nobody is placing now", c.opening);
    return t.placing[0] === cmd.seat ? OK : reject("turn/not_your_activation", "the other player places now", c.opening);
  },
  resolve: (t, cmd) => ({ turn: { ...t, placing: t.placing.slice(1) }, events: [{ type: "turn/placement_ended", data: { seat: cmd.seat } }] }),
});

const drawActivation = (c: ActivationCitations) => defineTurnCommand<ActivationTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.draw,
  validate(t, cmd) {
    if (t.step !== t.phases.activation) return reject("turn/wrong_step", `activation markers are drawn in the ${t.phases.activation} phase`, c.inPhase);
    if (t.active !== cmd.seat) return reject("turn/not_your_activation", "the other player is in phase", c.inPhase);
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
    // Marker >= box value: this impulse is his last. An empty cup or a track with no further box also ends his
    // drawing (markers only return to the cups when a new turn starts).
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
  rule: c.inPhase,
  validate(t, cmd) {
    if (t.step !== t.phases.activation || t.active !== cmd.seat) return reject("turn/not_your_activation", "only the player in phase ends his impulse", c.inPhase);
    return t.marker === null ? reject("turn/must_draw", "he must draw and place a marker even to pass", c.draw) : OK;
  },
  resolve: (t, cmd) => closeImpulse(t, cmd.seat, false),
});

/** Leave the current phase: the next one in order, or the end of the turn after the last. */
function nextPhase(t: ActivationTurn): TurnResolution<ActivationTurn> {
  const name = t.phases.order[t.phases.order.indexOf(t.step) + 1];
  if (name === undefined) return t.round >= t.turns ? finish(t) : nextRound(t);
  const active = name === t.phases.activation ? t.first : t.active;
  return { turn: { ...t, step: name, active }, events: [phase(name, t.round)] };
}

/** End the impulse of `seat`; `passed` when nobody could act under the marker. */
function closeImpulse(t: ActivationTurn, seat: Seat, passed: boolean): TurnResolution<ActivationTurn> {
  const other = otherSeat(t.seats, seat);
  // Alternate; a player still eligible alone keeps drawing until his limit.
  const next = t.eligible[other] ? other : t.eligible[seat] ? seat : null;
  const ended: GameEvent = { type: "turn/impulse_ended", data: { seat, marker: t.marker, passed } };
  if (next === null) {
    const after = nextPhase({ ...t, marker: null, active: null });
    return { turn: after.turn, events: [ended, ...after.events] };
  }
  return { turn: { ...t, marker: null, active: next }, events: [ended] };
}

/** Ruleset knowledge and naming the model may use (all optional). */
export interface ActivationRules<G> {
  /** Whether any unit of `seat` can act under `marker`; when not, play passes at once. */
  canAnyoneAct?(game: G, seat: Seat, marker: number): boolean;
  /** The ruleset's rule sections for the model's refusals (see ActivationCitations). */
  readonly citations?: Partial<ActivationCitations>;
  /** The ruleset's names for the model's commands (see ActivationCommandTypes). */
  readonly commandTypes?: Partial<ActivationCommandTypes>;
  /** The opening roll's die and allowance (default: a d6, the roll is the allowance). */
  readonly openingRoll?: Partial<OpeningRoll>;
}

function advance<G>(rules: ActivationRules<G>, t: ActivationTurn, ctx: TurnContext<G>): TurnResolution<ActivationTurn> | undefined {
  if (t.over) return undefined;
  if (t.step === t.phases.activation) {
    if (t.marker === null || t.active === null || !rules.canAnyoneAct || rules.canAnyoneAct(ctx.game, t.active, t.marker)) return undefined;
    return closeImpulse(t, t.active, true);
  }
  if (t.step === t.phases.opening && (t.first === null || t.placing.length > 0)) return undefined;
  return nextPhase(t);
}

function finish(t: ActivationTurn): TurnResolution<ActivationTurn> {
  return { turn: { ...t, over: true }, events: [{ type: "turn/game_over", data: { round: t.round } }] };
}

/** A new turn: every marker goes back to its cup, the first phase starts. */
function nextRound(t: ActivationTurn): TurnResolution<ActivationTurn> {
  const [a, b] = t.seats;
  const round = t.round + 1;
  const step = t.phases.order[0] ?? t.phases.opening;
  const turn: ActivationTurn = {
    ...t, round, step, allowance: {}, placing: [], first: null, active: null, marker: null,
    cups: { [a]: t.markers, [b]: t.markers }, track: { [a]: [], [b]: [] }, eligible: { [a]: true, [b]: true },
  };
  return { turn, events: [{ type: "turn/round_started", data: { round } }, phase(step, round)] };
}

function status(t: ActivationTurn): TurnStatus {
  const actors = t.step === t.phases.opening ? t.placing.slice(0, 1)
    : t.step === t.phases.activation && t.marker !== null && t.active ? [t.active] : [];
  return { round: t.round, step: t.step, actors, over: t.over };
}

/**
 * Alternating activation (Sniper!'s sequence of play, for example): an opening roll orders the seats, then random
 * marker draws against activation tracks decide impulses. `rules` names the ruleset's commands and rule sections.
 */
export function createAlternatingActivation<G = unknown>(rules: ActivationRules<G> = {}): TurnModel<ActivationTurn, G> {
  const c: ActivationCitations = { ...NO_CITATIONS, ...rules.citations };
  const n: ActivationCommandTypes = { ...DEFAULT_TYPES, ...rules.commandTypes };
  const o: OpeningRoll = { ...DEFAULT_OPENING, ...rules.openingRoll };
  const types = [n.roll, n.endPlacement, n.draw, n.endImpulse];
  return defineTurnModel<ActivationTurn, G>({
    kind: "alternating-activation",
    commands: {
      [n.roll]: rollOpening(c, o),
      [n.endPlacement]: endPlacement(c),
      [n.draw]: drawActivation(c),
      [n.endImpulse]: endImpulse(c),
    },
    status,
    // Everything here is public: drawn markers lie face up on the tracks.
    view: (t) => t,
    candidates: (_t: ActivationTurn, seat: Seat): Command[] => types.map((type) => ({ type, seat, payload: {} })),
    advance: (t, ctx) => advance(rules, t, ctx),
  });
}
