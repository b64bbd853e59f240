import { z } from "zod";
import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Check } from "../framework/rejection";
import type { Seat, Viewer } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload } from "./turn-helpers";

/**
 * A step of a chit-draw turn, as the ruleset names it (ChitDrawNames.steps): waiting for a draw, the drawn side's
 * phase between activations, inside an activation, the end of the turn.
 */
export type ChitStep = string;

/**
 * The vocabulary a ruleset's chit draw speaks: what its steps, turn commands and turn events are called and what its
 * refusals call a chit, an activation and a phase. Stored states hold the step names and records the command names, so a
 * ruleset keeps its names once it has matches (Firepower's preset lives in rules-firepower/src/sequence).
 */
export interface ChitDrawNames {
  readonly steps: { readonly draw: string; readonly phase: string; readonly activation: string; readonly record: string };
  readonly commands: { readonly draw: string; readonly startActivation: string; readonly endActivation: string; readonly endPhase: string };
  readonly events: { readonly drawn: string; readonly activationStarted: string; readonly activationEnded: string; readonly phaseEnded: string; readonly record: string };
  /** Words of the refusals: "the other side's <chit> was drawn", "no <activation> can start now", "... this <phase>". */
  readonly words: { readonly chit: string; readonly activation: string; readonly phase: string };
}

/** Neutral names, for a ruleset that brings none. */
export const CHIT_DRAW_NAMES: ChitDrawNames = {
  steps: { draw: "draw", phase: "phase", activation: "activation", record: "end_of_turn" },
  commands: { draw: "turn/draw_chit", startActivation: "turn/start_activation", endActivation: "turn/end_activation", endPhase: "turn/end_phase" },
  events: { drawn: "turn/chit_drawn", activationStarted: "turn/activation_started", activationEnded: "turn/activation_ended", phaseEnded: "turn/phase_ended", record: "turn/end_of_turn" },
  words: { chit: "chit", activation: "activation", phase: "phase" },
};

/** Turn state of blind sequence-chit draws into Impulse Phases (e.g. the pattern of Firepower 3, 5, 6.1, 9.1-9.2, 11.3.2). */
export interface ChitTurn {
  readonly sides: readonly Seat[];
  /** Each side's sequence units; each lists the squads it activates [9.1]. */
  readonly chits: Readonly<Record<Seat, readonly (readonly string[])[]>>;
  /** Impulses per Impulse Phase for each squad [9, 9.2]. */
  readonly impulses: Readonly<Record<string, number>>;
  /** Advanced 11.3.2: unlimited Impulses per phase until the first Combat Action. */
  readonly unlimitedUntilCombat: boolean;
  readonly turns: number;
  readonly round: number;
  readonly step: ChitStep;
  /** Undrawn chits (indexes into `chits`). There is no shuffled order to leak: each draw picks uniformly. */
  readonly cup: Readonly<Record<Seat, readonly number[]>>;
  readonly active: Seat | null;
  /** Squads the drawn chit activates. */
  readonly squads: readonly string[];
  /** Impulses used per squad in this Impulse Phase. */
  readonly used: Readonly<Record<string, number>>;
  /**
   * The current Impulse: one squad's soldiers that start it in one hex [6.1], [9.2]. `secret` marks an Impulse
   * whose hex the other side may not know (Firepower 8.8.8: men in a secret tunnel); views and events then show
   * the hex to the active side only.
   */
  readonly impulse: { readonly squad: string; readonly hex: string; readonly secret?: true } | null;
  readonly combatSeen: boolean;
  readonly over: boolean;
}

/** Scenario inputs; `chits[side]` lists, per sequence unit, the squads it applies to. */
export interface ChitConfig {
  readonly sides: readonly Seat[];
  readonly chits: Readonly<Record<Seat, readonly (readonly string[])[]>>;
  readonly impulses: Readonly<Record<string, number>>;
  readonly turns: number;
  readonly unlimitedUntilCombat?: boolean;
}

/** `n` sequence units that all apply to the same squads (Basic Game: 3 units, one squad of 2 Impulses). */
export function uniformChits(n: number, squads: readonly string[]): (readonly string[])[] {
  return Array.from({ length: n }, () => squads);
}

const fullCup = (chits: ChitConfig["chits"], sides: readonly Seat[]) =>
  Object.fromEntries(sides.map((s) => [s, (chits[s] ?? []).map((_, i) => i)]));

/** Initial turn state: turn 1, every chit in the cup, waiting for the first draw (`names`: the model's). */
export function initChitTurn(config: ChitConfig, names: ChitDrawNames = CHIT_DRAW_NAMES): ChitTurn {
  return {
    sides: config.sides, chits: config.chits, impulses: config.impulses, turns: config.turns,
    unlimitedUntilCombat: config.unlimitedUntilCombat ?? false, round: 1, step: names.steps.draw,
    cup: fullCup(config.chits, config.sides), active: null, squads: [], used: {}, impulse: null, combatSeen: false, over: false,
  };
}

/**
 * The rule sections a ruleset's chit draw cites in its refusals and command specs (its preset lives in its own
 * package: Firepower's in rules-firepower/src/sequence). Unset: "" (the model's own refusal, no rule cited).
 */
