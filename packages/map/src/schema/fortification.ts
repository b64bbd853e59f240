import { z } from "zod";
import { directionSchema, heightSchema, hexSchema, intSchema } from "./primitives";

const base = { hex: hexSchema, hidden: z.boolean().optional().describe("Secret from the opponent") };

/** An aperture of a pillbox or bunker on one hexside. */
export const apertureSchema = z.strictObject({
  dir: directionSchema,
  kind: z.enum(["slit", "door", "loophole"]),
});

/** Fortifications: foxholes, trenches, pillboxes/bunkers, wire, mines, barricades, roadblocks, ditches. */
export const fortificationSchema = z.discriminatedUnion("type", [
  z.strictObject({ ...base, type: z.literal("foxhole"), depth: z.enum(["shallow", "deep"]) }),
  z.strictObject({ ...base, type: z.literal("trench"), depth: heightSchema.optional() }),
  z.strictObject({
    ...base, type: z.enum(["pillbox", "bunker"]), facing: directionSchema,
    apertures: z.array(apertureSchema).min(1, { error: "a pillbox or bunker has at least one aperture" }),
    capacity: intSchema.optional(),
    height: heightSchema.optional().describe("Height above ground as the scenario sets it (the rulebooks give none)"),
  }),
  z.strictObject({ ...base, type: z.literal("wire"), variant: z.enum(["single", "double"]).optional() }),
  z.strictObject({ ...base, type: z.literal("mines"), kind: z.enum(["AP", "AT"]), facing: directionSchema.optional() }),
  z.strictObject({
    ...base, type: z.enum(["barricade", "abatis", "block"]), sides: z.array(directionSchema).optional(),
    height: heightSchema.optional().describe("Height above ground as the scenario sets it"),
  }),
  z.strictObject({
    ...base, type: z.literal("roadblock"), sides: z.array(directionSchema).min(1), height: heightSchema.optional(),
  }),
  z.strictObject({ ...base, type: z.literal("ditch"), depth: heightSchema.optional() }),
  z.strictObject({ ...base, type: z.enum(["tower", "cave"]), facing: directionSchema.optional() }),
], { error: "type must be one of foxhole, trench, pillbox, bunker, wire, mines, barricade, abatis, block, roadblock, ditch, tower, cave" });
