import { z } from "zod";
import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Check } from "../framework/rejection";
import type { Seat, Viewer } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnContext, TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload } from "./turn-helpers";

/** One seat's plot for the current turn: mutable until locked, immutable after. */
export interface PlotEntry {
  readonly plot: unknown;
  readonly locked: boolean;
}

/** Turn state of simultaneous secret plots followed by staged resolution (e.g. the pattern of Patrol! 4.0, 4.1, 5.0-5.3). */
export interface PlotTurn {
  readonly seats: readonly Seat[];
  /** Steps before the plot (night: declare movers, spotting [16.2]). */
  readonly before: readonly string[];
  /** Resolution stages after every plot is locked, named by the ruleset. */
  readonly stages: readonly string[];
  /** Stages that wait for every seat's `turn/end_stage` (announcements); the others pass at once. */
  readonly inputStages: readonly string[];
  /**
   * When locked plots become public: "end_of_game" (the default: plots stay hidden until the game ends, e.g. Patrol 5.1,
   * kept for the post-game audit) or "after_resolution" (each turn's plots once that turn has resolved). Locking every
   * plot reveals nothing under either reading: only the stages' outcomes show.
   */
  readonly reveal: "end_of_game" | "after_resolution";
  readonly turns: number;
  readonly round: number;
  /** "plot" or a stage name. */
  readonly step: string;
  readonly plots: Readonly<Record<Seat, PlotEntry>>;
  /** Seats that have ended the current input stage. */
  readonly ready: readonly Seat[];
  /** Locked plots of finished turns, kept for the post-game audit [5.1]. */
  readonly history: readonly { readonly round: number; readonly plots: Readonly<Record<Seat, unknown>> }[];
  readonly over: boolean;
}

/** Scenario inputs for the plot model. */
export interface PlotConfig {
  readonly seats: readonly Seat[];
  readonly turns: number;
  /** The ruleset's resolution stages after the plot, in order (Patrol!'s A-H preset: rules-patrol/src/sequence). */
  readonly stages: readonly string[];
  readonly before?: readonly string[];
  readonly inputStages?: readonly string[];
  readonly reveal?: PlotTurn["reveal"];
}

/** Initial turn state: turn 1 at its first step. */
export function initPlotTurn(config: PlotConfig): PlotTurn {
  const before = config.before ?? [];
  return {
    seats: config.seats, before, stages: config.stages, inputStages: config.inputStages ?? [],
    reveal: config.reveal ?? "end_of_game", turns: config.turns, round: 1, step: before[0] ?? "plot",
    plots: {}, ready: [], history: [], over: false,
  };
}

/**
 * How a ruleset checks a plot's content against the game (MP within MA [7.32], fire before move [6.0]) under the
 * match's rulings options (e.g. a throwing range chosen by option).
 */
export type PlotValidator<G, P> = (game: G, seat: Seat, plot: P, options: Readonly<Record<string, string>>) => Check;

/**
 * The rule sections a ruleset's plot model cites in its refusals and command specs (its preset lives in its own
 * package: Patrol!'s in rules-patrol/src/sequence). Unset: "" (the model's own refusal, no rule cited).
 */
export interface PlotCitations {
  /** Writing a plot (Patrol 5.0). */
  readonly plot: string;
  /** Plots belong to the Plot Phase (Patrol 4.1 A). */
  readonly plotPhase: string;
  /** Locking a plot (Patrol 5.1). */
  readonly lock: string;
  /** The resolution stages (Patrol 4.1). */
  readonly stages: string;
}

const NO_CITATIONS: PlotCitations = { plot: "", plotPhase: "", lock: "", stages: "" };

function makeSubmit<G, P>(plotSchema: z.ZodType<P>, validatePlot: PlotValidator<G, P> | undefined, c: PlotCitations) {
  return defineTurnCommand<PlotTurn, G, { plot: P }>({
    schema: z.object({ plot: plotSchema }).strict(),
    rule: c.plot,
    validate(t, cmd, ctx: TurnContext<G>) {
      if (t.step !== "plot") return reject("turn/wrong_step", "plots are written only in the Plot Phase", c.plotPhase);
      if (t.plots[cmd.seat]?.locked) return reject("plot/locked", "a locked plot cannot be changed", c.plot);
      return validatePlot ? validatePlot(ctx.game, cmd.seat, cmd.payload.plot, ctx.options) : OK;
    },
    resolve(t, cmd) {
      const plots = { ...t.plots, [cmd.seat]: { plot: cmd.payload.plot, locked: false } };
      // Only the plotting seat ever receives the content.
      const event: GameEvent = { type: "turn/plot_submitted", data: { seat: cmd.seat, plot: cmd.payload.plot }, visibleTo: [cmd.seat] };
      return { turn: { ...t, plots }, events: [event] };
    },
  });
}

const lockPlot = (c: PlotCitations) => defineTurnCommand<PlotTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.lock,
  validate(t, cmd) {
    if (t.step !== "plot") return reject("turn/wrong_step", "plots are locked in the Plot Phase", c.plotPhase);
    const entry = t.plots[cmd.seat];
    if (!entry) return reject("plot/missing", "submit a plot before locking it", c.plot);
    return entry.locked ? reject("plot/locked", "the plot is already locked", c.plot) : OK;
  },
  resolve: (t, cmd) => {
    const entry = t.plots[cmd.seat];
    if (!entry) throw new Error("lock_plot: validated plot vanished");
    const plots = { ...t.plots, [cmd.seat]: { plot: entry.plot, locked: true } };
    return { turn: { ...t, plots }, events: [{ type: "turn/plot_locked", data: { seat: cmd.seat, round: t.round } }] };
  },
});

