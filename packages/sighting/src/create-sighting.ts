import type { LosAnswer } from "./check-line-of-sight";
import { checkLineOfSight } from "./check-line-of-sight";
import { computeUnitVisibility } from "./compute-visibility";
import type { ViewshedSpec } from "./compute-viewshed";
import { computeViewshed } from "./compute-viewshed";
import type { LosJudge, LosPolicy } from "./los-policy";
import { resolveViewpoint } from "./resolve-viewpoint";
import type { LosOutcome, Viewpoint } from "./types";
import type { VisibilityMatrix } from "./visibility-matrix";

/** One rule system's sighting over one map and one set of options: what services and workers call. */
export type Sighting = {
  readonly judge: LosJudge;
  /** Whether sight is mutual here, and the rule that says so (batch matrices trace each pair once only then). */
  readonly mutual: { readonly mutual: boolean; readonly rule: string };
  /** The explained ruling between two viewpoints. */
  check(from: Viewpoint, to: Viewpoint): LosOutcome<LosAnswer>;
  /** Range as the book counts it. */
  range(from: Viewpoint, to: Viewpoint): LosOutcome<number>;
  /** Visibility among units (all pairs). */
  visibility(units: readonly Viewpoint[]): LosOutcome<VisibilityMatrix>;
  /** Whole-map visibility matrix for one posture. */
  viewshed(spec: ViewshedSpec): LosOutcome<VisibilityMatrix>;
};

/** Prepares a policy for a map and options once (the flat arrays), then serves every sighting query from it. */
export function createSighting<TMap, TOptions>(policy: LosPolicy<TMap, TOptions>, map: TMap, options: TOptions): LosOutcome<Sighting> {
  const prepared = policy.prepare(map, options);
  if (!prepared.ok) return prepared;
  const judge = prepared.value;
  const mutual = policy.mutual(options);
  return {
    ok: true,
    value: {
      judge, mutual,
      check: (from, to) => checkLineOfSight(judge, from, to),
      range(from, to) {
        const a = resolveViewpoint(judge, from, "observer");
        if (!a.ok) return a;
        const b = resolveViewpoint(judge, to, "target");
        if (!b.ok) return b;
        return { ok: true, value: judge.range(a.value, b.value) };
      },
      visibility: (units) => computeUnitVisibility(judge, units, mutual.mutual),
      viewshed: (spec) => computeViewshed(judge, spec, mutual.mutual),
    },
  };
}
