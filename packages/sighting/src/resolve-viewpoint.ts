import { toCell } from "./los-grid";
import type { LosJudge } from "./los-policy";
import type { Eye, LosOutcome, Viewpoint } from "./types";
import { toLosError } from "./types";

/** Checks that a viewpoint lies on the judge's map, then lets the policy resolve level and posture. */
export function resolveViewpoint(judge: LosJudge, v: Viewpoint, role: "observer" | "target"): LosOutcome<Eye> {
  const { q, r } = v.hex;
  if (!Number.isInteger(q) || !Number.isInteger(r)) {
    return toLosError("los/unknown_hex", `${role} hex (${q}, ${r}) is not a hex: axial coordinates are integers`);
  }
  if (toCell(judge.grid, q, r) < 0) return toLosError("los/off_map", `${role} hex (${q}, ${r}) is not on the map`);
  return judge.resolve(v);
}
