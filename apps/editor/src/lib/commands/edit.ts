import { toHexKey, toHexsideKey } from "@tactica/hex";
import type { Direction } from "@tactica/hex";
import type {
  BoardDefinition, BoardPlacement, Building, Fortification, HexRecord, HexsideRecord, MapDocument,
} from "@tactica/map";

/** The keyed lists of a map document an edit can replace one item of (map level, global coordinates). */
export type ItemOf = {
  hexes: HexRecord;
  hexsides: HexsideRecord;
  buildings: Building;
  fortifications: Fortification;
  placements: BoardPlacement;
  boards: BoardDefinition;
};

/** Names of the editable lists. */
export type Collection = keyof ItemOf;

/**
 * The one primitive change: put `value` in the slot `key` of a list (undefined removes it). `at` places an
 * insert (so an undone removal returns to its index); `keepEmpty` keeps an emptied list instead of dropping
 * the field (so a document that never had the list gets it back absent).
 */
export type ListEdit = { [C in Collection]: {
  readonly collection: C;
  readonly key: string;
  readonly value: ItemOf[C] | undefined;
  readonly at?: number;
  readonly keepEmpty?: boolean;
} }[Collection];

/** Top-level scalar fields an edit may set. */
export type MetaField = "name" | "notes" | "system" | "orientation";

/** Sets (or with undefined, removes) one top-level scalar of the document. */
export type MetaEdit = { readonly collection: "meta"; readonly field: MetaField; readonly value: string | undefined };

/** Replaces the whole document (import); the inverse puts the previous one back. */
export type DocumentEdit = { readonly collection: "document"; readonly value: MapDocument };

/** A primitive document change; every edit has an exact inverse (see applyEdit). */
export type Edit = ListEdit | MetaEdit | DocumentEdit;

/** The slot key of an item in its list: hexes by axial key, hexsides canonical, fortifications by hex and type. */
export function toItemKey<C extends Collection>(collection: C, item: ItemOf[C]): string {
  switch (collection) {
    case "hexes": return toHexKey((item as HexRecord).hex);
    case "hexsides": {
      const s = item as HexsideRecord;
      return toHexsideKey({ hex: s.hex, dir: s.dir as Direction });
    }
    case "fortifications": {
      const f = item as Fortification;
      return toFortificationKey(f.hex, f.type);
    }
    case "placements": {
      const p = item as BoardPlacement;
      return p.id ?? p.board;
    }
    default: return (item as Building | BoardDefinition).id;
  }
}

/** Slot key of a fortification: one of each type per hex. */
export function toFortificationKey(hex: { q: number; r: number }, type: string): string {
  return `${toHexKey(hex)}:${type}`;
}

/** The item in a list slot of the document, if any. */
export function readItem<C extends Collection>(doc: MapDocument, collection: C, key: string): ItemOf[C] | undefined {
  const list = (doc[collection] ?? []) as unknown as readonly ItemOf[C][];
  return list.find((item) => toItemKey(collection, item) === key);
}

/** Applies one edit without mutating `doc`; returns the new document and the edit that undoes it. */
export function applyEdit(doc: MapDocument, edit: Edit): { doc: MapDocument; inverse: Edit } {
  if (edit.collection === "meta") return applyMetaEdit(doc, edit);
  if (edit.collection === "document") return { doc: edit.value, inverse: { collection: "document", value: doc } };
  return applyListEdit(doc, edit);
}

function applyMetaEdit(doc: MapDocument, edit: MetaEdit): { doc: MapDocument; inverse: Edit } {
  const before = doc[edit.field];
  const next: Record<string, unknown> = { ...doc };
  if (edit.value === undefined) delete next[edit.field];
  else next[edit.field] = edit.value;
  return { doc: next as MapDocument, inverse: { collection: "meta", field: edit.field, value: before } };
}

function applyListEdit(doc: MapDocument, edit: ListEdit): { doc: MapDocument; inverse: Edit } {
  const had = doc[edit.collection] !== undefined;
  const list: unknown[] = [...(doc[edit.collection] ?? [])];
  const index = list.findIndex((item) => toItemKey(edit.collection, item as never) === edit.key);
  const before = index >= 0 ? list[index] : undefined;
  if (index >= 0 && edit.value !== undefined) list[index] = edit.value;
  else if (index >= 0) list.splice(index, 1);
  else if (edit.value !== undefined) list.splice(Math.min(edit.at ?? list.length, list.length), 0, edit.value);
  const next: Record<string, unknown> = { ...doc };
  if (list.length === 0 && !(edit.keepEmpty ?? false)) delete next[edit.collection];
  else next[edit.collection] = list;
  const inverse = {
    collection: edit.collection, key: edit.key, value: before,
    ...(index >= 0 ? { at: index } : {}),
    ...(had ? { keepEmpty: true } : {}),
  } as ListEdit;
  return { doc: next as MapDocument, inverse };
}
