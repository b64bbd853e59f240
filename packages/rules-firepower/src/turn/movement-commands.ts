import type { AnyTable } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Check, ChitTurn } from "@tactica/engine";
import { checkCollapsedFloor } from "../blasts/building-damage";
import { toHexKey } from "@tactica/hex";
import { z } from "zod";
import { POSTURES, RUNNING_HEXES } from "../tables/basic-mf-chart";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import type { AdvancedStep } from "../works/heights-movement";
import { checkAdvancedStep, storeyOf } from "../works/heights-movement";
import { meleeHeightsMeet } from "../works/climbing-terrain";
import { meetsOnBridge } from "../blasts/bridges-levels";
import { activateAt } from "./leader-activation";
import { detonateMinesAt } from "../combat/mines";
import { soldierObstacleEntry } from "../works/obstacles";
import { caveEntry, caveSidesMeet, caveTopRise, entersCaveTop } from "../works/caves";
import { checkNotClimbingDitch } from "../combat/ditch";
import { checkNotInTunnel, revealAround } from "../works/tunnels";
import { burnOnEntry } from "../fire-setup/fires";
import { checkFortificationMove } from "../works/bunkers-fire";
import { runningAfterPosture } from "../movement/posture-speed";
import { controllerOf } from "../optional/prisoners";
import { actionCost, checkActor, maxNewHexes, nonCombatMfLeft, patchSoldiers, soldiersAt, spendNonCombat, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { weatherCharge, weatherNote } from "../blasts/weather";
import { checkWaterPosture, waterNote, waterStep } from "../works/water";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

const movePayload = z.object({
  soldier: z.string().min(1),
  back: z.boolean().optional(),
  /** Option 25.3: prisoners in the guard's hex who move with him. */
  prisoners: z.array(z.string().min(1)).max(12).optional(),
}).strict();

/** Extra MF to leave a hex across a fence, hedge, wall or hill/depression hexside [6.2.3]. */
export function hexsideCrossings(board: Board, s: Soldier, back = false, fencesOnly = false): number {
  const facing = back ? ((s.facing + 2) % 6) + 1 : s.facing;
  const ahead = hexAhead(s.hex, facing);
  const features = board.sideFeatures(s.hex, (facing - 1 + 6) % 6);
  const fence = features.some((f) => f === "fence" || f === "hedge" || f === "wall");
  return (fence ? 1 : 0) + (!fencesOnly && board.isHill(s.hex) !== board.isHill(ahead) ? 1 : 0);
}

/** MF to enter the hex ahead [6.2.1, 6.2.3]: the posture's cost plus any hexside crossing. */
export function enterCost(board: Board, s: Soldier, ctx: Ctx, back = false, heightMf?: number): number | undefined {
  const enter = actionCost(ctx.tables, ctx.options, "enter_hex", s);
  const cross = actionCost(ctx.tables, ctx.options, "cross_hexside", s) ?? 1;
  // 11.2.1.2: backing straight back costs double.
  // Advanced: a height hexside costs the Leg MF chart's `heightMf` instead of the Basic +1 per hill hexside [11.1.4].
  const crossings = hexsideCrossings(board, s, back, heightMf !== undefined);
  return enter === undefined ? undefined : (back ? 2 : 1) * enter + cross * crossings + (heightMf ?? 0);
}

function checkMove(state: FirepowerState, seat: string, p: z.infer<typeof movePayload>, ctx: Ctx): Check & { soldier?: Soldier; cost?: number; step?: AdvancedStep } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.inWorks) return reject("works/climb_out_first", "soldiers must climb to get out of a foxhole or trench", "Firepower 8.8.2");
  const inside = checkFortificationMove(s); // 8.8.4, 8.8.6: out through the door or down the stairs (bunkers-fire.ts)
  if (!inside.ok) return inside;
  if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
  // 8.8.5.3, 8.8.8: a soldier on a ditch wall finishes his climb; one in a tunnel moves by tunnel_move (ditch.ts, tunnels.ts).
  const busy = s.ditchClimb ? checkNotClimbingDitch(s) : checkNotInTunnel(s);
  if (!busy.ok) return busy;
  if (p.back && state.game.rules !== "advanced") return reject("move/no_backing", "the Basic Game moves only into the hex in front", "Firepower 6.2.1");
  if (s.hexesEntered >= maxNewHexes(s)) return reject("move/leader_hexes", `a soldier with 5 MF enters at most ${maxNewHexes(s)} new hexes per Impulse`, "Firepower 11.1, 22.1.2, 27.1.2");
  const board = boardOf(state.game);
  const ahead = hexAhead(s.hex, p.back ? ((s.facing + 2) % 6) + 1 : s.facing);
  if (!board.has(ahead)) return reject("move/off_map", "no unit may exit the map in the Basic Game", "Firepower 4.9");
  // 25.3: prisoners are controlled by their captors, so a hex of captors and their prisoners is not an enemy hex.
  // 11.1.1: opposing soldiers on another storey of the hex cannot be met in melee, so they do not bar the way.
  // 25.2.1: soldiers who surrendered to the mover's side do not bar the way either; entering takes them prisoner.
  // 13, 11.1.1: nor does an enemy Up a tree out of his reach (climbing-terrain.ts); 8.9: nor one on the other level of a bridge hex.
  if (soldiersAt(state.game, ahead).some((o) => controllerOf(o) !== s.side && o.surrenderedTo !== s.side && storeyOf(o) === storeyOf(s) && !o.inTunnel && caveSidesMeet(state.game, s, ahead, o) && (state.game.rules !== "advanced" || meleeHeightsMeet(board, s, ahead, o)) && meetsOnBridge(state.game, s, ahead, o))) return reject("move/enemy_hex", "enter an enemy hex only by melee", "Firepower 6.2.1");
  for (const id of p.prisoners ?? []) {
    const held = soldiersAt(state.game, s.hex).find((o) => o.id === id && o.prisonerOf === s.side);
    if (!held) return reject("move/not_your_prisoner", `${id} is not a prisoner of this side in the guard's hex`, "Firepower 25.3");
  }
  // Advanced: storeys, building walls and openings, fences to climb and height hexsides [8.2, 11.1.3-11.1.4].
  const step = state.game.rules === "advanced" ? checkAdvancedStep(board, s, (p.back ? ((s.facing + 2) % 6) + 1 : s.facing) - 1, ahead, ctx.tables, state.game.windowCrossings, caveTopRise(state.game, s, ahead)) : undefined; // 8.8.7: onto or off a cave top (caves.ts)
  if (step && !step.ok) return step;
  const floor = state.game.rules === "advanced" ? checkCollapsedFloor(state.game, ahead, storeyOf(s)) : OK; // 12.3.4.2.7 (building-damage.ts)
  if (!floor.ok) return floor;
  // 8.8.3, 8.8.5.1: wire bars the way; abatis doubles the cost (twice twice when backing, 11.2.1).
  const obstacle = soldierObstacleEntry(state.game, s.hex, ahead, ctx.options);
  if (!obstacle.ok) return obstacle;
  // 8.8.7: caves are entered and left through their mouths (caves.ts).
  const cave = caveEntry(state.game, s, p.back ? ((s.facing + 2) % 6) + 1 : s.facing, ahead);
  if (!cave.ok) return cave;
  const water = waterStep(state.game, s, ahead); // 11.2.1.1 fording x2, 11.2.3 swimming 3 MF (water.ts)
  if (!water.ok) return water;
  const base = water.mf ?? enterCost(board, s, ctx, p.back === true, step?.step?.extra);
  const cost = base === undefined ? undefined : base * (obstacle.factor ?? 1) * (water.factor ?? 1) + (weatherCharge(state.game, s, ahead, ctx.tables)?.extra ?? 0); // 11.2.2 Snow/Mud (weather.ts)
  if (cost === undefined || cost > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", "Firepower 6.2");
  return { ...OK, soldier: s, cost, ...(step?.step ? { step: step.step } : {}) };
}

