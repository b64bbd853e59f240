// The 120-degree field of fire and view [7.1] (the diagram is absent; digest §6.1): the wedge about the facing whose
// edges run along the rows of hex centres through the two front-flank neighbours. Hexes on those rows are in the
// field by default (option sniper/field_edges).
import type { Direction, Hex } from "@tactica/hex";
import { DIRECTIONS, isSameHex, rotateDirection } from "@tactica/hex";
import { sniperOption } from "../options/index";
import type { SniperOptionValues } from "../options/index";

/** Whether `target` lies in the field of a soldier in `from` facing hexside `facing`. */
export function inFieldOfFire(from: Hex, facing: Direction, target: Hex, options?: SniperOptionValues): { readonly inField: boolean; readonly onEdge: boolean; readonly rule: string } {
  const rule = "Sniper 7.1";
  if (isSameHex(from, target)) return { inField: false, onEdge: false, rule };
  const u = DIRECTIONS[rotateDirection(facing, -1)]!;
  const w = DIRECTIONS[rotateDirection(facing, 1)]!;
  const v = { q: target.q - from.q, r: target.r - from.r };
  // v = a*u + b*w; u and w (120 degrees apart) are a basis of the hex lattice (determinant +-1), so a and b are integers.
  const det = u.q * w.r - u.r * w.q;
  const a = (v.q * w.r - v.r * w.q) / det;
  const b = (u.q * v.r - u.r * v.q) / det;
  const onEdge = (a === 0 && b > 0) || (b === 0 && a > 0);
  const inclusive = sniperOption(options, "fieldEdges") === "inclusive";
  const inside = a > 0 && b > 0;
  return { inField: inside || (inclusive && onEdge), onEdge, rule };
}
