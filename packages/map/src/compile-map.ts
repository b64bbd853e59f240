import type { Hex, HexKey } from "@tactica/hex";
import { createHex, toHexKey } from "@tactica/hex";
import type { FeatureCatalogue, TerrainCatalogue } from "./catalogue";
import { DEFAULT_FEATURES } from "./catalogue";
import { compileLevels } from "./compile-levels";
import { compileSides } from "./compile-sides";
import type { CompiledMap } from "./compiled-map";
import {
  FLAG_BLOCKS, FLAG_BUILDING, FLAG_FORTIFICATION, FLAG_HINDERS, FLAG_MARKER, FLAG_ON_MAP, FLAG_PARTIAL, FLAG_SMOKE,
} from "./compiled-map";
import type { ResolvedMap } from "./resolve-map";
import { resolveMap } from "./resolve-map";
import type { Fortification, HexMarker, MapDocument } from "./schema/map-document";

/** Options for compileMap: the hexside feature catalogue (defaults to DEFAULT_FEATURES). */
export type CompileOptions = { readonly features?: FeatureCatalogue };

/** Compiles a validated map document into flat typed arrays for hot paths (see CompiledMap). */
export function compileMap(doc: MapDocument, catalogue: TerrainCatalogue = {}, options: CompileOptions = {}): CompiledMap {
  return compileResolvedMap(doc.id, resolveMap(doc), catalogue, options);
}

type Box = { minQ: number; minR: number; width: number; height: number };

function toBox(resolved: ResolvedMap): Box {
  let minQ = Infinity, maxQ = -Infinity, minR = Infinity, maxR = -Infinity;
  for (const h of resolved.hexes.values()) {
    minQ = Math.min(minQ, h.hex.q); maxQ = Math.max(maxQ, h.hex.q);
    minR = Math.min(minR, h.hex.r); maxR = Math.max(maxR, h.hex.r);
  }
  if (minQ === Infinity) return { minQ: 0, minR: 0, width: 0, height: 0 };
  // One hex of padding so every side of an on-map hex has an owner cell in the box.
  return { minQ: minQ - 1, minR: minR - 1, width: maxQ - minQ + 3, height: maxR - minR + 3 };
}

/** Compiles an already resolved map (exposed for callers that resolve once and compile with several catalogues). */
export function compileResolvedMap(
  id: string, resolved: ResolvedMap, catalogue: TerrainCatalogue, options: CompileOptions = {},
): CompiledMap {
  const { minQ, minR, width, height } = toBox(resolved);
  const cellCount = width * height;
  const cellOf = (q: number, r: number): number => {
    const x = q - minQ, y = r - minR;
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
  };
  const flags = new Uint8Array(cellCount);
  const indexOf = (q: number, r: number): number => {
    const c = cellOf(q, r);
    return c >= 0 && (flags[c]! & FLAG_ON_MAP) !== 0 ? c : -1;
  };
  const sideSlotOf = (q: number, r: number, dir: number): number => {
    if (dir < 3) { const c = cellOf(q, r); return c < 0 ? -1 : c * 3 + dir; }
    const nq = q + (dir === 3 ? 0 : -1), nr = r + (dir === 5 ? 0 : 1);
    const c = cellOf(nq, nr);
    return c < 0 ? -1 : c * 3 + dir - 3;
  };
  const features = options.features ?? DEFAULT_FEATURES;
  const featureTypes: string[] = [""];
  const featureCode = new Map<string, number>();
  const codeOf = (type: string): number => {
    let c = featureCode.get(type);
    if (c === undefined) { c = featureTypes.length; featureTypes.push(type); featureCode.set(type, c); }
    return c;
  };
  const terrainIds: string[] = [""];
  const terrainCode = new Map<string, number>();
  const groundHeight = new Int16Array(cellCount);
  const topHeight = new Int16Array(cellCount);
  const terrain = new Uint16Array(cellCount);
  const idToHex = new Map<string, Hex>();
  const hexToIds = new Map<HexKey, readonly string[]>();
  const markers = new Map<number, readonly HexMarker[]>();
  for (const h of resolved.hexes.values()) {
    const c = cellOf(h.hex.q, h.hex.r);
    let f = FLAG_ON_MAP | (h.partial ? FLAG_PARTIAL : 0);
    groundHeight[c] = h.height;
    topHeight[c] = h.height;
    if (h.terrain !== undefined) {
      let code = terrainCode.get(h.terrain);
      if (code === undefined) { code = terrainIds.length; terrainIds.push(h.terrain); terrainCode.set(h.terrain, code); }
      terrain[c] = code;
      const def = catalogue[h.terrain];
      if (def?.blocks) f |= FLAG_BLOCKS;
      if (def?.hinders) f |= FLAG_HINDERS;
      if (def?.height !== undefined) topHeight[c] = h.height + def.height;
    }
    for (const m of h.markers) f |= m.type === "smoke" || m.type === "fire" ? FLAG_SMOKE : FLAG_MARKER;
    if (h.markers.length > 0) markers.set(c, h.markers);
    flags[c] = f;
    if (h.ids.length > 0) {
      hexToIds.set(toHexKey(h.hex), [...h.ids]);
      for (const printed of h.ids) idToHex.set(printed, h.hex);
    }
  }
  const sides = compileSides(resolved, cellCount, sideSlotOf, codeOf, features);
  const levels = compileLevels(resolved.buildings, cellCount, cellOf, sideSlotOf, codeOf);
  for (let c = 0; c < cellCount; c++) {
    if (levels.levelCount[c]! > 0) {
      flags[c] = flags[c]! | FLAG_BUILDING;
      topHeight[c] = Math.max(topHeight[c]!, levels.roofTop[c]!);
    }
  }
  const fortifications = new Map<number, Fortification[]>();
  for (const f of resolved.fortifications) {
    const c = indexOf(f.hex.q, f.hex.r);
    if (c < 0) continue;
    flags[c] = flags[c]! | FLAG_FORTIFICATION;
    fortifications.set(c, [...(fortifications.get(c) ?? []), f]);
  }
  const mh = compileMegahexes(resolved, cellCount, indexOf);
  const areas = compilePanelsAndRegions(resolved, cellCount, indexOf);
  return {
    id, minQ, minR, width, height, cellCount, hexCount: resolved.hexes.size,
    indexOf, cellOf, sideSlotOf,
    qOf: (cell) => (cell % width) + minQ,
    rOf: (cell) => Math.floor(cell / width) + minR,
    groundHeight, topHeight, terrain, flags, terrainIds,
    ...sides, featureTypes,
    levelCount: levels.levelCount, levelStart: levels.levelStart, levelFloor: levels.levelFloor,
    levelCeiling: levels.levelCeiling, levelNumber: levels.levelNumber, levelStairs: levels.levelStairs,
    levelSides: levels.levelSides,
    ...mh,
    ...areas,
    fortifications, markers, buildings: resolved.buildings,
    ...(resolved.directionOne === undefined ? {} : { directionOne: resolved.directionOne }),
    idToHex, hexToIds,
  };
}

