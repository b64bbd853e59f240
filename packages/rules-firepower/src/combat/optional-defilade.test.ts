import { describe, expect, it } from "vitest";
import type { MapDocument } from "@tactica/map";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { inImpulse, stand, variant } from "../play/authored-match.fixture";
import { boardForDocument } from "../core/board";
import { explainFire } from "./explain-fire";
import type { FirepowerState } from "../state/types";

const at = (id: string) => boardForDocument(createFirepowerAuthoredSampleMap()).hexOf(id) ?? { q: 0, r: 0 };
/** A 2-height wall on the north-east side of 4B6, between a firer at 4A6 and a target at 4D6. */
const walled: MapDocument = variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: at("4B6"), dir: 1, features: [{ type: "wall", height: 2 }] }] }));
const odds = (s: FirepowerState, firer = "A1", target = "B1") => {
  const r = explainFire(s, firer, target);
  if (!r.ok) throw new Error(r.error.code);
  expect(r.value.los.clear).toBe(true);
  return r.value.odds;
};
const named = (s: FirepowerState, part: string) => odds(s).modifiers.filter((m) => m.name.includes(part));

describe("Firepower Option 23.4: defilade", () => {
  it("firepower 23.4: a 2-height wall between them hides the Standing target's lower height: 1 height of defilade, the usual cover +1 (only with the option)", () => {
    const on = inImpulse([stand("A1", "4A6", 3)], [stand("B1", "4D6", 5)], "4A6", { map: walled, options: { "firepower/defilade": "on" } });
    expect(named(on, "defilade")).toEqual([expect.objectContaining({ value: 1, rule: "Firepower 23.4, 12.2.3", provenance: expect.objectContaining({ kind: "book" }) })]);
    const off = inImpulse([stand("A1", "4A6", 3)], [stand("B1", "4D6", 5)], "4A6", { map: walled });
    expect(named(off, "defilade")).toEqual([]);
    expect(odds(on).modifierTotal).toBe(odds(off).modifierTotal + 1);
  });

  it("firepower 23.4: with nothing in between there is no defilade", () => {
    const open = inImpulse([stand("A1", "4A6", 3)], [stand("B1", "4D6", 5)], "4A6", { options: { "firepower/defilade": "on" } });
    expect(named(open, "defilade")).toEqual([]);
  });
});

describe("Firepower Option 16.2.2: fire at Prone from above", () => {
  it("firepower 16.2.2: from the upper window (head at 6) at a Prone man on the ground (head at 0) Prone counts +1, not +2; only with the option", () => {
    const on = inImpulse([stand("A1", "4F2", 6, { storey: 1 })], [stand("B1", "4D1", 3, { posture: "prone" })], "4F2", { options: { "firepower/fire_from_above": "on" } });
    const off = inImpulse([stand("A1", "4F2", 6, { storey: 1 })], [stand("B1", "4D1", 3, { posture: "prone" })], "4F2");
    expect(named(on, "16.2.2")).toEqual([expect.objectContaining({ value: -1, rule: "Firepower 16.2.2" })]);
    expect(odds(on).modifierTotal).toBe(odds(off).modifierTotal - 1);
  });

  it("firepower 16.2.2: a Crouching target, and a Prone one only 2 heights below a firer on the ground, take the full modifiers", () => {
    const crouch = inImpulse([stand("A1", "4F2", 6, { storey: 1 })], [stand("B1", "4D1", 3, { posture: "crouch" })], "4F2", { options: { "firepower/fire_from_above": "on" } });
    expect(named(crouch, "16.2.2")).toEqual([]);
    const low = inImpulse([stand("A1", "4E1", 4)], [stand("B1", "4C2", 3, { posture: "prone" })], "4E1", { options: { "firepower/fire_from_above": "on" } });
    expect(named(low, "16.2.2")).toEqual([]);
  });
});