/**
 * `move`: enter the hex directly in front [6.2.1] (Advanced: or straight back at double cost, 11.2.1.2); four new
 * hexes in an Impulse make the soldier Running [4.5].
 */
export const moveCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof movePayload>>({
  schema: movePayload,
  rule: "Firepower 6.2.1",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkMove(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkMove(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.cost === undefined) throw new Error("move: resolve after a failed check");
    const s = c.soldier;
    const hex = hexAhead(s.hex, cmd.payload.back ? ((s.facing + 2) % 6) + 1 : s.facing);
    const entered = s.hexesEntered + 1;
    const running = s.running || entered >= RUNNING_HEXES.value;
    const escorted = new Set(cmd.payload.prisoners ?? []);
    const moved = patchSoldiers(updateSoldier(state.game, s.id, { ...spendNonCombat(s, c.cost), hex, hexesEntered: entered, running }), (x) => (escorted.has(x.id) ? { ...x, hex } : undefined));
    const activated = activateAt(moved, s, hex, s.mf + c.cost);
    // 12.4.4: a mine in the hex goes off as the soldier enters it.
    // 8.8.7: a mine in a cave hex lies on the cave's floor; a step onto its top trips none (caves.ts).
    const mined = entersCaveTop(state.game, s, hex) ? { game: throughWindow(activated.game, c.step?.window), events: [] } : detonateMinesAt(throughWindow(activated.game, c.step?.window), hex, dice, ctx, "soldier");
    // Option 21.3: a soldier entering a burning hex is attacked by its Fire (src/game/fires.ts).
    const burned = burnOnEntry(boardOf(state.game), mined.game, s.id, dice, ctx);
    const revealed = revealAround(burned.game, s, hex); // 11.5: entering a cave shows the attacker the tunnels beside it (tunnels.ts)
    const events = [{ type: "move/entered", data: { soldier: s.id, hex: boardOf(state.game).idOf(hex), mf: c.cost, running, ...heightOf(c.step), ...weatherNote(weatherCharge(state.game, s, hex, ctx.tables)), ...waterNote(state.game, s, hex) } }, ...activated.events, ...mined.events, ...burned.events, ...revealed.events];
    return { state: { ...state, game: revealed.game }, events };
  },
});

