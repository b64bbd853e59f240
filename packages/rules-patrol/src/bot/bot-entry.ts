import type { DiceSource } from "@tactica/dice";
import type { Command } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { toPatrolTables } from "../combat/patrol-tables";
import { ASSAULT_ENTRY_EDGES, RAID_ENTRY_EDGES, withRaidEdge } from "../situations/index";
import type { PatrolGame, Side } from "../state/index";
import { validatePlot } from "../turn/index";
import { findRoute } from "./bot-route";

type Answer = (game: PatrolGame, side: Side, dice: DiceSource, tables: PatrolTableSet) => Command | undefined;

/** The Preliminary Movement Plot the route search finds, or undefined when the board has none [26.2 Step 2, 26.66 d]. */
const prePlot: Answer = (game, side, _dice, tables) => {
  if (game.scenario.situation !== "raid") {
    const plan = findRoute(game, side, tables);
    return plan ? { type: "preplot", seat: side, payload: plan } : undefined;
  }
  // 26.72: the Raid's α names the first edge beside D, C, B or E from which a clear route reaches β by turn 6.
  for (const edge of RAID_ENTRY_EDGES) {
    const plan = findRoute(withRaidEdge(game, side, edge), side, tables);
    if (plan) return { type: "preplot", seat: side, payload: { ...plan, edge } };
  }
  return undefined;
};

/** The bot's answer to each refusal of the 26.2 gate (entry.ts checkPrePlot), by its code. */
const ANSWERS: Readonly<Record<string, Answer>> = {
  // 26.92 b: the Assault's α picks edge 2, 3 or 4 by the bot's dice, its men spread along it (entry.ts toFront).
  "plot/edge_first": (_game, side, dice) => ({ type: "choose_edge", seat: side, payload: { edge: ASSAULT_ENTRY_EDGES[dice.roll(ASSAULT_ENTRY_EDGES.length) - 1]! } }),
  "plot/entry_first": (_game, side) => ({ type: "draw_entry", seat: side, payload: {} }), // 26.2 Step 1
  "plot/pre_plot_first": prePlot, // 26.2 Step 2, 26.72
};

/**
 * The step the rules want before `seat` may plot, read off the plot check itself: `turn/submit_plot` runs
 * validatePlot, so the bot runs it on an empty plot and answers the refusal it gets (choose the edge, draw the
 * chits, write the pre-plot) rather than keeping its own copy of the set-up order. Undefined when a plot may be
 * submitted now; "blocked" when every plot is refused and the bot has no answer (a refusal it does not know, or no
 * clear pre-plot on this board): the bot then waits instead of proposing what the rules would refuse.
 */
export function toEntryStep(game: PatrolGame, seat: string, options: Readonly<Record<string, string>>, dice: DiceSource): Command | "blocked" | undefined {
  const gate = validatePlot(game, seat, { orders: {} }, options);
  if (gate.ok) return undefined;
  return ANSWERS[gate.error.code]?.(game, seat as Side, dice, toPatrolTables(undefined, options)) ?? "blocked";
}

/** True when the plot check accepts a plot from `seat` now (the empty plot passes: nothing is owed before plotting). */
export function canSubmitPlot(game: PatrolGame, seat: string, options: Readonly<Record<string, string>>): boolean {
  return validatePlot(game, seat, { orders: {} }, options).ok;
}
