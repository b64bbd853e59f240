import type { ChitTurn, Command, Ruleset } from "@tactica/engine";
import { createChitDraw, defineRuleset, initChitTurn, uniformChits } from "@tactica/engine";
import { FIREPOWER_OPTIONS } from "../options";
import { firepowerScenarioSchema } from "../scenarios/scenario-schema";
import type { FirepowerScenarioData } from "../scenarios/scenario-schema";
import { FIREPOWER_TABLES } from "../tables/index";
import { chooseFirepowerCommand } from "./bot";
import { loadBoard } from "./board";
import { fireCommand } from "./fire-command";
import { grenadeCommand } from "./grenade-command";
import { firepowerLegalActions } from "./legal-actions";
import { meleeCommand } from "./melee-command";
import { facingCommand, moveCommand, postureCommand } from "./movement-commands";
import { onFirepowerTurnEvent } from "./turn-events";
import type { FirepowerGame, Side, Soldier } from "./types";

/** Default bot budget: candidate evaluations per decision (an iteration budget, never a clock). */
export const FIREPOWER_BOT_BUDGET = 48;

function setupGame(sc: ReturnType<typeof firepowerScenarioSchema.parse>): FirepowerGame {
  const board = loadBoard(sc.map);
  if (!board) throw new Error(`rules-firepower: scenario ${sc.id} names unknown map ${sc.map}`);
  const soldiers: Soldier[] = (["A", "B"] as const).flatMap((side: Side) => sc.sides[side].soldiers.map((s): Soldier => {
    const hex = board.hexOf(s.hex);
    if (!hex) throw new Error(`rules-firepower: scenario ${sc.id}: no hex ${s.hex}`);
    return {
      id: s.id, side, weapon: s.weapon, hex, facing: s.facing, posture: s.posture, status: "none", running: false, eliminated: false,
      acted: false, combatUsed: false, mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null,
    };
  }));
  return { scenario: sc.id, map: sc.map, soldiers, impulse: null, victory: sc.victory, result: null };
}

/**
 * The Firepower Basic Game [1-7] as a ruleset: chit-draw turns (3 sequence units, 2 Impulses per phase),
 * soldiers with posture, facing, status and speed; move, turn, posture, fire, grenade and melee commands
 * (passing is the turn model's end_impulse / end_impulse_phase); victory by VP at the end of the last Turn.
 */
export const firepowerRuleset: Ruleset<FirepowerGame, ChitTurn, FirepowerScenarioData> = defineRuleset<FirepowerGame, ChitTurn, FirepowerScenarioData>({
  id: "firepower",
  version: "0.1.0",
  geometry: "hex",
  turnModel: createChitDraw<FirepowerGame>(),
  commands: {
    move: moveCommand, change_facing: facingCommand, change_posture: postureCommand,
    fire: fireCommand, throw_grenade: grenadeCommand, melee: meleeCommand,
  },
  tables: FIREPOWER_TABLES,
  options: FIREPOWER_OPTIONS,
  scenario: firepowerScenarioSchema.refine((sc) => loadBoard(sc.map) !== undefined, { message: "unknown map", path: ["map"] })
    .refine((sc) => (["A", "B"] as const).every((side) => sc.sides[side].soldiers.every((s) => loadBoard(sc.map)?.hexOf(s.hex) !== undefined)), { message: "a soldier's hex is not on the map", path: ["sides"] }),
  setup(scenario) {
    const sc = firepowerScenarioSchema.parse(scenario);
    return {
      seats: ["A", "B"],
      game: setupGame(sc),
      turn: initChitTurn({
        sides: ["A", "B"],
        chits: { A: uniformChits(sc.sides.A.chits, ["A"]), B: uniformChits(sc.sides.B.chits, ["B"]) },
        impulses: { A: sc.sides.A.impulses, B: sc.sides.B.impulses },
        turns: sc.turns,
      }),
    };
  },
  // 3.3: in the Basic Game every unit is in the open; only the chit order is hidden (the turn model's view).
  view: (state) => state.game,
  legalActions: firepowerLegalActions,
  onTurnEvent: (state, event) => onFirepowerTurnEvent(state, event),
  bot: (state, seat, dice): Command | undefined => chooseFirepowerCommand(firepowerRuleset, state, seat, dice, { budget: FIREPOWER_BOT_BUDGET }),
});