export interface ChitDrawCitations {
  /** Only the drawn side acts, only in its phase (Firepower 6.1). */
  readonly phase: string;
  /** Drawing a unit gives its side the Impulse Phase (Firepower 3.2). */
  readonly draw: string;
  /** Starting and ending an Impulse (Firepower 6.2). */
  readonly impulse: string;
  /** A unit applies to the squads it names (Firepower 9.1). */
  readonly squads: string;
  /** Impulses per squad per phase (Firepower 9.2). */
  readonly impulses: string;
  /** Ending the Impulse Phase (Firepower 6.1.3). */
  readonly endPhase: string;
}

const NO_CITATIONS: ChitDrawCitations = { phase: "", draw: "", impulse: "", squads: "", impulses: "", endPhase: "" };

/** What every piece of the model reads: the ruleset's names and citations. */
type Vocabulary = { readonly c: ChitDrawCitations; readonly n: ChitDrawNames };

const mustBeActive = ({ c, n }: Vocabulary, t: ChitTurn, seat: Seat): Check =>
  t.active === seat ? OK : reject("turn/not_your_activation", `the other side's ${n.words.chit} was drawn`, c.phase);

const drawChit = ({ c, n }: Vocabulary) => defineTurnCommand<ChitTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.draw,
  validate: (t) => (t.step === n.steps.draw ? OK : reject("turn/wrong_step", `the next ${n.words.chit} is drawn only after the ${n.words.phase} ends`, c.phase)),
  resolve(t, _cmd, dice) {
    const pool = t.sides.flatMap((side) => (t.cup[side] ?? []).map((chit) => ({ side, chit })));
    const pick = pool[dice.roll(pool.length) - 1];
    if (!pick) throw new Error("chit-draw: drew from an empty cup");
    const squads = t.chits[pick.side]?.[pick.chit] ?? [];
    const cup = { ...t.cup, [pick.side]: (t.cup[pick.side] ?? []).filter((c) => c !== pick.chit) };
    const turn: ChitTurn = { ...t, cup, step: n.steps.phase, active: pick.side, squads, used: {}, impulse: null };
    return { turn, events: [{ type: n.events.drawn, data: { side: pick.side, chit: pick.chit, squads, round: t.round } }] };
  },
});

const impulsePayload = z.object({ squad: z.string().min(1), hex: z.string().min(1) }).strict();

function impulsesLeft(t: ChitTurn, squad: string): number {
  if (t.unlimitedUntilCombat && !t.combatSeen) return Number.POSITIVE_INFINITY;
  return (t.impulses[squad] ?? 0) - (t.used[squad] ?? 0);
}

/** Options of the chit-draw model. */
export interface ChitDrawOptions<G> {
  /** True when the Impulse `side` starts with `squad` in `hex` must keep its hex from the other seats and spectators. */
  readonly secretImpulse?: (game: G, side: Seat, squad: string, hex: string) => boolean;
  /** The ruleset's rule sections for the model's refusals (see ChitDrawCitations). */
  readonly citations?: Partial<ChitDrawCitations>;
  /** The ruleset's names of steps, commands and events (default CHIT_DRAW_NAMES); initChitTurn takes the same. */
  readonly names?: ChitDrawNames;
}

const startImpulse = <G>(opts: ChitDrawOptions<G>, v: Vocabulary) => defineTurnCommand<ChitTurn, G, z.infer<typeof impulsePayload>>({
  schema: impulsePayload,
  rule: v.c.impulse,
  validate(t, cmd) {
    const { c, n } = v;
    if (t.step !== n.steps.phase) return reject("turn/wrong_step", `no ${n.words.activation} can start now`, c.phase);
    const active = mustBeActive(v, t, cmd.seat);
    if (!active.ok) return active;
    if (!t.squads.includes(cmd.payload.squad)) return reject("turn/squad_not_activated", `this ${n.words.chit} does not apply to that squad`, c.squads);
    return impulsesLeft(t, cmd.payload.squad) > 0 ? OK : reject("turn/no_impulses_left", `the squad has used its ${n.words.activation}s this ${n.words.phase}`, c.impulses);
  },
  resolve(t, cmd, _dice, ctx) {
    const { squad, hex } = cmd.payload;
    const used = { ...t.used, [squad]: (t.used[squad] ?? 0) + 1 };
    const secret = opts.secretImpulse?.(ctx.game, cmd.seat, squad, hex) === true ? { secret: true as const } : {};
    return { turn: { ...t, step: v.n.steps.activation, used, impulse: { squad, hex, ...secret } }, events: [{ type: v.n.events.activationStarted, data: { side: cmd.seat, squad, hex, ...secret } }] };
  },
});

const endImpulse = (v: Vocabulary) => defineTurnCommand<ChitTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: v.c.impulse,
  validate: (t, cmd) => (t.step === v.n.steps.activation ? mustBeActive(v, t, cmd.seat) : reject("turn/wrong_step", `no ${v.n.words.activation} is under way`, v.c.phase)),
  resolve: (t) => ({ turn: { ...t, step: v.n.steps.phase, impulse: null }, events: [{ type: v.n.events.activationEnded, data: { side: t.active, ...t.impulse } }] }),
});

