import { cellToHex } from "./los-grid";
import type { LosJudge } from "./los-policy";
import type { Eye, LosOutcome } from "./types";
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
 * (ascending cell order). A posture or level the policy cannot resolve on some hex is a typed error.
 */
export function computeViewshed(judge: LosJudge, spec: ViewshedSpec, mutual: boolean): LosOutcome<VisibilityMatrix> {
  const grid = judge.grid;
  const eyes: Eye[] = [];
  for (let k = 0; k < grid.size; k++) {
    const hex = cellToHex(grid, grid.cells[k]!);
    const e = judge.resolve({ hex, posture: spec.posture, level: spec.level ?? 0 });
    if (!e.ok) return e;
    eyes.push(e.value);
  }
  return { ok: true, value: computeVisibility(judge, eyes, mutual) };
}
