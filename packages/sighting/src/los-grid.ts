import type { Hex } from "@tactica/hex";
import type { CompiledMap } from "@tactica/map";
import { FLAG_ON_MAP } from "@tactica/map";

/**
 * A dense index over the axial bounding box of a map: cell = (r - rMin) * width + (q - qMin). The LOS
 * kernels address every per-hex array by cell so the walk never looks anything up in a Map or Set.
 * `onMap[cell]` is 1 for hexes that exist (boards may leave holes in the box).
 */
export type LosGrid = {
  readonly qMin: number;
  readonly rMin: number;
  readonly width: number;
  readonly height: number;
  readonly onMap: Uint8Array;
  /** Number of hexes on the map. */
  readonly size: number;
  /** Cells of the map's hexes in ascending cell order (the viewshed's row/column order). */
  readonly cells: Int32Array;
  /** Position of each cell in `cells`, or -1 for holes. */
  readonly ordinal: Int32Array;
};

/** Builds the dense index of a set of hexes. */
export function createLosGrid(hexes: Iterable<Hex>): LosGrid {
  const list = [...hexes];
  let qMin = Infinity, qMax = -Infinity, rMin = Infinity, rMax = -Infinity;
  for (const h of list) {
    if (h.q < qMin) qMin = h.q;
    if (h.q > qMax) qMax = h.q;
    if (h.r < rMin) rMin = h.r;
    if (h.r > rMax) rMax = h.r;
  }
  if (list.length === 0) { qMin = 0; qMax = -1; rMin = 0; rMax = -1; }
  const width = qMax - qMin + 1;
  const height = rMax - rMin + 1;
  const onMap = new Uint8Array(Math.max(0, width * height));
  for (const h of list) onMap[(h.r - rMin) * width + (h.q - qMin)] = 1;
  let size = 0;
  for (let c = 0; c < onMap.length; c++) size += onMap[c]!;
  const cells = new Int32Array(size);
  const ordinal = new Int32Array(onMap.length).fill(-1);
  for (let c = 0, k = 0; c < onMap.length; c++) {
    if (onMap[c] === 1) { cells[k] = c; ordinal[c] = k; k++; }
  }
  return { qMin, rMin, width, height, onMap, size, cells, ordinal };
}

/** The cell of (q, r), or -1 when it lies outside the bounding box or in a hole. */
export function toCell(grid: LosGrid, q: number, r: number): number {
  const x = q - grid.qMin;
  const y = r - grid.rMin;
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return -1;
  const c = y * grid.width + x;
  return grid.onMap[c] === 1 ? c : -1;
}

/** The hex of a cell. */
export function cellToHex(grid: LosGrid, cell: number): Hex {
  return { q: (cell % grid.width) + grid.qMin, r: Math.floor(cell / grid.width) + grid.rMin };
}

/** The dense index of a compiled map: the same cells as the map's own typed arrays (FLAG_ON_MAP = on map). */
export function toLosGrid(map: CompiledMap): LosGrid {
  const n = map.width * map.height;
  const onMap = new Uint8Array(n);
  let size = 0;
  for (let c = 0; c < n; c++) if ((map.flags[c]! & FLAG_ON_MAP) !== 0) { onMap[c] = 1; size++; }
  const cells = new Int32Array(size);
  const ordinal = new Int32Array(n).fill(-1);
  for (let c = 0, k = 0; c < n; c++) if (onMap[c] === 1) { cells[k] = c; ordinal[c] = k; k++; }
  return { qMin: map.minQ, rMin: map.minR, width: map.width, height: map.height, onMap, size, cells, ordinal };
}
