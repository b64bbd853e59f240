import type { Direction, Hex, HexKey } from "@tactica/hex";
import type { Building, Fortification, HexMarker } from "./schema/map-document";

/** Bit in CompiledMap.flags: the cell is part of the map (bounding-box cells outside it are 0). */
export const FLAG_ON_MAP = 1;
/** Bit: the hex's terrain type blocks sight (catalogue `blocks`). */
export const FLAG_BLOCKS = 2;
/** Bit: the hex's terrain type hinders sight without blocking (catalogue `hinders`). */
export const FLAG_HINDERS = 4;
/** Bit: a smoke or fire marker lies in the hex. */
export const FLAG_SMOKE = 8;
/** Bit: the hex is part of a building (see levelCount). */
export const FLAG_BUILDING = 16;
/** Bit: a fortification lies in the hex. */
export const FLAG_FORTIFICATION = 32;
/** Bit: a partial hex at a map edge or board join. */
export const FLAG_PARTIAL = 64;
/** Bit: a non-smoke marker (crater, rubble, wreck...) lies in the hex. */
export const FLAG_MARKER = 128;

/** Bit in CompiledMap.sideFlags: a feature on the hexside blocks sight (catalogue or default table). */
export const SIDE_BLOCKS = 1;
/** Bit: a feature on the hexside hinders sight without blocking. */
export const SIDE_HINDERS = 2;
/** Bit: the hexside holds an opening (door, window, loophole, breach) that is open. */
export const SIDE_OPEN = 4;
/** Bit: the hexside holds more than one feature (see sideFeatures for the full list). */
export const SIDE_MULTI = 8;

/** One hexside feature, decoded (for non-hot callers; hot loops read the typed arrays). */
export type CompiledSideFeature = {
  readonly type: string;
  readonly height: number;
  readonly open?: boolean;
  readonly level?: number;
};

/** One placed board of a compiled map. */
export type CompiledPanel = {
  /** Placement id (the board id unless the board is placed twice). */
  readonly placement: string;
  /** The placed board's id, e.g. wwb-3A, fp-panel-1. */
  readonly board: string;
  /** The board's printed panel number, if it has one. */
  readonly number?: number;
};

/** One named region of a compiled map (map section, set-up area) with its cells. */
export type CompiledRegion = {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  /** Cell indexes of its hexes, in the document's order. */
  readonly cells: Int32Array;
};

/**
 * A map compiled for hot paths: every per-hex and per-hexside fact sits in flat typed arrays indexed by a
 * dense cell index over the (one-hex padded) axial bounding box, so LOS and movement loops never allocate.
 *
 * Cell of (q, r) = (r - minR) * width + (q - minQ) for minQ <= q < minQ + width, minR <= r < minR + height.
 * Cells are allocated for the whole padded box so that every hexside of an on-map hex has an owner cell
 * (each cell owns its sides 0, 1, 2: slot = cell * 3 + dir); check FLAG_ON_MAP or use indexOf for membership.
 */
