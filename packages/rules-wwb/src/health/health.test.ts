import { describe, expect, it } from "vitest";
import { HEALTHY, applyWound, deteriorate, medicRecover, treat, woundPenalty } from "./index";

// Placeholder faces: the Red "1" is the skull; Red rolls 2..6 read 2..6. Placeholder gauge: bleeding box 6, LOC box 8.
describe("wwb 9.0 wounds", () => {
  it("wwb 9.0: a light wound moves the marker 2 boxes, a heavy 3 with knockdown and a Suppressed marker", () => {
    expect(applyWound(HEALTHY, "light_wound")).toMatchObject({ health: { box: 2, condition: "ok" }, knockdown: false, suppressed: false });
    expect(applyWound(HEALTHY, "heavy_wound")).toMatchObject({ health: { box: 3, condition: "ok" }, knockdown: true, suppressed: true });
  });
  it("wwb 8.1 Head shot: a heavy wound to the head goes straight to the bleeding box", () => {
    expect(applyWound(HEALTHY, "heavy_wound", { headShot: true })).toMatchObject({ health: { box: 6, condition: "bleeding" }, knockdown: true });
  });
  it("wwb 9.0: reaching the bleeding symbol bleeds; the last box is LOC; past it stays LOC (option: dies)", () => {
    expect(applyWound({ box: 4, condition: "ok" }, "light_wound").health).toEqual({ box: 6, condition: "bleeding" });
    expect(applyWound({ box: 6, condition: "bleeding" }, "light_wound").health).toEqual({ box: 8, condition: "loc" });
    expect(applyWound({ box: 7, condition: "bleeding" }, "heavy_wound").health).toEqual({ box: 8, condition: "loc" });
    expect(applyWound({ box: 7, condition: "bleeding" }, "heavy_wound", { options: { "wwb/past_loc": "dies" } }).health.condition).toBe("dead");
    expect(applyWound(HEALTHY, "killed").health.condition).toBe("dead");
  });
  it("wwb 9.0 (Additional): -1 and -2 penalties at and below those boxes", () => {
    expect([0, 3, 5].map((box) => woundPenalty({ box, condition: "ok" }))).toEqual([0, -1, -2]);
    expect(woundPenalty({ box: 5, condition: "ok" }, { options: { "wwb/add_wound_penalties": "false" } })).toBe(0);
  });
});

describe("wwb 9.0 treatment and deterioration", () => {
  const bleeding = { box: 6, condition: "bleeding" } as const;
  const loc = { box: 8, condition: "loc" } as const;
  it("wwb 9.0 Treatment: Red >= 3 stops bleeding, >= 4 stabilizes LOC; First Aid adds", () => {
    expect(treat(bleeding, [3]).outcome).toBe("stopped_bleeding");
    expect(treat(bleeding, [2]).outcome).toBe("failed");
    expect(treat(bleeding, [2], { firstAid: 1 }).outcome).toBe("stopped_bleeding");
    expect(treat(loc, [3]).outcome).toBe("failed");
    expect(treat(loc, [4]).health.condition).toBe("stabilized");
    expect(treat({ box: 2, condition: "ok" }, [6]).outcome).toBe("not_treatable");
  });
  it("wwb 9.0 Treatment, 11.0 First Aid: a skull kills; a First Aid L2 treater re-rolls once and must accept it", () => {
    expect(treat(bleeding, [1]).outcome).toBe("died");
    expect(treat(bleeding, [1, 4], { firstAid: 2 })).toMatchObject({ outcome: "stopped_bleeding", rerolled: true });
    expect(treat(bleeding, [1, 1], { firstAid: 2 })).toMatchObject({ outcome: "died", rerolled: true });
  });
  it("wwb 12.0 Medic: Grey OK/medal restores his level in hit points", () => {
    expect(medicRecover({ box: 4, condition: "ok" }, 6, { level: 2 })).toMatchObject({ health: { box: 2 }, recovered: 2 });
    expect(medicRecover({ box: 4, condition: "ok" }, 1, { level: 2 }).recovered).toBe(0);
    expect(medicRecover({ box: 4, condition: "ok" }, 6, { options: { "wwb/medic_recovery": "bleeding_or_loc" } }).recovered).toBe(0);
  });
  it("wwb 9.0 Progressive Deterioration, 11.0 Strength: below the marker's value bleeding -> LOC, LOC -> dead; skull dead; Strength adds", () => {
    expect(deteriorate(bleeding, 2).health).toEqual({ box: 8, condition: "loc" });
    expect(deteriorate(bleeding, 2, { strength: 1 }).outcome).toBe("stable");
    expect(deteriorate(loc, 3).outcome).toBe("died");
    expect(deteriorate(loc, 4).outcome).toBe("stable");
    expect(deteriorate(bleeding, 1, { strength: 2 }).outcome).toBe("died");
    expect(deteriorate({ box: 8, condition: "stabilized" }, 2).outcome).toBe("not_subject");
  });
});