/** The game with one more soldier counted through a window this Impulse Phase [11.1.3]. */
function throughWindow(game: FirepowerGame, window: string | undefined): FirepowerGame {
  return window ? { ...game, windowCrossings: { ...(game.windowCrossings ?? {}), [window]: (game.windowCrossings?.[window] ?? 0) + 1 } } : game;
}

/** A move event's height hexside: its height, its MF and that chart cell's provenance [11.1.4]. */
function heightOf(step: AdvancedStep | undefined): Record<string, unknown> {
  return step && step.heightHexside > 0 ? { heightHexside: step.heightHexside, heightMf: step.extra, provenance: step.provenance, rule: "Firepower 11.1.4" } : {};
}

const facingPayload = z.object({ soldier: z.string().min(1), facing: z.number().int().min(1).max(6), free: z.boolean().optional() }).strict();

/** Hexsides between two facings (1-3). */
const turnSize = (a: number, b: number) => Math.min((a - b + 6) % 6, (b - a + 6) % 6);

function checkFacing(state: FirepowerState, seat: string, p: z.infer<typeof facingPayload>, ctx: Ctx): Check & { soldier?: Soldier; cost?: number } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  if (actor.soldier.facing === p.facing) return reject("facing/unchanged", "the soldier already faces that hexside", "Firepower 6.2.2");
  if (p.free) return checkFreeTurn(state, actor.soldier, p.facing);
  const cost = actionCost(ctx.tables, ctx.options, "turn", actor.soldier);
  if (cost === undefined || cost > nonCombatMfLeft(actor.soldier)) return reject("move/no_mf", "not enough movement factors", "Firepower 6.2.2");
  return { ...OK, soldier: actor.soldier, cost };
}

