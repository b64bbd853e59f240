import type { Direction } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import type { BoardSource } from "./to-render-model";
import { resolveCached } from "./resolve-cached";

/**
 * Reads what the board layer draws out of a validated map document: boards placed, one entry per hex, and the
 * walls, doors and windows of one building storey (the level selector; 0 = ground floor).
 */
export function toBoardSource(map: MapDocument, storey = 0): BoardSource {
  const resolved = resolveCached(map);
  // Above or below the ground floor only hexes with a level at that storey are solid; the rest fade.
  const onStorey = new Set(resolved.buildings.flatMap((b) =>
    b.levels.filter((l) => l.storey === storey).flatMap((l) => (l.hexes ?? b.hexes).map((h) => `${h.q},${h.r}`))));
  // Rows then columns, so the SVG's paint order (and the DOM order tests read) is stable and reading-like.
  const hexes = [...resolved.hexes.values()]
    .sort((a, b) => a.hex.r - b.hex.r || a.hex.q - b.hex.q)
    .map((h) => ({
      hex: h.hex, printedIds: [...h.ids], terrain: h.terrain, height: h.height, markers: h.markers.map((m) => m.type),
      faded: storey !== 0 && !onStorey.has(`${h.hex.q},${h.hex.r}`),
    }));
  const features = [...resolved.hexsides.values()].flatMap(({ side, features }) =>
    features.map((f) => ({ hex: side.hex, dir: side.dir, kind: f.type })),
  );
  // One storey's walls, doors and windows are drawn on the board like hexside features; the others are not.
  const levelSides = resolved.buildings.flatMap((b) =>
    b.levels.filter((l) => l.storey === storey).flatMap((l) => (l.sides ?? []).map((s) => ({ hex: s.hex, dir: toDirectionValue(s.dir), kind: s.type }))),
  );
  return {
    orientation: map.orientation, hexes, hexsides: [...(storey === 0 ? features : []), ...levelSides],
    // Fortifications stand on the ground but show at every storey, as markers do.
    ...(resolved.fortifications.length > 0 ? { fortifications: resolved.fortifications } : {}),
  };
}

/** The schema already limits a level side's `dir` to 0..5; this only narrows the type. */
function toDirectionValue(dir: number): Direction {
  return (((dir % 6) + 6) % 6) as Direction;
}
