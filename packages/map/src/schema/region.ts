import { z } from "zod";
import { hexSchema, idSchema, typeIdSchema } from "./primitives";

/** Region kinds every system may use; a rule system may name others (any kebab-case id). */
export const REGION_KINDS = ["section", "setup-area"] as const;

/** One hex of a region: its printed ID, or axial coordinates on maps without printed IDs. */
export const regionHexSchema = z.union([idSchema, hexSchema], { error: "a printed hex ID or axial {q, r}" });

/**
 * A named set of hexes: a map section (Patrol! sections A-F), a set-up area, or any region a rule system names.
 * Every hex must be on the map; region ids are unique.
 */
export const regionSchema = z.strictObject({
  id: idSchema.describe("Region id, unique in the map, e.g. section-A, setup-alpha"),
  name: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).describe("Name shown to players"),
  kind: typeIdSchema.describe(`What the region is: ${REGION_KINDS.join(", ")}, or a rule system's own kind`),
  hexes: z.array(regionHexSchema).min(1, { error: "a region has at least one hex" }),
});
