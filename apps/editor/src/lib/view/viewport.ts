// Zoom and pan of the board: which part of the board's box (the model's viewBox, SVG units) the canvas shows.
// Pure: the canvas keeps a Viewport in state and turns it into the SVG viewBox.

/** A box in SVG units. */
export type Box = { readonly minX: number; readonly minY: number; readonly width: number; readonly height: number };
/** How far in (1: the whole board fits) and the board point at the centre of the canvas. */
export type Viewport = { readonly zoom: number; readonly cx: number; readonly cy: number };

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 24;
const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** The whole board, centred. */
export function fitViewport(board: Box): Viewport {
  return { zoom: 1, cx: board.minX + board.width / 2, cy: board.minY + board.height / 2 };
}

/** The viewBox the canvas shows for `v`. */
export function toViewBox(board: Box, v: Viewport): Box {
  const width = board.width / v.zoom;
  const height = board.height / v.zoom;
  return { minX: v.cx - width / 2, minY: v.cy - height / 2, width, height };
}

/** Zooms by `factor`, keeping board point `at` (default the centre) where it is on screen. */
export function zoomAt(board: Box, v: Viewport, factor: number, at?: { x: number; y: number }): Viewport {
  const zoom = clampZoom(v.zoom * factor);
  if (at === undefined) return { ...v, zoom };
  const k = v.zoom / zoom; // new size / old size of the view
  return { zoom, cx: at.x + (v.cx - at.x) * k, cy: at.y + (v.cy - at.y) * k };
}

/** Moves the view by (dx, dy) board units, the centre kept on the board. */
export function panBy(board: Box, v: Viewport, dx: number, dy: number): Viewport {
  const cx = Math.min(board.minX + board.width, Math.max(board.minX, v.cx + dx));
  const cy = Math.min(board.minY + board.height, Math.max(board.minY, v.cy + dy));
  return { ...v, cx, cy };
}
