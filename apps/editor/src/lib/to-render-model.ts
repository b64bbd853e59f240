import { hexCorners, hexToPixel } from "@tactica/hex/pixel";
import type { PixelLayout, Point } from "@tactica/hex/pixel";
import type { Direction, Hex } from "@tactica/hex";
import { toHexKey, toHexsideKey } from "@tactica/hex";
import { toHexsideColor, toTerrainColor } from "./terrain-palette";
import type { RenderHex, RenderHexside, RenderModel } from "./render-model";
import type { Fortification } from "@tactica/map";
import { toRenderFortifications } from "./render-fortifications";

/** What the board layer draws, already read out of a map document: one entry per physical hex. */
export type BoardSource = {
  readonly orientation: "flat" | "pointy";
  readonly hexes: readonly BoardHex[];
  readonly hexsides: readonly { readonly hex: Hex; readonly dir: Direction; readonly kind: string }[];
  /** Fortifications in global coordinates (board ones already placed and turned); none when absent. */
  readonly fortifications?: readonly Fortification[];
};

/** One hex of a BoardSource; height and markers are shown in the status bar. */
export type BoardHex = {
  readonly hex: Hex;
  readonly printedIds: readonly string[];
  readonly terrain?: string | undefined;
  readonly height?: number;
  readonly markers?: readonly string[];
  /** Drawn faint: no building level at the storey shown. */
  readonly faded?: boolean;
};

/** Hex radius in SVG user units; the viewBox scales the drawing to the screen. */
export const HEX_SIZE = 30;

/** Turns board data into SVG geometry: polygons, label positions, hexside lines and a fitting viewBox. */
export function toRenderModel(source: BoardSource, size = HEX_SIZE): RenderModel {
  const layout: PixelLayout = { orientation: source.orientation, size };
  const hexes: RenderHex[] = source.hexes.map(({ hex, printedIds, terrain, height = 0, markers = [], faded = false }) => {
    const key = toHexKey(hex);
    const geometry = toHexGeometry(hex, key, layout);
    return {
      key,
      // Where boards overlap the top board's print is the one a player sees: the last ID (stacking order).
      label: printedIds[printedIds.length - 1] ?? key,
      printedIds,
      terrain,
      height,
      markers,
      faded,
      fill: toTerrainColor(terrain),
      ...geometry,
    };
  });
  const hexsides: RenderHexside[] = source.hexsides.map(({ hex, dir, kind }, index) => {
    // Corner c lies between sides c and c + 1 (@tactica/hex/pixel), so side d runs from corner d - 1 to corner d.
    const corners = hexCorners(hex, layout);
    const from = corners[(dir + 5) % 6] as Point;
    const to = corners[dir] as Point;
    return {
      // A side can carry several features (a wall with a door), so the index keeps keys unique.
      key: `${toHexsideKey({ hex, dir })}:${kind}:${index}`,
      kind,
      stroke: toHexsideColor(kind),
      x1: round(from.x), y1: round(from.y), x2: round(to.x), y2: round(to.y),
    };
  });
  const fortifications = toRenderFortifications(source.fortifications ?? [], layout, new Map(hexes.map((h) => [h.key, h.label])));
  return { hexes, hexsides, fortifications, viewBox: toViewBox(source, layout), hexSize: size, orientation: source.orientation };
}

// Geometry depends only on the hex and the layout; re-deriving 1,600 polygons per edit was most of a repaint.
const geometryCache = new Map<string, { points: string; cx: number; cy: number }>();

function toHexGeometry(hex: Hex, key: string, layout: PixelLayout): { points: string; cx: number; cy: number } {
  const cacheKey = `${layout.orientation}:${layout.size}:${key}`;
  let g = geometryCache.get(cacheKey);
  if (g === undefined) {
    const center = hexToPixel(hex, layout);
    g = { points: hexCorners(hex, layout).map(toPointAttribute).join(" "), cx: round(center.x), cy: round(center.y) };
    if (geometryCache.size > 200_000) geometryCache.clear();
    geometryCache.set(cacheKey, g);
  }
  return g;
}

function toViewBox(source: BoardSource, layout: PixelLayout): RenderModel["viewBox"] {
  if (source.hexes.length === 0) return { minX: 0, minY: 0, width: 1, height: 1 };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const { hex } of source.hexes) {
    for (const p of hexCorners(hex, layout)) {
      minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
    }
  }
  const margin = layout.size * 0.5;
  return {
    minX: round(minX - margin), minY: round(minY - margin),
    width: round(maxX - minX + 2 * margin), height: round(maxY - minY + 2 * margin),
  };
}

function toPointAttribute(p: Point): string {
  return `${round(p.x)},${round(p.y)}`;
}

/** Two decimals keep the SVG small and the output stable across platforms. */
function round(n: number): number {
  return Math.round(n * 100) / 100 + 0;
}
