// The board, hex geometry, soldiers and their status ladder: what every other rule reads [2, 5, 6.1, 6.4].
// The folder's public face: what the package exports from it.
export type { Board, BoardSource } from "./board";
export { boardForDocument, boardFrom, boardOf, DOCUMENT_BOARD_CACHE_SIZE, loadBoard, SHIPPED_MAPS } from "./board";
export { entrySides, hexAhead, isInArc } from "./geometry";
export type { FieldSoldier, WoundEntry } from "./wound-effects";
