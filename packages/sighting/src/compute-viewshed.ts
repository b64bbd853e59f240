import { cellToHex } from "./los-grid";
import type { LosJudge } from "./los-policy";
import type { Eye, LosOutcome } from "./types";
import { toLosError } from "./types";
import { computeVisibility } from "./compute-visibility";
import type { VisibilityMatrix } from "./visibility-matrix";

/** Postures and level of a whole-map viewshed. */
export type ViewshedSpec = {
  /** Posture of every observer and every target (same posture both ends keeps a mutual matrix symmetric). */
  readonly posture: string;
  /** Ground level by default. */
  readonly level?: number;
};

/**
 * The whole-map visibility matrix for one posture: row/column k is the k-th hex of `judge.grid.cells`
 * (ascending cell order). For a level other than 0 only the hexes that have it take part (the others' rows
 * and columns stay empty); a bad posture, or a level no hex has, is a typed error.
 */
export function computeViewshed(judge: LosJudge, spec: ViewshedSpec, mutual: boolean): LosOutcome<VisibilityMatrix> {
  const grid = judge.grid;
  const eyes: (Eye | undefined)[] = [];
  const level = spec.level ?? 0;
  let found = 0;
  for (let k = 0; k < grid.size; k++) {
    const hex = cellToHex(grid, grid.cells[k]!);
    const e = judge.resolve({ hex, posture: spec.posture, level });
    // Above or below ground, hexes without that storey simply take no part.
    if (!e.ok && !(level !== 0 && e.error.code === "los/bad_level")) return e;
    eyes.push(e.ok ? e.value : undefined);
    if (e.ok) found++;
  }
  if (found === 0 && grid.size > 0) return toLosError("los/bad_level", `no hex of the map has level ${level}`);
  return { ok: true, value: computeVisibility(judge, eyes, mutual) };
}
