import { createMatch, defaultRulings } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { SITUATIONS } from "./order-of-battle";
import { outlinePatrolScenario, PATROL_SHIPPED_SCENARIOS } from "./shipped";
import { SITUATION_DATA } from "./situations";

describe("Patrol! shipped scenarios", () => {
  it("patrol 26.5-26.9, 27.35: one per General Situation, each starts a match with the seats and turn limit it lists", () => {
    expect(PATROL_SHIPPED_SCENARIOS.map((s) => s.document.situation)).toEqual([...SITUATIONS]);
    expect(new Set(PATROL_SHIPPED_SCENARIOS.map((s) => s.id)).size).toBe(SITUATIONS.length);
    for (const s of PATROL_SHIPPED_SCENARIOS) {
      const rulings = defaultRulings(patrolRuleset);
      const made = createMatch(patrolRuleset, { scenario: s.document, rulings });
      expect(made.ok, `${s.id}: ${made.ok ? "" : made.error.message}`).toBe(true);
      if (!made.ok) continue;
      expect(s.sides.map((x) => x.seat)).toEqual([...made.state.seats]);
      expect(made.state.turn).toMatchObject({ turns: s.turnLimit });
      expect(s.brief).toContain(`(${SITUATION_DATA[s.document.situation].rule})`);
      expect(s.rule).toContain("27.35");
    }
  });

  it("patrol 27.35: the Raid's α is the German side, as the OB prints it; sides carry the printed forces", () => {
    const raid = PATROL_SHIPPED_SCENARIOS.find((s) => s.document.situation === "raid")!;
    expect(raid.sides).toEqual([{ seat: "alpha", name: "German", force: "6BR 3MP 6SC" }, { seat: "bravo", name: "Canadians", force: "3BR 3MP 1AR" }]);
    expect(raid.turnLimit).toBe(15);
    expect(outlinePatrolScenario({ ob: "27.99", situation: "patrol" })).toBeUndefined();
  });
});