const endStage = (c: PlotCitations) => defineTurnCommand<PlotTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.stages,
  validate(t, cmd) {
    if (!t.inputStages.includes(t.step)) return reject("turn/wrong_step", "this step needs no announcement", c.stages);
    return t.ready.includes(cmd.seat) ? reject("turn/already_ready", "this seat has already finished the step", c.stages) : OK;
  },
  resolve: (t, cmd) => ({ turn: { ...t, ready: [...t.ready, cmd.seat] }, events: [{ type: "turn/stage_ready", data: { seat: cmd.seat, stage: t.step } }] }),
});

const stageStarted = (stage: string, round: number): GameEvent => ({ type: "turn/stage_started", data: { stage, round } });

/** The step after `step` within one turn: before-steps, plot, stages; undefined after the last stage. */
function nextStep(t: PlotTurn): string | undefined {
  const order = [...t.before, "plot", ...t.stages];
  return order[order.indexOf(t.step) + 1];
}

function advance(t: PlotTurn): TurnResolution<PlotTurn> | undefined {
  if (t.over) return undefined;
  if (t.step === "plot") {
    if (!t.seats.every((s) => t.plots[s]?.locked)) return undefined;
  } else if (t.inputStages.includes(t.step) && !t.seats.every((s) => t.ready.includes(s))) {
    return undefined;
  }
  const next = nextStep(t);
  if (next !== undefined) {
    const locked: GameEvent[] = t.step === "plot" ? [{ type: "turn/plots_locked", data: { round: t.round } }] : [];
    return { turn: { ...t, step: next, ready: [] }, events: [...locked, stageStarted(next, t.round)] };
  }
  return endRound(t);
}

/** End of a Game-Turn [4.1 H]: plots go to the audit history; a new turn starts or the game ends. */
function endRound(t: PlotTurn): TurnResolution<PlotTurn> {
  const plots = Object.fromEntries(t.seats.map((s) => [s, t.plots[s]?.plot ?? null]));
  const history = [...t.history, { round: t.round, plots }];
  const events: GameEvent[] = [];
  if (t.reveal === "after_resolution") events.push({ type: "turn/plots_revealed", data: { round: t.round, plots } });
  if (t.round >= t.turns) {
    if (t.reveal === "end_of_game") events.push({ type: "turn/plots_revealed", data: { history } });
    events.push({ type: "turn/game_over", data: { round: t.round } });
    return { turn: { ...t, history, plots: {}, ready: [], over: true }, events };
  }
  const round = t.round + 1;
  const step = t.before[0] ?? "plot";
  events.push({ type: "turn/round_started", data: { round } }, stageStarted(step, round));
  return { turn: { ...t, round, step, history, plots: {}, ready: [] }, events };
}

/** Input stages wait on the seats not yet ready; the plot on the seats whose plot is not locked (public in views). */
function status(t: PlotTurn): TurnStatus {
  const ready = t.inputStages.includes(t.step) ? t.seats.filter((s) => !t.ready.includes(s)) : [];
  const plotting = t.step === "plot" && !t.over ? t.seats.filter((s) => !t.plots[s]?.locked) : [];
  return { round: t.round, step: t.step, actors: ready, waiting: plotting, over: t.over };
}

/** A seat sees its own plots; of the others only whether they are submitted and locked, until revealed. */
function view(t: PlotTurn, viewer: Viewer, ctx: { readonly over: boolean }): unknown {
  const revealed = t.reveal === "after_resolution" || ctx.over;
  const plots = Object.fromEntries(t.seats.map((s) => {
    const entry = t.plots[s];
    if (s === viewer) return [s, entry ?? null];
    return [s, entry ? { submitted: true, locked: entry.locked } : { submitted: false, locked: false }];
  }));
  const history = t.history.map((h) => ({
    round: h.round,
    plots: Object.fromEntries(Object.entries(h.plots).filter(([s]) => revealed || s === viewer)),
  }));
  return { ...t, plots, history };
}

function candidates(_t: PlotTurn, seat: Seat): Command[] {
  return ["lock_plot", "end_stage"].map((n) => ({ type: `turn/${n}`, seat, payload: {} }));
}

/**
 * Simultaneous secret plots (Patrol!'s sequence of play, for example): every seat submits and locks, then the
 * stages resolve in order. `citations` names the ruleset's rule sections in the model's refusals.
 */
export function createSimultaneousPlot<G = unknown, P = unknown>(spec: {
  readonly plotSchema: z.ZodType<P>;
  readonly validatePlot?: PlotValidator<G, P>;
  readonly citations?: Partial<PlotCitations>;
  /**
   * True while the game holds the current stage open (Patrol F2: artillery due and waiting for its resolution
   * command, 4.1 F); the turn does not advance until it turns false.
   */
  readonly holdStage?: (step: string, game: G) => boolean;
}): TurnModel<PlotTurn, G> {
  const c: PlotCitations = { ...NO_CITATIONS, ...spec.citations };
  return defineTurnModel<PlotTurn, G>({
    kind: "simultaneous-plot",
    commands: {
      "turn/submit_plot": makeSubmit(spec.plotSchema, spec.validatePlot, c),
      "turn/lock_plot": lockPlot(c),
      "turn/end_stage": endStage(c),
    },
    status,
    view,
    candidates,
    advance: (t, ctx) => (spec.holdStage?.(t.step, ctx.game) ? undefined : advance(t)),
  });
}
