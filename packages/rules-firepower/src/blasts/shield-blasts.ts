// Firepower 12.2.3: "If a hill, roadblock, fence, or wall (with no openings) totally blocks the line of sight from an
// impact location to a possible target unit, even if the target unit is in the impact hex, the target unit cannot be
// hit, Stunned, or Suppressed unless the blocking terrain can be destroyed or at least penetrated by the hit."
import type { AnyTable } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { Direction } from "@tactica/hex";
import { hexDistance, hexNeighbor, isSameHex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import type { AmmoStructure } from "../tables/ammo-weapons";
import { AMMO_STRUCTURE_VALUES } from "../tables/ammo-weapons";
import type { Board } from "../core/board";
import type { ImpactLocation } from "./storey-blasts";
import type { FirepowerGame, Soldier } from "../state/types";

/** The LOS features 12.2.3 names as shields, and the terrain value table cell each reads (a hill is never penetrated). */
const SHIELDS: Readonly<Record<string, AmmoStructure | "hill">> = {
  hill: "hill", slope: "hill", cliff: "hill", embankment: "hill", fence: "fence", wall: "wall", roadblock: "roadblock",
};

/** What shut a soldier out of a blast, as events may report it. */
export type BlastShield = { readonly feature: string; readonly tv: number | null; readonly penetration: number; readonly provenance: string; readonly rule: string };

/**
 * The hill, roadblock, fence or wall that totally blocks the line from a ground-level impact location to `s` and that
 * the hit cannot penetrate (penetration below its terrain value, `firepower/ammo_structure_values`: a standard stone
 * fence or wall 8 (book 12.5), a roadblock a placeholder 4; a hill is never penetrated), or undefined [12.2.3]. Only
 * bursts outside buildings and at other hexes than the soldier's are judged here, the impact hex's own men only when the
 * 12.7.1 side roll put the burst beyond a hexside of it (hit-location-sides.ts); building walls and floors are storey-blasts.ts's.
 * F and W blasts (penetration 0) are shut out as well ("unless totally blocked", 12.2.3). Advanced Game only.
 */
export function blastShield(board: Board, game: FirepowerGame, at: ImpactLocation, s: Soldier, penetration: number, tables?: ReadonlyMap<string, AnyTable>): BlastShield | undefined {
  // 12.7.1: a burst beyond a fence, wall or roadblock of its hex (hit-location-sides.ts): nothing of that hexside is
  // between it and the men beyond, and the hex's own men are judged along the line from beyond it.
  if (at.beyond !== undefined) {
    const { beyond, ...rest } = at;
    const across = hexNeighbor(at.hex, beyond as Direction);
    if (isSameHex(s.hex, across)) return undefined;
    if (isSameHex(s.hex, at.hex)) return blastShield(board, game, { ...rest, hex: across }, s, penetration, tables);
  }
  if (game.rules !== "advanced" || hexDistance(s.hex, at.hex) === 0 || at.unit !== undefined) return undefined;
  if (board.storeysOf(at.hex).length > 0 || board.storeysOf(s.hex).length > 0) return undefined;
  const ground = board.floorOf(at.hex, 0) ?? 0;
  const from = { hex: at.hex, posture: "prone", upHeight: Math.max(0, at.height - ground) };
  const to = { hex: s.hex, posture: s.posture, ...(s.up ? { upHeight: s.up.height } : {}) };
  const los = board.los(from, to, [], { game: "advanced" });
  if (!los || los.clear) return undefined;
  for (const note of los.blockedBy) {
    const kind = SHIELDS[note.feature];
    if (kind === undefined) continue;
    if (kind === "hill") return { feature: note.feature, tv: null, penetration, provenance: "book", rule: "Firepower 12.2.3" };
    const cell = lookup(tableOf(tables, AMMO_STRUCTURE_VALUES), { structure: kind });
    if (!cell.ok) throw new Error(`firepower/ammo_structure_values: ${cell.error.message}`);
    if (penetration < cell.value) return { feature: note.feature, tv: cell.value, penetration, provenance: cell.provenance.kind, rule: "Firepower 12.2.3, 12.5" };
  }
  return undefined;
}
