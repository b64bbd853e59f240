// Firepower 8.8.6, 10.8, 13: a soldier at the foot of an enemy-held tower (in its hex) melees up its stairs. The stairs
// "connect floor and ground and are used to enter or exit the tower from or to any direction" (8.8.6), and 10.8 lets the
// other side "move up to" the unit's capacity inside "for a melee": so the attacker need not face or enter a new hex.
// He spends the stairs' MF (`firepower/stairs_mf`, placeholder: the Leg MF chart is missing) and 1 MF for the melee.
import type { AnyTable, Check, Command, Provenance } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import { STAIRS_MF } from "../tables/advanced-leg-mf";
import { boardOf } from "../core/board";
import { meleeGoesInside } from "../works/bunkers";
import { storeyOf } from "../works/heights-movement";
import type { FirepowerState, Soldier } from "../state/types";

/** Whether `s` melees up the stairs of the enemy-held tower of his own hex `hex` [8.8.6, 10.8]. */
export function isTowerFootMelee(game: FirepowerState["game"], s: Soldier, hex: Hex): boolean {
  return game.rules === "advanced" && isSameHex(s.hex, hex) && storeyOf(s) === 0 && s.up === undefined && meleeGoesInside(game, s, hex)?.type === "tower";
}

/** The stairs' cost of a melee up the tower from its foot [8.8.6, 11.1.8], or the refusal (a climber lets go first). */
export function checkTowerFootMelee(s: Soldier, ctx: { readonly tables?: ReadonlyMap<string, AnyTable> }): Check & { mf?: number; provenance?: Provenance } {
  if (s.inWorks) return reject("works/climb_out_first", "soldiers must climb to get out of a foxhole or trench before going up the tower's stairs", "Firepower 8.8.2, 8.8.6");
  const cell = lookup(tableOf(ctx.tables, STAIRS_MF), { posture: s.posture });
  if (!cell.ok) throw new Error(`firepower/stairs_mf: ${cell.error.message}`);
  return { ...OK, mf: cell.value, provenance: cell.provenance };
}

/** Legal-action candidate: a melee up the tower of his hex when the enemy holds it [8.8.6, 10.8]. */
export function towerMeleeCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (!isTowerFootMelee(state.game, s, s.hex)) return [];
  return [{ type: "melee", seat: s.side, payload: { soldiers: [s.id], hex: boardOf(state.game).idOf(s.hex) } }];
}
