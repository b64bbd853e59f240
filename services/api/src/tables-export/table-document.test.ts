import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTableOverride } from "@tactica/engine";
import { defaultModules } from "@tactica/rulesets";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";
import { tableCsv, tableExport } from "./table-document";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("ruleset tables export (issue 24, official charts)", () => {
  it("every declared table of every registered module goes back through validateTableOverride unchanged", () => {
    let tables = 0;
    for (const m of defaultModules()) {
      for (const table of m.ruleset.tables ?? []) {
        const e = tableExport({ id: m.id, version: m.ruleset.version }, table);
        const back = validateTableOverride(table, JSON.parse(JSON.stringify(e.document)));
        expect(back.ok, `${table.id}`).toBe(true);
        if (!back.ok) continue;
        expect(back.table.cells.map((c) => [c.key, c.value, c.provenance])).toEqual(table.cells.map((c) => [c.key, c.value, c.provenance]));
        expect(Object.values(e.provenance).reduce((a, b) => a + b, 0)).toBe(table.cells.length);
        tables += 1;
      }
    }
    expect(tables).toBeGreaterThan(10);
  });

  it("CSV: a header, one row per cell, quoted where needed, provenance kind and detail last", () => {
    const doc = {
      tableId: "t", version: "1", source: "s", mode: "replace" as const,
      cells: [
        { inputs: { range: 3, cover: "wood" }, value: { hits: 2, note: 'a "b", c' }, provenance: { kind: "book" as const, section: "6.3" } },
        { inputs: { range: 4, cover: "open" }, value: { hits: 1 }, provenance: { kind: "placeholder" as const, note: "not printed" } },
      ],
    };
    expect(tableCsv(doc)).toBe(
      "inputs.range,inputs.cover,value.hits,value.note,provenance.kind,provenance.detail\r\n"
      + '3,wood,2,"a ""b"", c",book,6.3\r\n'
      + "4,open,1,,placeholder,not printed\r\n",
    );
  });

  it("serves the index, each table as JSON and CSV, and the rulesetTables query with the same counts", async () => {
    const index = await t.app.inject({ method: "GET", url: "/rulesets/firepower/tables" });
    expect(index.statusCode).toBe(200);
    const list = index.json() as { tables: { tableId: string; cellCount: number; provenance: Record<string, number>; json: string; csv: string }[] };
    const declared = defaultModules().find((m) => m.id === "firepower")!.ruleset.tables!;
    expect(list.tables.map((x) => x.tableId)).toEqual(declared.map((x) => x.id));
    const first = list.tables[0]!;
    const json = await t.app.inject({ method: "GET", url: first.json });
    expect(json.statusCode).toBe(200);
    expect((json.json() as { cells: unknown[] }).cells).toHaveLength(declared[0]!.cells.length);
    const csv = await t.app.inject({ method: "GET", url: first.csv });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.trimEnd().split("\r\n")).toHaveLength(declared[0]!.cells.length + 1);
    expect((await t.app.inject({ method: "GET", url: "/rulesets/firepower/tables/nope.csv" })).statusCode).toBe(404);
    const { key } = await createApiClient(t.db, { name: "reader", scopes: ["read"] });
    const q = await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: { query: '{ rulesetTables(rulesetId: "firepower") }' } });
    expect(q.json()).not.toHaveProperty("errors");
    const rows = (q.json() as { data?: { rulesetTables: { tableId: string; provenance: Record<string, number> }[] } }).data?.rulesetTables;
    expect(rows?.map((r) => [r.tableId, r.provenance])).toEqual(list.tables.map((r) => [r.tableId, r.provenance]));
  });
});
