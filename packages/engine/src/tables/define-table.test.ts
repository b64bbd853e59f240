import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTable } from "./define-table";
import { createResultsTableFixture } from "./results-table.fixture";
import { fromBook } from "./provenance";

describe("defineTable", () => {
  it("normalizes cells: every cell has provenance and a canonical key", () => {
    const table = createResultsTableFixture();
    expect(table.cells).toHaveLength(30);
    expect(table.index.get('{"column":1,"roll":1}')?.value).toBe("K");
    expect(table.index.get('{"column":4,"roll":5}')?.provenance.kind).toBe("reconstructed");
    expect(table.index.get('{"column":4,"roll":4}')?.provenance).toEqual(fromBook("10.9"));
  });

  const base = { id: "t/x", version: "1", inputs: z.object({ n: z.number().int() }), output: z.number() };

  it("throws on a cell outside the schema (a bug in the ruleset)", () => {
    expect(() => defineTable({ ...base, provenance: fromBook("1"), cells: [{ inputs: { n: 1.5 }, value: 1 }] })).toThrow(/cell 0 inputs/);
    expect(() => defineTable({ ...base, provenance: fromBook("1"), cells: [{ inputs: { n: 1 }, value: Number.NaN }] })).toThrow(/cell 0 value/);
  });

  it("throws on duplicate cells and on cells without provenance", () => {
    expect(() => defineTable({ ...base, provenance: fromBook("1"), cells: [{ inputs: { n: 1 }, value: 1 }, { inputs: { n: 1 }, value: 2 }] })).toThrow(/duplicate/);
    expect(() => defineTable({ ...base, cells: [{ inputs: { n: 1 }, value: 1 }] })).toThrow(/no provenance/);
  });
});
