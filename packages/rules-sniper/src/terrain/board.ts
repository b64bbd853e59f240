// A Sniper! board compiled from a @tactica/map document: hex -> terrain, printed IDs, markers, building; each
// building's storeys (basement, floors, roof), stairs and ladders, and its walls and openings per storey with the
// layout rules of [11.1] applied (exterior walls on every storey but the roof, interior walls alike on every floor
// from the ground up, a parapet above every exterior wall on the roof).
import type { Direction, Hex, HexKey } from "@tactica/hex";
import { DIRECTIONS, hexAdd, hexNeighbor, toCanonicalHexside, toHexKey, toHexsideKey } from "@tactica/hex";
import type { MapIssue } from "@tactica/map";
import { resolveMap, validateMapDocument } from "@tactica/map";
import { TERRAIN_TYPES } from "../tables/index";
import type { TerrainMode, TerrainType } from "../tables/index";
import type { HexsideFeature, LevelSide } from "./vocabulary";
import { HEXSIDE_FEATURES, LEVEL_SIDES } from "./vocabulary";

/** One hex of the board. */
export type BoardHex = {
  readonly hex: Hex;
  readonly ids: readonly string[];
  readonly terrain: TerrainType;
  readonly markers: readonly string[];
  /** The building whose footprint holds this hex. */
  readonly building?: string;
};

/** A stair or ladder in one hex, linking storeys `from`..`to`. */
export type BoardStair = { readonly hex: Hex; readonly from: number; readonly to: number; readonly kind: "stairs" | "ladder" };

/** One building: its footprint, storeys, stairs and the walls and openings of each storey (hexside key -> side). */
export type BoardBuilding = {
  readonly id: string;
  readonly hexes: readonly Hex[];
  readonly keys: ReadonlySet<HexKey>;
  /** Storeys bottom to top: -1 basement, 0 ground, 1.. floors, then the roof. */
  readonly storeys: readonly number[];
  /** The roof storey (one above the top floor) [11.1]. */
  readonly roof: number;
  /** The highest floor under the roof. */
  readonly top: number;
  readonly hasBasement: boolean;
  readonly stairs: ReadonlyMap<HexKey, BoardStair>;
  readonly sides: ReadonlyMap<number, ReadonlyMap<string, LevelSide>>;
};

/** The compiled board. */
export type SniperBoard = {
  readonly mode: TerrainMode;
  readonly hexes: ReadonlyMap<HexKey, BoardHex>;
  /** Ground-level features on hexsides outside buildings (hexside key -> features). */
  readonly outdoorSides: ReadonlyMap<string, readonly HexsideFeature[]>;
  readonly buildings: ReadonlyMap<string, BoardBuilding>;
  /** Printed hex ID -> hex. */
  readonly byId: ReadonlyMap<string, Hex>;
};

/** compileSniperBoard's answer: a board, or the document's problems (never thrown). */
export type BoardCompilation = { readonly ok: true; readonly board: SniperBoard; readonly notes: readonly MapIssue[] } | { readonly ok: false; readonly issues: readonly MapIssue[] };

const ALL_DIRS: readonly Direction[] = [0, 1, 2, 3, 4, 5];
const isTerrain = (t: string): t is TerrainType => (TERRAIN_TYPES as readonly string[]).includes(t);
const isLevelSide = (t: string): t is LevelSide => (LEVEL_SIDES as readonly string[]).includes(t);
const isFeature = (t: string): t is HexsideFeature => (HEXSIDE_FEATURES as readonly string[]).includes(t);
const sideKey = (hex: Hex, dir: Direction): string => toHexsideKey(toCanonicalHexside(hex, dir));

