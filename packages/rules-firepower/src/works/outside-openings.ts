// Doors and windows on hexsides outside buildings (map hexside features at ground level) [8.2.3, 11.1.3].
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import { SIDE_OPEN } from "@tactica/map";
import type { Board } from "../core/board";
import { openingKey, WINDOW_CROSSINGS_PER_PHASE } from "./heights-movement";
import type { Soldier } from "../state/types";

/** The ground-level hexside features of a side with their open state (the document's `open`, else the compiled flag). */
function groundOpenings(board: Board, s: Soldier, dir: number): { type: "door" | "window"; open: boolean }[] {
  const slot = board.map.sideSlotOf(s.hex.q, s.hex.r, dir);
  if (slot < 0) return [];
  const decoded = board.map.sideFeatures.get(slot);
  const flagged = ((board.map.sideFlags[slot] ?? 0) & SIDE_OPEN) !== 0;
  const all = decoded ?? board.sideFeatures(s.hex, dir).map((type) => ({ type, open: flagged }));
  return all.flatMap((f) => (f.type === "door" || f.type === "window" ? [{ type: f.type, open: f.open === true }] : []));
}

/**
 * 11.1.3 for a door or window drawn on a hexside outside any building (a garden door, a window in a free-standing
 * wall): it must be open to be crossed, a new hex being entered to cross it; no more than four soldiers cross one
 * window in an Impulse Phase. Returns the window's key (counted like building windows) when one is crossed.
 * Soldiers on upper storeys never reach these (they move inside their building, 8.2.1).
 */
export function checkOutsideOpening(board: Board, s: Soldier, dir: number, windowCrossings?: Readonly<Record<string, number>>): Check & { window?: string } {
  if ((s.storey ?? 0) !== 0) return OK;
  let window: string | undefined;
  for (const o of groundOpenings(board, s, dir)) {
    if (!o.open) return reject("move/closed_opening", `the ${o.type} on that hexside is closed: it must be open to be crossed`, "Firepower 11.1.3");
    if (o.type !== "window") continue;
    window = openingKey(s.hex, dir, 0);
    if ((windowCrossings?.[window] ?? 0) >= WINDOW_CROSSINGS_PER_PHASE) {
      return reject("move/window_full", `no more than ${WINDOW_CROSSINGS_PER_PHASE} soldiers may cross one window in an Impulse Phase`, "Firepower 11.1.3");
    }
  }
  return window ? { ...OK, window } : OK;
}
