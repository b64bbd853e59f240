import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { basePoints } from "../advanced/characteristics";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import { firepowerScenarioSchema } from "./scenario-schema";
import type { FirepowerScenario } from "./scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { sidePoints } from "./optional-points";

const ON = (extra: Record<string, string> = {}) => createRulingsPack({ id: "opt26", ruleset: "firepower", options: { "firepower/balanced_points": "on", ...extra } });
const withoutB6: FirepowerScenario = { ...BASIC_GAME_SCENARIO, sides: { ...BASIC_GAME_SCENARIO.sides, B: { ...BASIC_GAME_SCENARIO.sides.B, soldiers: BASIC_GAME_SCENARIO.sides.B.soldiers.slice(0, 5) } } };

describe("Optional Rule 26: point values", () => {
  it("firepower 26.2: the American Rifle Squad 3/2 example is worth 185 base points", () => {
    expect(basePoints({ value: 59, impulses: 2, phases: 3, leaders: 16, turns: 5 })).toBe(185);
  });

  it("firepower 26.2: a side's base points per squad from its weapons (LMG 12 and RFL 5 reconstructed, PST placeholder), Impulses, chits, leaders and Turns", () => {
    const sc = firepowerScenarioSchema.parse(BASIC_GAME_SCENARIO);
    // LMG 12 + PST 2 + 4 RFL 20 = 34; floor((34 x 2 x 3 + 0) x 4 / 10) = 81.
    expect(sidePoints(sc, "A")).toEqual({ base: 81, extra: 0, total: 81, provenance: ["placeholder", "reconstructed"] });
    const led = firepowerScenarioSchema.parse({ ...BASIC_GAME_SCENARIO, rules: "advanced", sides: { ...BASIC_GAME_SCENARIO.sides, A: { ...BASIC_GAME_SCENARIO.sides.A, soldiers: BASIC_GAME_SCENARIO.sides.A.soldiers.map((s, i) => (i === 0 ? { ...s, rank: "S", dmc: 2 } : s)) } } });
    // A squad leader adds 10 before the Turns multiply: floor((204 + 10) x 4 / 10) = 85; two DMC at 3 (placeholder) are 6 extra.
    expect(sidePoints(led, "A")).toMatchObject({ base: 85, extra: 6, total: 91 });
  });

  it("firepower 26.3: with the option a match starts only when both sides are worth the same; a rulings pack may re-price a placeholder", () => {
    expect(createMatch(firepowerRuleset, { scenario: BASIC_GAME_SCENARIO, rulings: ON() }).ok).toBe(true);
    const refused = createMatch(firepowerRuleset, { scenario: withoutB6, rulings: ON() });
    expect(refused).toMatchObject({ ok: false, error: { code: "points/unbalanced", rule: "Firepower 26.3" } });
    expect(!refused.ok && refused.error.message).toContain("A 81");
    expect(createMatch(firepowerRuleset, { scenario: withoutB6 }).ok).toBe(true);
    // The organiser's prices decide: with rifles at 0 points five soldiers balance six.
    const free = { tableId: "firepower/point_values", version: "test", source: "test pack", cells: [{ inputs: { item: "RFL" }, value: 0 }] };
    expect(createMatch(firepowerRuleset, { scenario: withoutB6, rulings: createRulingsPack({ id: "p", ruleset: "firepower", options: { "firepower/balanced_points": "on" }, tables: { "firepower/point_values": free } }) }).ok).toBe(true);
  });
});
