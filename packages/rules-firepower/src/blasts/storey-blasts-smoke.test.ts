import { describe, expect, it } from "vitest";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { inImpulse, stand, variant } from "../play/authored-match.fixture";
import { boardForDocument, boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { addSmoke } from "./smoke";
import type { FirepowerState } from "../state/types";

/** The state with M smoke (+3) in `hex`. */
const smoked = (s: FirepowerState, hex: string): FirepowerState => {
  const h = boardOf(s.game).hexOf(hex);
  if (!h) throw new Error(`no ${hex}`);
  return { ...s, game: addSmoke(s.game, { hex: h, source: "M", round: 1, by: "A1" }) };
};
const smokeModifiers = (s: FirepowerState, firer: string, target: string) => {
  const r = explainFire(s, firer, target);
  if (!r.ok) throw new Error(r.error.code);
  expect(r.value.los.clear).toBe(true);
  return r.value.odds.modifiers.filter((m) => m.name.includes("smoke"));
};

describe("Firepower 12.3.7, 12.2.7: smoke reaches 5 heights above its impact height", () => {
  it("firepower 12.3.7: from the upper window (eye at 6) to a man on a 3-height hill (eye at 5) the line crosses 4E2 above its ground smoke (top 5): no smoke modifier; a line at ground level through it takes +3", () => {
    const d1 = boardForDocument(createFirepowerAuthoredSampleMap()).hexOf("4D1") ?? { q: 0, r: 0 };
    const hill = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: d1, id: "4D1", terrain: "hill", height: 3 }] }));
    const high = smoked(inImpulse([stand("A1", "4F2", 6, { storey: 1 })], [stand("B1", "4D1", 3)], "4F2", { map: hill }), "4E2");
    expect(smokeModifiers(high, "A1", "B1")).toEqual([]);
    const low = smoked(inImpulse([stand("A1", "4F1", 5)], [stand("B1", "4D1", 2)], "4F1"), "4E2");
    expect(smokeModifiers(low, "A1", "B1").map((m) => m.value)).toEqual([3]);
  });
});
