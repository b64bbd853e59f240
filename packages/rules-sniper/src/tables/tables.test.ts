import { describe, expect, it } from "vitest";
import type { FixedEffect } from "./index";
import {
  activationTrackTable, countSniperTableProvenance, FIRE_COLUMN_FACTS, fireResultsTable,
  firepowerTable, SNIPER_TABLES, sniperLookup, terrainEffectsTable, toRangeBand, trackThresholds,
} from "./index";

describe("Sniper! tables as data with provenance (digest §12)", () => {
  it("sniper 12.6: AR at 14 hexes (band 11-20) is 30, the book's; every other firepower cell is a placeholder", () => {
    expect(toRangeBand(14)).toBe(2);
    expect(toRangeBand(10)).toBe(1);
    expect(toRangeBand(11)).toBe(2);
    expect(sniperLookup.firepower("AR", 2)).toMatchObject({ value: 30, provenance: { kind: "book", section: "12.6" } });
    const others = firepowerTable.cells.filter((c) => !(c.inputs.weapon === "AR" && c.inputs.band === 2));
    expect(others.length).toBeGreaterThan(30);
    expect(others.every((c) => c.provenance.kind === "placeholder")).toBe(true);
  });

  it("sniper 5.2: track B box 1 = 6 and track E box 1 = 5 are the book's; the other boxes are placeholders", () => {
    expect(sniperLookup.track("B", 1)).toMatchObject({ value: 6, provenance: { kind: "book", section: "5.2" } });
    expect(sniperLookup.track("E", 1)).toMatchObject({ value: 5, provenance: { kind: "book", section: "5.2" } });
    expect(sniperLookup.track("B", 2).provenance.kind).toBe("placeholder");
    expect(activationTrackTable.cells.filter((c) => c.provenance.kind === "book")).toHaveLength(2);
    expect(activationTrackTable.cells).toHaveLength(42);
    expect(trackThresholds("B")[0]).toBe(6);
    expect(trackThresholds("E")).toHaveLength(6);
  });

  it("sniper 12.6 / 28.3: the Fire Attack Results table is all placeholder; column 7 is a printed column and is present", () => {
    expect(fireResultsTable.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
    expect(FIRE_COLUMN_FACTS[0].column).toBe(7);
    expect(fireResultsTable.cells.some((c) => c.inputs.column === 7)).toBe(true);
    // Beyond the printed rows and columns the end cells answer.
    expect(sniperLookup.fireResult(40, 15).cellKey).toBe(sniperLookup.fireResult(10, 12).cellKey);
    expect(sniperLookup.fireResult(0, 0).cellKey).toBe(sniperLookup.fireResult(0, 2).cellKey);
  });

  it("sniper 11.6: prone observation is the book's - open unlimited through rough #1, mixed 40, dense 20", () => {
    expect(sniperLookup.proneSight("open")).toMatchObject({ value: { range: null, throughRough1: true, throughRough2: false }, provenance: { kind: "book" } });
    expect(sniperLookup.proneSight("mixed").value).toEqual({ range: 40, throughRough1: false, throughRough2: false });
    expect(sniperLookup.proneSight("dense").value.range).toBe(20);
  });

  it("sniper 11.5, 10.1, 12.6: corner 2/4, staircase 2, move 4, evade 6 are book; interior wall, ceiling and smoke are placeholders", () => {
    const f = (effect: FixedEffect) => sniperLookup.fixed(effect);
    expect(f("corner_standing")).toMatchObject({ value: 2, provenance: { kind: "book", section: "11.5" } });
    expect(f("corner_prone")).toMatchObject({ value: 4, provenance: { kind: "book", section: "11.5" } });
    expect(f("staircase")).toMatchObject({ value: 2, provenance: { kind: "book", section: "10.1" } });
    expect(f("moving").value).toBe(4);
    expect(f("evading").value).toBe(6);
    expect(f("interior_wall").provenance.kind).toBe("placeholder");
    expect(f("smoke").provenance.kind).toBe("placeholder");
  });

  it("the hex rows of the Terrain Effects chart are all placeholders; the Counter Index is reconstructed (activation) and placeholder (panic)", () => {
    expect(terrainEffectsTable.cells).toHaveLength(18);
    expect(terrainEffectsTable.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
    expect(sniperLookup.counterActivation("german", 1)).toMatchObject({ value: 1, provenance: { kind: "reconstructed" } });
    expect(sniperLookup.counterActivation("german", 18).value).toBe(6);
    expect(sniperLookup.counterPanic("soviet", 5).provenance.kind).toBe("placeholder");
  });

  it("provenance counts add up to every cell of every table", () => {
    const counts = countSniperTableProvenance();
    const total = SNIPER_TABLES.reduce((n, t) => n + t.cells.length, 0);
    expect(counts.book + counts.reconstructed + counts.placeholder + counts.external).toBe(total);
    expect(counts.book).toBe(1 + 2 + 3 + 17);
  });
});
