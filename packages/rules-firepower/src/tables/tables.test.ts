import { lookupOrThrow, resolveTables } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { FIREPOWER_OPTIONS } from "../options/options";
import { BASIC_FIRING_CHART, BASIC_MF_CHART, countCellsByProvenance, FIREPOWER_TABLES, GRENADE_SPREAD_DIAGRAM, toBasicRangeBand } from "./index";

describe("Firepower tables", () => {
  it("every table resolves with the default rulings and unique ids", () => {
    expect(resolveTables(FIREPOWER_TABLES).ok).toBe(true);
  });

  it("text-confirmed firing cells are book, the other card cells are external, and the text wins for HGN 6-8", () => {
    expect(lookupOrThrow(BASIC_FIRING_CHART, { weapon: "LMG", mode: "auto", band: "13-20" } as const)).toMatchObject({ value: 3, provenance: { kind: "book" } });
    expect(lookupOrThrow(BASIC_FIRING_CHART, { weapon: "LMG", mode: "auto", band: "1-2" } as const)).toMatchObject({ value: 5, provenance: { kind: "external" } });
    expect(lookupOrThrow(BASIC_FIRING_CHART, { weapon: "HGN", mode: "throw", band: "6-8" } as const)).toMatchObject({ value: 2, provenance: { kind: "book" } });
    expect(lookupOrThrow(BASIC_FIRING_CHART, { weapon: "RFL", mode: "semi", band: "31-40" } as const).value).toBe(3);
  });

  it("the garbled Crouch row is reconstructed, never book", () => {
    expect(lookupOrThrow(BASIC_MF_CHART, { action: "to_stand", posture: "crouch" } as const).provenance.kind).toBe("reconstructed");
    expect(lookupOrThrow(BASIC_MF_CHART, { action: "to_stand", posture: "prone" } as const)).toMatchObject({ value: 2, provenance: { kind: "book" } });
  });

  it("the spread diagram orientation is reconstructed", () => {
    expect(lookupOrThrow(GRENADE_SPREAD_DIAGRAM, { roll: 4 } as const)).toMatchObject({ value: { steps: [3] }, provenance: { kind: "reconstructed" } });
  });

  it("range bands follow the card (1-2 ... 31-40)", () => {
    expect([1, 2, 3, 8, 9, 12, 13, 40, 41].map(toBasicRangeBand)).toEqual(["1-2", "1-2", "3-5", "6-8", "9-12", "9-12", "13-20", "31-40", undefined]);
  });

  it("counts cells by provenance (README figures)", () => {
    const counts = countCellsByProvenance();
    expect(counts.book).toBeGreaterThan(0);
    expect(counts.external).toBeGreaterThan(0);
    expect(counts.reconstructed).toBeGreaterThan(0);
    expect(counts.placeholder).toBeGreaterThan(0);
  });

  it("declares 20 options, one per ambiguity of digest §15 items 6-27 that needs a choice, each cited", () => {
    expect(FIREPOWER_OPTIONS).toHaveLength(20);
    for (const o of FIREPOWER_OPTIONS) expect(o.citation).toMatch(/firepower\.md §15 item \d+/);
  });
});
