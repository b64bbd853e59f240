import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTable } from "./define-table";
import { lookup, lookupOrThrow } from "./lookup";
import { createResultsTableFixture } from "./results-table.fixture";
import { fromBook, placeholder } from "./provenance";

describe("lookup", () => {
  const table = createResultsTableFixture();

  it("a printed cell (column 3, roll 2: I) answers with its book provenance", () => {
    expect(lookup(table, { column: 3, roll: 2 })).toEqual({
      ok: true, value: "I", provenance: fromBook("10.9"), tableId: "fixture/results", tableVersion: "1", cellKey: '{"column":3,"roll":2}',
    });
  });

  it("says when the answer rests on a reconstructed cell", () => {
    const r = lookup(table, { column: 5, roll: 6 });
    expect(r.ok && r.provenance.kind).toBe("reconstructed");
  });

  it("returns typed errors for bad inputs and for gaps", () => {
    const bad = lookup(table, { column: 6, roll: 1 });
    expect(bad).toMatchObject({ ok: false, error: { code: "table/invalid_inputs", tableId: "fixture/results" } });
    expect(!bad.ok && bad.error.message).toMatch(/at column/);
    const sparse = defineTable({ id: "t/sparse", version: "1", inputs: z.object({ n: z.number().int() }), output: z.string(),
      provenance: placeholder("test"), cells: [{ inputs: { n: 1 }, value: "a" }] });
    expect(lookup(sparse, { n: 2 })).toMatchObject({ ok: false, error: { code: "table/no_cell" } });
    expect(() => lookupOrThrow(sparse, { n: 2 })).toThrow(/table\/no_cell/);
  });

  it("maps inputs to the printed row with toCellInputs (a modified 2d6 beyond the table reads its last row)", () => {
    const rows = defineTable({
      id: "t/rows", version: "1", inputs: z.object({ roll: z.number().int() }), output: z.string(), provenance: fromBook("12.6"),
      toCellInputs: ({ roll }) => ({ roll: Math.min(12, Math.max(2, roll)) }),
      cells: Array.from({ length: 11 }, (_, i) => ({ inputs: { roll: i + 2 }, value: i + 2 >= 10 ? "K" : "-" })),
    });
    expect(lookupOrThrow(rows, { roll: 14 }).value).toBe("K");
    expect(lookupOrThrow(rows, { roll: 0 }).cellKey).toBe('{"roll":2}');
  });
});
