import type { AnyTable, Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import type { Viewpoint } from "@tactica/sighting";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import { DEPTHS } from "../tables/advanced-data";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { detonateMinesAt } from "./mines";
import { obstacleAt } from "../works/obstacles";
import { controllerOf } from "../optional/prisoners";
import { checkActor, nonCombatMfLeft, soldiersAt, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { DitchClimb } from "../state/works-state";

const RULE = "Firepower 8.8.5.3";

export type { DitchClimb } from "../state/works-state";

/** Whether the hex holds a ditch (it fills the whole hex, 8.8.5.3). */
export const isDitch = (game: FirepowerGame, hex: Hex): boolean => obstacleAt(game, hex)?.type === "ditch";

/** Depth of a ditch in heights, from `firepower/depths` (book 8.8.5.3: -5). */
export function ditchDepth(tables?: ReadonlyMap<string, AnyTable>): number {
  const d = lookup(tableOf(tables, DEPTHS), { item: "ditch" as const });
  if (!d.ok) throw new Error("firepower/depths: no ditch row");
  return Math.abs(d.value);
}

/**
 * Whether a soldier is down in a ditch [8.8.5.3]: a ditch "occupies the entire hex", so every soldier in a ditch hex
 * (not aboard a vehicle, which may not enter one) is in it, unless he is still climbing down from its lip.
 */
export function inDitch(game: FirepowerGame, s: Soldier): boolean {
  return s.riding === undefined && s.ditchClimb === undefined && isDitch(game, s.hex);
}

/**
 * A viewpoint in a ditch hex has its head the ditch's depth below the ground plus its posture [8.8.5.3, 10.5.2]; a
 * soldier climbing has his head where the climb has brought him (`toSoldierViewpoint` gives that as `upHeight`).
 */
export function inDitchViewpoint(game: FirepowerGame, v: Viewpoint, tables?: ReadonlyMap<string, AnyTable>): Viewpoint {
  if (v.upHeight !== undefined || v.level || !isDitch(game, v.hex)) return v;
  return { ...v, upHeight: (FIREPOWER_POSTURE_HEIGHT[v.posture] ?? 0) - ditchDepth(tables) };
}

/** Head height above his hex's ground of a soldier on a ditch wall: climbing in from the lip, or out from the bottom [11.1.11]. */
export function climbingHead(c: DitchClimb, depth = 5): number {
  const stand = FIREPOWER_POSTURE_HEIGHT.stand ?? 2;
  return c.into ? stand - c.done : stand - depth + c.done;
}

const payload = z.object({ soldier: z.string().min(1) }).strict();

type Ctx = { readonly tables: ReadonlyMap<string, AnyTable>; readonly options: Readonly<Record<string, string>> };
type Climb = { soldier: Soldier; climb: DitchClimb; cost: number; to: Hex };

function checkDitchClimb(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: Ctx): Check & { c?: Climb } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  const game = state.game;
  if (game.rules !== "advanced") return reject("ditch/none", "ditches are Advanced Game units", RULE);
  if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
  const going = s.ditchClimb;
  const side = going?.side ?? s.facing;
  const ahead = hexAhead(s.hex, side);
  const board = boardOf(game);
  const into = going?.into ?? !isDitch(game, s.hex);
  if (!going) {
    if (!board.has(ahead)) return reject("move/off_map", "no unit may exit the map", "Firepower 4.9");
    if (into && !isDitch(game, ahead)) return reject("ditch/none", "there is no ditch in the hex the soldier faces", RULE);
    if (!into && isDitch(game, ahead)) return reject("ditch/along", "the next hex is ditch too: walk along the bottom (move)", RULE);
    if (s.posture !== "stand") return reject("ditch/stand_to_climb", "to start climbing a soldier must be Standing", "Firepower 11.1.11");
  }
  if (soldiersAt(game, ahead).some((o) => controllerOf(o) !== s.side && o.surrenderedTo !== s.side)) return reject("move/enemy_hex", "enter an enemy hex only by melee", "Firepower 6.2.1");
  const left = ditchDepth(ctx.tables) - (going?.done ?? 0);
  const cost = Math.min(left, nonCombatMfLeft(s));
  if (cost < 1) return reject("move/no_mf", "not enough movement factors: climbing costs 1 MF per height", "Firepower 11.1.11");
  return { ...OK, c: { soldier: s, cost, to: ahead, climb: { into, side, done: (going?.done ?? 0) + cost } } };
}

/**
 * `climb_ditch`: a Standing soldier climbs into the ditch he faces, or out of his ditch across the hexside he faces
 * [8.8.5.3, 11.1.11]: "soldiers may enter and exit only by climbing", 5 heights at 1 MF a height. He climbs as far as
 * his MF go; the climb goes on in his next Impulses (he does nothing else meanwhile) and at the top or bottom he is in
 * the new hex.
 */
export const climbDitchCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkDitchClimb(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const { c } = checkDitchClimb(state, cmd.seat, cmd.payload, ctx);
    if (!c) throw new Error("climb_ditch: resolve after a failed check");
    const done = c.climb.done >= ditchDepth(ctx.tables);
    const spent = { ...c.soldier, ...spendNonCombat(c.soldier, c.cost) };
    const { ditchClimb: _was, ...rest } = spent;
    const next: Soldier = done ? { ...rest, hex: c.to, hexesEntered: c.soldier.hexesEntered + 1 } : { ...rest, ditchClimb: c.climb };
    const game: FirepowerGame = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === next.id ? next : x)) };
    const board = boardOf(state.game);
    const data = { soldier: c.soldier.id, into: c.climb.into, mf: c.cost, heights: c.climb.done, ...(done ? { hex: board.idOf(c.to) } : {}), rule: "Firepower 8.8.5.3, 11.1.11" };
    // 12.4.4: a mine in the hex he climbs into goes off as he enters it.
    const mined = done ? detonateMinesAt(game, c.to, dice, ctx, "soldier") : { game, events: [] };
    return { state: { ...state, game: mined.game }, events: [{ type: done ? "ditch/climbed" : "ditch/climbing", data }, ...mined.events] };
  },
});

/** A soldier climbing a ditch wall does nothing else until he is up or down [11.1.11]: the refusal for other actions. */
export function checkNotClimbingDitch(s: Soldier): Check {
  return s.ditchClimb ? reject("ditch/climbing", "the soldier is on the ditch wall: finish the climb (climb_ditch)", "Firepower 8.8.5.3, 11.1.11") : OK;
}

/** Candidate `climb_ditch` of a soldier of the Impulse (facing a ditch, in one, or on its wall). */
export function ditchCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced" || !(state.game.obstacles ?? []).some((o) => o.type === "ditch")) return [];
  const near = s.ditchClimb !== undefined || isDitch(state.game, s.hex) || isDitch(state.game, hexAhead(s.hex, s.facing));
  return near ? [{ type: "climb_ditch", seat: s.side, payload: { soldier: s.id } }] : [];
}
