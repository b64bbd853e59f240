import type { GameEvent } from "@tactica/engine";
import { createSimultaneousPlot, defineRuleset, initPlotTurn, OK, reject, viewFor } from "@tactica/engine";
import { findEntryRouteGap, botCommandFromView, toSeatGame } from "./bot/index";
import type { BotLimits, Command, CommandProblem, MatchState, PlotTurn } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { z } from "zod";
import type { PatrolGameView } from "./bot/index";
import { toPatrolLegalActions } from "./legal/index";
import type { PatrolLegalAction } from "./legal/index";
import { toPatrolTables } from "./combat/patrol-tables";
import { PATROL_OPTION_LIST } from "./options/patrol-options";
import { plotSchema } from "./plot/task";
import type { Plot } from "./plot/task";
import { readOrders, toHexesPlotted, checkPatrolScenario, patrolScenarioSchema, toPatrolGame, resolveInitialCombat, resolveExplosives, resolveMaintenance, resolveStunRecovery, resolveMovementPhase, resolvePanic, resolveRecord, checkPlot, validatePlot, toPatrolView } from "./turn/index";
import { resolveSolitaireMg } from "./solitaire/index";
import type { PatrolGame } from "./state/index";
import { createWork } from "./state/index";
import { PATROL_TABLES } from "./tables/index";
import { PATROL_PLOT_CITATIONS, PATROL_STAGES } from "./sequence/index";
import { declareMovers, withFollowerOrders, reinforceWaves } from "./movement/index";
import { settleHidden, BARRAGE_EFFECTS_HOOK, chooseEdge, drawEntry, prePlot, settleColumn, afterMaintenance, sightSnipersAfter, withSniperOption } from "./situations/index";
import { layMines, VEHICLE_BARRAGE_HOOK, placeClaymores } from "./fire/index";
import { freeBridges, layWire, toWireState } from "./terrain/index";
import { artilleryScatterCoefficientTable, callArtillery, isBarrageDue, markDueRounds, planArtillery, resolveBarrageCommand, toArtilleryView } from "./artillery/index";
import { resolveNightSpotting } from "./spotting/index";
import { afterVehicleStage } from "./vehicles/index";
import { withPreservationOptions } from "./rules/index";

/** Night turns [16.2]: movers declared (each seat ends the step), then spotting, before the plot. */
const NIGHT_STEPS = { before: ["night_declare_movers", "night_spotting"], inputStages: ["night_declare_movers"] };
import { SITUATION_DATA } from "./scenarios/situations";

/** The scenario schema, refined: the OB must exist and the situation/role combination be playable [27.0]. */
export const patrolScenario = patrolScenarioSchema.superRefine((s, ctx) => {
  const problem = checkPatrolScenario(s);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ob"] });
});

