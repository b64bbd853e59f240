import type { DiceSource } from "@tactica/dice";
import type { Command, MatchView } from "@tactica/engine";
import type { Plot } from "../plot/task";
import type { Man, PatrolGame, SideState } from "../state/index";
import type { EngagementState } from "../situations/index";
import { isActive, SIDES } from "../state/index";
import { validatePlot } from "../turn/index";
import type { BotOptions } from "./general-bot";
import { createBotPlot } from "./general-bot";
import { botSetupCommand } from "./bot-setup";
import { canSubmitPlot } from "./bot-entry";

/** What a seat's view shows of a man: an enemy's prepared grenade is "held" (type secret [11.12]). */
type ViewedMan = Omit<Man, "grenade"> & { readonly grenade: Man["grenade"] | "held" };
/** What a seat's view shows of a side: the other side's chits and pool are absent [21.13]. */
type ViewedSide = Omit<SideState, "chits" | "pool"> & { readonly chits?: readonly number[]; readonly pool?: readonly number[] };
/** The Patrol! game as `toPatrolView` shows it to a seat (plain JSON). */
export type PatrolGameView = Omit<PatrolGame, "men" | "sides"> & {
  readonly men: Readonly<Record<string, ViewedMan>>;
  readonly sides: Readonly<Record<"alpha" | "bravo", ViewedSide>>;
};

/** The seat's own plot entry and the step's readiness, as the simultaneous-plot view shows them. */
type PlotTurnView = { readonly plots?: Readonly<Record<string, { readonly plot?: unknown; readonly locked?: boolean } | null>>; readonly ready?: readonly string[] };

/**
 * The game as one seat knows it, rebuilt from its view alone: the other side's secret chits are empty and an
 * enemy's "held" grenade counts as held with no known type (the bot never reads either), so nothing hidden
 * can steer the bot.
 */
export function toSeatGame(view: PatrolGameView): PatrolGame {
  const men = Object.fromEntries(Object.entries(view.men).map(([id, m]) => [id, { ...m, grenade: m.grenade === "held" ? null : m.grenade }]));
  const sides = Object.fromEntries(SIDES.map((s) => [s, { ...view.sides[s], chits: view.sides[s].chits ?? [], pool: view.sides[s].pool ?? [] }]));
  // 26.4: the view leaves out β's hidden list for α; the seat knows of no hidden man.
  const seen = view.engagement as (Omit<EngagementState, "hidden"> & { readonly hidden?: readonly string[] }) | undefined;
  const engagement = seen ? { ...seen, hidden: seen.hidden ?? [] } : undefined;
  return { ...view, men, sides, ...(engagement ? { engagement } : {}) } as PatrolGame;
}

/**
 * The general bot played from a seat's `MatchView` (what the API's `match { view }` returns to that seat): declare
 * movers at night, submit a plot, lock it. The plot keeps only orders the plot check accepts under the match's
 * rulings options (`view.options`). Undefined when the seat has nothing to do. Seeded: choices come from `dice`.
 */
export function botCommandFromView(view: MatchView, dice: DiceSource, options: BotOptions = {}): Command | undefined {
  const seat = view.viewer;
  if (seat === "spectator" || view.over) return undefined;
  const gameView = view.game as PatrolGameView;
  if (gameView.result) return undefined;
  const game = toSeatGame(gameView);
  const turn = view.turn as PlotTurnView;
  if (view.step === "night_declare_movers" && game.night) {
    if (!view.actors.includes(seat)) return undefined;
    const mine = game.order.filter((id) => { const m = game.men[id]!; return m.side === seat && isActive(m); });
    const declared = game.night.movers[seat] ?? [];
    if (declared.length < mine.length) return { type: "declare_movers", seat, payload: { men: mine } };
    return { type: "turn/end_stage", seat, payload: {} };
  }
  if (view.step !== "plot") return undefined;
  const entry = turn.plots?.[seat];
  if (entry?.locked) return undefined;
  if (entry) return { type: "turn/lock_plot", seat, payload: {} };
  // 18.0, 28.3: mines and wire are laid before the side's first lock.
  const setup = view.round === 1 ? botSetupCommand(game, seat, view.options, dice) : undefined;
  if (setup) return setup;
  // The check turn/submit_plot makes: if it refuses even an empty plot (a pre-plot step owed and unanswerable), wait.
  if (!canSubmitPlot(game, seat, view.options)) return undefined;
  const drafted = createBotPlot(game, seat, dice, options);
  return { type: "turn/submit_plot", seat, payload: { plot: toAcceptedPlot(game, seat, drafted, view.options) } };
}

/**
 * The drafted plot as the plot check accepts it: each man's orders alone under the match's options, then the whole
 * plot (checks across men: apertures [9.61], carriers [7.6]); should the whole be refused, orders are kept one by
 * one, in plot order, while the plot so far still passes.
 */
function toAcceptedPlot(game: PatrolGame, seat: string, drafted: Plot, options: Readonly<Record<string, string>>): Plot {
  const alone = Object.entries(drafted.orders).filter(([id, tasks]) => validatePlot(game, seat, { orders: { [id]: tasks } }, options).ok);
  const whole: Plot = { orders: Object.fromEntries(alone) };
  if (validatePlot(game, seat, whole, options).ok) return whole;
  const kept: Record<string, Plot["orders"][string]> = {};
  for (const [id, tasks] of alone) if (validatePlot(game, seat, { orders: { ...kept, [id]: tasks } }, options).ok) kept[id] = tasks;
  return { orders: kept };
}
