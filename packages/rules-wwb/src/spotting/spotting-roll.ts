// Resolving a Spotting Test with the dice (WWB 6.0 Spotting Test): the test die's icon identifies, the Red die's
// skull makes the target fire first.
import type { DiceFaceSet } from "../tables/index";
import { PLACEHOLDER_DICE_FACES, faceOf } from "../tables/index";
import type { SpottingTestSpec } from "./visibility";

/** What a Spotting Test rolled. */
export type SpottingOutcome = {
  readonly identified: boolean;
  readonly medal: boolean;
  /** The Red skull: the target opens fire on the spotter at once, first [6.0]. */
  readonly ambush: boolean;
  readonly faces: string;
  readonly rule: string;
};

/** Resolve a test from its rolls: [test die, Red die when rolled] (d6 faces 1..6). */
export function resolveSpottingTest(spec: SpottingTestSpec, rolls: readonly number[], faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): SpottingOutcome {
  const rule = "WWB 6.0 Spotting Test";
  if (spec.die === "impossible") return { identified: false, medal: false, ambush: false, faces: faces.id, rule };
  const t = faceOf(faces, spec.die, rolls[0] ?? 0);
  const ambush = spec.withRed ? faceOf(faces, "red", rolls[1] ?? 0).combat === "killed" : false;
  return { identified: t.icon !== "none", medal: t.icon === "medal", ambush, faces: faces.id, rule };
}
