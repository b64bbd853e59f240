import { describe, expect, it } from "vitest";
import { addStatus, alertRadius, canBeActivated, improveOneLevel, moraleTest, phaseStartRecovery, rally, routTest, suppressedAreaEntry, suppressedStance } from "./index";

// Placeholder faces: Red "1" is the skull, Red and Blue rolls read their own numbers.
describe("wwb 10.0 status", () => {
  it("wwb 10.0: shaken + shaken = suppressed; suppressed + any = broken and flees", () => {
    expect(addStatus("alerted", "shaken").morale).toBe("shaken");
    expect(addStatus("shaken", "shaken").morale).toBe("suppressed");
    expect(addStatus("suppressed", "shaken")).toMatchObject({ morale: "broken", flees: true });
    expect(addStatus("alerted", "suppressed").morale).toBe("suppressed");
  });
  it("wwb 4.0: at a phase start Shaken goes, then Suppressed flips to Shaken (in that order)", () => {
    expect(["shaken", "suppressed", "broken", "alerted"].map((m) => phaseStartRecovery(m as never))).toEqual(["alerted", "shaken", "broken", "alerted"]);
  });
  it("wwb 8.3 step 8: the shooter stopping improves suppressed soldiers one level", () => {
    expect(improveOneLevel("suppressed")).toBe("shaken");
    expect(improveOneLevel("shaken")).toBe("alerted");
  });
  it("wwb 10.0: suppressed and shaken soldiers skip active phases", () => {
    expect(["alerted", "shaken", "suppressed", "broken"].map((m) => canBeActivated(m as never))).toEqual([true, false, false, false]);
  });
  it("wwb 10.0 Suppressed: the stance drops to the barrier level, prone in the open", () => {
    expect(suppressedStance("standing", undefined)).toBe("prone");
    expect(suppressedStance("standing", 0.5)).toBe("kneeling");
    expect(suppressedStance("standing", 1)).toBe("standing");
  });
});

describe("wwb 11.0 Leadership and morale tests", () => {
  it("wwb 11.0: rally Shaken on Blue >= 4, Suppressed on Red >= 5 (skull breaks), Broken on Red >= 5", () => {
    expect(rally("shaken", 4).morale).toBe("alerted");
    expect(rally("shaken", 3).outcome).toBe("failed");
    expect(rally("suppressed", 5).morale).toBe("shaken");
    expect(rally("suppressed", 4).outcome).toBe("failed");
    expect(rally("suppressed", 1)).toMatchObject({ morale: "broken", outcome: "broke" });
    expect(rally("broken", 5).morale).toBe("suppressed");
    expect(rally("broken", 6, { options: { "wwb/rally_broken": "shaken_suppressed_only" } }).outcome).toBe("not_applicable");
  });
  it("wwb 10.0 Broken: Red >= 5 returns him suppressed; a skull is panic fire", () => {
    expect(routTest(5)).toMatchObject({ morale: "suppressed", panicFire: false });
    expect(routTest(4).morale).toBe("broken");
    expect(routTest(1)).toMatchObject({ morale: "broken", panicFire: true });
  });
  it("wwb 12.0 Sniper, 8.1: Morale Test Red < 5 suppressed, skull broken, else nothing", () => {
    expect(moraleTest("alerted", 4).outcome).toBe("suppressed");
    expect(moraleTest("alerted", 5).outcome).toBe("passed");
    expect(moraleTest("alerted", 1).outcome).toBe("broken");
    expect(moraleTest("suppressed", 2).outcome).toBe("broken");
  });
  it("wwb 8.3 step 7: entering a suppressed MHx needs Red >= 5", () => {
    expect(suppressedAreaEntry("alerted", 5).passed).toBe(true);
    expect(suppressedAreaEntry("alerted", 4)).toMatchObject({ passed: false, morale: "suppressed" });
  });
  it("wwb 7.0, 10.0: a runner alerts within 2 MHx (4 in woods), a walker in woods within 1", () => {
    expect([alertRadius("run", false), alertRadius("run", true), alertRadius("walk", true), alertRadius("walk", false), alertRadius("stealth", true)]).toEqual([2, 4, 1, -1, -1]);
  });
});
