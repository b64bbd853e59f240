import { describe, expect, it } from "vitest";
import { defineOption } from "./define-option";
import { optionValue, resolveOptions } from "./resolve-options";
import { createRulingsPack } from "./rulings-pack";

const sevenRule = defineOption({
  id: "fow/flying_tank_seven_rule",
  description: "Whether a Firepower test needing 7 may succeed on a 6 then a 5+.",
  choices: { impossible: "Flying Tank: +1 makes FP 6 impossible.", six_then_five: "Apply the general 7+ rule." },
  default: "impossible",
  citation: "Flames of War, Weapon Special Rules › Flying Tank; flamesofwar.md RULING-1",
});
const swapTies = defineOption({
  id: "patrol/hexside_swap_ties",
  description: "Ties in the same-hexside swap roll.",
  choices: { reroll: "Both re-roll.", neither_crosses: "Neither crosses." },
  default: "reroll",
  citation: "Patrol 7.35; patrol.md B18",
});
const options = [sevenRule, swapTies];

describe("resolveOptions", () => {
  it("uses defaults without a pack", () => {
    const r = resolveOptions(options);
    expect(r).toEqual({ ok: true, options: { values: { "fow/flying_tank_seven_rule": "impossible", "patrol/hexside_swap_ties": "reroll" }, fromPack: [] } });
  });

  it("applies the pack's choices and records which options it set", () => {
    const pack = createRulingsPack({ id: "p", ruleset: "fow", options: { "fow/flying_tank_seven_rule": "six_then_five" } });
    const r = resolveOptions(options, pack, "fow");
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(optionValue(r.options, sevenRule)).toBe("six_then_five");
    expect(optionValue(r.options, swapTies)).toBe("reroll");
    expect(r.options.fromPack).toEqual(["fow/flying_tank_seven_rule"]);
  });

  it("reports every unknown option and bad choice as a typed error", () => {
    const pack = createRulingsPack({ id: "p", ruleset: "sniper", options: {
      "fow/flying_tank_seven_rule": "always", "fow/no_such_option": "x", "patrol/hexside_swap_ties": "reroll",
    } });
    const r = resolveOptions(options, pack, "fow");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.code)).toEqual(["options/ruleset_mismatch", "options/bad_choice", "options/unknown_option"]);
    expect(r.errors[1]).toMatchObject({ optionId: "fow/flying_tank_seven_rule", choice: "always", allowed: ["impossible", "six_then_five"] });
    expect(r.errors[2]).toMatchObject({ optionId: "fow/no_such_option" });
  });
});
