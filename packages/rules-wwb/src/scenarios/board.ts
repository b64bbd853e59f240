// The placeholder battlefield of this build: six panels (1A-3B) of 9 x 9 hexes with a MegaHex lattice of scale 3,
// a wood, craters, a hedge and a wall. The printed panels are absent from the text (digest 2.1, 10): every feature
// and the Hx-per-MHx ratio (digest 2.2 item 5) are placeholders, never the book's.
import { fromColRow, hexKey, megahexesOf, megahexKey, neighbor } from "../grids/index";
import type { Panel } from "../grids/index";
import type { Barrier, Board, HexColour } from "../state/index";

export const CROSSROADS_BOARD_ID = "wwb-placeholder-crossroads";
export const PLACEHOLDER_NOTE = "placeholder: the printed panels and the Hx-per-MHx ratio are not in the text (digest 2.1, 2.2 item 5); this build's board";

export function createCrossroadsBoard(): Board {
  const cols = 27, rows = 18;
  const panels: Panel[] = [];
  for (let pr = 0; pr < 2; pr++) for (let pc = 0; pc < 3; pc++) panels.push({ id: `${pc + 1}${pr === 0 ? "A" : "B"}`, col: pc * 9, row: pr * 9, cols: 9, rows: 9 });
  const megahex = { scale: 3, origin: { q: 0, r: 0 } };
  const colours: Record<string, HexColour> = {};
  // Craters (red, 1/2 CL, WWB 6.0 Hollows) scattered across the middle rows.
  for (const [c, r] of [[4, 7], [5, 7], [13, 9], [21, 8], [22, 8], [9, 11], [18, 6]] as const) colours[hexKey(fromColRow(c, r))] = "red";
  // A wood: the MegaHex around the board's centre and its yellow hexes (WWB 6.0 Wooded Area, digest C5).
  const centre = fromColRow(13, 4);
  const woodMhx = megahexesOf(megahex, centre)[0]!;
  const woods = [megahexKey(woodMhx)];
  for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) {
    const h = fromColRow(c, r);
    const m = megahexesOf(megahex, h);
    if (m.length === 1 && m[0]!.q === woodMhx.q && m[0]!.r === woodMhx.r) colours[hexKey(h)] = "yellow";
  }
  const barriers: Barrier[] = [];
  // A hedge of 1/2 CL along row 10, columns 2-8, and a wall of 1 CL along row 12, columns 17-22 (south sides).
  for (let c = 2; c <= 8; c++) { const h = fromColRow(c, 10); barriers.push({ a: h, b: neighbor(h, 3), cover: 0.5, kind: "hedge" }); }
  for (let c = 17; c <= 22; c++) { const h = fromColRow(c, 12); barriers.push({ a: h, b: neighbor(h, 3), cover: 1, kind: "brick wall" }); }
  return { id: CROSSROADS_BOARD_ID, cols, rows, panels, megahex, colours, woods, barriers, provenance: PLACEHOLDER_NOTE };
}
