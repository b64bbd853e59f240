// Firepower 8.9: overhead slabs in the Advanced LOS judge. A bridge deck is a floor at the originating hexes' height,
// "one height thick below the floor": an obstacle hanging from `top` down to `bottom` in its hex, with open air (or a
// low spot) beneath. The LOS chart (12.1.4) only knows obstacles standing on the ground, so a slab is judged by the
// line's own height: the straight line between the two heads, over the stretch of it inside the slab's hex.
import type { CompiledMap } from "@tactica/map";
import type { LosNote, LosOutcome, Provenance } from "@tactica/sighting";
import { toLosError } from "@tactica/sighting";
import type { FirepowerSlab } from "./firepower-los-options";

const NONE = -32768;

/** Why a slab ruling is not a chart number: the heights are the book's, the test against the line is ours. */
export const SLAB_PROVENANCE: Provenance = {
  kind: "reconstructed",
  method: "Firepower 8.9 gives the deck's floor height and thickness but no LOS rule for it; the line between the two heads is blocked where its height inside the bridge hex (the half hex either side of its centre) passes within the deck",
};

/**
 * Per-cell slab extents (absolute heights), NONE where a hex has no slab; `slab` indexes the option's list;
 * `friendUnder` the highest friendly head under the slab of the hex (at or below its underside), NONE if none.
 */
export type SlabCells = { readonly bottom: Int16Array; readonly top: Int16Array; readonly slab: Int32Array; readonly slabs: readonly FirepowerSlab[]; readonly friendUnder: Int16Array };

/** A friendly soldier as the judge's option gives him: his hex and his head above its ground. */
type Friend = { readonly hex: { readonly q: number; readonly r: number }; readonly headHeight: number };

/**
 * Lays the option's slabs on the map's cells (two slabs in one hex make one, bottom to top of both), with the friends
 * standing under each (heads at or below the underside, `ground` the cells' ground heights) [8.9, 12.1.4.3].
 */
export function createSlabCells(map: CompiledMap, slabs: readonly FirepowerSlab[] | undefined, friendlies: readonly Friend[] = [], ground?: Int16Array): LosOutcome<SlabCells | undefined> {
  if (!slabs || slabs.length === 0) return { ok: true, value: undefined };
  const bottom = new Int16Array(map.cellCount).fill(NONE);
  const top = new Int16Array(map.cellCount).fill(NONE);
  const slab = new Int32Array(map.cellCount).fill(-1);
  for (const [i, s] of slabs.entries()) {
    const c = map.indexOf(s.hex.q, s.hex.r);
    if (c < 0) return toLosError("los/off_map", `slab hex (${s.hex.q}, ${s.hex.r}) is not on the map`, s.rule ?? "Firepower 8.9");
    bottom[c] = slab[c]! < 0 ? s.bottom : Math.min(bottom[c]!, s.bottom);
    top[c] = slab[c]! < 0 ? s.top : Math.max(top[c]!, s.top);
    slab[c] = i;
  }
  const friendUnder = new Int16Array(map.cellCount).fill(NONE);
  for (const f of friendlies) {
    const c = map.indexOf(f.hex.q, f.hex.r);
    const head = c < 0 ? NONE : (ground?.[c] ?? 0) + f.headHeight;
    if (c >= 0 && slab[c]! >= 0 && head <= bottom[c]!) friendUnder[c] = Math.max(friendUnder[c]!, head);
  }
  return { ok: true, value: { bottom, top, slab, slabs, friendUnder } };
}

/** A bad slab option, in words, or undefined (options may come from JSON: API input, rulings packs). */
export function checkSlabs(slabs: readonly FirepowerSlab[] | undefined): string | undefined {
  const bad = (slabs ?? []).find((s) => !(Number.isInteger(s.bottom) && Number.isInteger(s.top) && s.bottom < s.top && Number.isInteger(s.hex?.q) && Number.isInteger(s.hex?.r)));
  return bad ? "slabs need a hex {q, r} and whole-number heights with bottom < top" : undefined;
}

/**
 * Whether a slab from `bottom` to `top` in a hex `dA` and `dB` hexes from the ends blocks the line between heads at
 * heights `aH` and `bH`. The line inside the hex runs from half a hex before its centre to half a hex after (clipped
 * at the ends); it is blocked when that stretch passes within the slab, so lines wholly above the floor or wholly
 * below the underside are clear, and one touching a face of it only is clear too (as an obstacle equal to both ends
 * is, 12.1.3). An end in the hex whose head is at or above the top stands on the slab and looks over it, unless the
 * other end is in the same hex. Allocation-free.
 */
export function slabBlocks(bottom: number, top: number, aH: number, bH: number, dA: number, dB: number): boolean {
  if (dA === 0 && dB > 0 && aH >= top) return false;
  if (dB === 0 && dA > 0 && bH >= top) return false;
  const n = dA + dB;
  const t0 = n === 0 ? 0 : Math.max(0, (dA - 0.5) / n), t1 = n === 0 ? 1 : Math.min(1, (dA + 0.5) / n);
  const h0 = aH + (bH - aH) * t0, h1 = aH + (bH - aH) * t1;
  return Math.max(h0, h1) > bottom && Math.min(h0, h1) < top;
}

/**
 * Whether the line's stretch in a slab's hex runs at or below its underside: then whatever stands on the slab (a
 * friend whose head is above the underside, so on top of it: heads under a slab reach its underside at most) is not
 * in the line's way there, while the friends under it (`friendUnder`) still are [8.9, 12.1.4.3].
 */
export function lineUnderSlab(bottom: number, aH: number, bH: number, dA: number, dB: number): boolean {
  const n = dA + dB;
  const t0 = n === 0 ? 0 : Math.max(0, (dA - 0.5) / n), t1 = n === 0 ? 1 : Math.min(1, (dA + 0.5) / n);
  return Math.max(aH + (bH - aH) * t0, aH + (bH - aH) * t1) <= bottom;
}

/** The explained note of a blocking slab. */
export function slabNote(s: FirepowerSlab | undefined, bottom: number, top: number, aH: number, bH: number): LosNote {
  const feature = s?.feature ?? "slab";
  return {
    feature, obstacleHeight: top, rule: s?.rule ?? "Firepower 8.9", provenance: SLAB_PROVENANCE,
    reason: `${feature} from height ${bottom} up to ${top} blocks: the line between heads at ${aH} and ${bH} passes through it in this hex`,
  };
}
