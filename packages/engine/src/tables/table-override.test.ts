import { describe, expect, it } from "vitest";
import { lookupOrThrow } from "./lookup";
import { createResultsTableFixture } from "./results-table.fixture";
import { validateTableOverride } from "./table-override";

describe("validateTableOverride", () => {
  const table = createResultsTableFixture();

  it("patches cells and marks them with the organiser's source", () => {
    const r = validateTableOverride(table, {
      tableId: "fixture/results", version: "club-2", source: "Club scan of the 1974 chart",
      cells: [
        { inputs: { column: 4, roll: 5 }, value: "I" },
        { inputs: { column: 5, roll: 6 }, value: "W", provenance: { kind: "book", section: "10.9 (printed chart)" } },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.table.version).toBe("club-2");
    expect(r.table.cells).toHaveLength(30);
    expect(lookupOrThrow(r.table, { column: 4, roll: 5 })).toMatchObject({ value: "I", provenance: { kind: "external", source: "Club scan of the 1974 chart" } });
    expect(lookupOrThrow(r.table, { column: 5, roll: 6 }).provenance).toEqual({ kind: "book", section: "10.9 (printed chart)" });
    expect(lookupOrThrow(r.table, { column: 1, roll: 1 }).value).toBe("K");
    expect(lookupOrThrow(table, { column: 4, roll: 5 }).value).toBe("W");
  });

  it("replace mode makes the listed cells the whole table", () => {
    const r = validateTableOverride(table, { tableId: "fixture/results", version: "2", source: "s", mode: "replace",
      cells: [{ inputs: { column: 1, roll: 1 }, value: "K" }] });
    expect(r.ok && r.table.cells.length).toBe(1);
  });

  it("names the bad cell by path and says why", () => {
    const r = validateTableOverride(table, { tableId: "fixture/results", version: "2", source: "s",
      cells: [{ inputs: { column: 1, roll: 1 }, value: "K" }, { inputs: { column: 2, roll: 3 }, value: "X" }, { inputs: { column: 9, roll: 1 }, value: "K" }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path)).toEqual([["cells", 1, "value"], ["cells", 2, "inputs", "column"]]);
    expect(r.issues[0]?.reason).toMatch(/K|I|W/);
    expect(r.issues[0]?.code).toBe("table/bad_override");
  });

  it("rejects the wrong table, duplicate cells, bad provenance and malformed JSON", () => {
    const wrong = validateTableOverride(table, { tableId: "sniper/fire", version: "2", source: "s", cells: [] });
    expect(!wrong.ok && wrong.issues[0]?.path).toEqual(["tableId"]);
    const dup = validateTableOverride(table, { tableId: "fixture/results", version: "2", source: "s",
      cells: [{ inputs: { roll: 1, column: 1 }, value: "K" }, { inputs: { column: 1, roll: 1 }, value: "I" }] });
    expect(!dup.ok && dup.issues[0]).toMatchObject({ path: ["cells", 1, "inputs"], reason: expect.stringMatching(/duplicate of cells\[0\]/) });
    const prov = validateTableOverride(table, { tableId: "fixture/results", version: "2", source: "s",
      cells: [{ inputs: { column: 1, roll: 1 }, value: "K", provenance: { kind: "book" } }] });
    expect(!prov.ok && prov.issues[0]?.path).toEqual(["cells", 0, "provenance", "section"]);
    const junk = validateTableOverride(table, { tableId: "fixture/results", cells: "all K" });
    expect(!junk.ok && junk.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["version", "source", "cells"]));
  });
});
