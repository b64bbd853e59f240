// Firepower 6.1.3, 6.2.8, 6.4.3, 6.4.4 and Option 16.6: the status ladder, one rung at a time, as the book words it.
// Every expected status below is read from the rulebook, not from the code under test.
import { describe, expect, it } from "vitest";
import { hitWithStatus, isStunned, statusAtPhaseEnd, worsenStatus } from "./status-ladder";
import type { Soldier, SoldierStatus } from "../state/types";

const BASIC = {};
const ON16_6 = { "firepower/pinned_inactive": "on" };
const OFF16_6 = { "firepower/pinned_inactive": "off" };

const man = (over: Partial<Soldier>): Soldier => ({
  id: "a1", side: "A", weapon: "RFL", squad: "A", rank: "private", hex: { q: 0, r: 0 }, facing: 1, posture: "stand",
  status: "none", running: false, eliminated: false, acted: false, combatUsed: false, mf: 0, nonCombatMf: 0,
  hexesEntered: 0, afterFireMf: null, freeTurns: [], ...over,
} as Soldier);

describe("Firepower 6.2.8, 16.6: who may not expend movement factors", () => {
  it("6.2.8: a Stunned soldier may not; 16.6: an Inactive one is treated as Stunned", () => {
    expect(isStunned({ status: "stunned" })).toBe(true);
    expect(isStunned({ status: "inactive" })).toBe(true);
  });
  it("6.2.8: Suppressed (and 16.6 Pinned) soldiers still move, with fewer MF; an unmarked one moves", () => {
    for (const status of ["none", "suppressed", "pinned"] as const) expect(isStunned({ status })).toBe(false);
  });
});

describe("Firepower 6.4: a Suppress or Stun result without Option 16.6", () => {
  const cases: [SoldierStatus, "suppressed" | "stunned", SoldierStatus][] = [
    ["none", "suppressed", "suppressed"], // 6.4.1: marked Suppressed
    ["none", "stunned", "stunned"], // 6.4.2: marked Stunned
    ["suppressed", "stunned", "stunned"], // Stunned is the worse marker
    ["suppressed", "suppressed", "suppressed"], // no Pinned without 16.6
    ["stunned", "stunned", "stunned"], // no Inactive without 16.6
    ["stunned", "suppressed", "stunned"], // a Suppress does not lift a Stun
  ];
  for (const [from, hit, to] of cases) {
    it(`${from} + ${hit} -> ${to}`, () => {
      expect(worsenStatus(from, hit, BASIC)).toBe(to);
      expect(worsenStatus(from, hit, OFF16_6)).toBe(to);
    });
  }
});

describe("Firepower 16.6: Pinned and Inactive", () => {
  it("Suppressed again is Pinned; Pinned again stays Pinned", () => {
    expect(worsenStatus("suppressed", "suppressed", ON16_6)).toBe("pinned");
    expect(worsenStatus("pinned", "suppressed", ON16_6)).toBe("pinned");
  });
  it("Stunned again is Inactive; Inactive again stays Inactive", () => {
    expect(worsenStatus("stunned", "stunned", ON16_6)).toBe("inactive");
    expect(worsenStatus("inactive", "stunned", ON16_6)).toBe("inactive");
  });
  it("a first Suppress or Stun is the same as without the option", () => {
    expect(worsenStatus("none", "suppressed", ON16_6)).toBe("suppressed");
    expect(worsenStatus("none", "stunned", ON16_6)).toBe("stunned");
    expect(worsenStatus("suppressed", "stunned", ON16_6)).toBe("stunned");
  });
  it("a Suppress does not lift a Stun or Inactive", () => {
    expect(worsenStatus("stunned", "suppressed", ON16_6)).toBe("stunned");
    expect(worsenStatus("inactive", "suppressed", ON16_6)).toBe("inactive");
  });
});

describe("Firepower 6.4.3, 6.4.4, 16.6: what a hit does to the soldier", () => {
  it("6.4.3: a Running soldier who is Suppressed is no longer Running; Suppressed alone keeps his posture", () => {
    const after = hitWithStatus(man({ running: true, posture: "stand" }), "suppressed", BASIC);
    expect(after.status).toBe("suppressed");
    expect(after.running).toBe(false);
    expect(after.posture).toBe("stand");
  });
  it("6.4.3, 6.4.4: a Running soldier who is Stunned stops Running and is marked Prone", () => {
    const after = hitWithStatus(man({ running: true, posture: "crouch" }), "stunned", BASIC);
    expect(after).toMatchObject({ status: "stunned", running: false, posture: "prone" });
  });
  it("16.6: Pinned soldiers are also immediately marked Prone", () => {
    const after = hitWithStatus(man({ status: "suppressed", posture: "stand", running: true }), "suppressed", ON16_6);
    expect(after).toMatchObject({ status: "pinned", running: false, posture: "prone" });
  });
  it("16.6: an Inactive soldier is treated as Stunned, so Prone", () => {
    const after = hitWithStatus(man({ status: "stunned", posture: "crouch" }), "stunned", ON16_6);
    expect(after).toMatchObject({ status: "inactive", posture: "prone" });
  });
  it("the rest of the soldier is unchanged", () => {
    const s = man({ id: "b7", side: "B", hex: { q: 3, r: -1 }, facing: 4, mf: 2 });
    const after = hitWithStatus(s, "suppressed", BASIC);
    expect(after).toMatchObject({ id: "b7", side: "B", hex: { q: 3, r: -1 }, facing: 4, mf: 2 });
  });
});

describe("Firepower 6.1.3, 16.6: status at the end of the side's Impulse Phase", () => {
  it("6.1.3: Stunned becomes Suppressed; Suppressed and unmarked stay", () => {
    expect(statusAtPhaseEnd("stunned", BASIC)).toBe("suppressed");
    expect(statusAtPhaseEnd("suppressed", BASIC)).toBe("suppressed");
    expect(statusAtPhaseEnd("none", BASIC)).toBe("none");
  });
  it("16.6: Inactive -> Stunned -> Pinned -> Suppressed, one step per phase end", () => {
    expect(statusAtPhaseEnd("inactive", ON16_6)).toBe("stunned");
    expect(statusAtPhaseEnd("stunned", ON16_6)).toBe("pinned");
    expect(statusAtPhaseEnd("pinned", ON16_6)).toBe("suppressed");
    expect(statusAtPhaseEnd("suppressed", ON16_6)).toBe("suppressed");
    expect(statusAtPhaseEnd("none", ON16_6)).toBe("none");
  });
});