const endImpulsePhase = (v: Vocabulary) => defineTurnCommand<ChitTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: v.c.endPhase,
  validate: (t, cmd) => (t.step === v.n.steps.phase ? mustBeActive(v, t, cmd.seat) : reject("turn/wrong_step", `end the ${v.n.words.activation} first`, v.c.phase)),
  resolve: (t) => closePhase(v.n, t),
});

/** End of the drawn side's phase (a ruleset may act on its event: Firepower 6.1.3 turns Stunned into Suppressed). */
function closePhase(n: ChitDrawNames, t: ChitTurn): TurnResolution<ChitTurn> {
  const empty = t.sides.every((s) => (t.cup[s] ?? []).length === 0);
  const turn: ChitTurn = { ...t, step: empty ? n.steps.record : n.steps.draw, active: null, squads: [], used: {}, impulse: null };
  return { turn, events: [{ type: n.events.phaseEnded, data: { side: t.active, round: t.round } }] };
}

const advance = (n: ChitDrawNames) => (t: ChitTurn): TurnResolution<ChitTurn> | undefined => {
  if (t.step === n.steps.phase && t.squads.every((squad) => impulsesLeft(t, squad) <= 0)) return closePhase(n, t);
  if (t.step !== n.steps.record || t.over) return undefined;
  const record: GameEvent = { type: n.events.record, data: { round: t.round } };
  if (t.round >= t.turns) return { turn: { ...t, over: true }, events: [record, { type: "turn/game_over", data: { round: t.round } }] };
  const round = t.round + 1;
  const turn: ChitTurn = { ...t, round, step: n.steps.draw, cup: fullCup(t.chits, t.sides) };
  return { turn, events: [record, { type: "turn/round_started", data: { round } }, { type: "turn/mix", data: { round } }] };
};

/**
 * Inside an Impulse the active side acts. Between Impulses the model waits on a turn command: in the Impulse Phase
 * the drawn side's (start an Impulse or end the phase), at a draw anyone's (the draw picks uniformly, whoever asks).
 */
const status = (n: ChitDrawNames) => (t: ChitTurn): TurnStatus => {
  const actors = t.step === n.steps.activation && t.active ? [t.active] : [];
  const waiting = t.over ? [] : t.step === n.steps.draw ? t.sides : t.step === n.steps.phase && t.active ? [t.active] : [];
  return { round: t.round, step: t.step, actors, waiting, over: t.over };
};

/**
 * Nobody may examine undrawn units [6.1]: views show only how many remain, not whose they are. A secret Impulse's
 * hex is shown to the active side only.
 */
function view(t: ChitTurn, viewer: Viewer): unknown {
  const { cup, ...rest } = t;
  const impulse = t.impulse?.secret && viewer !== t.active ? { squad: t.impulse.squad, secret: true } : t.impulse;
  return { ...rest, impulse, undrawn: t.sides.reduce((n, s) => n + (cup[s] ?? []).length, 0) };
}

/** Impulse events of a secret Impulse lose their hex for every viewer but the side that started it. */
const eventView = (n: ChitDrawNames) => (event: GameEvent, viewer: Viewer): GameEvent => {
  if (event.type !== n.events.activationStarted && event.type !== n.events.activationEnded) return event;
  const data = event.data as { side?: unknown; secret?: unknown; hex?: unknown } | undefined;
  if (data?.secret !== true || viewer === data.side) return event;
  const { hex: _hex, ...rest } = data;
  return { ...event, data: rest };
};

/** Starting an activation needs a hex, which only the ruleset knows, so rulesets list that command themselves. */
const candidates = (n: ChitDrawNames) => (_t: ChitTurn, seat: Seat): Command[] =>
  [n.commands.draw, n.commands.endActivation, n.commands.endPhase].map((type) => ({ type, seat, payload: {} }));

/**
 * Blind chit draws (Firepower's sequence of play, for example): each draw gives one side a phase of limited
 * activations. `names` says what the ruleset calls its steps, commands and events; `citations` names its rule
 * sections in the model's refusals.
 */
export function createChitDraw<G = unknown>(opts: ChitDrawOptions<G> = {}): TurnModel<ChitTurn, G> {
  const v: Vocabulary = { c: { ...NO_CITATIONS, ...opts.citations }, n: opts.names ?? CHIT_DRAW_NAMES };
  const { n } = v;
  return defineTurnModel<ChitTurn, G>({
    kind: "chit-draw",
    commands: {
      [n.commands.draw]: drawChit(v),
      [n.commands.startActivation]: startImpulse(opts, v),
      [n.commands.endActivation]: endImpulse(v),
      [n.commands.endPhase]: endImpulsePhase(v),
    },
    status: status(n),
    view,
    eventView: eventView(n),
    candidates: candidates(n),
    advance: advance(n),
    afterGameCommand: (t, _cmd, tags) => (tags.includes("combat") && !t.combatSeen ? { ...t, combatSeen: true } : t),
  });
}
