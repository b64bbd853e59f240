import type { Eye, LosJudge, VisibilityMatrix } from "@tactica/sighting";
import { createLosTracer, createVisibilityMatrix, fillVisibilityRows } from "@tactica/sighting";

export type BlockOptions = {
  /** Observer rows per block (progress is reported and the time limit checked between blocks). */
  readonly blockRows: number;
  /** Called after each block with the rows done so far; may throw to stop (aborted, timed out). */
  readonly onBlock: (rowsDone: number) => Promise<void>;
};

/**
 * The same matrix as @tactica/sighting computeVisibility (each unordered pair traced once when sight is mutual,
 * a unit sees itself, an undefined eye takes no part), computed in blocks of observer rows so a long job can
 * report progress and stop at its time limit.
 */
export async function computeVisibilityInBlocks(
  judge: LosJudge, eyes: readonly (Eye | undefined)[], mutual: boolean, opts: BlockOptions,
): Promise<VisibilityMatrix> {
  const n = eyes.length;
  const m = createVisibilityMatrix(n);
  const tracer = createLosTracer(judge);
  judge.resetProvenance?.();
  for (let start = 0; start < n; start += opts.blockRows) {
    const end = Math.min(n, start + opts.blockRows);
    fillVisibilityRows(m, tracer, eyes, mutual, start, end);
    await opts.onBlock(end);
  }
  m.provenance = judge.usedProvenance?.() ?? [];
  return m;
}