function compileMegahexes(resolved: ResolvedMap, cellCount: number, indexOf: (q: number, r: number) => number) {
  const megahexIds = resolved.megahexes.cells.map((c) => c.id);
  const index = new Map(megahexIds.map((m, i) => [m, i]));
  const megahexCoord = new Int32Array(megahexIds.length * 2);
  resolved.megahexes.cells.forEach((c, i) => { megahexCoord[2 * i] = c.coord.q; megahexCoord[2 * i + 1] = c.coord.r; });
  const megahexOf = new Int32Array(cellCount).fill(-1);
  const megahexEdges = new Map<number, readonly number[]>();
  for (const m of resolved.megahexes.membership) {
    const c = indexOf(m.hex.q, m.hex.r);
    if (c < 0) continue;
    const ids = m.megahexes.map((x) => index.get(x) ?? -1).filter((x) => x >= 0);
    if (ids.length === 1) megahexOf[c] = ids[0]!;
    else if (ids.length > 1) { megahexOf[c] = -2; megahexEdges.set(c, ids); }
  }
  return { megahexIds, megahexCoord, megahexOf, megahexEdges };
}

function compilePanelsAndRegions(resolved: ResolvedMap, cellCount: number, indexOf: (q: number, r: number) => number) {
  const panelIndex = new Int32Array(cellCount).fill(-1);
  const byPlacement = new Map(resolved.panels.map((p, i) => [p.placement, i]));
  for (const h of resolved.hexes.values()) {
    if (h.placement !== undefined) panelIndex[indexOf(h.hex.q, h.hex.r)] = byPlacement.get(h.placement) ?? -1;
  }
  const regionsAt = new Map<number, number[]>();
  const regions = resolved.regions.map((reg, i) => {
    const cells = Int32Array.from(reg.hexes.map((h) => indexOf(h.q, h.r)).filter((c) => c >= 0));
    for (const c of cells) regionsAt.set(c, [...(regionsAt.get(c) ?? []), i]);
    return { id: reg.id, name: reg.name, kind: reg.kind, cells };
  });
  return { panelIndex, panels: resolved.panels, regions, regionsAt };
}

/** The hex at a cell (allocates; for non-hot callers). */
export function cellToHex(map: CompiledMap, cell: number): Hex {
  return createHex(map.qOf(cell), map.rOf(cell));
}
