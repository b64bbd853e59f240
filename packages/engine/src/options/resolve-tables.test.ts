import { describe, expect, it } from "vitest";
import { lookupOrThrow } from "../tables/lookup";
import { createResultsTableFixture } from "../tables/results-table.fixture";
import { resolveTables, toEffectiveTable } from "./resolve-tables";
import { createRulingsPack } from "./rulings-pack";

describe("resolveTables", () => {
  const table = createResultsTableFixture();

  it("returns the ruleset's tables when the pack overrides none", () => {
    const r = resolveTables([table]);
    expect(r.ok && r.tables.get("fixture/results")).toBe(table);
  });

  it("applies a valid override and lists it", () => {
    const pack = createRulingsPack({ id: "p", ruleset: "fixture", tables: {
      "fixture/results": { tableId: "fixture/results", version: "club", source: "club chart", cells: [{ inputs: { column: 2, roll: 5 }, value: "W" }] },
    } });
    const r = resolveTables([table], pack);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.overridden).toEqual(["fixture/results"]);
    const overridden = r.tables.get("fixture/results");
    expect(overridden && lookupOrThrow(overridden, { column: 2, roll: 5 }).value).toBe("W");
    const typed = toEffectiveTable(r.tables, table);
    expect(lookupOrThrow(typed, { column: 2, roll: 5 })).toMatchObject({ value: "W", provenance: { kind: "external", source: "club chart" } });
    expect(toEffectiveTable(new Map(), table)).toBe(table);
  });

  it("reports unknown tables and bad overrides with the cell path", () => {
    const pack = createRulingsPack({ id: "p", ruleset: "fixture", tables: {
      "fixture/nope": { tableId: "fixture/nope", version: "1", source: "s", cells: [] },
      "fixture/results": { tableId: "fixture/results", version: "1", source: "s", cells: [{ inputs: { column: 2, roll: 7 }, value: "W" }] },
    } });
    const r = resolveTables([table], pack);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ code: "tables/unknown_table", tableId: "fixture/nope" });
    expect(r.errors[1]).toMatchObject({ code: "tables/bad_override", issues: [{ path: ["cells", 0, "inputs", "roll"] }] });
  });
});
