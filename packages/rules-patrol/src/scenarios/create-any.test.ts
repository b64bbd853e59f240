import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { listPlayableScenarios } from "./scenario-catalog";

describe("Patrol! a match from any OB and any situation", () => {
  it("patrol 26.0, 27.0: every playable OB x situation x α side creates a match; unplayable ones are refused", { timeout: 60_000 }, () => {
    const all = listPlayableScenarios();
    for (const sc of all) {
      const made = createMatch(patrolRuleset, { scenario: sc });
      expect(made.ok, `${sc.ob} ${sc.situation} ${sc.alphaSide}`).toBe(true);
    }
    expect(new Set(all.map((s) => s.ob)).size).toBe(41);
    const none = createMatch(patrolRuleset, { scenario: { ob: "27.22", situation: "assault" } });
    expect(none.ok ? "" : none.error.code).toBe("match/invalid_scenario");
    const unknown = createMatch(patrolRuleset, { scenario: { ob: "27.99", situation: "patrol" } });
    expect(unknown.ok).toBe(false);
  });
});
