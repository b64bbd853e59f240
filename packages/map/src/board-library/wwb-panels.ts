import { createMegahexOverlay } from "../create-megahex-overlay";
import { createRectangularBoard } from "../create-rectangular-board";
import type { BoardLibraryEntry } from "./board-library-entry";

/** Placeholder panel size and MegaHex scale (the book gives neither the panel size nor the Hx-per-MHx ratio, WWB 2.2). */
// 12 x 12 keeps every edge-to-edge join a whole number of MegaHex steps (flat-topped: 12 columns right = axial (12, -6)).
export const WWB_PANEL = { cols: 12, rows: 12, megahexScale: 3 } as const;

/**
 * We Were Brothers game panels (2.0 Battlefield), each named by a number and a letter ("3A", stored as an opaque
 * id), with small hexes and the MegaHex overlay laid over them (createMegahexOverlay, centred on the panel's first
 * hex). Hex IDs are the panel id plus a CCRR position, a placeholder scheme.
 */
export function listWwbPanels(): BoardLibraryEntry[] {
  return ["1A", "1B", "2A", "2B", "3A", "3B"].map((name) => ({
    system: "wwb", id: `wwb-${name}`, label: `Panel ${name}`,
    sizeSource: `placeholder: ${WWB_PANEL.cols} x ${WWB_PANEL.rows} Hx, MegaHex scale ${WWB_PANEL.megahexScale}; panel ids per WWB 2.0`,
    terrainProvenance: "placeholder",
    create: () => {
      const board = createRectangularBoard({
        id: `wwb-${name}`, kind: "panel", label: name, cols: WWB_PANEL.cols, rows: WWB_PANEL.rows,
        layout: { orientation: "flat", parity: "odd" }, terrain: "clear",
        ids: { prefix: `${name}-`, parts: [{ axis: "col", style: "number", pad: 2 }, { axis: "row", style: "number", pad: 2 }] },
      });
      return { ...board, megahexes: createMegahexOverlay(board.hexes.map((h) => h.hex), { scale: WWB_PANEL.megahexScale, idPrefix: "M" }) };
    },
  }));
}
