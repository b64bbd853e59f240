import { describe, expect, it } from "vitest";
import type { RulesetModule } from "@tactica/ruleset-module";
import { createRegistry, defaultModules } from "./index";

describe("createRegistry", () => {
  it("finds each default module by its ruleset's id, lists them in order and says which have a part", () => {
    const registry = createRegistry(defaultModules());
    expect(registry.ids()).toEqual(["firepower", "patrol", "sniper", "fow", "wwb"]);
    for (const m of defaultModules()) expect(registry.find(m.id)?.ruleset.id).toBe(m.id);
    expect(registry.find("chess")).toBeUndefined();
    expect(registry.having("sighting").map((m) => m.id)).toEqual(["firepower", "patrol", "sniper", "wwb"]);
  });

  it("refuses two modules with one id (a wiring bug)", () => {
    const [first] = defaultModules();
    expect(() => createRegistry([first as RulesetModule, first as RulesetModule])).toThrow(/two ruleset modules have the id "firepower"/);
  });
});
