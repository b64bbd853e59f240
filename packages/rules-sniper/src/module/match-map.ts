// The map a Sniper! match plays, as a map document any client can read (`map`): the placeholder board of the
// scenario with printed CCRR ids, at the same axial hexes as the game's board.
import { createRectangularBoard, validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { createRuralBoard, RURAL_PLACEHOLDER_ID } from "../scenarios/index";
import type { Board } from "../state/index";
import { hexKey, LAYOUT } from "../state/index";

export function toSniperMapDocument(board: Board): MapDocument {
  const b = createRectangularBoard({
    id: "board", kind: "sheet", cols: board.cols, rows: board.rows, layout: LAYOUT,
    ids: { parts: [{ axis: "col", style: "number", pad: 2 }, { axis: "row", style: "number", pad: 2 }] }, terrain: "clear",
  });
  const hexes = b.hexes.map((h) => ({ ...h, terrain: board.terrain[hexKey(h.hex)] ?? "clear" }));
  return {
    schemaVersion: 2, id: board.id, name: `Sniper! placeholder rural board, ${board.cols} x ${board.rows} hexes`, system: "sniper",
    provenance: "placeholder", orientation: "flat", notes: board.provenance,
    boards: [{ ...b, hexes }], placements: [{ board: "board", offset: { q: 0, r: 0 } }],
  };
}

/** The board a match plays, from its game as every seat sees it (terrain only: soldiers stay in the view). */
export function toSniperMatchMap(game: unknown): MapDocument | undefined {
  const board = (game as { board?: Board } | null)?.board;
  if (!board || typeof board.cols !== "number" || typeof board.terrain !== "object") return undefined;
  const doc = toSniperMapDocument(board);
  return validateMapDocument(doc).ok ? doc : undefined;
}

/** The shipped placeholder board (mixed mode, the Patrol scenario's). */
export const SNIPER_SAMPLE_MAP: MapDocument = toSniperMapDocument(createRuralBoard("mixed"));
export { RURAL_PLACEHOLDER_ID };
