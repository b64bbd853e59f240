// A board as a @tactica/map document (printed CCRR ids, the game's axial hexes), for clients and for the compiled
// board the sighting folder judges lines on.
import { createRectangularBoard } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { LAYOUT } from "./board";
import type { Board } from "./state";
import { hexKey } from "./state";

/** The match's board as a map document: terrain per hex, its buildings, provenance placeholder. */
export function toSniperMapDocument(board: Board): MapDocument {
  const b = createRectangularBoard({
    id: "board", kind: "sheet", cols: board.cols, rows: board.rows, layout: LAYOUT,
    ids: { parts: [{ axis: "col", style: "number", pad: 2 }, { axis: "row", style: "number", pad: 2 }] }, terrain: "clear",
  });
  const hexes = b.hexes.map((h) => ({ ...h, terrain: board.terrain[hexKey(h.hex)] ?? "clear" }));
  return {
    schemaVersion: 2, id: board.id, name: `Sniper! placeholder ${board.buildings ? "urban" : "rural"} board, ${board.cols} x ${board.rows} hexes`, system: "sniper",
    provenance: "placeholder", orientation: "flat", notes: board.provenance,
    boards: [{ ...b, hexes }], placements: [{ board: "board", offset: { q: 0, r: 0 } }],
    ...(board.buildings ? { buildings: board.buildings.map((x) => structuredClone(x)) as MapDocument["buildings"] } : {}),
  };
}

