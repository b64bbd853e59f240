import { z } from "zod";
import { directionSchema, heightSchema, hexSchema, idSchema, intSchema, typeIdSchema } from "./primitives";

/** The generic marker types (the defaults an editor offers when a rule system gives none; documents may name others). */
export const MARKER_TYPES = ["smoke", "fire", "crater", "rubble", "debris", "wreck", "hull", "illumination"] as const;

/** A marker in a hex: type plus optional variant (e.g. smoke "W", crater "double") and integer value. */
export const markerSchema = z.strictObject({
  type: typeIdSchema.describe(`Marker type id from the rule system's catalogue (generic: ${MARKER_TYPES.join(", ")})`),
  variant: z.string().optional(),
  value: intSchema.optional(),
  level: intSchema.optional(),
});

/** The data of one hex: terrain type id (from the rule system's catalogue), ground height, markers. */
export const hexRecordSchema = z.strictObject({
  hex: hexSchema,
  id: idSchema.optional().describe("Printed hex ID on its board, e.g. 1FF1 or 2320"),
  terrain: idSchema.optional().describe("Terrain type id from the rule system's catalogue"),
  height: heightSchema.optional().describe("Ground height in height units (0 when absent)"),
  markers: z.array(markerSchema).optional(),
  partial: z.boolean().optional().describe("A partial hex at a map edge or board join"),
});

/** The generic hexside feature types; walls and openings inside buildings live on building levels instead. */
export const HEXSIDE_FEATURE_TYPES = [
  "wall", "fence", "hedge", "slope", "cliff", "stream", "door", "window", "loophole", "wire", "parapet", "breach",
  "roadblock", "barricade", "bocage", "embankment",
] as const;

/** One ground-level feature on a hexside, with its height. */
export const hexsideFeatureSchema = z.strictObject({
  type: typeIdSchema.describe(`Hexside feature type id from the rule system's catalogue (generic: ${HEXSIDE_FEATURE_TYPES.join(", ")})`),
  height: heightSchema.optional().describe("Top of the feature above the lower adjoining ground, in height units"),
  open: z.boolean().optional().describe("Doors, windows, loopholes: open (true) or closed"),
  tv: intSchema.optional().describe("Terrain value (Firepower 12.5)"),
  material: z.string().optional(),
});

/** The features on one hexside, named by a hex and a direction (any of the two hexes may name it). */
export const hexsideRecordSchema = z.strictObject({
  hex: hexSchema,
  dir: directionSchema,
  features: z.array(hexsideFeatureSchema).min(1, { error: "list at least one feature" }),
});
