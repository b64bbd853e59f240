// The map a Firepower match plays, as a map document any client can read (`map`) and judge sight on (`lineOfSight`):
// the shipped map it names, or the document it carries (an authored map, doors and windows as play left them).
import type { MapDocument } from "@tactica/map";
import { loadBoard } from "../core/board";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";

const AUTHORED_SAMPLE = createFirepowerAuthoredSampleMap();

/**
 * The built-in document of an id a shipped scenario plays but no stored map holds: the authored sample's map (its
 * scenario carries it inline, so it is not seeded as a stored map the editor could overwrite).
 */
export function toGeneratedFirepowerMap(id: string): MapDocument | undefined {
  return id === AUTHORED_SAMPLE.id ? createFirepowerAuthoredSampleMap() : undefined;
}

/**
 * The map a game (as every seat sees it) plays now. A Firepower map shows every player what it carries (8.8: set-up
 * refuses a hidden fortification), so a "hidden" one is dropped only as a guard. Units, mines and markers stay in the
 * view. Undefined when the game names no map it knows.
 */
export function toFirepowerMatchMap(game: unknown): MapDocument | undefined {
  const g = game as { map?: unknown; mapDocument?: MapDocument } | null;
  if (!g || typeof g.map !== "string") return undefined;
  const doc = g.mapDocument ?? loadBoard(g.map)?.document ?? toGeneratedFirepowerMap(g.map);
  if (!doc) return undefined;
  const fortifications = doc.fortifications?.filter((f) => f.hidden !== true);
  return fortifications === undefined || fortifications.length === doc.fortifications?.length ? doc : { ...doc, fortifications };
}
