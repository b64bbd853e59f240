// The board a shipped scenario plays. The printed map sheets are absent from the text (M16): this is a board of
// this build, labelled placeholder, never the printed sheet. 16 columns x 20 rows of the rural side in a terrain
// mode the scenario names [11.2], with clear ground, rough #1, rough #2 and slopes [11.0].
import type { Building } from "@tactica/map";
import { fromColRow } from "../state/index";
import type { Board, TerrainMode, TerrainRow } from "../state/index";
import { sniperLookup, TERRAIN_TYPES } from "../tables/index";
import { hexKey } from "../state/index";

export const RURAL_PLACEHOLDER_ID = "sniper-rural-placeholder-16x20";

/** Rows of the board, top (row 1) to bottom: "." clear, "1" rough #1, "2" rough #2, "s" slope. */
const RURAL_ROWS = [
  "................",
  "....1...........",
  "...11......2....",
  "..........222...",
  ".s.........2....",
  ".ss.....1.......",
  "........11......",
  "...2.........s..",
  "..222........ss.",
  "...2....1.......",
  ".......111......",
  "..............2.",
  ".1...........22.",
  ".11....s........",
  "......ss....1...",
  "...2........11..",
  "..222...........",
  "...2.......1....",
  "...........1....",
  "................",
];

const CODES: Readonly<Record<string, string>> = { "1": "rough-1", "2": "rough-2", s: "slope" };

export function createRuralBoard(mode: TerrainMode): Board {
  const terrain: Record<string, string> = {};
  RURAL_ROWS.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      const t = CODES[ch];
      if (t) terrain[hexKey(fromColRow(col, row))] = t;
    });
  });
  return {
    id: RURAL_PLACEHOLDER_ID, cols: 16, rows: RURAL_ROWS.length, mode, terrain,
    provenance: "placeholder: the printed map sheets are absent (M16); a board of this build, not the printed rural side",
    ...boardEffects(mode),
  };
}

export const URBAN_PLACEHOLDER_ID = "sniper-urban-placeholder-16x20";

/** A building of this build's urban board: a strip of `rows` hexes down one column (the printed urban side is absent). */
type Strip = { readonly id: string; readonly col: number; readonly row: number; readonly rows: number; readonly floors: number; readonly stairsAt: number; readonly roomWall?: boolean };

/**
 * The urban placeholder board's buildings [3.0 B, 10.0, 11.1]: each has ground floor and roof, most upper floors;
 * doors on the ground floor at both ends, windows on every upper floor at both ends and one on the ground floor's
 * east face; a staircase from the ground to the roof, or a ladder where there is one floor only [10.0, 10.2].
 */
const URBAN_STRIPS: readonly Strip[] = [
  { id: "A", col: 3, row: 6, rows: 2, floors: 2, stairsAt: 1 },
  { id: "B", col: 5, row: 9, rows: 2, floors: 3, stairsAt: 0, roomWall: true },
  { id: "C", col: 3, row: 12, rows: 2, floors: 2, stairsAt: 0 },
  { id: "D", col: 9, row: 7, rows: 2, floors: 1, stairsAt: 1 },
  { id: "E", col: 11, row: 11, rows: 2, floors: 2, stairsAt: 0 },
];

function toBuilding(b: Strip): Building {
  const hexes = Array.from({ length: b.rows }, (_, i) => fromColRow(b.col, b.row + i));
  const top = hexes[0]!, bottom = hexes[hexes.length - 1]!;
  const levels: Building["levels"] = [];
  for (let storey = 0; storey < b.floors; storey++) {
    const opening = storey === 0 ? "door" : "window";
    const sides = [{ hex: top, dir: 0, type: opening }, { hex: bottom, dir: 3, type: opening }];
    if (storey === 0) sides.push({ hex: top, dir: 2, type: "window" });
    // A door in the interior wall between the two rooms, alike on every floor [11.1].
    if (storey === 0 && b.roomWall) sides.push({ hex: top, dir: 3, type: "door" });
    levels.push({ storey, floor: storey * 4, ceiling: storey * 4 + 4, sides: sides as Building["levels"][number]["sides"] });
  }
  levels.push({ storey: b.floors, roof: true, floor: b.floors * 4, ceiling: b.floors * 4 + 1 });
  const kind = b.floors > 1 ? "stairs" as const : "ladder" as const;
  return { id: b.id, hexes, levels, stairs: [{ hex: hexes[b.stairsAt]!, from: 0, to: b.floors, kind }] };
}

/**
 * The urban side of this build (the printed urban sheet is absent, M16): 16 x 20 hexes of street with five
 * buildings of one to three floors between the two entry edges, labelled placeholder, never the printed sheet.
 */
export function createUrbanBoard(mode: TerrainMode): Board {
  const buildings = URBAN_STRIPS.map(toBuilding);
  const terrain: Record<string, string> = {};
  for (let col = 0; col < 16; col++) for (let row = 0; row < 20; row++) terrain[hexKey(fromColRow(col, row))] = "street";
  for (const b of buildings) for (const h of b.hexes) terrain[hexKey(h)] = "building";
  return {
    id: URBAN_PLACEHOLDER_ID, cols: 16, rows: 20, mode, terrain,
    provenance: "placeholder: the printed urban map sheet is absent (M16); a board of this build with invented buildings, not the printed urban side",
    ...boardEffects(mode), buildings,
  };
}

/** The Terrain Effects rows and prone observation of a mode, read from the tables once for a board. */
export function boardEffects(mode: TerrainMode): Pick<Board, "effects" | "prone"> {
  const effects: Record<string, TerrainRow> = {};
  for (const t of TERRAIN_TYPES) {
    const cell = sniperLookup.terrain(mode, t);
    effects[t] = { ...cell.value, provenance: cell.provenance.kind };
  }
  return { effects, prone: sniperLookup.proneSight(mode).value };
}
