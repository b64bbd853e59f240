import { createRectangularBoard } from "../create-rectangular-board";
import { toFirepowerIdScheme } from "../samples/firepower-two-panel";
import type { BoardLibraryEntry } from "./board-library-entry";

/** Columns and rows of a library Firepower panel: the shipped sample's size (the real panels are not in the text, Firepower 2.1). */
export const FIREPOWER_PANEL_SIZE = { cols: 8, rows: 6 } as const;

/**
 * Firepower's four mapboard panels [1.1]: flat-topped, IDs panel number + column letters + row number ("1FF1"),
 * each with its directional hex (direction 1 = north, 1.1/4.3); joined panels share their edge line of half hexes
 * (toJoinOffset). Panel 4 carries the multi-storey buildings and is
 * always played alone.
 */
export function listFirepowerPanels(): BoardLibraryEntry[] {
  return [1, 2, 3, 4].map((n) => ({
    system: "firepower", id: `fp-panel-${n}`, label: `Panel ${n}${n === 4 ? " (played alone)" : ""}`,
    sizeSource: "placeholder size 8 x 6 (panel size not in the text); IDs per Firepower 1.1 (\"1FF1\")",
    terrainProvenance: "placeholder",
    create: () => createRectangularBoard({
      id: `fp-panel-${n}`, kind: "panel", number: n, label: `Panel ${n}`, ...FIREPOWER_PANEL_SIZE,
      layout: { orientation: "flat", parity: "odd" }, ids: toFirepowerIdScheme(n), terrain: "clear",
      directional: { col: 0, row: 0, one: 0 },
    }),
  }));
}
