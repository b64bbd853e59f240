// Firepower 11.1.9-11.1.10 for doors and windows drawn on hexsides outside buildings (a door in a garden wall, a
// window in a free-standing wall): `open_close` and `break_open` (openings.ts) act on them too. 11.1.9 lets a soldier
// open or close one "if the soldier unit is inside the building, structure ..., or room ... and in the same hex as the
// door or window, or in a hex that contains the hexside": a hexside outside any building has no inside, and the map
// document does not draw which way such a door opens. Option `firepower/outside_opening_inside` reads it: `either`
// (default) each of the two hexes is the "room" on its side, so a soldier in either opens or closes it (and may still
// try to break a closed one he faces, 11.1.10); `none` nobody is inside, so a closed one is only broken open and an
// open one stays open. The window crossing limit of 11.1.3 (four per Impulse Phase) is kept (outside-openings.ts).
import type { Direction } from "@tactica/hex";
import { toCanonicalHexside } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import type { Board } from "../core/board";
import type { Soldier } from "../state/types";
import { OUTSIDE_OPENING_INSIDE } from "../options/rule-options";
export { OUTSIDE_OPENING_INSIDE } from "../options/rule-options";

/** A door or window on a ground hexside outside buildings, with the soldier's side number (1-6) toward it. */
export type OutsideOpening = { readonly type: "door" | "window"; readonly open: boolean; readonly height: number; readonly dir: number; readonly storey: 0; readonly outside: true };

/**
 * The door or window drawn on hexside `side` (1-6) of a ground-floor soldier's hex outside any building (the map's
 * hexside features), if any; a building's own side (its storey's wall, door or window) is openings.ts's.
 */
export function outsideOpeningAt(board: Board, s: Soldier, side: number): OutsideOpening | undefined {
  if ((s.storey ?? 0) !== 0 || s.inTunnel || s.up) return undefined;
  const dir = side - 1;
  if (board.levelSide(s.hex, dir, 0)) return undefined;
  const slot = board.map.sideSlotOf(s.hex.q, s.hex.r, dir);
  if (slot < 0) return undefined;
  const found = (board.map.sideFeatures.get(slot) ?? []).find((f) => f.type === "door" || f.type === "window");
  return found ? { type: found.type as "door" | "window", open: found.open === true, height: found.height, dir, storey: 0, outside: true } : undefined;
}

/** Whether the option lets a soldier open or close an outside opening from his hex [11.1.9]. */
export function mayWorkOutsideOpening(options: Readonly<Record<string, string>>): boolean {
  return (options[OUTSIDE_OPENING_INSIDE.id] ?? OUTSIDE_OPENING_INSIDE.default) === "either";
}

/** The map document with the door or window on hexside (`hex`, `dir` 0-5) outside buildings set open or closed. */
export function withOutsideOpening(doc: MapDocument, hex: Hex, dir: number, open: boolean): MapDocument {
  const flat = doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc;
  const key = toCanonicalHexside(hex, dir as Direction);
  const same = (h: Hex, d: number) => { const c = toCanonicalHexside(h, d as Direction); return c.dir === key.dir && c.hex.q === key.hex.q && c.hex.r === key.hex.r; };
  return {
    ...flat,
    hexsides: (flat.hexsides ?? []).map((x) => (same(x.hex, x.dir)
      ? { ...x, features: x.features.map((f) => (f.type === "door" || f.type === "window" ? { ...f, open } : f)) } : x)),
  };
}
