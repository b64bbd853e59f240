import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { boobyTrapTest, minefieldTest, passengersOfDestroyedTransport, targetRefusal } from "./index";

const IN = 254;
const pt = (x: number, y: number) => ({ shape: "point" as const, x: x * IN, y: y * IN });
const front = { x: 0, y: 0, facing: 0 };

describe("declaring targets [4. Declare Targets] [digest 5.3]", () => {
  it("hull-mounted and gun teams only target teams fully in front; turntables all round", () => {
    expect(targetRefusal({ weapon: { rules: ["hull_mounted"] }, shooterKind: "tank", front, target: pt(10, 0), range: 10, unit: "inch" })).toBeNull();
    expect(targetRefusal({ weapon: { rules: ["hull_mounted"] }, shooterKind: "tank", front, target: pt(-10, 0), range: 10, unit: "inch" })?.code).toBe("target/field_of_fire");
    expect(targetRefusal({ weapon: { rules: [] }, shooterKind: "gun", front, target: pt(-10, 0), range: 10, unit: "inch" })?.code).toBe("target/field_of_fire");
    expect(targetRefusal({ weapon: { rules: ["turntable"] }, shooterKind: "gun", front, target: pt(-10, 0), range: 10, unit: "inch" })).toBeNull();
    expect(targetRefusal({ weapon: { rules: ["turret"] }, shooterKind: "tank", front, target: pt(-10, 0), range: 10, unit: "inch" })).toBeNull();
  });
  it("minimum range 8\"/20cm, anti-aircraft only at aircraft, aircraft safety distance 8\"/20cm", () => {
    expect(targetRefusal({ weapon: { rules: ["minimum_range"] }, shooterKind: "infantry", target: pt(7, 0), range: 7.9, unit: "inch" })?.code).toBe("target/minimum_range");
    expect(targetRefusal({ weapon: { rules: ["minimum_range"] }, shooterKind: "infantry", target: pt(8, 0), range: 8, unit: "inch" })).toBeNull();
    expect(targetRefusal({ weapon: { rules: [] }, shooterKind: "tank", target: pt(8, 0), range: 8, unit: "inch", targetIsAircraft: true })?.code).toBe("target/not_anti_aircraft");
    expect(targetRefusal({ weapon: { rules: ["aa_mg"] }, shooterKind: "tank", target: pt(8, 0), range: 8, unit: "inch", targetIsAircraft: true })).toBeNull();
    expect(targetRefusal({ weapon: { rules: [] }, shooterKind: "aircraft", target: pt(8, 0), range: 8, unit: "cm", nearestFriendlyOfAircraft: 19 })?.code).toBe("target/aircraft_safety");
    expect(targetRefusal({ weapon: { rules: [] }, shooterKind: "aircraft", target: pt(8, 0), range: 8, unit: "cm", nearestFriendlyOfAircraft: 21 })).toBeNull();
  });
});

describe("minefields, booby traps, passengers [Fortifications; Transports and Passengers] [digest 9.3, 9.8]", () => {
  it("a failed Skill test in a minefield is a hit of AT 5 FP 1+ on Top armour; the Unit is pinned and a bailed tank halts", () => {
    const tank = { kind: "armoured" as const, target: { armour: { front: 6, side: 3, top: 1 }, remount: 4 } };
    expect(minefieldTest(4, tank, createFixedDice([4]))).toMatchObject({ passed: true, pinsUnit: false });
    const r = minefieldTest(4, tank, createFixedDice([3, 3, 2]));
    expect(r).toMatchObject({ passed: false, pinsUnit: true, halts: true });
    expect(r.hit).toMatchObject({ armourUsed: "top", outcome: "destroyed" });
    expect(boobyTrapTest(4, { kind: "team", save: 3 }, createFixedDice([2, 2])).hit?.outcome).toBe("destroyed");
  });
  it("passengers of a destroyed transport: one save each from shooting, all destroyed in an assault", () => {
    const p = [{ id: "a", save: 3 }, { id: "b", save: 3 }];
    expect(passengersOfDestroyedTransport(p, "shooting", createFixedDice([3, 2]))).toMatchObject({ survivors: ["a"], destroyed: ["b"], unitPinned: true });
    expect(passengersOfDestroyedTransport(p, "assault", createFixedDice([]))).toMatchObject({ survivors: [], destroyed: ["a", "b"] });
  });
});
