import type { Hex } from "@tactica/hex";
import type { Building, HexRecord, MapDocument } from "@tactica/map";
import { createRectangularBoard, toFirepowerIdScheme } from "@tactica/map";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";

const BOARD = createRectangularBoard({
  id: "fp-authored-4", kind: "panel", number: 4, cols: 8, rows: 6, layout: { orientation: "flat", parity: "odd" },
  ids: toFirepowerIdScheme(4), terrain: "clear", directional: { col: 0, row: 0, one: 0 },
});

/** Axial hex of a printed ID of the authored sample board ("4D3"). */
function at(id: string): Hex {
  const h = BOARD.hexes.find((x) => x.id === id);
  if (!h) throw new Error(`authored sample: no hex ${id}`);
  return h.hex;
}

const hex = (id: string, terrain: string, height = 0): HexRecord => ({ hex: at(id), id, terrain, height });

/**
 * An authored Advanced map (what the editor produces; terrain invented, provenance "user"): panel 4 alone, 8×6,
 * a hill of one contour level (3 heights, 8.2.2) in column D rising to two levels (6 heights) at 4D3, and a
 * two-storey building A in column F (walls 4 heights a storey, 8.2.3) with stairs at 4F3, a ground-floor door and
 * an upper-floor window on the north-west side of 4F2, every other outer side walled.
 */
export function createFirepowerAuthoredSampleMap(): MapDocument {
  const west = (id: string, type: "door" | "window") => ({ hex: at(id), dir: 5, type, open: true });
  const walls = (id: string, dirs: number[]) => dirs.map((dir) => ({ hex: at(id), dir, type: "exterior-wall" as const, height: 4 }));
  const building: Building = {
    id: "A", hexes: [at("4F2"), at("4F3")],
    levels: [
      { storey: 0, name: "A1", floor: 0, ceiling: 4, sides: [west("4F2", "door"), ...walls("4F2", [0, 1, 2, 4]), ...walls("4F3", [1, 2, 3, 4, 5])] },
      { storey: 1, name: "A2", floor: 4, ceiling: 8, sides: [west("4F2", "window"), ...walls("4F2", [0, 1, 2, 4]), ...walls("4F3", [1, 2, 3, 4, 5])] },
    ],
    stairs: [{ hex: at("4F3"), from: 0, to: 1, kind: "stairs" }],
  };
  return {
    schemaVersion: 2, id: "fp-authored-sample", name: "Authored sample: hill and a two-storey building", system: "firepower",
    provenance: "user", orientation: "flat", notes: "Terrain invented for tests and examples.",
    boards: [{ ...BOARD, hexes: BOARD.hexes.map((h) => ({ ...h, terrain: "clear" })) }],
    placements: [{ board: "fp-authored-4", offset: { q: 0, r: 0 } }],
    hexes: [
      hex("4D2", "hill", 3), hex("4D3", "hill", 6), hex("4D4", "hill", 3), hex("4D5", "hill", 3),
      hex("4F2", "building"), hex("4F3", "building"), hex("4B4", "tree"),
    ],
    buildings: [building],
  };
}

/** An Advanced scenario on the authored sample map, its document inline (as the API stores it). */
export function toAuthoredSampleScenario(mapDocument: MapDocument = createFirepowerAuthoredSampleMap()): FirepowerScenario {
  return {
    id: "firepower-authored-sample", title: "Firepower on an authored map", map: mapDocument.id, mapDocument, turns: 2, rules: "advanced",
    sides: {
      A: { name: "Side A", edge: "5/6", chits: 2, impulses: 2, soldiers: [
        { id: "A1", weapon: "RFL", hex: "4C3", facing: 3, posture: "stand" },
        { id: "A2", weapon: "LMG", hex: "4A3", facing: 3, posture: "stand" },
      ] },
      B: { name: "Side B", edge: "2/3", chits: 2, impulses: 2, soldiers: [
        { id: "B1", weapon: "RFL", hex: "4F3", facing: 6, posture: "stand" },
        { id: "B2", weapon: "RFL", hex: "4H3", facing: 5, posture: "stand" },
      ] },
    },
    victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
  };
}
