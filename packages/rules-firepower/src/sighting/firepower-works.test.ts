import { describe, expect, it } from "vitest";
import type { Fortification, HexsideRecord, MapDocument } from "@tactica/map";
import { compileMap } from "@tactica/map";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import { checkLineOfSight } from "@tactica/sighting";
import { createFirepowerJudge } from "./create-firepower-judge";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "./firepower-terrain";
import { toWorksDepth, toWorksHeight } from "./firepower-works";
import { toStrip } from "./test-map";

const strip = (works: readonly Fortification[], hexsides: readonly HexsideRecord[] = []) => {
  const doc: MapDocument = {
    schemaVersion: 2, id: "firepower-works-test", provenance: "placeholder", orientation: "flat",
    hexes: toStrip(5), hexsides: [...hexsides], buildings: [], fortifications: [...works],
  };
  return compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
};
const at = (q: number, posture: string, inWorks = false): Viewpoint => ({ hex: { q, r: 0 }, posture, inWorks });
const hex = (q: number) => ({ q, r: 0 });
const fence1: HexsideRecord = { hex: hex(1), dir: 2, features: [{ type: "fence", height: 1 }] };

function judge(works: readonly Fortification[], hexsides: readonly HexsideRecord[] = []) {
  const j = createFirepowerJudge(strip(works, hexsides), {});
  if (!j.ok) throw new Error(j.error.message);
  return j.value;
}
function los(works: readonly Fortification[], from: Viewpoint, to: Viewpoint, hexsides: readonly HexsideRecord[] = []): LosAnswer {
  const r = checkLineOfSight(judge(works, hexsides), from, to);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const eye = (works: readonly Fortification[], v: Viewpoint): number => {
  const e = judge(works).resolve(v);
  if (!e.ok) throw new Error(e.error.message);
  return e.value.height;
};

describe("Firepower soldiers in dug works [2.4, 8.8.1, 8.8.2, 8.8.5.3]", () => {
  it("firepower 10.7(10): a Standing soldier in a deep foxhole has his head at 0", () => {
    expect(eye([{ hex: hex(0), type: "foxhole", depth: "deep" }], at(0, "stand", true))).toBe(0);
    expect(eye([{ hex: hex(0), type: "foxhole", depth: "deep" }], at(0, "stand"))).toBe(2);
  });

  it("firepower 8.8.2.1: a shallow foxhole is -1, so a Standing soldier in it has his head at 1", () => {
    expect(eye([{ hex: hex(0), type: "foxhole", depth: "shallow" }], at(0, "stand", true))).toBe(1);
  });

  it("firepower 8.8.2.2: a trench is -2 unless the map gives its depth", () => {
    expect(eye([{ hex: hex(0), type: "trench" }], at(0, "crouch", true))).toBe(-1);
    expect(eye([{ hex: hex(0), type: "trench", depth: 3 }], at(0, "stand", true))).toBe(-1);
  });

  it("firepower 8.8.5.3: a standard ditch is -5 unless the map gives its depth", () => {
    expect(eye([{ hex: hex(0), type: "ditch" }], at(0, "stand", true))).toBe(-3);
    expect(eye([{ hex: hex(0), type: "ditch", depth: 4 }], at(0, "prone", true))).toBe(-4);
  });

  it("firepower 12.1.1: a height-1 fence between two Standing soldiers in deep foxholes (heads 0) blocks", () => {
    const works: Fortification[] = [{ hex: hex(0), type: "foxhole", depth: "deep" }, { hex: hex(3), type: "foxhole", depth: "deep" }];
    const a = los(works, at(0, "stand", true), at(3, "stand", true), [fence1]);
    expect(a.clear).toBe(false);
    expect(a.eyeHeights).toEqual({ from: 0, to: 0 });
    expect(a.blockedBy[0]).toMatchObject({ feature: "fence", obstacleHeight: 1, rule: "Firepower 12.1.1" });
    // Out of the foxholes (heads 2) the same fence is lower than both ends: clear by 12.1.3.
    expect(los(works, at(0, "stand"), at(3, "stand"), [fence1]).clear).toBe(true);
  });

  it("firepower 12.1.5: a pillbox, bunker or barricade blocks as an obstacle only when the scenario gives its height", () => {
    const aperture = [{ dir: 0 as const, kind: "slit" as const }];
    const unset: Fortification[] = [{ hex: hex(1), type: "pillbox", facing: 0, apertures: aperture }];
    expect(los(unset, at(0, "stand"), at(3, "stand")).clear).toBe(true);
    for (const works of [
      [{ hex: hex(1), type: "pillbox", facing: 0, apertures: aperture, height: 3 }],
      [{ hex: hex(1), type: "bunker", facing: 0, apertures: aperture, height: 3 }],
      [{ hex: hex(1), type: "barricade", height: 3 }],
    ] as Fortification[][]) {
      const a = los(works, at(0, "stand"), at(3, "stand"));
      expect(a.clear).toBe(false);
      expect(a.blockedBy[0]).toMatchObject({ obstacleHeight: 3, rule: "Firepower 12.1.1" });
    }
  });

  it("firepower 8.8.1: being in works where the hex has no foxhole, trench or ditch is a typed error", () => {
    for (const works of [[], [{ hex: hex(0), type: "tower" } as const]]) {
      const r = checkLineOfSight(judge(works), at(0, "stand", true), at(3, "stand"));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: "los/no_works", rule: "Firepower 8.8.1" });
    }
  });
});

