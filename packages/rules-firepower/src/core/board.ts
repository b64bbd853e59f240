import type { Hex } from "@tactica/hex";
import { toHexKey } from "@tactica/hex";
import type { CompiledMap, MapDocument } from "@tactica/map";
import { compileMap, createFirepowerSampleMap, decodeLevelSide, hexIdToHex, hexToHexId, levelSideKey } from "@tactica/map";
import { canonicalJson, sha256Hex } from "@tactica/dice";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import { createSighting } from "@tactica/sighting";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "../sighting/firepower-terrain";
import { firepowerLosPolicy } from "../sighting/firepower-los-policy";
import type { TargetTerrain } from "../fire/fire-situation";
import type { FirepowerLosOptions } from "../sighting/firepower-los-options";

/** A wall or opening of a building storey on a hexside [8.2.3-8.2.5]. */
export type LevelSide = { readonly type: string; readonly open: boolean; readonly height: number };

/** A shipped map, compiled once, with the lookups the rules need. */
export type Board = {
  readonly id: string;
  readonly map: CompiledMap;
  /** The map document compiled (doors and windows opened or closed in play replace it in the game state). */
  readonly document: MapDocument;
  has(hex: Hex): boolean;
  idOf(hex: Hex): string;
  hexOf(id: string): Hex | undefined;
  terrainOf(hex: Hex): TargetTerrain | "hill" | "other";
  isHill(hex: Hex): boolean;
  /** Smallest and largest axial q of the on-map hexes (the map's left and right edges). */
  readonly qRange: readonly [number, number];
  /** Feature types on the hexside between two adjacent hexes (fence, hedge, wall...). */
  sideFeatures(a: Hex, dir: number): readonly string[];
  /** Hexside features with their heights (the document's, else the Firepower default) [2.6, 11.1.3]. */
  sideFeatureHeights(a: Hex, dir: number): readonly { readonly type: string; readonly height: number }[];
  /** Storeys of a building hex, bottom up (empty outside buildings) [8.2.1]. */
  storeysOf(hex: Hex): readonly number[];
  /** Floor height of a storey of the hex (outside buildings: storey 0 is the ground height), or undefined [8.2.2-8.2.3]. */
  floorOf(hex: Hex, storey: number): number | undefined;
  /** The wall or opening of a storey on the hexside `dir` of `hex`, if the building gives one [8.2.3-8.2.5]. */
  levelSide(hex: Hex, dir: number, storey: number): LevelSide | undefined;
  /** Whether stairs in the hex link storeys `a` and `b` (one flight apart) [11.1.8, 12.1.6]. */
  stairsLink(hex: Hex, a: number, b: number): boolean;
  /**
   * LOS with the firer's friendly soldiers as obstacles: the Basic Game's [6.3.4] unless `options.game` is
   * "advanced" (12.1: heights, storeys, the LOS chart).
   */
  los(from: Viewpoint, to: Viewpoint, friendlies: readonly { hex: Hex; headHeight: number }[], options?: FirepowerLosOptions): LosAnswer | undefined;
};

/** Prepared LOS judges kept per board, one per set of LOS options (oldest dropped first). */
const LOS_SIGHTING_CACHE_SIZE = 16;

const MAPS: Readonly<Record<string, () => MapDocument>> = { "firepower-sample-2-panel": createFirepowerSampleMap };
const cache = new Map<string, Board>();

/**
 * Where a match's board comes from: a shipped map id, or (authored and stored maps) the map document itself,
 * carried in the scenario and the game state so that replay needs nothing but the record.
 */
export type BoardSource = { readonly map: string; readonly mapDocument?: MapDocument };

/** Compiled boards of map documents kept at once (least recently used dropped first). */
export const DOCUMENT_BOARD_CACHE_SIZE = 16;
const byContent = new Map<string, Board>();
// Game states share their document object from command to command, so most look-ups skip hashing.
const byObject = new WeakMap<MapDocument, Board>();

/** Ids of the maps a scenario may name. */
export const SHIPPED_MAPS: readonly string[] = Object.keys(MAPS);

