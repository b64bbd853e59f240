import type { LosTracer } from "./create-los-tracer";
import { createLosTracer } from "./create-los-tracer";
import type { LosJudge } from "./los-policy";
import { resolveViewpoint } from "./resolve-viewpoint";
import type { Eye, LosOutcome, Viewpoint } from "./types";
import { BLOCKED } from "./types";
import type { VisibilityMatrix } from "./visibility-matrix";
import { createVisibilityMatrix, setVisible } from "./visibility-matrix";

/**
 * Visibility among a set of resolved eyes (all ordered pairs). With `mutual` (only where the rules say sight
 * is mutual, e.g. Patrol 16.0 in daylight) each unordered pair is traced once and both bits are set;
 * otherwise every ordered pair is traced. A unit always sees itself; an undefined eye (a hex without the
 * requested level) sees and is seen by nothing. The inner loop allocates nothing.
 */
export function computeVisibility(judge: LosJudge, eyes: readonly (Eye | undefined)[], mutual: boolean): VisibilityMatrix {
  const m = createVisibilityMatrix(eyes.length);
  const tracer = createLosTracer(judge);
  judge.resetProvenance?.();
  fillVisibilityRows(m, tracer, eyes, mutual, 0, eyes.length);
  m.provenance = judge.usedProvenance?.() ?? [];
  return m;
}

/**
 * Fills observer rows [from, to) of a visibility matrix (the kernel of computeVisibility; batch jobs call it
 * block by block to report progress). With `mutual` a row sets both bits of each pair it traces.
 */
export function fillVisibilityRows(
  m: VisibilityMatrix, tracer: LosTracer, eyes: readonly (Eye | undefined)[], mutual: boolean, from: number, to: number,
): void {
  const n = eyes.length;
  for (let i = from; i < to; i++) {
    const a = eyes[i];
    if (a === undefined) continue;
    setVisible(m, i, i);
    for (let j = mutual ? i + 1 : 0; j < n; j++) {
      const b = eyes[j];
      if (j === i || b === undefined) continue;
      if (tracer.trace(a, b) === BLOCKED) continue;
      setVisible(m, i, j);
      if (mutual) setVisible(m, j, i);
    }
  }
}

/** Resolves viewpoints (typed error on the first bad one) and computes their visibility matrix. */
export function computeUnitVisibility(
  judge: LosJudge, units: readonly Viewpoint[], mutual: boolean,
): LosOutcome<VisibilityMatrix> {
  const eyes: Eye[] = [];
  for (const u of units) {
    const e = resolveViewpoint(judge, u, "observer");
    if (!e.ok) return e;
    eyes.push(e.value);
  }
  return { ok: true, value: computeVisibility(judge, eyes, mutual) };
}
