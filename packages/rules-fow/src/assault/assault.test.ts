import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { assaultHitEffect, assaultNeed, breakOffDistance, breakOffResult, counterattackTest, fallsBack, mayCharge, rollAssault } from "./index";

describe("assaults [Assaults] [digest 7.1, 7.2, 7.3, 7.4, 7.5]", () => {
  it("who may charge: infantry and armoured tanks; never guns, heavy weapons, unarmoured; moved over 10\"; halted fire", () => {
    expect(mayCharge({ type: "infantry", moved: 8 }, "inch")).toBeNull();
    expect(mayCharge({ type: "infantry", moved: 10.5 }, "inch")?.code).toBe("assault/moved_too_far");
    expect(mayCharge({ type: "gun" }, "inch")?.code).toBe("assault/never_charges");
    expect(mayCharge({ type: "tank", armoured: false }, "inch")?.code).toBe("assault/never_charges");
    expect(mayCharge({ type: "tank", armoured: true }, "inch", "tank")?.code).toBe("assault/tank_on_tank");
    expect(mayCharge({ type: "infantry", order: "follow_me" }, "inch")).toBeNull();
    expect(mayCharge({ type: "infantry", order: "blitz" }, "inch")?.code).toBe("assault/order");
    expect(mayCharge({ type: "infantry", shotHalted: true }, "inch")?.code).toBe("assault/shot_halted");
  });
  it("fall back on 5 defensive fire hits (8 for 12+ teams); light-topped tanks only when two are out", () => {
    expect(fallsBack({ hits: 5, assaultingTeams: 6 }).fallsBack).toBe(true);
    expect(fallsBack({ hits: 7, assaultingTeams: 12 }).fallsBack).toBe(false);
    expect(fallsBack({ hits: 9, assaultingTeams: 3, allTanksTop: [1, 1, 2], tanksOut: 1 }).fallsBack).toBe(false);
    expect(fallsBack({ hits: 0, assaultingTeams: 3, allTanksTop: [1, 1, 2], tanksOut: 2 }).fallsBack).toBe(true);
    expect(fallsBack({ hits: 5, assaultingTeams: 3, allTanksTop: [3, 3, 3], tanksOut: 0 }).fallsBack).toBe(true);
  });
  it("fighting: assault rating, small teams +1, improvised tank assault dies on a 1; infantry hit are destroyed, tanks take AT 2 FP 1+ on top", () => {
    expect(assaultNeed({ assault: 4, smallInfantry: true })).toBe(5);
    expect(rollAssault(4, createFixedDice([4])).hit).toBe(true);
    expect(rollAssault(4, createFixedDice([1, 4]), { rerollMisses: true }).hit).toBe(true);
    expect(rollAssault(4, createFixedDice([1]), { improvised: true }).destroyedAttacker).toBe(true);
    expect(assaultHitEffect({ type: "infantry" })).toMatchObject({ effect: "destroyed", pins: true });
    expect(assaultHitEffect({ type: "tank", armoured: true })).toMatchObject({ armour: "top", antiTank: 2, firepower: 1 });
    expect(assaultHitEffect({ type: "gun", pillbox: true }).effect).toBe("save");
  });
  it("counterattack: one die for all; Command Leadership re-rolls for failed Units led by their Commander", () => {
    const r = counterattackTest([{ id: "a", counterattack: 3 }, { id: "b", counterattack: 5, led: true }, { id: "c", counterattack: 5 }], createFixedDice([4, 6]));
    expect(r.results).toEqual([{ id: "a", passed: true, rerolled: false }, { id: "b", passed: true, rerolled: true }, { id: "c", passed: false, rerolled: false }]);
  });
  it("break off: 6\"/15cm (train 4\"/10cm); a team that cannot clear surrenders", () => {
    expect(breakOffDistance()).toEqual({ in: 6, cm: 15 });
    expect(breakOffDistance(true)).toEqual({ in: 4, cm: 10 });
    expect(breakOffDistance(true, "general_six")).toEqual({ in: 6, cm: 15 });
    expect(breakOffResult(false)).toBe("surrendered");
  });
});
