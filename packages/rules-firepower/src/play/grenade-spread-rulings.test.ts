import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";

/** A1 in (1,3) throws at (4,3), three hexes off: a 9 misses without a complete miss, and the spread roll is a 1. */
function spreadOfOne(tables = {}) {
  const made = createMatch(firepowerRuleset, { scenario: toTestScenario([man("A1", 1, 3, 3)], [man("B1", 6, 1, 6)]), rulings: createRulingsPack({ id: "spread", ruleset: "firepower", tables }) });
  if (!made.ok) throw new Error(made.error.code);
  const r = tryCommand(impulseAt(made.state as FirepowerState, "A", hexId(1, 3)), cmd("throw_grenade", "A", { soldier: "A1", hex: hexId(4, 3) }), [9, 1, 10, 10, 10]);
  if (!r.ok) throw new Error(r.error.code);
  return r.events.find((e) => e.type === "grenade/thrown")?.data as { outcome: string; impact: string | null; spread: { roll: number; provenance: { kind: string } } };
}

describe("the grenade Spread Diagram in play (firepower 6.3.6.3.2.1)", () => {
  it("firepower 6.3.6.3.2.1: a missed grenade lands where the match's diagram says - a rulings pack's cell replaces the reconstructed one, and the event names the cell's provenance", () => {
    const own = spreadOfOne();
    expect(own.spread).toMatchObject({ roll: 1, provenance: { kind: "reconstructed" } });
    expect(own.impact).not.toBe(hexId(4, 3));
    // The pack's roll-1 cell: no step at all, so the grenade stays in the target hex.
    const pack = { "firepower/grenade_spread_diagram": { tableId: "firepower/grenade_spread_diagram", version: "card", source: "the printed Game Card", mode: "patch", cells: [{ inputs: { roll: 1 }, value: { steps: [] } }] } };
    const ruled = spreadOfOne(pack);
    expect(ruled.spread).toMatchObject({ roll: 1, provenance: { kind: "external", source: "the printed Game Card" } });
    expect(ruled.impact).toBe(hexId(4, 3));
  });
});
