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
  const n = eyes.length;
  const m = createVisibilityMatrix(n);
  const tracer = createLosTracer(judge);
  judge.resetProvenance?.();
  for (let i = 0; i < n; i++) {
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
  m.provenance = judge.usedProvenance?.() ?? [];
  return m;
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
