import { createRectangularBoard } from "../create-rectangular-board";
import { toPatrolIdScheme } from "../samples/patrol-two-section";
import type { BoardLibraryEntry } from "./board-library-entry";

/** Section size on the digest's reading of the random-artillery targets (Patrol 28.65): about 16 columns by 15 rows. */
export const PATROL_SECTION_SIZE = { cols: 16, rows: 15 } as const;

/**
 * Patrol!'s six map sections A-F [3.1], flat-topped with odd columns half a hex higher (2.2), in the standard
 * layout A B C over D E F with one global XXYY numbering (A columns 01-16, B 17-32, C 33-48; rows 01-15 on top,
 * 16-30 below). Both the size and the global numbering are the digest's inference, to check against the art.
 */
export function listPatrolSections(): BoardLibraryEntry[] {
  return ["A", "B", "C", "D", "E", "F"].map((letter, i) => {
    const firstColumn = 1 + (i % 3) * PATROL_SECTION_SIZE.cols;
    const firstRow = 1 + Math.floor(i / 3) * PATROL_SECTION_SIZE.rows;
    return {
      system: "patrol", id: `patrol-${letter}`, label: `Section ${letter}`,
      sizeSource: "Patrol 2.2 inference (28.65): 16 x 15 hexes, global XXYY numbering",
      terrainProvenance: "placeholder",
      create: () => createRectangularBoard({
        id: `patrol-${letter}`, kind: "section", label: letter, ...PATROL_SECTION_SIZE,
        layout: { orientation: "flat", parity: "odd" }, ids: toPatrolIdScheme(firstColumn, firstRow), terrain: "clear",
      }),
    };
  });
}
