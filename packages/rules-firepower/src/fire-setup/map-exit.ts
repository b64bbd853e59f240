// Firepower 10.2 Entering and Exiting the Mapboard, the exit half: "To exit the mapboard a unit must be in an edge hex
// and facing off the mapboard. A further movement factor expenditure to enter a new clear hex exits the unit. Units
// may exit individually. Once exited, a unit may not re-enter the mapboard. Units may enter and/or exit the mapboard
// only on sides designated by the scenario." A scenario side lists the map sides its soldiers may leave by
// (`exits`, Advanced only: the Basic Game lets nobody off the map, 4.9). An exited soldier is out of play for good,
// as a panic exit is (24.2.3): not a casualty, so the enemy scores nothing for him (7); the text gives no VP for
// exiting (that is the scenario's victory conditions', and the scenario format has none yet).
// Not here: entering from off the map (10.2's first half: squads off-board, entry ignoring Impulse restrictions, no
// fire that phase), which needs off-board soldiers in the turn model.
import type { Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { z } from "zod";
import type { FirepowerScenario } from "./scenario-schema";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { actionCost, checkActor, nonCombatMfLeft, spendNonCombat, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";

const RULE = "Firepower 10.2";

/** The map sides a scenario may open for exits: the right (2/3) and left (5/6) edges of its sides' `edge`. */
export const MAP_EXIT_SIDES = ["2/3", "5/6"] as const;
/** A map side soldiers may exit by [10.2]. */
export type MapExitSide = (typeof MAP_EXIT_SIDES)[number];

/** Scenario side field: the map sides this side's soldiers may exit by (Advanced only) [10.2]. */
export const mapExitsSchema = z.array(z.enum(MAP_EXIT_SIDES)).min(1).max(2).optional();

/** The game's exit sides per side (present only when a scenario side lists some) [10.2]. */
export type MapExits = Readonly<Partial<Record<Side, readonly MapExitSide[]>>>;
type ExitGame = FirepowerGame & { readonly mapExits?: MapExits };

/** The game with the scenario's exit sides (Advanced only) [10.2]. */
export function withMapExits(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  const exits: Partial<Record<Side, readonly MapExitSide[]>> = {};
  for (const side of ["A", "B"] as const) {
    const listed = (sc.sides[side] as { exits?: readonly MapExitSide[] }).exits;
    if (listed && listed.length > 0) exits[side] = [...new Set(listed)];
  }
  return Object.keys(exits).length > 0 ? ({ ...game, mapExits: exits } as ExitGame) : game;
}

/** The map side the soldier faces off, when the hex he faces is off the map beyond its left or right edge. */
function sideFacedOff(game: FirepowerGame, s: Soldier): MapExitSide | undefined {
  const board = boardOf(game);
  const ahead = hexAhead(s.hex, s.facing);
  if (board.has(ahead)) return undefined;
  const [lo, hi] = board.qRange;
  if (ahead.q > hi) return "2/3";
  if (ahead.q < lo) return "5/6";
  return undefined;
}

const payload = z.object({ soldier: z.string().min(1) }).strict();

function checkExit(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: { readonly tables: Parameters<typeof actionCost>[0]; readonly options: Readonly<Record<string, string>> }): Check & { soldier?: Soldier; cost?: number; side?: MapExitSide } {
  if (state.game.rules !== "advanced") return reject("exit/basic_game", "no soldier may exit the mapboard in the Basic Game", "Firepower 4.9");
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  if (s.riding !== undefined) return reject("exit/aboard", `${s.id} rides a vehicle: dismount first`, RULE);
  if (s.inWorks || s.inFortification !== undefined || s.inTunnel || s.ditchClimb || s.up || (s.storey ?? 0) !== 0) {
    return reject("exit/not_on_ground", "only a soldier on the open ground of an edge hex walks off the map (out of works, units, tunnels, buildings' upper floors, and not climbing)", RULE);
  }
  const off = sideFacedOff(state.game, s);
  if (off === undefined) return reject("exit/not_facing_off", "the soldier must be in an edge hex and facing off the mapboard", RULE);
  const open = (state.game as ExitGame).mapExits?.[s.side] ?? [];
  if (!open.includes(off)) return reject("exit/side_closed", `the scenario does not let side ${s.side} exit by map side ${off}`, RULE);
  // Reading: the step off the map is into "a new clear hex", so nothing may stand on the edge hexside: no fence, hedge,
  // wall or roadblock, and no building wall or closed door or window (an open one, or a breach, is passed).
  const board = boardOf(state.game), dir = s.facing - 1;
  const wall = board.levelSide(s.hex, dir, 0);
  if (board.sideFeatures(s.hex, dir).length > 0 || (wall && !wall.open && wall.type !== "breach")) {
    return reject("exit/hexside_blocked", "a fence, hedge, wall, roadblock or closed building side on the edge hexside bars the step off the map", RULE);
  }
  // "A further movement factor expenditure to enter a new clear hex exits the unit": the clear-hex cost of his posture.
  const cost = actionCost(ctx.tables, ctx.options, "enter_hex", s);
  if (cost === undefined || cost > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors to enter a clear hex", RULE);
  return { ...OK, soldier: s, cost, side: off };
}

/** `exit_map { soldier }`: a soldier in an edge hex, facing off a map side the scenario opens, leaves the map for good [10.2]. */
export const exitMapCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkExit(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkExit(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.cost === undefined || !c.side) throw new Error("exit_map: resolve after a failed check");
    const s = c.soldier;
    const game = updateSoldier(state.game, s.id, { ...spendNonCombat(s, c.cost), running: false, eliminated: true, exited: true });
    return { state: { ...state, game }, events: [{ type: "exit/exited", data: { soldier: s.id, from: boardOf(state.game).idOf(s.hex), mapSide: c.side, mf: c.cost, rule: RULE } }] };
  },
});

/** Candidate exit of a soldier of the Impulse: offered when he faces off a map side his scenario opens (Advanced) [10.2]. */
export function mapExitCandidates(state: FirepowerState, s: Soldier): Command[] {
  const open = (state.game as ExitGame).mapExits?.[s.side];
  if (!open || state.game.rules !== "advanced") return [];
  const off = sideFacedOff(state.game, s);
  return off !== undefined && open.includes(off) ? [{ type: "exit_map", seat: s.side, payload: { soldier: s.id } }] : [];
}

/** Scenario check: exit sides are an Advanced Game rule (the Basic Game lets nobody off the map, 4.9) [10.2]. */
export function checkMapExitScenario(sc: Pick<FirepowerScenario, "rules" | "sides">, ctx: z.RefinementCtx): void {
  if (sc.rules === "advanced") return;
  for (const side of ["A", "B"] as const) {
    if ((sc.sides[side] as { exits?: unknown }).exits !== undefined) ctx.addIssue({ code: "custom", message: "exit sides (10.2) are an Advanced Game rule: in the Basic Game no soldier may exit the map (4.9)", path: ["sides", side, "exits"] });
  }
}