describe("Firepower height-bearing defensive units block through their hex [12.1.5]", () => {
  it("toWorksHeight: tower 8 [8.8.6], block 1 [8.8.5.2], roadblock 3 unless given [8.8.5.4]; others none", () => {
    expect(toWorksHeight({ hex: hex(0), type: "tower" })).toBe(8);
    expect(toWorksHeight({ hex: hex(0), type: "block" })).toBe(1);
    expect(toWorksHeight({ hex: hex(0), type: "roadblock", sides: [1] })).toBe(3);
    expect(toWorksHeight({ hex: hex(0), type: "roadblock", sides: [1], height: 2 })).toBe(2);
    expect(toWorksHeight({ hex: hex(0), type: "foxhole", depth: "deep" })).toBeUndefined();
    expect(toWorksDepth({ hex: hex(0), type: "tower" })).toBeUndefined();
  });

  it("firepower 12.1.5 tower: a tower (8) between two Standing soldiers blocks by 12.1.1", () => {
    const a = los([{ hex: hex(2), type: "tower" }], at(0, "stand"), at(4, "stand"));
    expect(a.clear).toBe(false);
    expect(a.blockedBy[0]).toMatchObject({ feature: "tower", obstacleHeight: 8, rule: "Firepower 12.1.1" });
  });

  it("firepower 12.1.5 block: a block (1) is lower than Standing heads (clear, 12.1.3) but above heads in deep foxholes (12.1.1)", () => {
    const block: Fortification = { hex: hex(2), type: "block" };
    expect(los([block], at(0, "stand"), at(4, "stand")).clear).toBe(true);
    const holes: Fortification[] = [block, { hex: hex(0), type: "foxhole", depth: "deep" }, { hex: hex(4), type: "foxhole", depth: "deep" }];
    const a = los(holes, at(0, "stand", true), at(4, "stand", true));
    expect(a.clear).toBe(false);
    expect(a.blockedBy[0]).toMatchObject({ feature: "block", obstacleHeight: 1, rule: "Firepower 12.1.1" });
  });

  it("firepower 12.1.5 roadblock: 3 heights by default blocks Standing soldiers; a map height of 1 does not", () => {
    const a = los([{ hex: hex(2), type: "roadblock", sides: [1, 4] }], at(0, "stand"), at(4, "stand"));
    expect(a.clear).toBe(false);
    expect(a.blockedBy[0]).toMatchObject({ feature: "roadblock", obstacleHeight: 3, rule: "Firepower 12.1.1" });
    expect(los([{ hex: hex(2), type: "roadblock", sides: [1, 4], height: 1 }], at(0, "stand"), at(4, "stand")).clear).toBe(true);
  });

  it("firepower 12.1.4: a tower top between the two heads is judged with the LOS chart, not 12.1.1", () => {
    // Ends at heights 2 and 10 (Up 10), range 4; the tower top 8 lies between them, 2 hexes from the higher end.
    const a = los([{ hex: hex(2), type: "tower" }], at(0, "stand"), { hex: hex(4), posture: "stand", upHeight: 10 });
    expect(a.eyeHeights).toEqual({ from: 2, to: 10 });
    expect(a.clear).toBe(false);
    expect(a.blockedBy[0]).toMatchObject({ feature: "tower", obstacleHeight: 8, rule: "Firepower 12.1.4" });
  });
});
