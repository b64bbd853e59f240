import { pointInPolygon } from "../geometry";
import type { CompiledTable } from "./compiled-table";

/** Ground height at a point: the highest hill contour containing it (terraced hills, 2.6), else 0. */
export function groundHeight(table: CompiledTable, x: number, y: number): number {
  let z = 0;
  for (const i of table.hillContours) {
    const b = 4 * i;
    if (x < table.bounds[b]! || x > table.bounds[b + 2]! || y < table.bounds[b + 1]! || y > table.bounds[b + 3]!) continue;
    if (table.top[i]! > z && pointInPolygon(table.pieces[i]!.xy, x, y)) z = table.top[i]!;
  }
  return z;
}

/** Indices of the pieces whose polygon contains the point (any role). */
export function piecesAt(table: CompiledTable, x: number, y: number): number[] {
  return table.index.search(x, y, x, y).filter((i) => pointInPolygon(table.pieces[i]!.xy, x, y));
}