function toBoard(id: string, doc: MapDocument): Board {
  const map = compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
  const terrain = (hex: Hex): string => {
    const c = map.indexOf(hex.q, hex.r);
    return c < 0 ? "" : (map.terrainIds[map.terrain[c] ?? 0] ?? "");
  };
  // The prepared LOS judge per options (friendlies, smoke, slabs...): a fired round's odds replay its resolve once per
  // die face and each replay checks the same few lines, so the judge's flat arrays are built once per options, not per
  // check (each check starts afresh: no answer reads what an earlier one left). The options are plain data, so the key
  // is their JSON; oldest dropped first.
  const sightings = new Map<string, ReturnType<typeof createSighting<CompiledMap, FirepowerLosOptions>>>();
  const sightingFor = (options: FirepowerLosOptions) => {
    const key = JSON.stringify(options);
    const hit = sightings.get(key);
    if (hit) return hit;
    const made = createSighting(firepowerLosPolicy, map, options);
    sightings.set(key, made);
    if (sightings.size > LOS_SIGHTING_CACHE_SIZE) sightings.delete(sightings.keys().next().value!);
    return made;
  };
  let lo = Infinity, hi = -Infinity;
  for (let c = 0; c < map.cellCount; c += 1) {
    if (map.indexOf(map.qOf(c), map.rOf(c)) < 0) continue;
    lo = Math.min(lo, map.qOf(c));
    hi = Math.max(hi, map.qOf(c));
  }
  return {
    id, map, document: doc, qRange: [lo, hi],
    has: (hex) => map.indexOf(hex.q, hex.r) >= 0,
    idOf: (hex) => hexToHexId(map, hex)[0] ?? toHexKey(hex),
    hexOf: (hexId) => hexIdToHex(map, hexId),
    terrainOf(hex) {
      const t = terrain(hex);
      return t === "clear" || t === "tree" || t === "rough" || t === "scrub" || t === "hill" ? t : "other";
    },
    isHill: (hex) => terrain(hex) === "hill",
    sideFeatures(hex, dir) {
      const slot = map.sideSlotOf(hex.q, hex.r, dir);
      if (slot < 0) return [];
      const all = map.sideFeatures.get(slot);
      if (all) return all.map((f) => f.type);
      const code = map.sideCode[slot] ?? 0;
      return code === 0 ? [] : [map.featureTypes[code] ?? ""];
    },
    sideFeatureHeights(hex, dir) {
      const slot = map.sideSlotOf(hex.q, hex.r, dir);
      if (slot < 0) return [];
      const all = map.sideFeatures.get(slot);
      if (all) return all.map((f) => ({ type: f.type, height: f.height }));
      const code = map.sideCode[slot] ?? 0;
      return code === 0 ? [] : [{ type: map.featureTypes[code] ?? "", height: map.sideHeight[slot] ?? 0 }];
    },
    storeysOf(hex) {
      const c = map.indexOf(hex.q, hex.r);
      if (c < 0) return [];
      const start = map.levelStart[c] ?? 0;
      return Array.from({ length: map.levelCount[c] ?? 0 }, (_, i) => map.levelNumber[start + i] ?? 0);
    },
    floorOf(hex, storey) {
      const c = map.indexOf(hex.q, hex.r);
      if (c < 0) return undefined;
      const n = map.levelCount[c] ?? 0, start = map.levelStart[c] ?? 0;
      if (n === 0) return storey === 0 ? (map.groundHeight[c] ?? 0) : undefined;
      for (let i = 0; i < n; i += 1) if (map.levelNumber[start + i] === storey) return map.levelFloor[start + i];
      return undefined;
    },
    levelSide(hex, dir, storey) {
      const slot = map.sideSlotOf(hex.q, hex.r, dir);
      const v = slot < 0 ? undefined : map.levelSides.get(levelSideKey(slot, storey));
      if (v === undefined) return undefined;
      const d = decodeLevelSide(v);
      return { type: map.featureTypes[d.code] ?? "", open: d.open, height: d.height };
    },
    stairsLink(hex, a, b) {
      const c = map.indexOf(hex.q, hex.r);
      if (c < 0 || Math.abs(a - b) !== 1) return false;
      const start = map.levelStart[c] ?? 0, lower = Math.min(a, b);
      for (let i = 0; i < (map.levelCount[c] ?? 0) - 1; i += 1) {
        if (map.levelNumber[start + i] === lower && ((map.levelStairs[c] ?? 0) & (1 << i)) !== 0) return true;
      }
      return false;
    },
    los(from, to, friendlies, options) {
      const s = sightingFor({ game: "basic", ...options, friendlies });
      if (!s.ok) return undefined;
      const r = s.value.check(from, to);
      return r.ok ? r.value : undefined;
    },
  };
}

/** The compiled board of a shipped map, or undefined for an unknown id. */
export function loadBoard(id: string): Board | undefined {
  const hit = cache.get(id);
  if (hit) return hit;
  const make = MAPS[id];
  if (!make) return undefined;
  const board = toBoard(id, make());
  cache.set(id, board);
  return board;
}

/** The compiled board of a map document, compiled once per content (SHA-256 of its canonical JSON). */
export function boardForDocument(doc: MapDocument): Board {
  const seen = byObject.get(doc);
  if (seen) return seen;
  const key = sha256Hex(canonicalJson(doc));
  const board = byContent.get(key) ?? toBoard(doc.id, doc);
  byContent.delete(key);
  byContent.set(key, board);
  for (const old of byContent.keys()) {
    if (byContent.size <= DOCUMENT_BOARD_CACHE_SIZE) break;
    byContent.delete(old);
  }
  byObject.set(doc, board);
  return board;
}

/** The board of a scenario or game: its map document when it carries one, else the shipped map it names. */
export function boardFrom(src: BoardSource): Board | undefined {
  return src.mapDocument ? boardForDocument(src.mapDocument) : loadBoard(src.map);
}

/** The board of a match (its map was checked at setup, so a miss is a bug); a bare id names a shipped map. */
export function boardOf(src: string | BoardSource): Board {
  const board = typeof src === "string" ? loadBoard(src) : boardFrom(src);
  if (!board) throw new Error(`rules-firepower: unknown map ${typeof src === "string" ? src : src.map}`);
  return board;
}
