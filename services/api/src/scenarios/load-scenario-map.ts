import type { Db } from "@tactica/db";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { ScenarioIssue } from "./scenario-issue";

/** The map a scenario is stored against: the `mapId` given, else the map the document itself names (`map`). */
export function toScenarioMapId(mapId: string | null | undefined, document: unknown): { id: string | null; issue?: ScenarioIssue } {
  const named = document !== null && typeof document === "object" ? (document as { map?: unknown }).map : undefined;
  const inDoc = typeof named === "string" ? named : null;
  if (mapId != null && inDoc !== null && mapId !== inDoc) {
    return { id: mapId, issue: { path: "map", message: `the document plays on map ${inDoc} but mapId is ${mapId}`, hex: null, side: null } };
  }
  return { id: mapId ?? inDoc };
}

/**
 * Loads the stored map a scenario refers to. `stored` is the map whenever it is found and valid (victory hexes are
 * its printed IDs); `hexes` is set only when the document itself names the map (its hexes are then the ones it
 * plays on); a rule system with its own board (placeholder map sections) keeps mapId as a reference only.
 */
export async function loadScenarioMap(db: Db, id: string | null, document: unknown): Promise<{ found: boolean; stored?: MapDocument; hexes?: MapDocument }> {
  if (id === null) return { found: true };
  const row = await db.prisma.mapDoc.findUnique({ where: { id }, select: { document: true } });
  if (!row) return { found: false };
  const parsed = validateMapDocument(row.document);
  if (!parsed.ok) return { found: true };
  const named = document !== null && typeof document === "object" ? (document as { map?: unknown }).map : undefined;
  return named === id ? { found: true, stored: parsed.map, hexes: parsed.map } : { found: true, stored: parsed.map };
}