/** Advanced 11.3.1: one free 60° turn in each hex occupied or entered, if the soldier does no firing this Impulse. */
function checkFreeTurn(state: FirepowerState, s: Soldier, facing: number): Check & { soldier?: Soldier; cost?: number } {
  const rule = "Firepower 11.3.1";
  if (state.game.rules !== "advanced") return reject("facing/no_free_turn", "free turns are an Advanced Game rule", rule);
  if (turnSize(s.facing, facing) !== 1) return reject("facing/free_turn_too_big", "a free turn is one hexside (60°)", rule);
  if (s.combatUsed) return reject("facing/fired", "a soldier who fires this Impulse pays for every turn", rule);
  if (s.freeTurns.includes(toHexKey(s.hex))) return reject("facing/free_turn_used", "one free turn per hex", rule);
  return { ...OK, soldier: s, cost: 0 };
}

/** `change_facing`: turn 1-3 hexsides in the hex for 1 MF [6.2.2] (Advanced: `free` 60° turn, 11.3.1). */
export const facingCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof facingPayload>>({
  schema: facingPayload,
  rule: "Firepower 6.2.2",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkFacing(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkFacing(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.cost === undefined) throw new Error("facing: resolve after a failed check");
    const free = cmd.payload.free === true;
    const fields = free ? { freeTurns: [...c.soldier.freeTurns, toHexKey(c.soldier.hex)] } : spendNonCombat(c.soldier, c.cost);
    const game = updateSoldier(state.game, c.soldier.id, { ...fields, facing: cmd.payload.facing });
    return { state: { ...state, game }, events: [{ type: "move/faced", data: { soldier: c.soldier.id, facing: cmd.payload.facing, mf: c.cost } }] };
  },
});

const posturePayload = z.object({ soldier: z.string().min(1), posture: z.enum(POSTURES) }).strict();

function checkPosture(state: FirepowerState, seat: string, p: z.infer<typeof posturePayload>, ctx: Ctx): Check & { soldier?: Soldier; cost?: number } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  if (actor.soldier.inTunnel && p.posture === "stand") return reject("tunnel/posture", "a tunnel is 1 height high: no standing in it", "Firepower 8.8.8"); // tunnels.ts
  const water = checkWaterPosture(state.game, actor.soldier, p.posture); // 11.2.1.1, 11.2.3: fording or swimming postures (water.ts)
  if (!water.ok) return water;
  const action = p.posture === "stand" ? "to_stand" : p.posture === "crouch" ? "to_crouch" : "to_prone";
  const cost = actionCost(ctx.tables, ctx.options, action, actor.soldier);
  if (cost === undefined) return reject("posture/unchanged", "the soldier already has that posture", "Firepower 6.2.4");
  if (cost > nonCombatMfLeft(actor.soldier)) return reject("move/no_mf", "not enough movement factors", "Firepower 6.2.4");
  return { ...OK, soldier: actor.soldier, cost };
}

/** `change_posture`: Stand, Crouch or Prone at the chart's cost [6.2.4]. */
export const postureCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof posturePayload>>({
  schema: posturePayload,
  rule: "Firepower 6.2.4",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkPosture(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkPosture(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.cost === undefined) throw new Error("posture: resolve after a failed check");
    const running = runningAfterPosture(state.game, c.soldier, cmd.payload.posture); // 10.5.3 (posture-speed.ts)
    const game = updateSoldier(state.game, c.soldier.id, { ...spendNonCombat(c.soldier, c.cost), posture: cmd.payload.posture, running });
    return { state: { ...state, game }, events: [{ type: "move/posture", data: { soldier: c.soldier.id, posture: cmd.payload.posture, mf: c.cost, ...(c.soldier.running && !running ? { speedRemoved: "Firepower 10.5.3" } : {}) } }] };
  },
});
