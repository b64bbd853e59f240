import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Viewpoint } from "@tactica/sighting";
import { BLOCKED, checkLineOfSight, createLosTracer } from "@tactica/sighting";
import { createFirepowerJudge } from "./create-firepower-judge";
import type { FirepowerLosOptions } from "./firepower-los-options";
import { toFirepowerTestMap, toStrip } from "./test-map";
import type { Building } from "@tactica/map";
import type { Hex } from "@tactica/hex";

const at = (q: number, posture: string, level = 0, r = 0): Viewpoint => ({ hex: { q, r }, posture, level });
function judge(map: ReturnType<typeof toFirepowerTestMap>, o: FirepowerLosOptions = {}) {
  const j = createFirepowerJudge(map, o);
  if (!j.ok) throw new Error(j.error.message);
  return j.value;
}
function los(map: ReturnType<typeof toFirepowerTestMap>, a: Viewpoint, b: Viewpoint, o: FirepowerLosOptions = {}) {
  const r = checkLineOfSight(judge(map, o), a, b);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("Firepower LOS modifiers, buildings and errors", () => {
  it("firepower 12.2.6: each intervening tree hex that would block adds +1 instead (placeholder tree height says so)", () => {
    const map = toFirepowerTestMap(toStrip(5, () => 0, (q) => (q === 1 || q === 2 || q === 4 ? "tree" : "clear")));
    const a = los(map, at(0, "stand"), at(4, "stand"));
    expect(a.clear).toBe(true);
    expect(a.modifier).toBe(2); // the target's own tree hex does not count (6.3.6.2.5)
    expect(a.provenance.map((p) => p.kind)).toEqual(["placeholder"]);
    expect(a.path.filter((p) => p.effect === "hinder").map((p) => p.note?.rule)).toEqual(["Firepower 12.2.6", "Firepower 12.2.6"]);
    expect(los(map, at(0, "stand"), at(4, "stand"), { treeHeight: 1 }).modifier).toBe(0);
  });

  it("firepower 12.2.6: a hedge crossed adds +1; hedges never block", () => {
    const map = toFirepowerTestMap(toStrip(3), [{ hex: { q: 0, r: 0 }, dir: 2, features: [{ type: "hedge", height: 5 }] }]);
    const a = los(map, at(0, "prone"), at(2, "prone"));
    expect(a).toMatchObject({ clear: true, modifier: 1 });
  });

  it("firepower 12.2.7: F/M smoke +3, W smoke +2, also into or from a smoke hex, and smoke replaces the tree modifier", () => {
    const map = toFirepowerTestMap(toStrip(4, () => 0, (q) => (q === 1 ? "tree" : "clear")));
    expect(los(map, at(0, "stand"), at(3, "stand"), { smoke: [{ hex: { q: 1, r: 0 }, source: "F" }] }).modifier).toBe(3);
    expect(los(map, at(0, "stand"), at(3, "stand"), { smoke: [{ hex: { q: 1, r: 0 }, source: "W" }] }).modifier).toBe(2);
    expect(los(map, at(0, "stand"), at(3, "stand"), { smoke: [{ hex: { q: 3, r: 0 }, source: "M" }] }).modifier).toBe(1 + 3);
  });

  it("firepower 12.2.7: a smoke marker on the map counts +2 when it is W smoke, +3 otherwise", () => {
    const withMarker = (variant?: string) => toFirepowerTestMap([
      ...toStrip(4).filter((h) => h.hex.q !== 1),
      { hex: { q: 1, r: 0 }, height: 0, terrain: "clear", markers: [{ type: "smoke" as const, ...(variant ? { variant } : {}) }] },
    ]);
    expect(los(withMarker("W"), at(0, "stand"), at(3, "stand")).modifier).toBe(2);
    expect(los(withMarker("F"), at(0, "stand"), at(3, "stand")).modifier).toBe(3);
    expect(los(withMarker(), at(0, "stand"), at(3, "stand")).modifier).toBe(3);
  });

  const tower: Building = {
    id: "A", hexes: [{ q: 1, r: 0 }, { q: 2, r: 0 }],
    levels: [
      { storey: 0, floor: 0, ceiling: 4, sides: [{ hex: { q: 1, r: 0 }, dir: 5, type: "window", open: true }] },
      { storey: 1, floor: 4, ceiling: 8, sides: [{ hex: { q: 1, r: 0 }, dir: 5, type: "exterior-wall" }] },
    ],
    stairs: [{ hex: { q: 2, r: 0 }, from: 0, to: 1 }],
  };
  const town = () => toFirepowerTestMap(toStrip(5, () => 0, (q) => (q === 1 || q === 2 ? "building" : "clear")), [], [tower]);

  it("firepower 12.1.6: floor to floor inside a building is blocked except from the stair hex to its two floors", () => {
    const map = town();
    // (1,0) is not a stair hex: its two storeys cannot see each other.
    expect(los(map, at(1, "stand", 0), at(1, "stand", 1)).clear).toBe(false);
    expect(los(map, at(1, "stand", 0), at(1, "stand", 1)).blockedBy[0]?.rule).toBe("Firepower 12.1.6");
    // (2,0) is the stair hex between storeys 0 and 1: from it both floors are in sight.
    expect(los(map, at(2, "stand", 1), at(1, "stand", 0)).clear).toBe(true);
    expect(los(map, at(2, "stand", 0), at(1, "stand", 1)).clear).toBe(true);
  });

  it("firepower 12.1.6: the floor-to-floor rule holds inside one building, not between two buildings sharing a hexside", () => {
    const house = (id: string, q: number, hexes: Hex[] = [{ q, r: 0 }]): Building => ({
      id, hexes, levels: [{ storey: 0, floor: 0, ceiling: 4, sides: [] }, { storey: 1, floor: 4, ceiling: 8, sides: [] }],
    });
    const street = (buildings: Building[]) => toFirepowerTestMap(toStrip(4, () => 0, (q) => (q === 1 || q === 2 ? "building" : "clear")), [], buildings);
    const one = los(street([house("A", 1, [{ q: 1, r: 0 }, { q: 2, r: 0 }])]), at(1, "stand", 0), at(2, "stand", 1));
    expect(one.clear).toBe(false);
    expect(one.blockedBy[0]?.rule).toBe("Firepower 12.1.6");
    const two = los(street([house("A", 1), house("B", 2)]), at(1, "stand", 0), at(2, "stand", 1));
    expect(two.blockedBy.map((b) => b.rule)).not.toContain("Firepower 12.1.6");
  });

  it("firepower 12.1.6: walls block, an open window passes; a building between two outsiders is an obstacle to its roof", () => {
    const map = town();
    expect(los(map, at(0, "stand"), at(1, "stand", 0)).clear).toBe(true);
    expect(los(map, at(0, "stand"), at(1, "stand", 1)).clear).toBe(false);
    const across = los(map, at(0, "stand"), at(4, "stand"));
    expect(across.clear).toBe(false);
    expect(across.blockedBy[0]).toMatchObject({ feature: "building", obstacleHeight: 8 });
  });

  it("returns typed errors for a bad posture, a missing storey and an off-map hex", () => {
    const j = judge(town());
    expect(checkLineOfSight(j, at(0, "kneel"), at(1, "stand"))).toMatchObject({ ok: false, error: { code: "los/bad_posture" } });
    expect(checkLineOfSight(j, at(0, "stand", 1), at(1, "stand"))).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
    expect(checkLineOfSight(j, at(1, "stand", 3), at(0, "stand"))).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
    expect(checkLineOfSight(j, at(0, "stand"), at(9, "stand"))).toMatchObject({ ok: false, error: { code: "los/off_map" } });
    expect(createFirepowerJudge(town(), { smoke: [{ hex: { q: 9, r: 9 }, source: "F" }] })).toMatchObject({ ok: false, error: { code: "los/off_map" } });
    expect(createFirepowerJudge(town(), { treeHeight: -1 })).toMatchObject({ ok: false, error: { code: "los/bad_option" } });
  });

  it("property: unit-to-unit LOS is symmetric (policy declares it mutual) on random hilly wooded maps", () => {
    const hexes: Hex[] = [];
    for (let q = 0; q < 7; q++) for (let r = 0; r < 7; r++) hexes.push({ q, r });
    fc.assert(fc.property(
      fc.array(fc.integer({ min: -2, max: 5 }), { minLength: 49, maxLength: 49 }),
      fc.array(fc.boolean(), { minLength: 49, maxLength: 49 }),
      fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 48 }),
      fc.constantFrom("stand", "crouch", "prone"), fc.constantFrom("stand", "crouch", "prone"),
      (heights, trees, i, k, pa, pb) => {
        const map = toFirepowerTestMap(hexes.map((hex, n) => ({ hex, height: heights[n]!, terrain: trees[n] ? "tree" : "clear" })));
        const j = judge(map);
        const t = createLosTracer(j);
        const a = j.resolve({ hex: hexes[i]!, posture: pa }), b = j.resolve({ hex: hexes[k]!, posture: pb });
        if (!a.ok || !b.ok) return false;
        const ab = t.trace(a.value, b.value), ba = t.trace(b.value, a.value);
        const expl = checkLineOfSight(j, { hex: hexes[i]!, posture: pa }, { hex: hexes[k]!, posture: pb });
        return ab === ba && expl.ok && expl.value.clear === (ab !== BLOCKED) && (ab === BLOCKED || expl.value.modifier === ab);
      },
    ), { numRuns: 150 });
  });
});

