import { z } from "zod";
import { FootprintSchema } from "./positions";

/**
 * A hex viewpoint of a sighting job: a hex by printed ID or axial q/r, a building level and a posture. `kind: "hex"`
 * may be given or left out (the shape jobs have always had), so old payloads parse to themselves and keep their job ids.
 */
export const JobHexViewpointSchema = z
  .object({
    kind: z.literal("hex").optional(),
    hexId: z.string().min(1).max(16).optional(),
    q: z.number().int().min(-10_000).max(10_000).optional(),
    r: z.number().int().min(-10_000).max(10_000).optional(),
    level: z.number().int().min(0).max(50).optional(),
    posture: z.string().min(1).max(32),
    upHeight: z.number().int().min(0).max(1000).optional(),
  })
  .refine((v) => (v.hexId !== undefined) !== (v.q !== undefined && v.r !== undefined), { message: "give either hexId or both q and r" });

/** A table viewpoint (positions.ts TablePosition plus a posture): accepted here, refused by hex rulesets. */
export const JobTableViewpointSchema = z.object({
  kind: z.literal("table"),
  x: z.number().min(-100_000).max(100_000),
  y: z.number().min(-100_000).max(100_000),
  footprint: FootprintSchema.optional(),
  posture: z.string().min(1).max(32).optional(),
});

/** A viewpoint of a sighting job, in either geometry. */
export const JobViewpointSchema = z.discriminatedUnion("kind", [JobHexViewpointSchema, JobTableViewpointSchema]);

/** Batch sighting over a stored map (id and the version asked for) or an inline map document. */
export const SightingPayloadSchema = z
  .object({
    rulesetId: z.string().min(1).max(64),
    mapId: z.string().min(1).max(128).optional(),
    /** The stored map's version when the job was asked for: part of the job id, so a saved map is a new job. */
    mapVersion: z.number().int().min(0).optional(),
    /** An inline map document (docs/map-format.md), validated by the worker. */
    map: z.record(z.string(), z.unknown()).optional(),
    /** The rule system's sighting options (smoke, night, terrain mode, ...). */
    options: z.record(z.string(), z.unknown()).optional(),
    /** Who sees whom among these viewpoints ... */
    units: z.array(JobViewpointSchema).min(1).max(4000).optional(),
    /** ... or the whole-map viewshed for one posture and level. */
    viewshed: z.object({ posture: z.string().min(1).max(32), level: z.number().int().min(0).max(50).optional() }).optional(),
  })
  .refine((p) => (p.mapId === undefined) !== (p.map === undefined), { message: "give exactly one of mapId or map", path: ["mapId"] })
  .refine((p) => p.mapId === undefined || p.mapVersion !== undefined, { message: "a stored map needs its mapVersion", path: ["mapVersion"] })
  .refine((p) => (p.units === undefined) !== (p.viewshed === undefined), { message: "give exactly one of units or viewshed", path: ["units"] });

/** Where a number came from (the engine's Provenance shape). */
export const ProvenanceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("book"), section: z.string() }),
  z.object({ kind: z.literal("external"), source: z.string() }),
  z.object({ kind: z.literal("reconstructed"), method: z.string() }),
  z.object({ kind: z.literal("placeholder"), note: z.string() }),
]);

/** How a row of bits travels: 32-bit words, little-endian, bit j of the row = bit (j & 31) of word j >>> 5, base64. */
export const ROW_ENCODING = "base64-u32le" as const;

/**
 * Who sees whom: rows[i] encodes row i of the visibility matrix (bit j = i sees j), for units in the order given
 * or, for a viewshed, for `cells` (axial [q, r] of each hex, in the matrix order).
 */
export const SightingResultSchema = z.object({
  kind: z.enum(["units", "viewshed"]),
  system: z.string(),
  size: z.number().int().min(0),
  mutual: z.boolean(),
  mutualRule: z.string(),
  encoding: z.literal(ROW_ENCODING),
  rows: z.array(z.string()),
  cells: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
  visiblePairs: z.number().int().min(0),
  /** Provenance summary: true when any ruling used a number that is not from the book, and which ones. */
  reconstructed: z.boolean(),
  provenance: z.array(ProvenanceSchema),
});