/** The Patrol! ruleset [4.0-5.3]: simultaneous secret plots, then panic, initial combat, movement, stun recovery, explosives, maintenance, record. */
export const patrolRuleset = defineRuleset<PatrolGame, PlotTurn, z.output<typeof patrolScenario>>({
  id: "patrol",
  version: "0.1.0",
  geometry: "hex",
  // 4.1 F2: the explosives stage stays open while artillery rounds wait for resolve_barrage (src/artillery).
  turnModel: createSimultaneousPlot<PatrolGame, Plot>({ plotSchema, validatePlot, citations: PATROL_PLOT_CITATIONS, holdStage: (step, game) => step === "explosives" && isBarrageDue(game) }),
  commands: { declare_movers: declareMovers, lay_mines: layMines, lay_wire: layWire, plan_artillery: planArtillery, call_artillery: callArtillery, resolve_barrage: resolveBarrageCommand, draw_entry: drawEntry, preplot: prePlot, choose_edge: chooseEdge,
    place_claymores: placeClaymores },
  // After resolve_barrage: the rounds' effects on vehicles (17.42-17.43, vehicles-damage.ts), then on pillboxes, mines,
  // wire and hidden men (17.41, 18.4, 28.3, 26.4: barrage-effects.ts).
  afterCommand: [VEHICLE_BARRAGE_HOOK, BARRAGE_EFFECTS_HOOK],
  // 4.1 F2: the held explosives stage is a window any seat answers with resolve_barrage (the barrage job normally
  // does); that a barrage is due is public, as the stage visibly stays open. The turn model holds the stage itself
  // (holdStage above), so its own refusals of turn commands stand.
  pendingReaction: (state) => (state.turn.step === "explosives" && isBarrageDue(state.game) ? {
    seats: state.seats, answers: ["resolve_barrage"], rule: "patrol 4.1 F2", code: "artillery/barrage_due",
    reason: "artillery rounds are due: the explosives stage waits for resolve_barrage", turnCommands: "turn-model",
  } : undefined),
  tables: [...PATROL_TABLES, artilleryScatterCoefficientTable],
  options: PATROL_OPTION_LIST,
  scenario: patrolScenario,
  // 26.2: on a small placeholder board some chit draws have no clear Preliminary Movement Plot; refuse the board
  // instead of a match that stalls after the draw (bot-route.ts findEntryRouteGap).
  checkSetup(scenario) {
    const r = toPatrolGame(scenario);
    const gap = r.ok ? findEntryRouteGap(r.game) : undefined;
    if (!gap) return OK;
    return reject("scenario/no_entry_route", `on this board ${gap.side} would have no clear Preliminary Movement Plot for the draw entry ${gap.entry}, exit ${gap.exit} (26.2 Step 2: clear terrain through every section); use a larger board or entry "home_edge"`, "patrol 26.2");
  },
  setup(scenario, options) {
    const r = toPatrolGame(scenario);
    if (!r.ok) throw new Error(r.message);
    // Option patrol/unlimited_length: "none" lifts the scenario cap for situations without a printed limit.
    const turns = !r.game.solitaire && options["patrol/unlimited_length"] === "none" && SITUATION_DATA[scenario.situation].turns === null ? 999 : r.turns;
    // Option patrol/barbed_wire_count "replaces_mines": β's wire allowance is its mine figure (28.3) instead of the OB's BW.
    const wire = options["patrol/barbed_wire_count"] === "replaces_mines" ? toWireState(scenario.situation, 0, r.game.mines?.bravo.allowance ?? 0, options) : r.game.wire;
    const { wire: _obWire, ...rest } = r.game;
    const sniped = withSniperOption(wire ? { ...rest, wire } : rest, options); // 28.7 (option patrol/sniper_sighting)
    // 21.0, 21.12 (options patrol/preservation_chits, patrol/preservation_no_change): the Preservation draw's readings.
    const game = { ...sniped, sides: { alpha: withPreservationOptions(sniped.sides.alpha, options), bravo: withPreservationOptions(sniped.sides.bravo, options) } };
    return { seats: ["alpha", "bravo"], game, turn: initPlotTurn({ seats: ["alpha", "bravo"], turns, stages: PATROL_STAGES, ...(game.night ? NIGHT_STEPS : {}) }) };
  },
  view: (state, viewer) => {
    const over = state.game.result !== null || state.turn.over;
    const view = toPatrolView(state.game, viewer, over);
    return state.game.artillery && !over ? { ...(view as object), artillery: toArtilleryView(state.game.artillery, viewer, over) } : view;
  },
  legalActions: (state, seat) => [
    // Night movers [16.2] and the Plot Phase's steps per man [5.0, 6.1, 26.2], from the seat's own view (legal/).
    ...patrolSeatActions(state, seat),
    // 4.1 F2: while rounds wait, any seat may resolve them (the barrage job normally does).
    ...(state.turn.step === "explosives" && isBarrageDue(state.game) ? [{ type: "resolve_barrage", seat, payload: { rounds: [...(state.game.artillery?.due ?? [])] } }] : []),
  ],
  // The dry run of a plot: every problem at once, with its path (validate-plot.ts checkPlot) [5.0, 6.0-6.3].
  checkAll: (state, command) => patrolCheckAll(state, command),
  isOver: (state) => state.game.result !== null,
  bot: patrolBot,
  onTurnEvent(state, event, dice, ctx) {
    const none = { state, events: [] as GameEvent[] };
    if (event.type !== "turn/stage_started" || state.game.result) return none;
    const { stage, round } = event.data as { stage: string; round: number };
    const tables = toPatrolTables(ctx.tables, ctx.options);
    let game = state.game;
    let out: { game: PatrolGame; events: GameEvent[] } | undefined;
    switch (stage) {
      case "panic": {
        // 28.3: bridges trying to get free roll first; a stuck bridge's tasks are void.
        const freed = freeBridges(game, readOrders(game, state.turn.plots), dice);
        // 28.47: followers take the leader's movement and posture.
        const followed = withFollowerOrders(freed.game, state.turn.plots, freed.orders, round);
        const orders = followed.orders;
        game = { ...freed.game, work: createWork(orders, toHexesPlotted(freed.game, orders)) };
        // 28.63: the solitaire MG fires at the start of the turn's execution, before panic (digest §12.1: placement AMBIG).
        const mg = game.solitaire ? resolveSolitaireMg(game, dice, tables, round) : { game, events: [] };
        const panic = resolvePanic(mg.game, dice, round, ctx.options);
        out = { game: panic.game, events: [...freed.events, ...followed.events, ...mg.events, ...panic.events] };
        break;
      }
      case "night_spotting": out = resolveNightSpotting(game, dice, round, ctx.options); break;
      case "initial_combat": out = resolveInitialCombat(game, dice, tables, round); break;
      // 26.2: the column's movement multiple, then its place on the route and the end of the pre-plot (entry.ts).
      case "movement": out = sightSnipersAfter(settleColumn(resolveMovementPhase(game, dice, tables, round)), dice); break; // 28.7
      case "stun_recovery": out = resolveStunRecovery(game, round); break;
      case "explosives": {
        const f1 = resolveExplosives(game, dice, tables, round);
        const f2 = markDueRounds(f1.game, round);
        out = { game: f2.game, events: [...f1.events, ...f2.events] };
        break;
      }
      case "maintenance": out = afterMaintenance(resolveMaintenance(game, dice, ctx.options), dice); break; // 14.22, 18.51
      case "record": {
        const plots = [...state.turn.history, { round, plots: Object.fromEntries(state.turn.seats.map((s) => [s, state.turn.plots[s]?.plot ?? null])) }];
        const waves = reinforceWaves(game); // 27.53: the fallen of the wave are replaced before the record
        const recorded = resolveRecord(waves.game, round, round >= state.turn.turns, plots);
        out = { game: recorded.game, events: [...waves.events, ...recorded.events] };
        break;
      }
      default: return none;
    }
    out = afterVehicleStage(stage, out, dice, tables, round); // 23.41, 14.23, 23.4, 23.7
    // 26.4, 26.66 a: reveal the β men who acted or came into view; events about the still-hidden reach β only.
    const settled = settleHidden(state.game, out.game, out.events);
    return { state: { ...state, game: settled.game }, events: settled.events };
  },
});

