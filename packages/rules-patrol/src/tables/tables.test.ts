import { buildTable, lookupOrThrow } from "@tactica/engine";
import { toDefenseStrength } from "../combat/defense-strength";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { describe, expect, it } from "vitest";
import { blastTable, firearmAttackTable, firearmResultsTable, handToHandTable, PATROL_TABLES, scatterCoefficientTable, scatterTable,
  terrainEffectsTable, toVictoryBand, victoryLevelTable } from "./index";

describe("Patrol! tables as data with provenance", () => {
  it("patrol 9.8: the TEC is the book's in every mode", () => {
    const rough2 = lookupOrThrow(terrainEffectsTable, { mode: "mixed", terrain: "rough-2" } as const);
    expect(rough2.value).toMatchObject({ mp: 5, erect: 10, prone: 20, los: "B" });
    expect(rough2.provenance).toEqual({ kind: "book", section: "9.82" });
    expect(lookupOrThrow(terrainEffectsTable, { mode: "closed", terrain: "slope" } as const).value).toMatchObject({ mp: 3, additive: true, ic: true });
    expect(terrainEffectsTable.cells.every((c) => c.provenance.kind === "book")).toBe(true);
  });

  it("patrol 10.8: printed bands are the book's; the lost 21-30 and 31-60 cells are placeholders", () => {
    expect(lookupOrThrow(firearmAttackTable, { weapon: "AR", range: 3 } as const)).toMatchObject({ value: 60, provenance: { kind: "book" } });
    expect(lookupOrThrow(firearmAttackTable, { weapon: "SR", range: 25 } as const)).toMatchObject({ value: 6, provenance: { kind: "book" } });
    expect(lookupOrThrow(firearmAttackTable, { weapon: "MG", range: 25 } as const).provenance.kind).toBe("placeholder");
    expect(lookupOrThrow(firearmAttackTable, { weapon: "BR", range: 45 } as const).provenance.kind).toBe("placeholder");
  });

  it("patrol 10.9: rows 1-4 book, rows 5-6 reconstructed", () => {
    expect(lookupOrThrow(firearmResultsTable, { column: 3, roll: 2 } as const)).toMatchObject({ value: "I", provenance: { kind: "book" } });
    expect(lookupOrThrow(firearmResultsTable, { column: 1, roll: 6 } as const)).toMatchObject({ value: "-", provenance: { kind: "reconstructed" } });
  });

  it("patrol 12.5: line 1 printed, line 5 from the worked example, the rest placeholders", () => {
    expect(lookupOrThrow(handToHandTable, { line: 1, roll: 1 } as const)).toMatchObject({ value: "K", provenance: { kind: "book" } });
    expect(lookupOrThrow(handToHandTable, { line: 5, roll: 1 } as const)).toMatchObject({ value: "W", provenance: { kind: "reconstructed" } });
    expect(lookupOrThrow(handToHandTable, { line: 3, roll: 1 } as const).provenance.kind).toBe("placeholder");
  });

  it("patrol 25.1: printed rows match the reconstruction formula; grenade coefficients are the book's", () => {
    expect(lookupOrThrow(scatterTable, { coefficient: 6, roll: 3 } as const)).toMatchObject({ value: 2, provenance: { kind: "book" } });
    expect(lookupOrThrow(scatterTable, { coefficient: 4, roll: 6 } as const)).toMatchObject({ value: 2, provenance: { kind: "reconstructed" } });
    expect(lookupOrThrow(scatterCoefficientTable, { weapon: "grenade", range: 7 } as const).value).toBe(5);
    expect(lookupOrThrow(scatterCoefficientTable, { weapon: "rocket", range: 7 } as const).provenance.kind).toBe("placeholder");
  });

  it("patrol 25.2: frag 20/10/5 printed; artillery rows placeholders", () => {
    expect(lookupOrThrow(blastTable, { blast: "frag", distance: 1 } as const)).toMatchObject({ value: { as: 10 }, provenance: { kind: "book" } });
    expect(lookupOrThrow(blastTable, { blast: "medium", distance: 0 } as const).provenance.kind).toBe("placeholder");
  });

  it("patrol 26.54: victory levels by margin", () => {
    expect(lookupOrThrow(victoryLevelTable, { band: toVictoryBand(13) } as const).value).toBe("creditable");
  });

  it("tables by provenance: every table has an id under patrol/ and every cell a provenance", () => {
    const counts: Record<string, number> = {};
    for (const t of PATROL_TABLES) {
      expect(t.id.startsWith("patrol/")).toBe(true);
      for (const c of t.cells) counts[c.provenance.kind] = (counts[c.provenance.kind] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(["book", "placeholder", "reconstructed"]);
  });

  it("patrol 9.84, 9.85: the pillbox's printed '20,10(f)' is coded whole - slits 20, door 10, only while firing out - and the DS through an aperture reads that cell", () => {
    for (const mode of ["open", "mixed", "closed"] as const) {
      const cell = lookupOrThrow(terrainEffectsTable, { mode, terrain: "pillbox" } as const);
      expect(cell.value).toMatchObject({ mp: 5, erect: 20, door: 10, firingOnly: true, prone: null, los: "B" });
      expect(cell.provenance).toEqual({ kind: "book", section: "9.84" });
    }
    const ds = (aperture: "slit" | "door", tables = DEFAULT_TABLES) => toDefenseStrength({ mode: "open", terrain: "clear", posture: "erect", pillboxAperture: aperture }, tables);
    expect([ds("slit").value, ds("door").value]).toEqual([20, 10]);
    expect(ds("door").modifiers.at(-1)).toMatchObject({ name: "pillbox door", value: 10, provenance: { kind: "book", section: "9.84" } });
    // A rulings pack that prints the door as 7 changes the door's DS: the number comes from the table, not the code.
    const door7 = buildTable(terrainEffectsTable, terrainEffectsTable.cells.map((c) => (c.inputs.terrain === "pillbox" ? { ...c, value: { ...c.value, door: 7 } } : c)));
    expect(ds("door", { ...DEFAULT_TABLES, terrain: door7 }).value).toBe(7);
    expect(ds("slit", { ...DEFAULT_TABLES, terrain: door7 }).value).toBe(20);
  });
});
