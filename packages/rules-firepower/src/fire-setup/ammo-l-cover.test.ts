import { apply, createMatch, createRulingsPack } from "@tactica/engine";
import type { TableOverride } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { hexId, impulseAt, man } from "../weapons/vehicles.fixture";

const RFL_PENETRATION_4: TableOverride = { tableId: "firepower/l_penetration", version: "test", source: "test ruling", mode: "patch", cells: [{ inputs: { weapon: "RFL" }, value: 4 }] };

/** Modifier names of A1's first burst at B1 (A1 RFL at (1,3), B1 at (4,3)), with `extra` scenario fields and table overrides. */
function burstModifiers(extra: Partial<FirepowerScenario>, tables: Record<string, TableOverride> = {}): string[] {
  const scenario = { ...toTestScenario([man("A1", 1, 3, 3)], [man("B1", 4, 3, 6)]), ...extra };
  const made = createMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "l-cover", ruleset: "firepower", tables }) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const s = impulseAt(made.state as FirepowerState, "A", hexId(1, 3));
  const r = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, createFixedDice(Array.from({ length: 12 }, () => 10)));
  if (!r.ok) throw new Error(r.error.code);
  const burst = (r.events[0]?.data as { bursts: { modifiers: { name: string }[] }[] }).bursts[0];
  return burst?.modifiers.map((m) => m.name) ?? [];
}

const BLOCK: Partial<FirepowerScenario> = { rules: "advanced", works: [{ hex: hexId(4, 3), type: "block" }] };

describe("L penetration against cover (firepower 12.3.6)", () => {
  it("firepower 12.3.6: with the placeholder penetrations an L bullet does not pierce a block, which stays cover", () => {
    const names = burstModifiers(BLOCK);
    expect(names).toContain("target in cover");
    expect(names).not.toContain("target's cover penetrated: concealment only (12.3.6)");
  });

  it("firepower 12.3.6, 12.2.4: when the L penetration equals the cover's terrain value (a ruling: RFL 4 against the block's 4), the cover counts only as concealment", () => {
    const names = burstModifiers(BLOCK, { "firepower/l_penetration": RFL_PENETRATION_4 });
    expect(names).not.toContain("target in cover");
    expect(names).toContain("target's cover penetrated: concealment only (12.3.6)");
  });

  it("firepower 12.3.6: trees have no terrain value in play, so a tree target's modifiers are the same whatever the penetration", () => {
    const tables = { "firepower/l_penetration": { ...RFL_PENETRATION_4, cells: [{ inputs: { weapon: "RFL" }, value: 30 }] } };
    const inTree = (t: Record<string, TableOverride>) => {
      const scenario = { ...toTestScenario([man("A1", 1, 0, 3)], [man("B1", 3, 0, 6)]), rules: "advanced" as const };
      const made = createMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "l-cover-tree", ruleset: "firepower", tables: t }) });
      if (!made.ok) throw new Error(made.error.code);
      const s = impulseAt(made.state as FirepowerState, "A", hexId(1, 0));
      const r = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, createFixedDice(Array.from({ length: 12 }, () => 10)));
      if (!r.ok) throw new Error(r.error.code);
      return (r.events[0]?.data as { bursts: { modifiers: { name: string }[] }[] }).bursts[0]?.modifiers.map((m) => m.name) ?? [];
    };
    const names = inTree(tables);
    expect(names).toContain("target in concealment");
    expect(names).toEqual(inTree({}));
    expect(names).not.toContain("target's cover penetrated: concealment only (12.3.6)");
  });
});
