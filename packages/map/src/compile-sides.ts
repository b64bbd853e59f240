import type { FeatureCatalogue } from "./catalogue";
import type { CompiledSideFeature } from "./compiled-map";
import { SIDE_BLOCKS, SIDE_HINDERS, SIDE_MULTI, SIDE_OPEN } from "./compiled-map";
import type { ResolvedMap } from "./resolve-map";

/** Ground-level hexside features packed per side slot (3 owned sides per cell). */
export function compileSides(
  resolved: ResolvedMap, cellCount: number, sideSlotOf: (q: number, r: number, d: number) => number,
  codeOf: (type: string) => number, catalogue: FeatureCatalogue,
) {
  const sideCode = new Uint16Array(cellCount * 3);
  const sideHeight = new Int16Array(cellCount * 3);
  const sideFlags = new Uint8Array(cellCount * 3);
  const sideFeatures = new Map<number, readonly CompiledSideFeature[]>();
  for (const { side, features } of resolved.hexsides.values()) {
    const slot = sideSlotOf(side.hex.q, side.hex.r, side.dir);
    if (slot < 0) continue;
    let bestHeight = -Infinity;
    let f = features.length > 1 ? SIDE_MULTI : 0;
    const decoded: CompiledSideFeature[] = [];
    for (const feat of features) {
      const def = catalogue[feat.type] ?? {};
      const h = feat.height ?? def.height ?? 0;
      decoded.push({ type: feat.type, height: h, ...(feat.open === undefined ? {} : { open: feat.open }) });
      if (def.opening && feat.open) f |= SIDE_OPEN;
      else if (def.blocks) f |= SIDE_BLOCKS;
      if (def.hinders) f |= SIDE_HINDERS;
      if (h > bestHeight) { bestHeight = h; sideCode[slot] = codeOf(feat.type); sideHeight[slot] = h; }
    }
    // An open door or window in a wall lets sight through that side.
    if (f & SIDE_OPEN) f &= ~SIDE_BLOCKS;
    sideFlags[slot] = f;
    sideFeatures.set(slot, decoded);
  }
  return { sideCode, sideHeight, sideFlags, sideFeatures };
}