describe("Firepower LOS: friendly soldiers, target height, adjacency", () => {
  it("firepower 12.1.4.3: a friendly Standing soldier between two Prone soldiers blocks (12.1.1); enemies are not listed and never block", () => {
    const map = toFirepowerTestMap(toStrip(3));
    const friend = { friendlies: [{ hex: { q: 1, r: 0 }, headHeight: 2 }] };
    expect(los(map, at(0, "prone"), at(2, "prone"), friend).blockedBy[0]).toMatchObject({ feature: "friendly soldier", rule: "Firepower 12.1.1" });
    expect(los(map, at(0, "stand"), at(2, "stand"), friend).clear).toBe(true);
    expect(los(map, at(0, "prone"), at(2, "prone")).clear).toBe(true);
  });

  it("firepower 12.1: F/G/S/U/W fire is checked to the highest height in the target hex", () => {
    const map = toFirepowerTestMap(toStrip(4, (q) => (q === 2 ? 2 : 0), (q) => (q === 3 ? "tree" : "clear")));
    // A Prone target behind a 2-high rise: hidden to its head, but the tree top in its hex (6) is in sight.
    expect(los(map, at(0, "prone"), at(3, "prone")).clear).toBe(false);
    expect(los(map, at(0, "prone"), at(3, "prone"), { targetHeight: "hex" }).clear).toBe(true);
  });

  it("property: LOS to an adjacent hex across an open hexside is always clear", () => {
    fc.assert(fc.property(fc.integer({ min: -3, max: 6 }), fc.integer({ min: -3, max: 6 }), fc.boolean(), fc.boolean(),
      fc.constantFrom("stand", "crouch", "prone"), fc.constantFrom("stand", "crouch", "prone"),
      (h0, h1, t0, t1, p0, p1) => {
        const map = toFirepowerTestMap(toStrip(2, (q) => (q === 0 ? h0 : h1), (q) => ((q === 0 ? t0 : t1) ? "tree" : "hill")));
        return los(map, at(0, p0), at(1, p1)).clear && los(map, at(1, p1), at(0, p0)).clear;
      }), { numRuns: 100 });
  });
});
