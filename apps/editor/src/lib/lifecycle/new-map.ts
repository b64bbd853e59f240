import { listBoardLibrary, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { createMapDocument } from "../commands";

/** What the New map form asks: id, name, rule system, and either a size (with its terrain) or a library board. */
export type NewMapSpec = {
  readonly id: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly cols: number;
  readonly rows: number;
  readonly terrain: string | undefined;
  /** A board of the rule system's library (listBoardLibrary) instead of a blank rectangle. */
  readonly libraryBoard?: string | undefined;
};

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The library boards a new map of `rulesetId` may start from (none for a rule system the library lacks). */
export function toLibraryChoices(rulesetId: string): { id: string; label: string }[] {
  return listBoardLibrary().filter((e) => e.system === rulesetId).map((e) => ({ id: e.id, label: e.label }));
}

/** The first document of a new map, or why the form cannot make one (id, size, board). */
export function toNewMapDocument(spec: NewMapSpec): { ok: true; doc: MapDocument } | { ok: false; reason: string } {
  if (!ID.test(spec.id)) return { ok: false, reason: "A map id is 1-128 letters, digits, _ or -." };
  const name = spec.name.trim() === "" ? spec.id : spec.name.trim();
  if (spec.libraryBoard !== undefined && spec.libraryBoard !== "") {
    const entry = listBoardLibrary().find((e) => e.id === spec.libraryBoard && e.system === spec.rulesetId);
    if (!entry) return { ok: false, reason: `The ${spec.rulesetId} board library has no board "${spec.libraryBoard}".` };
    const board = entry.create();
    return {
      ok: true,
      doc: {
        schemaVersion: MAP_SCHEMA_VERSION, id: spec.id, name, system: spec.rulesetId, provenance: "user", orientation: "flat", // library boards are flat-topped (board-joins)
        boards: [board], placements: [{ board: board.id, offset: { q: 0, r: 0 } }],
      },
    };
  }
  if (![spec.cols, spec.rows].every((n) => Number.isInteger(n) && n >= 1 && n <= 200)) return { ok: false, reason: "Columns and rows are 1-200." };
  const pad = Math.max(2, String(Math.max(spec.cols, spec.rows)).length);
  const doc = createMapDocument(spec.id, "flat", {
    id: "board-1", cols: spec.cols, rows: spec.rows, ...(spec.terrain === undefined ? {} : { terrain: spec.terrain }),
    ids: { prefix: "", parts: [{ axis: "col", style: "number", pad }, { axis: "row", style: "number", pad }] },
  }, spec.rulesetId);
  return { ok: true, doc: { ...doc, name } };
}
