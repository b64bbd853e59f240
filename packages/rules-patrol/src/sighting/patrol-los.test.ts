import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Viewpoint } from "@tactica/sighting";
import { BLOCKED, checkLineOfSight, computeUnitVisibility, createLosTracer, isVisible } from "@tactica/sighting";
import type { CompiledMap } from "@tactica/map";
import { createPatrolJudge } from "./create-patrol-judge";
import { nightSpotLimit } from "./night-spotting";
import type { PatrolLosOptions } from "./patrol-los-options";
import { patrolLosPolicy } from "./patrol-los-policy";
import { patrolRange } from "./patrol-range";
import { toPatrolHex, toPatrolTestMap } from "./test-map";

const man = (id: string, posture = "erect"): Viewpoint => ({ hex: toPatrolHex(id), posture });
function sees(map: CompiledMap, o: PatrolLosOptions, a: Viewpoint, b: Viewpoint) {
  const j = createPatrolJudge(map, o);
  if (!j.ok) throw new Error(j.error.message);
  const r = checkLineOfSight(j.value, a, b);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const BOX = { c0: 15, c1: 34, r0: 10, r1: 26 };

describe("Patrol! range on the B17 fixture", () => {
  // The book's examples B6, B13 and B17 (9.3) are conformance cases: tests/conformance/patrol/{16.11-B6,16.41-B13,9.3-B17}-*.json.
  // The fixture is B17's map: Rough #1 on 2717, 2718 and 2618, Rough #2 on 2421, the slope on 2119/2219.
  const map = toPatrolTestMap(BOX, { "2717": "rough-1", "2718": "rough-1", "2618": "rough-1", "2421": "rough-2" }, [["2119", "2219"]]);
  const MIXED: PatrolLosOptions = { mode: "mixed" };

  it("patrol 11.31: range counts the target hex, not the firer's", () => {
    expect(patrolRange(toPatrolHex("2320"), toPatrolHex("2321"))).toBe(1);
    expect(patrolRange(toPatrolHex("2320"), toPatrolHex("2421"))).toBe(2);
    expect(patrolRange(toPatrolHex("2320"), toPatrolHex("2320"))).toBe(0);
    expect(sees(map, MIXED, man("2320"), man("3015")).range).toBe(patrolRange(toPatrolHex("2320"), toPatrolHex("3015")));
  });
});

describe("Patrol! LOS rules", () => {
  const strip = (terrain: Readonly<Record<string, string>> = {}) => toPatrolTestMap({ c0: 10, c1: 10, r0: 1, r1: 40 }, terrain);
  const at = (row: number, posture = "erect") => man(`10${String(row).padStart(2, "0")}`, posture);

  it("patrol 9.72-9.75: a prone man sees and is seen to 20 hexes in MIXED, 10 in CLOSED, unlimited in OPEN", () => {
    const m = strip();
    expect(sees(m, { mode: "mixed" }, at(1), at(21, "prone")).clear).toBe(true);
    expect(sees(m, { mode: "mixed" }, at(1), at(22, "prone")).clear).toBe(false);
    expect(sees(m, { mode: "closed" }, at(1, "prone"), at(11)).clear).toBe(true);
    expect(sees(m, { mode: "closed" }, at(1, "prone"), at(12)).blockedBy[0]?.rule).toBe("Patrol 9.7, 9.75");
    expect(sees(m, { mode: "open" }, at(1, "prone"), at(40, "prone")).clear).toBe(true);
  });

  it("patrol 9.71: in OPEN a prone man sees through Rough #1 but not Rough #2; erect men see through both", () => {
    const m = strip({ "1005": "rough-1", "1010": "rough-2" });
    expect(sees(m, { mode: "open" }, at(1, "prone"), at(8)).clear).toBe(true);
    expect(sees(m, { mode: "open" }, at(1, "prone"), at(12)).clear).toBe(false);
    expect(sees(m, { mode: "open" }, at(1), at(12)).clear).toBe(true);
  });

  it("patrol 9.85 (N), 16.0: at night Rough #1 and craters block everyone", () => {
    const m = strip({ "1005": "rough-1" });
    expect(sees(m, { mode: "mixed" }, at(1), at(8)).clear).toBe(true);
    expect(sees(m, { mode: "mixed", night: true }, at(1), at(8)).clear).toBe(false);
    const c = strip();
    expect(sees(c, { mode: "open", craters: [at(3).hex] }, at(1), at(5)).clear).toBe(true);
    expect(sees(c, { mode: "open", night: true, craters: [at(3).hex] }, at(1), at(5)).clear).toBe(false);
  });

  it("patrol 11.54, 23.61, 9.68: smoke, tank/APC hulls and pillboxes block; you still see into them", () => {
    const m = strip();
    for (const o of [{ smoke: [at(3).hex] }, { vehicles: [at(3).hex] }, { pillboxes: [at(3).hex] }]) {
      expect(sees(m, { mode: "open", ...o }, at(1), at(5)).clear).toBe(false);
      expect(sees(m, { mode: "open", ...o }, at(1), at(3)).clear).toBe(true);
    }
  });

  it("patrol 16.1: at night a prone-hidden man can be spotted only at 1-2 hexes (book); erect beyond 5 rests on reconstructed rows", () => {
    const m = strip();
    expect(sees(m, { mode: "open", night: true }, at(1), at(3, "prone-hidden")).clear).toBe(true);
    const hidden = sees(m, { mode: "open", night: true }, at(1), at(4, "prone-hidden"));
    expect(hidden.clear).toBe(false);
    expect(hidden.reconstructed).toBe(false);
    const far = sees(m, { mode: "open", night: true }, at(1), at(9));
    expect(far.clear).toBe(true);
    expect(far.reconstructed).toBe(true);
    expect(nightSpotLimit(0, true, 12)).toMatchObject({ limit: 10, provenance: { kind: "reconstructed" } });
    const j = createPatrolJudge(m, { mode: "open", night: true });
    if (!j.ok) throw new Error("judge");
    const near = computeUnitVisibility(j.value, [at(1), at(4)], false);
    expect(near.ok && near.value.provenance).toEqual([]);
    const farM = computeUnitVisibility(j.value, [at(1), at(9)], false);
    expect(farM.ok && farM.value.provenance.map((p) => p.kind)).toEqual(["reconstructed"]);
  });

  it("patrol 16.43: at night spotting is not mutual; 16.0: in daylight the visibility matrix is symmetric", () => {
    const m = strip();
    const units = [at(1), at(4, "prone-hidden"), at(9, "erect-moving")];
    const night = createPatrolJudge(m, { mode: "open", night: true });
    if (!night.ok) throw new Error("judge");
    expect(patrolLosPolicy.mutual({ mode: "open", night: true }).mutual).toBe(false);
    const v = computeUnitVisibility(night.value, units, false);
    if (!v.ok) throw new Error("matrix");
    expect(isVisible(v.value, 1, 0)).toBe(true); // the hidden man sees the erect one 3 hexes off
    expect(isVisible(v.value, 0, 1)).toBe(false); // but cannot be spotted at 3
    expect(patrolLosPolicy.mutual({ mode: "open" })).toEqual({ mutual: true, rule: "Patrol 16.0: in daylight, if Man A can see Man B then Man B can see Man A" });
  });

  it("rejects levels and unknown postures with typed errors", () => {
    const j = createPatrolJudge(strip(), { mode: "open" });
    if (!j.ok) throw new Error("judge");
    expect(checkLineOfSight(j.value, { ...at(1), level: 1 }, at(2))).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
    expect(checkLineOfSight(j.value, at(1, "kneel"), at(2))).toMatchObject({ ok: false, error: { code: "los/bad_posture" } });
    expect(createPatrolJudge(strip(), { mode: "open", smoke: [{ q: 99, r: 0 }] })).toMatchObject({ ok: false, error: { code: "los/off_map" } });
    const fromJson = JSON.parse('{"mode":"swamp"}') as PatrolLosOptions;
    expect(createPatrolJudge(strip(), fromJson)).toMatchObject({ ok: false, error: { code: "los/bad_option", rule: "Patrol 9.1" } });
  });

  it("property: daylight LOS is symmetric (Patrol 16.0) under both grazing options, on random slopes and rough", () => {
    const ids: string[] = [];
    for (let c = 10; c <= 16; c++) for (let r = 10; r <= 16; r++) ids.push(`${c}${r}`);
    fc.assert(fc.property(
      fc.array(fc.constantFrom("clear", "clear", "rough-1", "rough-2"), { minLength: ids.length, maxLength: ids.length }),
      fc.integer({ min: 0, max: ids.length - 1 }), fc.integer({ min: 0, max: ids.length - 1 }),
      fc.constantFrom("open", "mixed", "closed"), fc.constantFrom("clear-if-either", "blocked-if-either"),
      fc.constantFrom("erect", "prone"), fc.constantFrom("erect", "prone"),
      (terrain, i, k, mode, grazing, pa, pb) => {
        const m = toPatrolTestMap({ c0: 10, c1: 16, r0: 10, r1: 16 }, Object.fromEntries(ids.map((id, n) => [id, terrain[n]!])), [["1212", "1213"], ["1413", "1513"]]);
        const o = { mode, grazing } as const;
        return sees(m, o, man(ids[i]!, pa), man(ids[k]!, pb)).clear === sees(m, o, man(ids[k]!, pb), man(ids[i]!, pa)).clear;
      },
    ), { numRuns: 120 });
  });

  it("property: the batch kernel agrees with the explained API, and an adjacent hex is always in sight", () => {
    const ids: string[] = [];
    for (let c = 10; c <= 15; c++) for (let r = 10; r <= 15; r++) ids.push(`${c}${r}`);
    fc.assert(fc.property(
      fc.array(fc.constantFrom("clear", "rough-1", "rough-2"), { minLength: ids.length, maxLength: ids.length }),
      fc.integer({ min: 0, max: ids.length - 1 }), fc.integer({ min: 0, max: ids.length - 1 }),
      fc.constantFrom("open", "mixed", "closed"), fc.boolean(), fc.constantFrom("clear-if-either", "blocked-if-either"),
      fc.constantFrom(...(["erect", "erect-moving", "prone", "prone-hidden"] as const)),
      (terrain, i, k, mode, night, grazing, posture) => {
        const m = toPatrolTestMap({ c0: 10, c1: 15, r0: 10, r1: 15 }, Object.fromEntries(ids.map((id, n) => [id, terrain[n]!])), [["1212", "1213"], ["1312", "1412"]]);
        const j = createPatrolJudge(m, { mode, night, grazing });
        if (!j.ok) return false;
        const a = j.value.resolve(man(ids[i]!)), b = j.value.resolve(man(ids[k]!, posture));
        if (!a.ok || !b.ok) return false;
        const fast = createLosTracer(j.value).trace(a.value, b.value) !== BLOCKED;
        const slow = checkLineOfSight(j.value, man(ids[i]!), man(ids[k]!, posture));
        const adjacent = patrolRange(toPatrolHex(ids[i]!), toPatrolHex(ids[k]!)) <= 1;
        return slow.ok && slow.value.clear === fast && (!adjacent || fast);
      },
    ), { numRuns: 200 });
  });
});
