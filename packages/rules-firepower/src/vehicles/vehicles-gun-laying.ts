// Laying a vehicle's main gun (Option 19.1.13-19.1.14): elevation and depression limit how close a higher or lower
// target may be (the LINE OF SIGHT CHART, missing: one book cell and a reconstructed stand-in), a depression of 0
// forbids lower targets, and a long barrel (X) cannot be turned or faced through an adjacent hex whose terrain
// stands higher than the gun.
import type { AnyTable, Check, Provenance } from "@tactica/engine";
import { defineTable, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { book, recon } from "../tables/sources";
import type { Board } from "../core/board";
import { hexAhead } from "../core/geometry";
import type { VehicleLine } from "./vehicle-chart";

/**
 * The stand-in for the missing LINE OF SIGHT CHART cells of 19.1.13: minimum range = ceil(factor × height difference ÷
 * line number), the factor fitted to the book's one cell (line 18, 11 heights: "4-5", so 5 hexes). RECONSTRUCTED.
 */
export const GUN_ELEVATION_FACTOR = defineTable<{ fit: "stand_in" }, number>({
  id: "firepower/gun_elevation_factor",
  version: "1",
  title: "Gun elevation/depression minimum range stand-in factor (reconstructed)",
  inputs: z.object({ fit: z.literal("stand_in") }).strict(),
  output: z.number().int().min(1).max(100),
  cells: [{ inputs: { fit: "stand_in" }, value: 8, provenance: recon("min range = ceil(8 * height difference / LOS Chart line), fitted to 19.1.13's example (line 18, 11 heights -> 4-5, at least 5 hexes); the LINE OF SIGHT CHART is missing") }],
});

/** The least range at which a gun laid with LOS Chart line `line` hits a target `diff` heights above or below it [19.1.13]. */
export function gunMinRange(line: number, diff: number, tables?: ReadonlyMap<string, AnyTable>): { range: number; provenance: Provenance } {
  if (line === 18 && diff === 11) return { range: 5, provenance: book("19.1.13") };
  const f = lookup(tableOf(tables, GUN_ELEVATION_FACTOR), { fit: "stand_in" as const });
  const factor = f.ok ? f.value : 8;
  return { range: line <= 0 ? Infinity : Math.ceil((factor * diff) / line), provenance: f.ok ? f.provenance : recon("stand-in factor 8") };
}

/** The ground height of a hex (0 off the map). */
function groundOf(board: Board, hex: Hex): number {
  const cell = board.map.indexOf(hex.q, hex.r);
  return cell < 0 ? 0 : (board.map.groundHeight[cell] ?? 0);
}

/**
 * Elevation and depression of the main gun at a target [19.1.13]: the gun's height is its hex's ground plus the
 * chart's gun height; a higher target uses the elevation line, a lower one the depression line (0: no fire at lower
 * targets); the range must reach the chart's minimum. Lines without gun data, and level targets, pass.
 */
export function checkGunLaying(board: Board, line: VehicleLine, gunHex: Hex, target: Hex, targetHeight: number, range: number, tables?: ReadonlyMap<string, AnyTable>): Check {
  const gun = line.gun;
  if (!gun) return OK;
  const diff = groundOf(board, target) + targetHeight - (groundOf(board, gunHex) + gun.height);
  if (diff === 0) return OK;
  const lineNo = diff > 0 ? gun.elevation : gun.depression;
  if (diff < 0 && lineNo === 0) return reject("vehicle/depression", "the main gun has no depression and may not fire at lower targets", "Firepower 19.1.13");
  const min = gunMinRange(lineNo, Math.abs(diff), tables);
  if (range < min.range) return reject("vehicle/elevation", `a target ${Math.abs(diff)} heights ${diff > 0 ? "above" : "below"} the gun must be at least ${min.range} hexes away (${min.provenance.kind})`, "Firepower 19.1.13");
  return OK;
}

/**
 * A long barrel [19.1.14]: turning or facing the main gun to each of `facings` (in order) needs the adjacent hex that
 * way to stand no higher than the gun (its top height, terrain included, against the gun's height above its ground).
 */
export function checkLongBarrel(board: Board, line: VehicleLine, gunHex: Hex, facings: readonly number[]): Check {
  if (!line.gun?.long) return OK;
  const gunTop = groundOf(board, gunHex) + line.gun.height;
  for (const f of facings) {
    const adj = hexAhead(gunHex, f);
    const cell = board.map.indexOf(adj.q, adj.r);
    const top = cell < 0 ? 0 : (board.map.topHeight[cell] ?? 0);
    if (top > gunTop) return reject("vehicle/long_barrel", `the long barrel would hit the terrain of ${board.idOf(adj)} (${top} heights, the gun ${gunTop})`, "Firepower 19.1.14");
  }
  return OK;
}

/** The facings a turret (or gun) passes through turning from `from` to `to` the short way, `to` included. */
export function sweptFacings(from: number, to: number): number[] {
  const cw = (to - from + 6) % 6, ccw = (from - to + 6) % 6;
  const step = cw <= ccw ? 1 : 5;
  const out: number[] = [];
  for (let f = from; f !== to;) { f = ((f - 1 + step) % 6) + 1; out.push(f); }
  return out;
}
