import { resolveMap } from "./resolve-map";
import type { HexRecord, HexsideRecord, MapDocument } from "./schema/map-document";

/**
 * The same map with every board placed, rotated and merged into map-level data (no boards, no placements).
 * Printed IDs stay on the hexes; the directions a directional hex named are kept as `directions.one`.
 */
export function flattenMapDocument(doc: MapDocument): MapDocument {
  const r = resolveMap(doc);
  const hexes: HexRecord[] = [...r.hexes.values()].map((h) => ({
    hex: h.hex, height: h.height,
    ...(h.terrain === undefined ? {} : { terrain: h.terrain }),
    ...(h.markers.length > 0 ? { markers: h.markers } : {}),
    ...(h.partial ? { partial: true } : {}),
    ...(h.ids[0] === undefined ? {} : { id: h.ids[0] }),
  }));
  const hexsides: HexsideRecord[] = [...r.hexsides.values()].map((s) => ({ hex: s.side.hex, dir: s.side.dir, features: s.features }));
  const { boards: _boards, placements: _placements, ...rest } = doc;
  const out: MapDocument = {
    ...rest, hexes,
    ...(hexsides.length > 0 ? { hexsides } : {}),
    ...(r.buildings.length > 0 ? { buildings: r.buildings } : {}),
    ...(r.fortifications.length > 0 ? { fortifications: r.fortifications } : {}),
    ...(r.megahexes.cells.length > 0 ? { megahexes: { cells: r.megahexes.cells, membership: r.megahexes.membership } } : {}),
    ...(r.directionOne === undefined ? {} : { directions: { one: r.directionOne } }),
  };
  // A hex record carries one printed ID; extra IDs of overlapping boards ride on extra records for the same hex.
  const extra: HexRecord[] = [];
  for (const h of r.hexes.values()) for (const id of h.ids.slice(1)) extra.push({ hex: h.hex, id });
  if (extra.length > 0) out.hexes = [...(out.hexes ?? []), ...extra];
  return out;
}