/** Compile a map document (any JSON: it is validated first) for a scenario's terrain mode [11.2]. */
export function compileSniperBoard(json: unknown, mode: TerrainMode): BoardCompilation {
  const v = validateMapDocument(json);
  if (!v.ok) return { ok: false, issues: v.issues };
  const r = resolveMap(v.map);
  const issues: MapIssue[] = [];
  const notes: MapIssue[] = [];
  const buildingOf = new Map<HexKey, string>();
  for (const b of r.buildings) for (const h of b.hexes) buildingOf.set(toHexKey(h), b.id);
  const hexes = new Map<HexKey, BoardHex>();
  const byId = new Map<string, Hex>();
  for (const [key, h] of r.hexes) {
    const building = buildingOf.get(key);
    const terrain = h.terrain ?? (building ? "building" : "clear");
    if (!isTerrain(terrain)) {
      issues.push({ path: `hexes ${key}`, code: "map/unknown_terrain", message: `unknown Sniper! terrain "${terrain}" at hex ${key} (allowed: ${TERRAIN_TYPES.join(", ")}) [11.0]`, allowed: [...TERRAIN_TYPES] });
      continue;
    }
    for (const id of h.ids) byId.set(id, h.hex);
    hexes.set(key, { hex: h.hex, ids: [...h.ids], terrain, markers: h.markers.map((m) => m.type), ...(building ? { building } : {}) });
  }
  const outdoorSides = new Map<string, HexsideFeature[]>();
  for (const [key, s] of r.hexsides) {
    const fs = s.features.map((f) => f.type).filter(isFeature);
    if (fs.length > 0) outdoorSides.set(key, fs);
  }
  const buildings = new Map<string, BoardBuilding>();
  for (const b of r.buildings) {
    const keys = new Set(b.hexes.map(toHexKey));
    const roofLevel = b.levels.find((l) => l.roof === true);
    const floors = b.levels.filter((l) => l.roof !== true).map((l) => l.storey);
    const top = floors.length > 0 ? Math.max(...floors.filter((s) => s >= 0), 0) : 0;
    const roof = roofLevel ? roofLevel.storey : top + 1;
    const hasBasement = floors.includes(-1);
    const storeys = [...(hasBasement ? [-1] : []), ...Array.from({ length: top + 1 }, (_, i) => i), roof];
    const declared = new Map<number, Map<string, LevelSide>>();
    for (const l of b.levels) {
      const m = new Map<string, LevelSide>();
      for (const s of l.sides ?? []) {
        if (!isLevelSide(s.type)) { issues.push({ path: `buildings ${b.id} storey ${l.storey}`, code: "map/unknown_level_side", message: `unknown Sniper! level side "${s.type}" (allowed: ${LEVEL_SIDES.join(", ")}) [11.1]`, allowed: [...LEVEL_SIDES] }); continue; }
        if (s.type === "door" && l.storey !== 0 && isBoundary(keys, s.hex, s.dir as Direction)) notes.push({ path: `buildings ${b.id} storey ${l.storey}`, code: "map/sniper_exterior_door_above_ground", message: `an exterior door on storey ${l.storey}: doors in exterior walls are on the ground floor only [11.1]` });
        m.set(sideKey(s.hex, s.dir as Direction), s.type);
      }
      declared.set(l.storey, m);
    }
    // Interior walls (and their doors) are the same on every floor from the ground up [11.1].
    const interior = new Map<string, LevelSide>();
    for (const s of floors.filter((x) => x >= 0)) for (const [k, t] of declared.get(s) ?? []) {
      if ((t === "interior-wall" || t === "door") && isInteriorKey(keys, k)) if (!interior.has(k) || t === "door") interior.set(k, t);
    }
    const boundary: string[] = [];
    for (const h of b.hexes) for (const d of ALL_DIRS) if (!keys.has(toHexKey(hexNeighbor(h, d)))) boundary.push(sideKey(h, d));
    const sides = new Map<number, Map<string, LevelSide>>();
    for (const s of storeys) {
      const m = new Map<string, LevelSide>();
      const own = declared.get(s) ?? new Map<string, LevelSide>();
      if (s === roof) {
        for (const k of boundary) m.set(k, own.get(k) ?? "parapet"); // a parapet above every exterior wall [11.1]
      } else {
        for (const k of boundary) { const t = own.get(k); m.set(k, t !== undefined && t !== "interior-wall" && !(s < 0 && (t === "door" || t === "window")) ? t : "exterior-wall"); }
        if (s >= 0) for (const [k, t] of interior) m.set(k, own.get(k) ?? t); // none in basement or roof [11.1]
      }
      sides.set(s, m);
    }
    const stairs = new Map<HexKey, BoardStair>();
    for (const st of b.stairs ?? []) {
      const kind = st.kind ?? "stairs";
      stairs.set(toHexKey(st.hex), { hex: st.hex, from: st.from, to: st.to, kind });
    }
    buildings.set(b.id, { id: b.id, hexes: b.hexes, keys, storeys, roof, top, hasBasement, stairs, sides });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, board: { mode, hexes, outdoorSides, buildings, byId }, notes };
}