export type CompiledMap = {
  readonly id: string;
  readonly minQ: number;
  readonly minR: number;
  readonly width: number;
  readonly height: number;
  /** Number of cells (width * height). */
  readonly cellCount: number;
  /** Number of on-map hexes. */
  readonly hexCount: number;
  /** Cell index of an on-map hex, or -1 (off the map or outside the box). */
  indexOf(q: number, r: number): number;
  /** Cell index of any position inside the padded box (on-map or not), or -1. */
  cellOf(q: number, r: number): number;
  /** Side slot (cell * 3 + canonical dir) of side `dir` of (q, r), or -1 when its owner is outside the box. */
  sideSlotOf(q: number, r: number, dir: number): number;
  /** Axial q of a cell. */
  qOf(cell: number): number;
  /** Axial r of a cell. */
  rOf(cell: number): number;
  /** Ground height in "heights" per cell. */
  readonly groundHeight: Int16Array;
  /** Highest point of the hex: ground + catalogue terrain height, or the building roof if higher. */
  readonly topHeight: Int16Array;
  /** Terrain code per cell (index into terrainIds; 0 = no terrain given). */
  readonly terrain: Uint16Array;
  /** FLAG_* bits per cell. */
  readonly flags: Uint8Array;
  /** Terrain ids by code; terrainIds[0] is "". */
  readonly terrainIds: readonly string[];
  /** Feature code per side slot (index into featureTypes; 0 = none). With several features, the highest. */
  readonly sideCode: Uint16Array;
  /** Feature height per side slot (the highest feature's height). */
  readonly sideHeight: Int16Array;
  /** SIDE_* bits per side slot. */
  readonly sideFlags: Uint8Array;
  /** Hexside feature type names by code; featureTypes[0] is "". */
  readonly featureTypes: readonly string[];
  /** Every ground-level feature on a side slot (sparse; only slots that have any). */
  readonly sideFeatures: ReadonlyMap<number, readonly CompiledSideFeature[]>;
  /** Building levels per cell (0 = not a building hex). */
  readonly levelCount: Uint8Array;
  /** Offset of a cell's first level in levelFloor/levelCeiling/levelNumber. */
  readonly levelStart: Int32Array;
  /** Floor height of each level (absolute, in heights). */
  readonly levelFloor: Int16Array;
  /** Ceiling (or roof) height of each level. */
  readonly levelCeiling: Int16Array;
  /** Storey number of each level (-1 basement, 0 ground, 1 first floor...). */
  readonly levelNumber: Int8Array;
  /** Stair/ladder links: bit i set when level i of the cell connects to level i + 1. */
  readonly levelStairs: Uint16Array;
  /**
   * Per-storey hexside walls and openings inside buildings, keyed levelSideKey(slot, storey), value
   * `featureCode | (open ? 1 << 15 : 0) | height << 16` (decode with decodeLevelSide).
   */
  readonly levelSides: ReadonlyMap<number, number>;
  /** MegaHex per cell: its index in megahexIds, -1 for none, -2 for a hex on a MegaHex edge. */
  readonly megahexOf: Int32Array;
  /** The 2 or 3 MegaHexes a MegaHex-edge cell straddles. */
  readonly megahexEdges: ReadonlyMap<number, readonly number[]>;
  /** MegaHex ids by index. */
  readonly megahexIds: readonly string[];
  /** MegaHex lattice coordinates, [q0, r0, q1, r1, ...] by index (distance on that lattice = MHx range). */
  readonly megahexCoord: Int32Array;
  /** Panel per cell: index into panels of the board lying on top there, -1 for hexes no board gives. */
  readonly panelIndex: Int32Array;
  /** Placed boards by index, bottom to top. */
  readonly panels: readonly CompiledPanel[];
  /** Named regions by index (document order). */
  readonly regions: readonly CompiledRegion[];
  /** Indexes into regions per cell (sparse: cells in no region are absent). */
  readonly regionsAt: ReadonlyMap<number, readonly number[]>;
  /** Fortifications per cell (sparse). */
  readonly fortifications: ReadonlyMap<number, readonly Fortification[]>;
  /** Markers per cell with their variants (sparse): smoke "W" versus "F", crater "double", ... */
  readonly markers: ReadonlyMap<number, readonly HexMarker[]>;
  /** Buildings in global coordinates. */
  readonly buildings: readonly Building[];
  /** The global direction the rules call direction 1 (Firepower 2.2 directional hex), if named. */
  readonly directionOne?: Direction;
  /** Printed hex ID -> hex. */
  readonly idToHex: ReadonlyMap<string, Hex>;
  /** Hex key -> every printed ID naming that hex (several where boards overlap). */
  readonly hexToIds: ReadonlyMap<HexKey, readonly string[]>;
};

/** Key into CompiledMap.levelSides for a side slot and a storey (-1 basement .. 14). */
export function levelSideKey(slot: number, storey: number): number {
  return slot * 16 + storey + 1;
}

/** Decodes a CompiledMap.levelSides value. */
export function decodeLevelSide(v: number): { code: number; open: boolean; height: number } {
  return { code: v & 0x7fff, open: ((v >> 15) & 1) === 1, height: v >> 16 };
}
