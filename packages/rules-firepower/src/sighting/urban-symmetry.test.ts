import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compileMap, createSeededUrbanMap } from "@tactica/map";
import type { Viewpoint } from "@tactica/sighting";
import { BLOCKED, cellToHex, checkLineOfSight, computeViewshed, createLosTracer, isVisible } from "@tactica/sighting";
import { createFirepowerJudge } from "./create-firepower-judge";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "./firepower-terrain";

describe("Firepower LOS among buildings", () => {
  const map = compileMap(createSeededUrbanMap({ width: 16, height: 16, seed: 5, levels: 3 }), FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
  const j = createFirepowerJudge(map, {});
  if (!j.ok) throw new Error(j.error.message);
  const judge = j.value;
  const tracer = createLosTracer(judge);
  const unit = (k: number, pick: number, posture: string): Viewpoint => {
    const cell = judge.grid.cells[k % judge.grid.size]!;
    const n = map.levelCount[cell]!;
    const level = n > 0 ? map.levelNumber[map.levelStart[cell]! + (pick % n)]! : 0;
    return { hex: cellToHex(judge.grid, cell), level, posture };
  };

  it("property: unit-to-unit LOS across storeys, walls, windows and stairs is symmetric, and the kernel matches the explanation", () => {
    let blocked = 0, clear = 0;
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.nat(3), fc.nat(3), fc.constantFrom("stand", "crouch", "prone"), fc.constantFrom("stand", "crouch", "prone"),
      (i, k, li, lk, pa, pb) => {
        const a = unit(i, li, pa), b = unit(k, lk, pb);
        const ea = judge.resolve(a), eb = judge.resolve(b);
        if (!ea.ok || !eb.ok) return false;
        const ab = tracer.trace(ea.value, eb.value), ba = tracer.trace(eb.value, ea.value);
        const ex = checkLineOfSight(judge, a, b);
        if (ab === BLOCKED) blocked++; else clear++;
        return ab === ba && ex.ok && ex.value.clear === (ab !== BLOCKED);
      }), { numRuns: 400 });
    expect(blocked).toBeGreaterThan(0);
    expect(clear).toBeGreaterThan(0);
  });

  it("an upper-storey viewshed covers only the hexes that have that storey", () => {
    const up = computeViewshed(judge, { posture: "stand", level: 1 }, true);
    if (!up.ok) throw new Error(up.error.message);
    for (let k = 0; k < judge.grid.size; k++) {
      const has = map.levelCount[judge.grid.cells[k]!]! > 1;
      expect(isVisible(up.value, k, k)).toBe(has);
    }
    expect(computeViewshed(judge, { posture: "stand", level: 9 }, true)).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
  });
});
