import type { TerrainCatalogue } from "../catalogue";
import { createRectangularBoard } from "../create-rectangular-board";
import type { IdScheme } from "../printed-id-scheme";
import type { BoardDefinition, HexRecord, MapDocument } from "../schema/map-document";

/** Patrol "XXYY" IDs (2.2): two-digit column then two-digit row, starting at the given printed column. */
export function toPatrolIdScheme(firstColumn: number, firstRow = 1): IdScheme {
  return { parts: [{ axis: "col", style: "number", pad: 2, start: firstColumn }, { axis: "row", style: "number", pad: 2, start: firstRow }] };
}

/** Section width in the sample (the real sections are about 16 columns wide, Patrol 2.2). */
export const PATROL_SAMPLE_COLS = 7;
const ROWS = 5;

// Local parity "odd": local column 0 (printed 01, an odd number) sits half a hex higher (Patrol 2.2).
const layout = { orientation: "flat", parity: "odd" } as const;

function section(letter: string, firstColumn: number, overrides: HexRecord[]): BoardDefinition {
  const base = createRectangularBoard({
    id: `patrol-${letter}`, kind: "section", label: letter, cols: PATROL_SAMPLE_COLS, rows: ROWS, layout,
    ids: toPatrolIdScheme(firstColumn), terrain: "clear",
  });
  const byKey = new Map(overrides.map((o) => [`${o.hex.q},${o.hex.r}`, o]));
  return { ...base, hexes: base.hexes.map((h) => ({ ...h, ...byKey.get(`${h.hex.q},${h.hex.r}`), id: h.id })) };
}

/** Placeholder catalogue for the Patrol-style sample (Closed mode reading of Patrol 2.3, simplified). */
export const PATROL_SAMPLE_CATALOGUE: TerrainCatalogue = {
  clear: {}, "rough-1": { hinders: true }, "rough-2": { blocks: true },
};

/**
 * Sections A and B side by side (Patrol 2.1: side edges overlap one hex column): B's first column lies on
 * A's last, so those five hexes carry two printed IDs (A's 07yy and B's 08yy under the sample's continuing
 * global numbering, an inference the digest flags). Terrain is invented: provenance "placeholder".
 */
export function createPatrolSampleMap(): MapDocument {
  const a = section("A", 1, [
    { hex: { q: 2, r: 0 }, terrain: "rough-1" }, { hex: { q: 3, r: 0 }, terrain: "rough-2" },
  ]);
  const a2: BoardDefinition = { ...a, hexsides: [{ hex: { q: 1, r: 1 }, dir: 2, features: [{ type: "slope" }] }] };
  const b = section("B", 8, [{ hex: { q: 2, r: 1 }, terrain: "rough-2" }]);
  const shift = PATROL_SAMPLE_COLS - 1;
  return {
    schemaVersion: 2, id: "patrol-sample-2-section", name: "Patrol-style sample: sections A and B",
    system: "patrol", provenance: "placeholder", orientation: "flat",
    notes: "Section size and terrain are invented; real sections are about 16 x 15 hexes.",
    boards: [a2, b],
    // Moving 2 columns right in a flat-topped grid is axial (2, -1): 6 columns = (6, -3).
    placements: [{ board: "patrol-A", offset: { q: 0, r: 0 } }, { board: "patrol-B", offset: { q: shift, r: -shift / 2 } }],
  };
}
