// The board a shipped scenario plays. The printed map sheets are absent from the text (M16): this is a board of
// this build, labelled placeholder, never the printed sheet. 16 columns x 20 rows of the rural side in a terrain
// mode the scenario names [11.2], with clear ground, rough #1, rough #2 and slopes [11.0].
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

/** The Terrain Effects rows and prone observation of a mode, read from the tables once for a board. */
export function boardEffects(mode: TerrainMode): Pick<Board, "effects" | "prone"> {
  const effects: Record<string, TerrainRow> = {};
  for (const t of TERRAIN_TYPES) {
    const cell = sniperLookup.terrain(mode, t);
    effects[t] = { ...cell.value, provenance: cell.provenance.kind };
  }
  return { effects, prone: sniperLookup.proneSight(mode).value };
}
