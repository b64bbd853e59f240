import { resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { BoardSource } from "./to-render-model";

/** Reads what the board layer draws out of a validated map document: boards placed, one entry per hex. */
export function toBoardSource(map: MapDocument): BoardSource {
  const resolved = resolveMap(map);
  // Rows then columns, so the SVG's paint order (and the DOM order tests read) is stable and reading-like.
  const hexes = [...resolved.hexes.values()]
    .sort((a, b) => a.hex.r - b.hex.r || a.hex.q - b.hex.q)
    .map((h) => ({ hex: h.hex, printedIds: [...h.ids], terrain: h.terrain }));
  const hexsides = [...resolved.hexsides.values()].flatMap(({ side, features }) =>
    features.map((f) => ({ hex: side.hex, dir: side.dir, kind: f.type })),
  );
  return { orientation: map.orientation, hexes, hexsides };
}
