import type { Hex } from "@tactica/hex";
import { createHex, megahexCenter, toMegahexes } from "@tactica/hex";
import type { MegahexLayer } from "./schema/map-document";

/** Options for a regular MegaHex overlay: `scale` small-hex steps between adjacent MegaHex centres. */
export type MegahexOverlaySpec = { readonly scale: number; readonly origin?: Hex; readonly idPrefix?: string };

/**
 * A regular MegaHex overlay (We Were Brothers 2.2): a copy of the hex lattice scaled by `scale` and laid over
 * the small hexes, MegaHex (Q, R) centred on small hex origin + scale * (Q, R). A small hex whose centre lies
 * strictly inside one MegaHex belongs to it; one whose centre lies on a MegaHex edge or corner straddles
 * 2 or 3 (the book: a soldier on a MHx edge is outside it for spotting). Exact integer test, no rounding.
 * The book does not give the ratio or orientation: this regular form is an assumption; documents may
 * instead store authored membership.
 */
export function createMegahexOverlay(hexes: readonly Hex[], spec: MegahexOverlaySpec): MegahexLayer {
  const k = spec.scale;
  if (!Number.isInteger(k) || k < 2) throw new Error(`MegaHex scale must be an integer >= 2, got ${k}`);
  const o = spec.origin ?? createHex(0, 0);
  const prefix = spec.idPrefix ?? "M";
  const cells = new Map<string, MegahexLayer["cells"][number]>();
  const membership: MegahexLayer["membership"] = [];
  for (const h of hexes) {
    const ids = toMegahexes(h, { scale: k, origin: o }).map((c) => {
      const id = `${prefix}${c.q},${c.r}`;
      if (!cells.has(id)) cells.set(id, { id, coord: c, center: megahexCenter(c, { scale: k, origin: o }) });
      return id;
    });
    membership.push({ hex: createHex(h.q, h.r), megahexes: ids });
  }
  return { scale: k, cells: [...cells.values()], membership };
}
