import { createMatch, createRulingsPack } from "@tactica/engine";
import type { TableOverride } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { man } from "../weapons/vehicles.fixture";

const scenario = (rules: "basic" | "advanced") => ({ ...toTestScenario([man("A1", 1, 3, 3)], [man("B1", 4, 3, 6)]), rules });

/** The table's own cells re-supplied by a pack as the printed card's (provenance external). */
function supplied(ids: readonly string[]): Record<string, TableOverride> {
  return Object.fromEntries(ids.map((id) => {
    const table = firepowerRuleset.tables.find((t) => t.id === id);
    if (!table) throw new Error(`no table ${id}`);
    return [id, { tableId: id, version: "card", source: "the printed Game Card", mode: "patch", cells: table.cells.map((c) => ({ inputs: c.inputs, value: c.value })) }];
  }));
}

const create = (rules: "basic" | "advanced", choice?: "placeholders" | "refuse", tables: Record<string, TableOverride> = {}) =>
  createMatch(firepowerRuleset, { scenario: scenario(rules), rulings: createRulingsPack({ id: "charts", ruleset: "firepower", options: choice ? { "firepower/missing_charts": choice } : {}, tables }) });

const BASIC_CHARTS = ["firepower/blast_zone_modifiers", "firepower/grenade_spread_diagram"];
const ADVANCED_CHARTS = [...BASIC_CHARTS, "firepower/movement_modifiers_chart", "firepower/canister_range_modifiers", "firepower/canister_range_play", "firepower/hit_location_sides", "firepower/works_hit_location"];

describe("option firepower/missing_charts (firepower 12.2.12, 12.3.2, 12.7; digest §15 item 25)", () => {
  it("placeholders (the default): a match is set up on the declared stand-in cells", () => {
    expect(create("advanced").ok).toBe(true);
    expect(create("advanced", "placeholders").ok).toBe(true);
  });

  it("refuse: no match while a missing chart the game reads holds stand-in cells; the refusal names each table", () => {
    const advanced = create("advanced", "refuse");
    expect(advanced).toMatchObject({ ok: false, error: { code: "setup/missing_charts" } });
    if (advanced.ok) return;
    for (const id of ADVANCED_CHARTS) expect(advanced.error.message).toContain(id);
    // The Basic Game reads no Movement Modifiers Chart, canister or Hit Location table: only the blast and spread diagrams.
    const basic = create("basic", "refuse");
    if (basic.ok) throw new Error("a Basic match on stand-in diagrams was set up");
    expect(basic.error.message).toContain("firepower/grenade_spread_diagram");
    expect(basic.error.message).not.toContain("firepower/movement_modifiers_chart");
  });

  it("refuse: a rulings pack that supplies the charts as the printed cards' lets the match start; one table short still refuses", () => {
    expect(create("basic", "refuse", supplied(BASIC_CHARTS)).ok).toBe(true);
    expect(create("advanced", "refuse", supplied(ADVANCED_CHARTS)).ok).toBe(true);
    const short = create("advanced", "refuse", supplied(ADVANCED_CHARTS.filter((id) => id !== "firepower/works_hit_location")));
    if (short.ok) throw new Error("set up with the works Hit Location table still a placeholder");
    expect(short.error.message).toContain("firepower/works_hit_location");
    expect(short.error.message).not.toContain("firepower/hit_location_sides");
  });
});
