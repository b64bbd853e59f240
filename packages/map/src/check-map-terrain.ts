import type { TerrainCatalogue } from "./catalogue";
import type { MapIssue } from "./map-issue";
import type { HexRecord, MapDocument } from "./schema/map-document";

/**
 * Terrain ids the rule system's catalogue does not define, with their paths. The map stores only ids, so a rule
 * system calls this when it loads a map (an unknown id would otherwise compile as terrain with no effect).
 */
export function checkMapTerrain(doc: MapDocument, catalogue: TerrainCatalogue): MapIssue[] {
  const out: MapIssue[] = [];
  const known = Object.keys(catalogue).sort().join(", ");
  const scan = (hexes: readonly HexRecord[] | undefined, at: string) => hexes?.forEach((h, i) => {
    if (h.terrain !== undefined && !Object.hasOwn(catalogue, h.terrain)) {
      out.push({ path: `${at}[${i}].terrain`, message: `unknown terrain "${h.terrain}" (known: ${known})` });
    }
  });
  (doc.boards ?? []).forEach((b, i) => scan(b.hexes, `boards[${i}].hexes`));
  scan(doc.hexes, "hexes");
  return out;
}
