import type { Hex } from "@tactica/hex";
import { toHexKey } from "@tactica/hex";
import type { CompiledMap, MapDocument } from "@tactica/map";
import { compileMap, createFirepowerSampleMap, hexIdToHex, hexToHexId } from "@tactica/map";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import { createSighting } from "@tactica/sighting";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "../sighting/firepower-terrain";
import { firepowerLosPolicy } from "../sighting/firepower-los-policy";
import type { TargetTerrain } from "../fire/fire-situation";

/** A shipped map, compiled once, with the lookups the rules need. */
export type Board = {
  readonly id: string;
  readonly map: CompiledMap;
  has(hex: Hex): boolean;
  idOf(hex: Hex): string;
  hexOf(id: string): Hex | undefined;
  terrainOf(hex: Hex): TargetTerrain | "hill" | "other";
  isHill(hex: Hex): boolean;
  /** Smallest and largest axial q of the on-map hexes (the map's left and right edges). */
  readonly qRange: readonly [number, number];
  /** Feature types on the hexside between two adjacent hexes (fence, hedge, wall...). */
  sideFeatures(a: Hex, dir: number): readonly string[];
  /** Basic Game LOS [6.3.4] with the firer's friendly soldiers as obstacles. */
  los(from: Viewpoint, to: Viewpoint, friendlies: readonly { hex: Hex; headHeight: number }[]): LosAnswer | undefined;
};

const MAPS: Readonly<Record<string, () => MapDocument>> = { "firepower-sample-2-panel": createFirepowerSampleMap };
const cache = new Map<string, Board>();

/** Ids of the maps a scenario may name. */
export const SHIPPED_MAPS: readonly string[] = Object.keys(MAPS);

function toBoard(id: string, doc: MapDocument): Board {
  const map = compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
  const terrain = (hex: Hex): string => {
    const c = map.indexOf(hex.q, hex.r);
    return c < 0 ? "" : (map.terrainIds[map.terrain[c] ?? 0] ?? "");
  };
  let lo = Infinity, hi = -Infinity;
  for (let c = 0; c < map.cellCount; c += 1) {
    if (map.indexOf(map.qOf(c), map.rOf(c)) < 0) continue;
    lo = Math.min(lo, map.qOf(c));
    hi = Math.max(hi, map.qOf(c));
  }
  return {
    id, map, qRange: [lo, hi],
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
    los(from, to, friendlies) {
      const s = createSighting(firepowerLosPolicy, map, { game: "basic", friendlies });
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

/** The board of a match (its map was checked at setup, so a miss is a bug). */
export function boardOf(mapId: string): Board {
  const board = loadBoard(mapId);
  if (!board) throw new Error(`rules-firepower: unknown map ${mapId}`);
  return board;
}