/** Every problem of a turn/submit_plot whose plot parses; other commands report their one refusal (engine dry run). */
function patrolCheckAll(state: MatchState<PatrolGame, PlotTurn>, command: Command): CommandProblem[] {
  if (command.type !== "turn/submit_plot" || state.turn.step !== "plot") return [];
  const parsed = plotSchema.safeParse((command.payload as { plot?: unknown } | null)?.plot);
  if (!parsed.success) return [];
  return checkPlot(state.game, command.seat, parsed.data, state.options).map((p) => ({ ...p, path: ["plot", ...p.path] }));
}

/** The night movers and plot steps of `seat`, computed on what its view shows (toSeatGame), never on hidden state. */
function patrolSeatActions(state: MatchState<PatrolGame, PlotTurn>, seat: string): PatrolLegalAction[] {
  if (!state.seats.includes(seat) || (state.turn.step !== "plot" && state.turn.step !== "night_declare_movers")) return [];
  const view = viewFor(patrolRuleset, state, seat);
  const turn = { step: view.step, round: view.round, locked: state.turn.plots[seat]?.locked === true };
  return toPatrolLegalActions(toSeatGame(view.game as PatrolGameView), seat, turn, view.options);
}

/** The ruleset's bot plays from the seat's view, so nothing hidden from the seat (the other plot, hidden men) can steer it. */
function patrolBot(state: MatchState<PatrolGame, PlotTurn>, seat: string, dice: DiceSource, limits?: BotLimits): Command | undefined {
  return botCommandFromView(viewFor(patrolRuleset, state, seat), dice, limits);
}
