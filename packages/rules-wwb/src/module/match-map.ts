// The map a WWB match plays, as a map document any client can read: the placeholder board's hexes with their
// colours, the barriers as hexside features and the MegaHex overlay with its woodland MegaHexes.
import { createMegahexOverlay, createRectangularBoard, validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { directionTo, hexKey, LAYOUT, megahexKey } from "../grids/index";
import { createCrossroadsBoard } from "../scenarios/index";
import type { Board } from "../state/index";

const FEATURE: Readonly<Record<string, string>> = { hedge: "hedge", "brick wall": "wall" };

/** The board as a map document (provenance placeholder: the printed panels are absent). */
export function toWwbMapDocument(board: Board): MapDocument {
  const b = createRectangularBoard({
    id: "board", kind: "sheet", cols: board.cols, rows: board.rows, layout: LAYOUT,
    ids: { parts: [{ axis: "col", style: "number", pad: 2 }, { axis: "row", style: "number", pad: 2 }] }, terrain: "black",
  });
  const hexes = b.hexes.map((h) => ({ ...h, terrain: board.colours[hexKey(h.hex)] ?? "black" }));
  const overlay = createMegahexOverlay(b.hexes.map((h) => h.hex), { scale: board.megahex.scale, ...(board.megahex.origin ? { origin: board.megahex.origin } : {}), idPrefix: "M" });
  const megahexes = { ...overlay, cells: overlay.cells.map((c) => (board.woods.includes(megahexKey(c.coord)) ? { ...c, woodland: true } : c)) };
  const hexsides = board.barriers.map((x) => ({ hex: x.a, dir: directionTo(x.a, x.b)!, features: [{ type: FEATURE[x.kind] ?? "wall" }] }));
  return {
    schemaVersion: 2, id: board.id, name: `We Were Brothers placeholder board, ${board.cols} x ${board.rows} Hx, six panels`, system: "wwb",
    provenance: "placeholder", orientation: "flat", notes: board.provenance,
    boards: [{ ...b, hexes, megahexes }], placements: [{ board: "board", offset: { q: 0, r: 0 } }], hexsides,
  } as MapDocument;
}

/** The board a match plays, from its game as every seat sees it (terrain only). */
export function toWwbMatchMap(game: unknown): MapDocument | undefined {
  const board = (game as { board?: Board } | null)?.board;
  if (!board || typeof board.cols !== "number" || typeof board.colours !== "object") return undefined;
  const doc = toWwbMapDocument(board);
  return validateMapDocument(doc).ok ? doc : undefined;
}

export const WWB_SAMPLE_MAP: MapDocument = toWwbMapDocument(createCrossroadsBoard());
