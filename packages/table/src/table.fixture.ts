// Test helpers: tables and teams written in inches (1" = 254 sub-mm), so expected values are worked by hand.
import type { TableDocument, TablePiece } from "./document";
import { createTableDocument } from "./document";
import type { TableTeam } from "./sight";

/** Sub-mm per inch. */
export const IN = 254;
/** Sub-mm per mm. */
export const MM = 10;

/** An axis-aligned rectangle [x0, y0, x1, y1] in inches as polygon points in sub-mm. */
export function rectPts(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  return [[x0 * IN, y0 * IN], [x1 * IN, y0 * IN], [x1 * IN, y1 * IN], [x0 * IN, y1 * IN]];
}

/** A terrain piece over an inch rectangle. */
export function areaPiece(id: string, kind: string, r: [number, number, number, number], o: Partial<TablePiece> & Pick<TablePiece, "height">): TablePiece {
  return { id, kind, shape: { type: "polygon", points: rectPts(...r) }, movement: "terrain", top: 100 * MM, bulletproof: false, ...o };
}

/** A 6'x4' inch table holding the given pieces (and optional hills / buildings). */
export function tableOf(pieces: TablePiece[], extra: Partial<TableDocument> = {}): TableDocument {
  return { ...createTableDocument({ id: "t", unit: "inch", preset: "6x4ft" }), pieces, ...extra };
}

/** A team at (x, y) inches with a w x h inch base (0 = a point), eye height in mm. */
export function teamAt(id: string, side: string, kind: TableTeam["kind"], x: number, y: number, w = 0, h = w, eyeMm = 10, more: Partial<TableTeam> = {}): TableTeam {
  const footprint = w === 0 ? { shape: "point" as const, x: x * IN, y: y * IN } : { shape: "rect" as const, x: x * IN, y: y * IN, w: w * IN, h: h * IN, angle: 0 };
  return { id, side, kind, footprint, height: eyeMm * MM, ...more };
}
