import type { Direction, OffsetLayout } from "@tactica/hex";
import { fromOffset, toOffset } from "@tactica/hex";
import type { IdScheme } from "./printed-id-scheme";
import { toPrintedId } from "./printed-id-scheme";
import type { BoardDefinition, HexRecord } from "./schema/map-document";

/** Parameters of a rectangular geomorphic board. */
export type RectangularBoardSpec = {
  readonly id: string;
  readonly kind: BoardDefinition["kind"];
  readonly cols: number;
  readonly rows: number;
  /** Offset layout of the printed grid (flat-topped boards stagger columns). */
  readonly layout: OffsetLayout;
  readonly ids: IdScheme;
  /** Zero-based offset of the board's first column/row in the layout (keeps global parity right). */
  readonly firstCol?: number;
  readonly firstRow?: number;
  readonly number?: number;
  readonly label?: string;
  /** Terrain id for every hex (default none). */
  readonly terrain?: string;
  /** The board's directional hex, as zero-based (col, row) and the local direction printed as 1. */
  readonly directional?: { readonly col: number; readonly row: number; readonly one: Direction };
};

/** Generates a rectangular board (cols x rows) in local axial coordinates with printed IDs per the scheme. */
export function createRectangularBoard(spec: RectangularBoardSpec): BoardDefinition {
  const c0 = spec.firstCol ?? 0;
  const r0 = spec.firstRow ?? 0;
  const hexes: HexRecord[] = [];
  for (let col = 0; col < spec.cols; col++) {
    for (let row = 0; row < spec.rows; row++) {
      const hex = fromOffset({ col: c0 + col, row: r0 + row }, spec.layout);
      hexes.push({ hex, id: toPrintedId(spec.ids, col, row), ...(spec.terrain ? { terrain: spec.terrain } : {}) });
    }
  }
  const d = spec.directional;
  return {
    id: spec.id, kind: spec.kind, hexes,
    ...(spec.number === undefined ? {} : { number: spec.number }),
    ...(spec.label === undefined ? {} : { label: spec.label }),
    ...(d ? { directional: { hex: fromOffset({ col: c0 + d.col, row: r0 + d.row }, spec.layout), one: d.one } } : {}),
  };
}

/** The zero-based (col, row) of a board hex under the board's layout (inverse of the generator's placement). */
export function toBoardOffset(spec: Pick<RectangularBoardSpec, "layout" | "firstCol" | "firstRow">, hex: { q: number; r: number }) {
  const o = toOffset(hex, spec.layout);
  return { col: o.col - (spec.firstCol ?? 0), row: o.row - (spec.firstRow ?? 0) };
}
