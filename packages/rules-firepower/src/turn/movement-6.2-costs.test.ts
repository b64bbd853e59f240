// Firepower 6.2.4, 6.2.7, 6.3.5, 6.5: movement factors per Basic action and posture (the MF chart read through
// actionCost), with the book's numbers; the crouch option's 2s are the digest's (§15 item 6), said so below.
import { describe, expect, it } from "vitest";
import { actionCost } from "../core/soldiers";
import type { Soldier } from "../state/types";

const NONE = new Map();
const at = (posture: Soldier["posture"]) => ({ posture }) as Soldier;
const cost = (action: Parameters<typeof actionCost>[2], posture: Soldier["posture"], options: Record<string, string> = {}) =>
  actionCost(NONE, options, action, at(posture));

describe("Firepower 6.2.4, 6.2.7: movement factors per action", () => {
  it("6.2.4: Stand to Prone expends one movement factor, Prone to Stand two", () => {
    expect(cost("to_prone", "stand")).toBe(1);
    expect(cost("to_stand", "prone")).toBe(2);
  });
  it("6.2.7.1: turning two hexsides and entering a new hex cost one each for a Standing soldier", () => {
    expect(cost("turn", "stand")).toBe(1);
    expect(cost("enter_hex", "stand")).toBe(1);
  });
  it("6.2.7.2: crossing a hill hexside costs one, Standing", () => expect(cost("cross_hexside", "stand")).toBe(1));
  it("6.2.7.3, 6.3.5: firing expends two movement factors in any posture", () => {
    for (const p of ["stand", "crouch", "prone"] as const) expect(cost("fire", p)).toBe(2);
  });
  it("taking the posture one already has is no action", () => {
    expect(cost("to_stand", "stand")).toBeUndefined();
    expect(cost("to_crouch", "crouch")).toBeUndefined();
    expect(cost("to_prone", "prone")).toBeUndefined();
  });
  it("option crouch_change_cost stand_prone_pattern (digest §15 item 6): going up costs 2, going down 1", () => {
    const o = { "firepower/crouch_change_cost": "stand_prone_pattern" };
    expect(cost("to_stand", "crouch", o)).toBe(2);
    expect(cost("to_crouch", "prone", o)).toBe(2);
    expect(cost("to_crouch", "stand", o)).toBe(1);
    expect(cost("to_prone", "crouch", o)).toBe(1);
    // the book's own 6.2.4 costs are unchanged by the option
    expect(cost("to_stand", "prone", o)).toBe(2);
    expect(cost("to_prone", "stand", o)).toBe(1);
    // the option changes only those two changes: no other action or posture, and still no change to one's own posture
    expect(cost("to_stand", "stand", o)).toBeUndefined();
    expect(cost("to_prone", "prone", o)).toBeUndefined();
    expect(cost("fire", "crouch", o)).toBe(2);
    // and without it every crouch change is the chart's
    expect(cost("to_stand", "crouch")).toBe(1);
    expect(cost("to_crouch", "prone")).toBe(1);
  });
});
