// The Flames of War ruleset on a continuous table: the pre-game steps in order, player turns of four steps
// (Starting, Movement, Shooting, Assault) on the engine's player-turns model, the target player's saves as a
// reaction window, a per-seat view and a seeded bot.
import type { DiceSource } from "@tactica/dice";
import { createPlayerTurns, defineRuleset, initPlayerTurns, viewFor } from "@tactica/engine";
import type { AnyTable, BotLimits, Command, LegalAction, PlayerTurnsTurn, Ruleset } from "@tactica/engine";
import { fowBotFromView } from "./bot/index";
import { toFowLegalActions } from "./legal/index";
import { FOW_OPTION_LIST } from "./options/index";
import { FOW_TABLES } from "./tables/index";
import { FOW_SETUP_STEPS, fowScenarioSchema, MISSION_RULES, toFowGame } from "./scenarios/index";
import type { FowScenario } from "./scenarios/index";
import { FOW_STEPS, FOW_TURN_CITATIONS } from "./sequence/index";
import type { FowGame } from "./state/index";
import { FOW_COMMANDS, fowPendingReaction, onFowTurnEvent } from "./turn/index";
import type { FowState } from "./turn/index";
import { toFowView } from "./view/index";
import type { FowGameView } from "./view/index";

export const fowRuleset: Ruleset<FowGame, PlayerTurnsTurn, FowScenario> = defineRuleset<FowGame, PlayerTurnsTurn, FowScenario>({
  id: "fow",
  version: "0.1.0",
  geometry: "continuous",
  turnModel: createPlayerTurns<FowGame>({ citations: FOW_TURN_CITATIONS }),
  commands: FOW_COMMANDS,
  // Every RULING key of the digest as an option, and every table of the text (a rulings pack may override them).
  options: FOW_OPTION_LIST,
  tables: FOW_TABLES as unknown as readonly AnyTable[],
  scenario: fowScenarioSchema,
  setup(scenario) {
    const r = toFowGame(scenario);
    if (!r.ok) throw new Error(`${r.problem.path}: ${r.problem.message}`);
    // The Attacker moves first, except in Meeting Engagements: a roll-off after set-up [Missions › Who Has the First Turn].
    const meeting = MISSION_RULES[scenario.mission].meeting;
    const first = meeting ? undefined : scenario.attacker;
    const game = first ? { ...r.game, turnOf: { ...r.game.turnOf, [first]: 1 } } : r.game;
    return { seats: ["A", "B"], game, turn: initPlayerTurns({ seats: ["A", "B"], steps: FOW_STEPS, turns: scenario.turns, ...(first ? { first } : {}) }) };
  },
  setupSteps: FOW_SETUP_STEPS,
  pendingReaction: (state) => fowPendingReaction(state as FowState),
  view: (state, viewer) => toFowView(state.game, viewer, state.game.result !== null || state.turn.over),
  legalActions: (state, seat): LegalAction[] => {
    if (!state.seats.includes(seat)) return [];
    const view = viewFor(fowRuleset, state, seat);
    return toFowLegalActions(view.game as FowGameView as FowGame, seat);
  },
  isOver: (state) => state.game.result !== null,
  bot: (state, seat: string, dice: DiceSource, limits?: BotLimits): Command | undefined => fowBotFromView(viewFor(fowRuleset, state, seat), dice, limits),
  onTurnEvent: (state, event, dice) => onFowTurnEvent(state as FowState, event, dice),
});
