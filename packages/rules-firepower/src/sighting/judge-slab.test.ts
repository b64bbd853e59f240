import { describe, expect, it } from "vitest";
import type { Viewpoint } from "@tactica/sighting";
import { createSighting, isVisible } from "@tactica/sighting";
import type { FirepowerLosOptions, FirepowerSlab } from "./firepower-los-options";
import { firepowerLosPolicy } from "./firepower-los-policy";
import { slabBlocks } from "./judge-slab";
import { toFirepowerTestMap, toStrip } from "./test-map";

// A strip: banks at 0 (q 0-1 and 5-6), a low spot at -2 (q 2-4) with a deck over q 3 from -1 up to 0.
const MAP = toFirepowerTestMap(toStrip(7, (q) => (q >= 2 && q <= 4 ? -2 : 0)));
const DECK: FirepowerSlab = { hex: { q: 3, r: 0 }, bottom: -1, top: 0, feature: "bridge deck", rule: "Firepower 8.9" };
const at = (q: number, posture: string, upHeight?: number): Viewpoint => ({ hex: { q, r: 0 }, posture, ...(upHeight === undefined ? {} : { upHeight }) });
const sighting = (options: FirepowerLosOptions) => {
  const s = createSighting(firepowerLosPolicy, MAP, options);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const check = (options: FirepowerLosOptions, a: Viewpoint, b: Viewpoint) => {
  const r = sighting(options).check(a, b);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("overhead slabs in the Advanced LOS (firepower 8.9)", () => {
  it("firepower 8.9: the slabs option blocks a line passing within the deck in its hex and explains it, from either end", () => {
    const a = at(2, "crouch"), b = at(4, "stand"); // heads -1 and 0: the line crosses q 3 at -0.5
    const blocked = check({ slabs: [DECK] }, a, b);
    expect(blocked.clear).toBe(false);
    expect(blocked.blockedBy).toEqual([expect.objectContaining({ feature: "bridge deck", obstacleHeight: 0, rule: "Firepower 8.9" })]);
    expect(blocked.provenance.map((p) => p.kind)).toContain("reconstructed");
    expect(check({ slabs: [DECK] }, b, a).clear).toBe(false);
    expect(check({}, a, b).clear).toBe(true);
    const m = sighting({ slabs: [DECK] }).visibility([a, b, at(2, "prone"), at(4, "prone")]);
    if (!m.ok) throw new Error(m.error.message);
    expect([isVisible(m.value, 0, 1), isVisible(m.value, 1, 0), isVisible(m.value, 2, 3)]).toEqual([false, false, true]); // batch agrees; prone under it clear
  });

  it("firepower 8.9: a head on the deck looks over it; a line wholly above the floor or below the underside is clear", () => {
    const onDeck = at(3, "prone", 2); // ground -2 + 2 = the floor at 0
    expect(check({ slabs: [DECK] }, onDeck, at(2, "prone")).clear).toBe(true); // down over its side
    expect(check({ slabs: [DECK] }, onDeck, at(5, "prone")).clear).toBe(true); // along it to the bank
    expect(check({ slabs: [DECK] }, at(3, "crouch", 1), at(5, "prone")).clear).toBe(false); // a head under it (-1) looking up to the bank is not
    expect(check({ slabs: [DECK] }, at(0, "stand"), at(6, "stand")).clear).toBe(true);
    expect(check({ slabs: [DECK] }, at(2, "prone"), at(4, "crouch")).clear).toBe(true); // -2 to -1: never above the underside
  });

  it("firepower 8.9: slab arithmetic: the half hex either side of the centre, faces touching only are clear, same hex above and below blocked", () => {
    expect(slabBlocks(-1, 0, 0, 0, 1, 1)).toBe(false); // level with the floor
    expect(slabBlocks(-1, 0, -1, -1, 1, 1)).toBe(false); // level with the underside
    expect(slabBlocks(-1, 0, 2, -4, 1, 1)).toBe(true); // from 2 down to -4 over two hexes: 0.5 to -2.5 in the middle hex
    expect(slabBlocks(-1, 0, 0, -2, 0, 1)).toBe(false); // the upper end stands on it
    expect(slabBlocks(-1, 0, -1, 2, 0, 1)).toBe(true); // the lower end under it, rising
    expect(slabBlocks(-1, 0, 0, -1, 0, 0)).toBe(true); // same hex: one on the deck, one under it
  });

  it("firepower 8.9: bad slabs are refused as options; the Basic Game ignores them", () => {
    const bad = createSighting(firepowerLosPolicy, MAP, { slabs: [{ ...DECK, bottom: 0, top: 0 }] });
    expect(bad.ok ? "" : bad.error.code).toBe("los/bad_option");
    const off = createSighting(firepowerLosPolicy, MAP, { slabs: [{ ...DECK, hex: { q: 40, r: 0 } }] });
    expect(off.ok ? "" : off.error.code).toBe("los/off_map");
    expect(check({ game: "basic", slabs: [DECK] }, at(2, "crouch"), at(4, "stand")).clear).toBe(true);
  });
});