function isBoundary(keys: ReadonlySet<HexKey>, hex: Hex, dir: Direction): boolean {
  return keys.has(toHexKey(hex)) !== keys.has(toHexKey(hexAdd(hex, DIRECTIONS[dir]!)));
}

function isInteriorKey(keys: ReadonlySet<HexKey>, k: string): boolean {
  const [q, r, d] = k.split(",").map(Number) as [number, number, number];
  const a = { q, r };
  return keys.has(toHexKey(a)) && keys.has(toHexKey(hexNeighbor(a, d as Direction)));
}

/** The hex of the board, or undefined off the map. */
export function boardHex(board: SniperBoard, hex: Hex): BoardHex | undefined {
  return board.hexes.get(toHexKey(hex));
}

/** The building at a hex, if any. */
export function buildingAt(board: SniperBoard, hex: Hex): BoardBuilding | undefined {
  const id = board.hexes.get(toHexKey(hex))?.building;
  return id === undefined ? undefined : board.buildings.get(id);
}

/** What stands on the hexside between `hex` and its neighbour in `dir`, seen at `storey`. */
export type SideAt = { readonly kind: "none" } | { readonly kind: "level"; readonly building: string; readonly type: LevelSide } | { readonly kind: "feature"; readonly type: HexsideFeature };

/**
 * The wall or opening on a hexside at a storey: a building's level side when either hex is in a building that has
 * that storey, else (at ground level) a free-standing feature. A hexside between two buildings of a block shows
 * the wall of the building the hex `hex` lies in.
 */
export function sideAt(board: SniperBoard, hex: Hex, dir: Direction, storey: number): SideAt {
  const key = sideKey(hex, dir);
  const other = hexNeighbor(hex, dir);
  for (const h of [hex, other]) {
    const b = buildingAt(board, h);
    const t = b?.sides.get(storey)?.get(key);
    if (b && t !== undefined) return { kind: "level", building: b.id, type: t };
  }
  if (storey === 0) {
    const f = board.outdoorSides.get(key);
    if (f && f.length > 0) return { kind: "feature", type: f.includes("wall") ? "wall" : f.includes("barricade") ? "barricade" : f[0]! };
  }
  return { kind: "none" };
}

/** True for a side nothing may cross or see through without an opening: walls and parapets [11.1, 11.4, 11.5]. */
export function isSolidSide(s: SideAt): boolean {
  return (s.kind === "level" && (s.type === "exterior-wall" || s.type === "interior-wall" || s.type === "parapet")) || (s.kind === "feature" && s.type === "wall");
}

/** True for a door, window, loophole or barricade: an opening in a wall [11.1, 11.5, 49]. */
export function isOpeningSide(s: SideAt): boolean {
  return (s.kind === "level" && (s.type === "door" || s.type === "window" || s.type === "loophole")) || (s.kind === "feature" && s.type === "barricade");
}

/** True for a breach (a hole in a wall): passable and see-through [11.4, 11.5]. */
export function isBreachSide(s: SideAt): boolean {
  return s.kind !== "none" && s.type === "breach";
}
