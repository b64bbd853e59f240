import type { TerrainCatalogue } from "../catalogue";
import { createRectangularBoard } from "../create-rectangular-board";
import type { IdScheme } from "../printed-id-scheme";
import type { BoardDefinition, MapDocument } from "../schema/map-document";

/**
 * Firepower-style panel ID scheme for the samples: panel number + column letters + row number ("1FF1").
 * The real letter/number layout per panel is not in the text (Firepower 2.1); this one is a placeholder.
 */
export function toFirepowerIdScheme(panel: number): IdScheme {
  return { prefix: String(panel), parts: [{ axis: "col", style: "letters" }, { axis: "row", style: "number", start: 1 }] };
}

const layout = { orientation: "flat", parity: "odd" } as const;

function panel(n: number, extra: Partial<BoardDefinition>): BoardDefinition {
  const base = createRectangularBoard({
    id: `fp-panel-${n}`, kind: "panel", number: n, cols: 8, rows: 6, layout, ids: toFirepowerIdScheme(n),
    terrain: "clear", directional: { col: 0, row: 0, one: 0 },
  });
  return { ...base, ...extra, hexes: base.hexes.map((h) => extra.hexes?.find((x) => x.hex.q === h.hex.q && x.hex.r === h.hex.r) ?? h) };
}

/** Placeholder terrain catalogue for the Firepower-style sample (ids only; effects invented for the demo). */
export const FIREPOWER_SAMPLE_CATALOGUE: TerrainCatalogue = {
  clear: {}, tree: { hinders: true, height: 6 }, hill: { blocks: false }, building: { blocks: true, height: 4 },
};

/**
 * Basic Game arrangement (Firepower 12.1): panel 1 below panel 2. Panel 2 is placed turned half round
 * (rotation 3) to exercise rotation; its own directional hex then points the other way, but panel 1
 * (lowest-numbered) names the directions (Firepower 2.2). Terrain is invented: provenance "placeholder".
 */
export function createFirepowerSampleMap(): MapDocument {
  const p1 = panel(1, {
    hexes: [
      { hex: { q: 2, r: 1 }, id: "1C3", terrain: "hill", height: 3 },
      { hex: { q: 3, r: 1 }, id: "1D3", terrain: "tree" },
      { hex: { q: 5, r: 0 }, id: "1F3", terrain: "building" },
    ],
    hexsides: [{ hex: { q: 4, r: 0 }, dir: 2, features: [{ type: "fence", height: 1 }] }],
    buildings: [{
      id: "A", hexes: [{ q: 5, r: 0 }],
      levels: [{ storey: 0, floor: 0, ceiling: 4, sides: [
        { hex: { q: 5, r: 0 }, dir: 0, type: "exterior-wall", height: 4 },
        { hex: { q: 5, r: 0 }, dir: 5, type: "door", open: true },
        { hex: { q: 5, r: 0 }, dir: 1, type: "window", open: false },
      ] }],
    }],
    fortifications: [{ type: "foxhole", hex: { q: 1, r: 3 }, depth: "shallow" }],
  });
  const p2 = panel(2, {
    hexes: [{ hex: { q: 4, r: 2 }, id: "2E5", terrain: "tree", markers: [{ type: "smoke", variant: "W" }] }],
    hexsides: [{ hex: { q: 1, r: 1 }, dir: 3, features: [{ type: "hedge", height: 2 }] }],
  });
  return {
    schemaVersion: 2, id: "firepower-sample-2-panel", name: "Firepower-style sample: panels 1 (bottom) and 2 (top)",
    system: "firepower", provenance: "placeholder", orientation: "flat",
    notes: "Panel size, ID layout and terrain are invented for demonstration; the real panels are not in the text.",
    boards: [p1, p2],
    // Panel 2 turned half round occupies local q -7..0; shifting q by 7 lines it up with panel 1's columns.
    // Panel 1 starts 6 rows lower (axial r + 6 keeps the same column, 6 hexes down).
    placements: [
      { board: "fp-panel-2", offset: { q: 7, r: 2 }, rotation: 3 },
      { board: "fp-panel-1", offset: { q: 0, r: 6 } },
    ],
  };
}
