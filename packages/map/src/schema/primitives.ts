import { z } from "zod";

/** An integer field with a readable message. */
export const intSchema = z.number({ error: "must be a number" }).int({ error: "must be an integer" });

/** Axial hex coordinates {q, r}. */
export const hexSchema = z.strictObject({ q: intSchema, r: intSchema }).describe("Axial hex coordinates");

/** A hex direction 0..5 (flat-topped: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). */
export const directionSchema = intSchema.min(0, { error: "a direction is 0..5" }).max(5, { error: "a direction is 0..5" })
  .describe("Hex direction 0..5, clockwise from N on a flat-topped grid");

/** A non-empty identifier. */
export const idSchema = z.string({ error: "must be a string" }).min(1, { error: "must not be empty" });

/** A height or depth in the rule system's height units ("heights" in Firepower), may be negative. */
export const heightSchema = intSchema.min(-100, { error: "height below -100" }).max(1000, { error: "height above 1000" });
