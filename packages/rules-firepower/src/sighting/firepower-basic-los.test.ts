import { describe, expect, it } from "vitest";
import type { Viewpoint } from "@tactica/sighting";
import { createSighting } from "@tactica/sighting";
import type { FirepowerLosOptions } from "./firepower-los-options";
import { firepowerLosPolicy } from "./firepower-los-policy";
import { toFirepowerTestMap, toStrip } from "./test-map";

const at = (q: number, posture: string): Viewpoint => ({ hex: { q, r: 0 }, posture });
function los(terrain: (q: number) => string, a: Viewpoint, b: Viewpoint, extra: Partial<FirepowerLosOptions> = {}, fenceAt?: number) {
  const map = toFirepowerTestMap(toStrip(5, () => 0, terrain),
    fenceAt === undefined ? [] : [{ hex: { q: fenceAt, r: 0 }, dir: 2, features: [{ type: "fence", height: 1 }] }]);
  const s = createSighting(firepowerLosPolicy, map, { game: "basic", ...extra });
  if (!s.ok) throw new Error(s.error.message);
  const r = s.value.check(a, b);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("Firepower Basic Game LOS (6.3.4)", () => {
  it("firepower 6.3.4.1: an intervening hill hex blocks unless both units are in hill hexes", () => {
    expect(los((q) => (q === 2 ? "hill" : "clear"), at(0, "stand"), at(4, "stand")).blockedBy[0]?.rule).toBe("Firepower 6.3.4.1");
    expect(los((q) => (q === 0 || q === 2 || q === 4 ? "hill" : "clear"), at(0, "stand"), at(4, "stand")).clear).toBe(true);
  });

  it("firepower 6.3.4.2: a fence crossed blocks only when either unit is Prone", () => {
    expect(los(() => "clear", at(0, "stand"), at(4, "stand"), {}, 1).clear).toBe(true);
    expect(los(() => "clear", at(0, "stand"), at(4, "prone"), {}, 1).blockedBy[0]?.rule).toBe("Firepower 6.3.4.2");
  });

  it("firepower 6.3.4.3: friendly soldiers of the firer's posture or higher on the same terrain block; lower ones do not", () => {
    const friend = (head: number) => ({ friendlies: [{ hex: { q: 2, r: 0 }, headHeight: head }] });
    expect(los(() => "clear", at(0, "crouch"), at(4, "stand"), friend(2)).clear).toBe(false);
    expect(los(() => "clear", at(0, "crouch"), at(4, "stand"), friend(1)).clear).toBe(false);
    expect(los(() => "clear", at(0, "stand"), at(4, "stand"), friend(1)).clear).toBe(true);
    expect(firepowerLosPolicy.mutual({ game: "basic", ...friend(1) }).mutual).toBe(false);
  });

  it("firepower 6.3.6.2.5: each intervening tree hex adds +1 and never blocks", () => {
    const a = los((q) => (q === 1 || q === 3 || q === 4 ? "tree" : "clear"), at(0, "prone"), at(4, "prone"));
    expect(a).toMatchObject({ clear: true, modifier: 2 });
  });
});
