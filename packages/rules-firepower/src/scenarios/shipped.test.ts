import { createMatch, defaultRulings } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { FIREPOWER_SHIPPED_SCENARIOS, outlineFirepowerScenario } from "./shipped";

describe("Firepower shipped scenarios", () => {
  it("firepower 2, 7: each starts a match whose seats and turn limit are the ones it lists", () => {
    expect(FIREPOWER_SHIPPED_SCENARIOS.map((s) => s.id)).toEqual(["firepower-basic-game", "firepower-authored-sample", "firepower-vehicle-skirmish"]);
    for (const s of FIREPOWER_SHIPPED_SCENARIOS) {
      const made = createMatch(firepowerRuleset, { scenario: s.document, rulings: defaultRulings(firepowerRuleset) });
      expect(made.ok, `${s.id}: ${made.ok ? "" : made.error.message}`).toBe(true);
      if (!made.ok) continue;
      expect(s.sides.map((x) => x.seat)).toEqual([...made.state.seats]);
      expect(made.state.turn).toMatchObject({ turns: s.turnLimit });
      expect(s.brief.length).toBeGreaterThan(200);
      expect(s.mapId).toBe(s.document.mapDocument ? null : s.document.map);
    }
  });

  it("firepower 2.3: the Basic Game Scenario lists both identical forces and four Turns", () => {
    const basic = FIREPOWER_SHIPPED_SCENARIOS[0]!;
    expect(basic.turnLimit).toBe(4);
    expect(basic.sides.map((s) => s.force)).toEqual(["1 LMG, 1 PST, 4 RFL", "1 LMG, 1 PST, 4 RFL"]);
    expect(outlineFirepowerScenario({ sides: { A: {} } })).toBeUndefined();
  });
});
