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

/** The id pattern of an open vocabulary entry (marker, hexside feature, level side, region kind): kebab-case. */
export const TYPE_ID_PATTERN = /^[a-z][a-z0-9-]*$/;

/**
 * An id of an open vocabulary (marker types, hexside features, level sides): any kebab-case id, checked against the
 * rule system's catalogue where the map is checked for one (checkMapVocabulary), so a new system needs no migration.
 */
export const typeIdSchema = z.string({ error: "must be a string" })
  .max(64, { error: "at most 64 characters" })
  .regex(TYPE_ID_PATTERN, { error: "must be a kebab-case id (a-z, 0-9 and -, starting with a letter)" });
