import { describeRuleset } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "./ruleset";

describe("Patrol! ruleset self-description", () => {
  it("patrol 5.0: describeRuleset lists the plot commands, every table and every option", () => {
    const d = describeRuleset(patrolRuleset);
    expect(JSON.stringify(d)).toContain("turn/submit_plot");
    expect(d.tables.map((t) => t.id)).toContain("patrol/firearm_results");
    expect(d.options).toHaveLength(45);
  });
});
