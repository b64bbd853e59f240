import { z } from "zod";

// The table document: what a continuous table holds, as JSON. Geometry is in integer sub-millimetres (0.1 mm;
// 1" = 254), heights too; the match's unit (inch or cm) only picks which side of each printed rule distance applies.

/** The current table document schema version. */
export const TABLE_SCHEMA_VERSION = 1;

const int = z.number({ error: "must be a number" }).int({ error: "must be an integer" });
const coord = int.min(-1_000_000, { error: "coordinate below -100 m" }).max(1_000_000, { error: "coordinate above 100 m" });
const length = int.min(1, { error: "must be positive" }).max(1_000_000, { error: "above 100 m" });
const height = int.min(0, { error: "must not be negative" }).max(100_000, { error: "above 10 m" });
const id = z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).max(64);
/** A kebab-case kind from the rule system's terrain catalogue (woods, hedge, stone-wall, building, hill, ...). */
const kind = z.string().max(64).regex(/^[a-z][a-z0-9-]*$/, { error: "must be a kebab-case id" });

/** A point [x, y] in sub-millimetres, x right, y down the table. */
export const pointSchema = z.tuple([coord, coord]).describe("[x, y] in sub-millimetres (0.1 mm)");
const ring = z.array(pointSchema).min(3, { error: "a polygon needs at least 3 points" });

/** Terrain geometry: an area polygon, or a polyline with a width (hedges, walls, rivers, tree lines). */
export const shapeSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("polygon"), points: ring }),
  z.strictObject({ type: z.literal("polyline"), points: z.array(pointSchema).min(2, { error: "a polyline needs 2 points" }), width: length }),
]);

/** The five movement classes of the Terrain Chart (Flames of War 2.2). */
export const MOVEMENT_CLASSES = ["road", "cross-country", "terrain", "difficult", "impassable"] as const;
/** The three heights (2.2). */
export const HEIGHT_CLASSES = ["flat", "short", "tall"] as const;
/** Solid occluders block in 3-D; porous Tall terrain blocks by the 2" rule (2.6, RULING-22). */
export const OCCLUDERS = ["solid", "porous", "none"] as const;

/** A terrain piece (2.6 "Terrain features"). */
export const pieceSchema = z.strictObject({
  id,
  kind,
  name: z.string().max(200).optional(),
  shape: shapeSchema,
  movement: z.enum(MOVEMENT_CLASSES),
  cross: z.number().int().min(2).max(6).optional().describe("A specific Cross score (Deep River: 4 for 4+)"),
  impassableFor: z.array(z.enum(["tank", "gun", "infantry", "cavalry"])).optional(),
  height: z.enum(HEIGHT_CLASSES),
  top: height.describe("Physical top height above the table (sub-mm), WYSIWYG"),
  occluder: z.enum(OCCLUDERS).optional().describe("Default: porous for tall, none otherwise"),
  bulletproof: z.boolean(),
  bulletproofVsBombardment: z.boolean().optional().describe("Default: bulletproof, false for linear pieces (2.5)"),
  water: z.boolean().optional(),
});

/** A hill as stacked contour polygons, each with its level z (terraced model, 2.6). */
export const hillSchema = z.strictObject({
  id,
  kind,
  name: z.string().max(200).optional(),
  movement: z.enum(MOVEMENT_CLASSES),
  bulletproof: z.boolean(),
  contours: z.array(z.strictObject({ points: ring, z: height })).min(1),
});

/** An opening (door, window) as a wall segment, leading to another room or outside. */
export const openingSchema = z.strictObject({
  kind: z.enum(["door", "window", "gap"]),
  from: pointSchema,
  to: pointSchema,
  leadsTo: z.string().max(64).optional().describe("Room id, or absent for outside"),
});

/** A building: footprint, storeys with floor heights, rooms (3"-6" across, 2.2) with openings. */
export const buildingSchema = z.strictObject({
  id,
  kind,
  name: z.string().max(200).optional(),
  footprint: ring,
  top: height.describe("Roof height above the table"),
  storeys: z.array(z.strictObject({ floor: height, height: length })).min(1),
  rooms: z.array(z.strictObject({ id, points: ring, storey: int.min(0).max(50), openings: z.array(openingSchema) })).optional(),
  bulletproof: z.boolean().optional().describe("Default true (Terrain Chart)"),
});

/** An objective: a standard large base 2.5"/63mm x 2"/50mm (2.1), not terrain. */
export const objectiveSchema = z.strictObject({ id, at: pointSchema, placedBy: z.string().max(64).optional(), countsFor: z.string().max(64).optional() });

/** A marker: smoke, ranged-in, foxholes, booby traps, minefields, ... (2.6 dynamic features). */
export const markerSchema = z.strictObject({ id, type: kind, at: pointSchema, angle: z.number().min(-360).max(360).optional(), owner: z.string().max(64).optional() });

/** Table size presets (2.6): 6'x4' and 180x120cm, or custom. */
export const TABLE_PRESETS = { "6x4ft": { width: 18288, height: 12192 }, "180x120cm": { width: 18000, height: 12000 } } as const;

/** The versioned table document. */
export const tableDocumentSchema = z.strictObject({
  schemaVersion: z.literal(TABLE_SCHEMA_VERSION, { error: `schemaVersion must be ${TABLE_SCHEMA_VERSION} (migrate older documents)` }),
  id,
  name: z.string().max(200).optional(),
  system: z.string().max(64).optional().describe("Rule system id, e.g. fow"),
  provenance: z.enum(["rulebook", "user", "placeholder", "generated"]),
  unit: z.enum(["inch", "cm"]).describe("Measuring system of matches on this table (0.2)"),
  size: z.strictObject({ preset: z.enum(["6x4ft", "180x120cm", "custom"]), width: length, height: length }),
  pieces: z.array(pieceSchema),
  hills: z.array(hillSchema).optional(),
  buildings: z.array(buildingSchema).optional(),
  objectives: z.array(objectiveSchema).optional(),
  markers: z.array(markerSchema).optional(),
}).describe("Tactica table document");

/** A table document (JSON-only data). */
export type TableDocument = z.infer<typeof tableDocumentSchema>;
/** A terrain piece. */
export type TablePiece = z.infer<typeof pieceSchema>;
/** A hill. */
export type TableHill = z.infer<typeof hillSchema>;
/** A building. */
export type TableBuilding = z.infer<typeof buildingSchema>;
