import { canonicalJson } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { describeRuleset } from "./describe-ruleset";
import { toyDuel } from "./toy-duel.fixture";

describe("describeRuleset", () => {
  const d = describeRuleset(toyDuel);

  it("lists game and turn commands with their rule, actor, steps and payload schema", () => {
    expect(d.commands.map((c) => c.type)).toEqual(["rename", "turn/end_stage", "turn/lock_plot", "turn/submit_plot", "whisper"]);
    expect(d.commands[0]).toMatchObject({ owner: "ruleset", rule: "toy 1", actor: "any", steps: ["plot"] });
    expect(d.commands[0]?.payload).toMatchObject({ type: "object", properties: { name: { type: "string", minLength: 1 } }, required: ["name"] });
    expect(d.turnModel).toBe("simultaneous-plot");
  });

  it("lists tables and options, and is plain JSON", () => {
    expect(d.tables).toEqual([{ id: "toy-duel/to_hit", version: "1" }]);
    expect(d.options[0]).toMatchObject({ id: "toy-duel/damage", default: "one", citation: "toy 2" });
    expect(() => canonicalJson(d)).not.toThrow();
  });
});
