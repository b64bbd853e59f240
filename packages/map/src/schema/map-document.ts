import { z } from "zod";
import { boardSchema, placementSchema } from "./board";
import { buildingSchema } from "./building";
import { fortificationSchema } from "./fortification";
import { megahexLayerSchema } from "./megahex";
import { directionSchema, idSchema } from "./primitives";
import { regionSchema } from "./region";
import { hexRecordSchema, hexsideRecordSchema } from "./terrain";

/** The current map document schema version. */
export const MAP_SCHEMA_VERSION = 2;

/** Where the map's content comes from; "placeholder" marks invented demonstration terrain. */
export const PROVENANCES = ["rulebook", "published-map", "user", "placeholder", "generated"] as const;

/** A versioned map document: boards placed into one map, plus map-level terrain in global axial coords. */
export const mapDocumentSchema = z.strictObject({
  schemaVersion: z.literal(MAP_SCHEMA_VERSION, { error: `schemaVersion must be ${MAP_SCHEMA_VERSION} (migrate older documents)` }),
  id: idSchema,
  name: z.string().optional(),
  system: z.string().optional().describe("Rule system id, e.g. firepower, patrol, sniper, wwb"),
  provenance: z.enum(PROVENANCES, { error: `must be one of ${PROVENANCES.join(", ")}` }),
  notes: z.string().optional(),
  orientation: z.enum(["flat", "pointy"], { error: "must be flat or pointy" }),
  directions: z.strictObject({ one: directionSchema }).optional()
    .describe("Explicit direction naming: which map direction the rules call 1 (overrides directional hexes)"),
  boards: z.array(boardSchema).optional(),
  placements: z.array(placementSchema).optional(),
  hexes: z.array(hexRecordSchema).optional().describe("Map-level hexes: add hexes or override board data"),
  hexsides: z.array(hexsideRecordSchema).optional().describe("Map-level hexside features (replace a side's board features)"),
  buildings: z.array(buildingSchema).optional(),
  fortifications: z.array(fortificationSchema).optional(),
  megahexes: megahexLayerSchema.optional(),
  regions: z.array(regionSchema).optional().describe("Named hex sets: map sections, set-up areas"),
}).describe("Tactica map document");

/** A map document (JSON-only data). */
export type MapDocument = z.infer<typeof mapDocumentSchema>;
/** A board definition. */
export type BoardDefinition = z.infer<typeof boardSchema>;
/** A board placement. */
export type BoardPlacement = z.infer<typeof placementSchema>;
/** One hex's data. */
export type HexRecord = z.infer<typeof hexRecordSchema>;
/** One marker in a hex (type, optional variant, value, level). */
export type HexMarker = NonNullable<HexRecord["markers"]>[number];
/** One hexside's features. */
export type HexsideRecord = z.infer<typeof hexsideRecordSchema>;
/** A building. */
export type Building = z.infer<typeof buildingSchema>;
/** A fortification. */
export type Fortification = z.infer<typeof fortificationSchema>;
/** A named region (map section, set-up area). */
export type MapRegion = z.infer<typeof regionSchema>;
/** A MegaHex overlay. */
export type MegahexLayer = z.infer<typeof megahexLayerSchema>;
