import type { Command } from "@tactica/engine";
import type { Task } from "../plot/task";
import type { PatrolGame, Side } from "../state/index";
import { isActive } from "../state/index";
import { validatePlot } from "../turn/index";
import { ASSAULT_ENTRY_EDGES, RAID_ENTRY_EDGES, withRaidEdge } from "../situations/index";
import { findRoute } from "../bot/index";
import type { PlotStep } from "./plot-steps";
import { toPlotSteps } from "./plot-steps";

/** A candidate command with what a plotting client needs to combine it: the man, the task, its MP and his MA. */
export interface PatrolLegalAction extends Command {
  readonly details?: Omit<PlotStep, "task"> | { readonly plot: "empty"; readonly rule: string } | { readonly rule: string };
}

/** What the seat's turn is at, as the plot-turn view shows it. */
export interface SeatTurn {
  readonly step: string;
  readonly round: number;
  /** The seat's own plot is locked (nothing more to plot this turn). */
  readonly locked: boolean;
}

const submit = (seat: string, orders: Readonly<Record<string, readonly Task[]>>) => ({ type: "turn/submit_plot", seat, payload: { plot: { orders } } });

/**
 * The entry steps 26.2 puts before a side's plot (draw the chits, pick the Assault edge, write the Preliminary
 * Movement Plot, the Raid's with each edge it may name [26.72, 26.92 b]); the framework keeps those the rules accept.
 */
function entryActions(game: PatrolGame, seat: string): PatrolLegalAction[] {
  const side = seat as Side;
  const out: PatrolLegalAction[] = [{ type: "draw_entry", seat, payload: {}, details: { rule: "patrol 26.2 Step 1" } }];
  for (const edge of ASSAULT_ENTRY_EDGES) out.push({ type: "choose_edge", seat, payload: { edge }, details: { rule: "patrol 26.92 b" } });
  if (game.entry?.roles[side] === "enter" && !game.entry.sides[side]?.route) {
    if (game.scenario.situation === "raid") {
      for (const edge of RAID_ENTRY_EDGES) {
        const plan = findRoute(withRaidEdge(game, side, edge), side);
        if (plan) out.push({ type: "preplot", seat, payload: { ...plan, edge }, details: { rule: "patrol 26.72, 26.2 Step 2" } });
      }
    } else {
      const plan = findRoute(game, side);
      if (plan) out.push({ type: "preplot", seat, payload: plan, details: { rule: "patrol 26.2 Step 2" } });
    }
  }
  return out;
}

/**
 * Patrol!'s candidate commands for `seat` now, from the game its seat may see (`game` is toSeatGame of its view):
 * at night the movers to declare [16.2]; in the Plot Phase the entry steps owed first [26.2], then the empty plot and,
 * per man, each single plot step (a `turn/submit_plot` of that one task, with `details` man, cost, ma, rule). A
 * client may combine one man's steps and several men's orders into one plot; checkCommand lists what a combination
 * breaks, all at once. The framework keeps only the candidates the rules accept (legalActionsFor).
 */
export function toPatrolLegalActions(game: PatrolGame, seat: string, turn: SeatTurn, options: Readonly<Record<string, string>>): PatrolLegalAction[] {
  if (game.result) return [];
  const side = seat as Side;
  if (game.night && turn.step === "night_declare_movers") {
    const mine = game.order.filter((id) => { const m = game.men[id]!; return m.side === side && isActive(m); });
    return [{ type: "declare_movers", seat, payload: { men: [] } }, ...(mine.length > 0 ? [{ type: "declare_movers", seat, payload: { men: mine } }] : [])];
  }
  if (turn.step !== "plot" || turn.locked) return [];
  const setup = entryActions(game, seat);
  if (!validatePlot(game, seat, { orders: {} }, options).ok) return setup; // 26.2: the entry steps come first
  const accepts = (man: string, tasks: readonly Task[]) => validatePlot(game, seat, { orders: { [man]: [...tasks] } }, options).ok;
  const steps = toPlotSteps(game, side, accepts).map(({ task, ...details }): PatrolLegalAction => ({ ...submit(seat, { [details.man]: [task] }), details }));
  return [...setup, { ...submit(seat, {}), details: { plot: "empty", rule: "patrol 5.0, 7.55" } }, ...steps];
}
