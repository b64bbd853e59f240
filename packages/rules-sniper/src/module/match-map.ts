// The map a Sniper! match plays, as a map document any client can read (`map`): the placeholder board of the
// scenario with printed CCRR ids, at the same axial hexes as the game's board.
import { validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { createRuralBoard, createUrbanBoard, RURAL_PLACEHOLDER_ID, URBAN_PLACEHOLDER_ID } from "../scenarios/index";
import type { Board } from "../state/index";
import { toSniperMapDocument } from "../state/index";

/** The board a match plays, from its game as every seat sees it (terrain only: soldiers stay in the view). */
export function toSniperMatchMap(game: unknown): MapDocument | undefined {
  const board = (game as { board?: Board } | null)?.board;
  if (!board || typeof board.cols !== "number" || typeof board.terrain !== "object") return undefined;
  const doc = toSniperMapDocument(board);
  return validateMapDocument(doc).ok ? doc : undefined;
}

/** The sighting options a match's game sets: its board's terrain mode [11.2]. */
export function toSniperSightOptions(game: unknown): Record<string, unknown> {
  const mode = (game as { board?: { mode?: unknown } } | null)?.board?.mode;
  return typeof mode === "string" ? { terrainMode: mode } : {};
}

/** The shipped placeholder board (mixed mode, the Patrol scenario's). */
export const SNIPER_SAMPLE_MAP: MapDocument = toSniperMapDocument(createRuralBoard("mixed"));
/** The shipped placeholder urban board (the urban Patrol's). */
export const SNIPER_URBAN_MAP: MapDocument = toSniperMapDocument(createUrbanBoard("mixed"));
export { RURAL_PLACEHOLDER_ID, URBAN_PLACEHOLDER_ID };
