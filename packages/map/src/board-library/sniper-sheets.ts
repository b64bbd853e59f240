import { createRectangularBoard } from "../create-rectangular-board";
import type { BoardLibraryEntry } from "./board-library-entry";

/** A Sniper! sheet's grid as far as the text shows it: CCRR IDs with columns 01-39 and rows 01-54 seen. */
export const SNIPER_SHEET_SIZE = { cols: 39, rows: 54 } as const;

/**
 * Sniper!'s card map sheets [3.0 A, B]: two identical double-sided 22" x 33" sheets, urban on one side and rural on
 * the other; the same sheet may be placed twice. The text gives no hex count; the size is the largest column and
 * row the text names (digest §13) and the orientation is a placeholder (flat-topped).
 */
export function listSniperSheets(): BoardLibraryEntry[] {
  return (["urban", "rural"] as const).map((side) => ({
    system: "sniper", id: `sniper-${side}`, label: `Sheet, ${side} side`,
    sizeSource: "placeholder: 39 x 54 from the highest CCRR IDs in the text (no hex count printed)",
    terrainProvenance: "placeholder",
    create: () => ({
      ...createRectangularBoard({
        id: `sniper-${side}`, kind: "sheet", label: `Sniper! ${side}`, ...SNIPER_SHEET_SIZE,
        layout: { orientation: "flat", parity: "odd" }, terrain: "clear",
        ids: { parts: [{ axis: "col", style: "number", pad: 2 }, { axis: "row", style: "number", pad: 2 }] },
      }),
      side,
    }),
  }));
}
