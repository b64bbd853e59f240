import { hexNeighbor, hexRotate, hexSubtract } from "@tactica/hex";
import type { Direction, Hex } from "@tactica/hex";
import { createRectangularBoard, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { BoardDefinition, BoardPlacement, IdScheme, MapDocument, RectangularBoardSpec } from "@tactica/map";
import { toCommandOutcome } from "./command";
import type { CommandOutcome } from "./command";
import { readItem } from "./edit";
import type { Edit } from "./edit";

/** A new board as the author describes it: size, printed-ID scheme, kind, and where to place it (if at all). */
export type NewBoardSpec = {
  readonly id: string;
  readonly cols: number;
  readonly rows: number;
  readonly ids: IdScheme;
  readonly kind?: RectangularBoardSpec["kind"];
  readonly terrain?: string;
  readonly place?: { readonly offset: Hex; readonly rotation?: number };
};

/** Creates a rectangular board definition (and optionally places it) in the document's orientation. */
export function createBoard(doc: MapDocument, spec: NewBoardSpec): CommandOutcome {
  if (spec.id === "" || readItem(doc, "boards", spec.id) !== undefined) return { ok: false, reason: `board id "${spec.id}" is empty or taken` };
  if (!isSize(spec.cols) || !isSize(spec.rows)) return { ok: false, reason: "columns and rows are 1..200" };
  const board = createRectangularBoard({
    id: spec.id, kind: spec.kind ?? "tile", cols: spec.cols, rows: spec.rows, ids: spec.ids,
    layout: { orientation: doc.orientation, parity: "even" }, ...(spec.terrain === undefined ? {} : { terrain: spec.terrain }),
  });
  const edits: Edit[] = [{ collection: "boards", key: spec.id, value: board }];
  if (spec.place !== undefined) {
    const placement: BoardPlacement = { board: spec.id, offset: copy(spec.place.offset), ...(spec.place.rotation ? { rotation: spec.place.rotation } : {}) };
    edits.push({ collection: "placements", key: spec.id, value: placement });
  }
  return toCommandOutcome("createBoard", `Create board ${spec.id}`, edits);
}

/** Places a board on the map (a board placed twice needs a distinct placement id). */
export function placeBoard(doc: MapDocument, board: string, offset: Hex, rotation = 0, id?: string): CommandOutcome {
  if (readItem(doc, "boards", board) === undefined) return { ok: false, reason: `no board ${board}` };
  const key = id ?? board;
  if (readItem(doc, "placements", key) !== undefined) return { ok: false, reason: `placement ${key} exists; give another id` };
  const placement: BoardPlacement = { board, offset: copy(offset), ...(rotation !== 0 ? { rotation } : {}), ...(id === undefined ? {} : { id }) };
  return toCommandOutcome("placeBoard", `Place ${board}`, [{ collection: "placements", key, value: placement }]);
}

/**
 * Places a board from a library (a rule system's geomorphic boards): its definition is added when the map lacks
 * it, and the placement gets a fresh id when the board is already placed (a system whose boxes hold identical card sets).
 */
export function placeLibraryBoard(doc: MapDocument, board: BoardDefinition, offset: Hex, rotation = 0): CommandOutcome {
  const existing = readItem(doc, "boards", board.id);
  const same = existing !== undefined && canonical(existing) === canonical(board);
  // A definition no placement uses any more (its board was removed) gives way to the library's: it can be placed again.
  const inUse = (doc.placements ?? []).some((p) => p.board === board.id);
  if (existing !== undefined && !same && inUse) return { ok: false, reason: `another board is called ${board.id}` };
  const edits: Edit[] = same ? [] : [{ collection: "boards", key: board.id, value: board }];
  const placed = readItem(doc, "placements", board.id) !== undefined;
  let id = board.id;
  for (let n = 2; readItem(doc, "placements", id) !== undefined; n++) id = `${board.id}#${n}`;
  const placement: BoardPlacement = { board: board.id, offset: copy(offset), ...(rotation !== 0 ? { rotation } : {}), ...(placed ? { id } : {}) };
  edits.push({ collection: "placements", key: id, value: placement });
  return toCommandOutcome("placeLibraryBoard", `Place ${board.id}`, edits);
}

/** Removes a placement (the board definition stays in the library). */
export function removePlacement(doc: MapDocument, id: string): CommandOutcome {
  if (readItem(doc, "placements", id) === undefined) return { ok: false, reason: `no placement ${id}` };
  return toCommandOutcome("removePlacement", `Remove ${id}`, [{ collection: "placements", key: id, value: undefined }]);
}

/** Moves a placement to a new offset. */
export function movePlacement(doc: MapDocument, id: string, offset: Hex): CommandOutcome {
  return withPlacement(doc, id, "movePlacement", `Move ${id}`, (p) => ({ ...p, offset: copy(offset) }));
}

/** Turns a placement by `sixths` clockwise about its local origin (0..5 kept in range). */
export function rotatePlacement(doc: MapDocument, id: string, sixths: number): CommandOutcome {
  return withPlacement(doc, id, "rotatePlacement", `Rotate ${id}`, (p) => {
    const rotation = ((((p.rotation ?? 0) + sixths) % 6) + 6) % 6;
    const { rotation: _old, ...rest } = p;
    return rotation === 0 ? rest : { ...rest, rotation };
  });
}

/**
 * Joins two boards: moves placement `id` so that its local hex `local` lies next to global hex `anchor`
 * across direction `dir` (the join the rule system allows is the author's choice of hexes).
 */
export function joinPlacement(doc: MapDocument, id: string, local: Hex, anchor: Hex, dir: Direction): CommandOutcome {
  const placement = readItem(doc, "placements", id);
  if (placement === undefined) return { ok: false, reason: `no placement ${id}` };
  const wanted = hexNeighbor(anchor, dir);
  const turned = hexRotate(local, placement.rotation ?? 0);
  return movePlacement(doc, id, hexSubtract(wanted, turned));
}

/** A new, empty-terrain map document with one placed rectangular board: the author's blank page. */
export function createMapDocument(id: string, orientation: "flat" | "pointy", board: Omit<NewBoardSpec, "place">, system?: string): MapDocument {
  const base: MapDocument = { schemaVersion: MAP_SCHEMA_VERSION, id, name: id, provenance: "user", orientation, ...(system === undefined ? {} : { system }) };
  const made = createRectangularBoard({
    id: board.id, kind: board.kind ?? "tile", cols: board.cols, rows: board.rows, ids: board.ids,
    layout: { orientation, parity: "even" }, ...(board.terrain === undefined ? {} : { terrain: board.terrain }),
  });
  return { ...base, boards: [made], placements: [{ board: board.id, offset: { q: 0, r: 0 } }] };
}

function withPlacement(doc: MapDocument, id: string, name: string, label: string, change: (p: BoardPlacement) => BoardPlacement): CommandOutcome {
  const placement = readItem(doc, "placements", id);
  if (placement === undefined) return { ok: false, reason: `no placement ${id}` };
  const next = change(placement);
  if (JSON.stringify(next) === JSON.stringify(placement)) return { ok: false, reason: "unchanged" };
  return toCommandOutcome(name, label, [{ collection: "placements", key: id, value: next }]);
}

function isSize(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 200;
}

function copy(h: Hex): { q: number; r: number } {
  return { q: h.q + 0, r: h.r + 0 };
}

/** JSON with object keys sorted: a definition read back from storage (jsonb) keeps its content, not its key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
}
