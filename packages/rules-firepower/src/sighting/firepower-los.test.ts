import { describe, expect, it } from "vitest";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import { checkLineOfSight, computeUnitVisibility } from "@tactica/sighting";
import { createFirepowerJudge } from "./create-firepower-judge";
import type { FirepowerLosOptions } from "./firepower-los-options";
import { firepowerRange } from "./firepower-range";
import { toFirepowerTestMap, toStrip } from "./test-map";
import type { CompiledMap } from "@tactica/map";

const at = (q: number, posture: string, level = 0): Viewpoint => ({ hex: { q, r: 0 }, posture, level });

function los(map: CompiledMap, from: Viewpoint, to: Viewpoint, options: FirepowerLosOptions = {}): LosAnswer {
  const j = createFirepowerJudge(map, options);
  if (!j.ok) throw new Error(j.error.message);
  const r = checkLineOfSight(j.value, from, to);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// The book's LOS examples (12.1.1-12.1.4.4, digest §14.1 cases 19-23) are conformance cases
// (tests/conformance/firepower/12.1.*-book-ex*.json): verdict, blocker, rules, eye heights, path and provenance.
// What stays here is what those cases do not assert.
describe("Firepower LOS beyond the conformance cases", () => {
  it("firepower 12.1.4.1-2: the blocking obstacle's explanation reads the chart (column 2, range 22, line 4: clear up to 12 hexes)", () => {
    const map = toFirepowerTestMap(toStrip(23, (q) => (q === 0 ? 3 : q === 13 ? 4 : q === 22 ? 1 : 0)));
    const far = los(map, at(0, "stand"), at(22, "stand"));
    expect(far.clear).toBe(false);
    expect(far.blockedBy[0]?.reason).toContain("line 4");
    expect(far.blockedBy[0]?.reason).toContain("clear up to 12 hexes");
  });

  it("firepower 12.1.4.4: the line height falls from 3 to -2 over 11 hexes; batch answers name the reconstructed chart cell only for the pair that used it", () => {
    const height = (q: number) => (q === 0 ? 3 : q === 7 || q === 8 || q === 9 ? 0 : -3);
    const map = toFirepowerTestMap(toStrip(12, height, (q) => (q === 0 ? "hill" : "depression")));
    const prone = los(map, at(0, "prone"), at(11, "crouch"));
    const hexes = prone.path.filter((p) => p.kind === "hex");
    expect(hexes[8]?.lineHeight).toBeCloseTo(3 - (5 * 8) / 11, 10);
    const j = createFirepowerJudge(map, {});
    if (!j.ok) throw new Error(j.error.message);
    const book = computeUnitVisibility(j.value, [at(0, "stand"), at(11, "crouch")], true);
    expect(book.ok && book.value.provenance).toEqual([]);
    const recon = computeUnitVisibility(j.value, [at(0, "prone"), at(11, "crouch")], true);
    expect(recon.ok && recon.value.provenance.map((p) => p.kind)).toEqual(["reconstructed"]);
  });

  it("firepower 12: a target on another storey of the firer's own hex is at range 1", () => {
    // The same hex at another height is the book case 12-book-ex54; here, another storey of a building.
    const map = toFirepowerTestMap(toStrip(2), [], [{ id: "A", hexes: [{ q: 0, r: 0 }], levels: [
      { storey: 0, floor: 0, ceiling: 4 }, { storey: 1, floor: 4, ceiling: 8 }], stairs: [{ hex: { q: 0, r: 0 }, from: 0, to: 1 }] }]);
    expect(los(map, at(0, "stand", 0), at(0, "stand", 1)).range).toBe(1);
  });

  it("firepower 6.3.2.1: range excludes the firer's hex and includes the target's (PST 8 hexes vs 9)", () => {
    expect(firepowerRange({ q: 0, r: 0 }, { q: 8, r: 0 })).toBe(8);
    expect(firepowerRange({ q: 0, r: 0 }, { q: 4, r: 5 })).toBe(9);
  });

  it("firepower 8.2.2: a 2-contour hill of 3 per level stands 6; a Standing soldier on it has his head at 8", () => {
    const map = toFirepowerTestMap(toStrip(2, (q) => (q === 0 ? 2 * 3 : 0), () => "hill"));
    expect(los(map, at(0, "stand"), at(1, "prone")).eyeHeights).toEqual({ from: 8, to: 0 });
  });
});
