import type Flatbush from "flatbush";
import type { TableUnit } from "../units";

/** What a compiled piece does to a sight line (Flames of War 2.2, 2.6, RULING-22). */
export const ROLE_FLAT = 0, ROLE_SHORT = 1, ROLE_POROUS = 2, ROLE_SOLID = 3;

/** Where a compiled piece came from. */
export type PieceSource = "piece" | "hill" | "building";

/** One compiled piece's facts (the hot paths read the flat arrays of CompiledTable instead). */
export type CompiledPiece = {
  readonly id: string;
  readonly kind: string;
  readonly source: PieceSource;
  readonly role: number;
  readonly top: number;
  readonly bulletproof: boolean;
  readonly bulletproofVsBombardment: boolean;
  readonly linear: boolean;
  readonly movement: string;
  /** The piece's polygon, flat x,y pairs in sub-mm (polylines already widened). */
  readonly xy: Float64Array;
};

/** A closed gap: the narrowest bridge between two Short or Tall pieces nearer than 3/4"/20mm (2.3 item 4). */
export type GapBridge = {
  readonly a: string;
  readonly b: string;
  /** Indices of the two pieces in `pieces`. */
  readonly ia: number;
  readonly ib: number;
  readonly xy: Float64Array;
  readonly width: number;
  readonly top: number;
  /** Both pieces solid: the gap blocks. */
  readonly solid: boolean;
  /** Either piece Short: the gap conceals, never blocks ("in the same way that the terrain" does). */
  readonly short: boolean;
};

/** A table ready for the kernels: pieces, their edges in flat arrays, a flatbush index over their bounds. */
export type CompiledTable = {
  readonly id: string;
  readonly unit: TableUnit;
  readonly width: number;
  readonly height: number;
  readonly pieces: readonly CompiledPiece[];
  /** Flatbush index over every piece's bounds; item i is pieces[i]. */
  readonly index: Flatbush;
  /** All polygons' vertices, flat; piece i has `count[i]` vertices starting at pair `start[i]`. */
  readonly coords: Float64Array;
  readonly start: Int32Array;
  readonly count: Int32Array;
  readonly role: Uint8Array;
  readonly top: Float64Array;
  /** 1 for buildings: a team inside sees out through the walls (openings are not traced yet). */
  readonly building: Uint8Array;
  /** 1 when piece i's polygon is convex (pair-level shortcuts may use it). */
  readonly convex: Uint8Array;
  /** Bounds of piece i at [4i .. 4i+3]. */
  readonly bounds: Float64Array;
  readonly gaps: readonly GapBridge[];
  /** Hill contours (index into pieces) for ground height. */
  readonly hillContours: readonly number[];
};
