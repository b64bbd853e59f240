// The table the shipped mission plays on: a 6'x4' table in inches with terrain from the Terrain Chart. The layout
// is ours (the book prints no table layouts and its mission maps are missing, digest 0.4): provenance "placeholder".
import type { TableDocument, TablePiece } from "@tactica/table";

const IN = 254;
const rect = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0 * IN, y0 * IN], [x1 * IN, y0 * IN], [x1 * IN, y1 * IN], [x0 * IN, y1 * IN]];
const area = (id: string, kind: string, r: [number, number, number, number], p: Pick<TablePiece, "movement" | "height" | "top" | "bulletproof">): TablePiece =>
  ({ id, kind, shape: { type: "polygon", points: rect(...r) }, ...p });

/** Id and version of the shipped table (a scenario names both; the API stores it as version 1). */
export const FOW_FIELDS_TABLE_ID = "fow-table-farm-fields";
export const FOW_FIELDS_TABLE_VERSION = 1;

/**
 * Farm fields, 72" x 48": woods (Tall, Difficult) and an orchard, a hedge line (Short, Difficult), a crop field
 * (Short, Terrain), a stone wall (Short, BP), a farmhouse (Tall, solid, BP), a gentle hill and a road [Terrain Chart].
 */
export const FOW_FIELDS_TABLE: TableDocument = {
  schemaVersion: 1,
  id: FOW_FIELDS_TABLE_ID,
  name: "Farm fields (layout ours)",
  system: "fow",
  provenance: "placeholder",
  unit: "inch",
  size: { preset: "6x4ft", width: 18288, height: 12192 },
  pieces: [
    area("woods-west", "woods", [10, 18, 22, 30], { movement: "difficult", height: "tall", top: 800, bulletproof: false }),
    area("orchard-east", "orchard", [52, 16, 60, 24], { movement: "difficult", height: "tall", top: 600, bulletproof: false }),
    area("crops-centre", "crop-field", [30, 20, 42, 28], { movement: "terrain", height: "short", top: 300, bulletproof: false }),
    { id: "hedge-north", kind: "hedge", shape: { type: "polyline", points: [[26 * IN, 14 * IN], [46 * IN, 14 * IN]], width: IN / 2 }, movement: "difficult", height: "short", top: 300, bulletproof: false },
    { id: "wall-south", kind: "stone-wall", shape: { type: "polyline", points: [[26 * IN, 34 * IN], [46 * IN, 34 * IN]], width: IN / 2 }, movement: "difficult", height: "short", top: 250, bulletproof: true, occluder: "none", bulletproofVsBombardment: false },
    { id: "road", kind: "road", shape: { type: "polyline", points: [[0, 24 * IN], [72 * IN, 24 * IN]], width: 2 * IN }, movement: "road", height: "flat", top: 0, bulletproof: false },
    area("pond", "lake", [62, 30, 66, 34], { movement: "impassable", height: "flat", top: 0, bulletproof: false }),
  ],
  hills: [{ id: "hill-east", kind: "gentle-hill", movement: "terrain", bulletproof: true, contours: [{ points: rect(48, 28, 58, 36), z: 300 }] }],
  buildings: [{ id: "farmhouse", kind: "building", footprint: rect(64, 10, 68, 14), top: 500, storeys: [{ floor: 0, height: 500 }] }],
};
