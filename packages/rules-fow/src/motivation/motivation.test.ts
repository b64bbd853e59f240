import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { formationInGoodSpirits, motivationNeed, motivationTest, noFormationsLeft, unitInGoodSpirits } from "./index";

const c = (t = 0, g = 0, i = 0, a = 0) => ({ tanksNotBailed: t, guns: g, infantry: i, aircraft: a });

describe("motivation [Ratings; Unit Last Stand; Command Leadership] [digest 8, 9.4, 9.7]", () => {
  it("a test with the Commander's re-roll, then a Komissar's (a 1 destroys him)", () => {
    expect(motivationTest("rally", 4, createFixedDice([3])).passed).toBe(false);
    expect(motivationTest("rally", 4, createFixedDice([3, 4]), { led: true })).toMatchObject({ passed: true, rerolls: [{ source: "commander" }] });
    expect(motivationTest("last_stand", 4, createFixedDice([3, 2, 5]), { led: true, komissar: true })).toMatchObject({ passed: true, rerolls: [{ source: "commander" }, { source: "komissar" }] });
    expect(motivationTest("last_stand", 4, createFixedDice([3, 1]), { komissar: true })).toMatchObject({ passed: false, komissarDestroyed: true });
    expect(motivationTest("remount", 4, createFixedDice([3]), { komissar: true }).rerolls).toEqual([]);
  });
  it("modifiers: Protected Ammo -1 remount, Fuel Tanks +1, all-Cavalry -1 rally, Shtraf 2+", () => {
    expect(motivationNeed("remount", 4, { protectedAmmo: true })).toBe(3);
    expect(motivationNeed("remount", 4, { fuelTanks: true })).toBe(5);
    expect(motivationNeed("rally", 4, { allCavalry: true })).toBe(3);
    expect(motivationNeed("counterattack", 5, { shtraf: true })).toBe(2);
  });
  it("In Good Spirits: untouched, or two tanks / two guns / three infantry in command; not with the leader dead; HQ never tests", () => {
    expect(unitInGoodSpirits({ anyBailedOrDestroyed: false, leaderAlive: true, inCommand: c() }).inGoodSpirits).toBe(true);
    expect(unitInGoodSpirits({ anyBailedOrDestroyed: true, leaderAlive: true, inCommand: c(1, 1, 2) }).inGoodSpirits).toBe(false);
    expect(unitInGoodSpirits({ anyBailedOrDestroyed: true, leaderAlive: true, inCommand: c(0, 0, 3) }).inGoodSpirits).toBe(true);
    expect(unitInGoodSpirits({ anyBailedOrDestroyed: true, leaderAlive: false, inCommand: c(5) }).inGoodSpirits).toBe(false);
    expect(unitInGoodSpirits({ hq: true, anyBailedOrDestroyed: true, leaderAlive: false, inCommand: c() }).mustTest).toBe(false);
  });
  it("Formation Last Stand: two Units on table or in Reserve (QRS: In Good Spirits); no formations left loses", () => {
    const units = [{ onTableOrReserve: true, inGoodSpirits: false }, { onTableOrReserve: true, inGoodSpirits: true }, { onTableOrReserve: true, inGoodSpirits: true, transport: true }];
    expect(formationInGoodSpirits(units).inGoodSpirits).toBe(true);
    expect(formationInGoodSpirits(units, "qrs").inGoodSpirits).toBe(false);
    expect(noFormationsLeft([{ inGoodSpirits: true, allied: true }, { inGoodSpirits: false }])).toBe(true);
  });
});
