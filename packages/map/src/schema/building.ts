import { z } from "zod";
import { directionSchema, heightSchema, hexSchema, idSchema, intSchema, typeIdSchema } from "./primitives";

/** The generic wall and opening types on a building level's hexsides (documents may name others). */
export const LEVEL_SIDE_TYPES = [
  "exterior-wall", "interior-wall", "door", "window", "loophole", "breach", "parapet", "balcony-wall",
] as const;

/** A wall or opening on one hexside of one level. */
export const levelSideSchema = z.strictObject({
  hex: hexSchema,
  dir: directionSchema,
  type: typeIdSchema.describe(`Level side type id from the rule system's catalogue (generic: ${LEVEL_SIDE_TYPES.join(", ")})`),
  open: z.boolean().optional().describe("Doors, windows, loopholes: open or closed (Firepower 8.2.5)"),
  height: heightSchema.optional().describe("Wall height above the floor; openings take the rule system's default"),
});

/** One storey of a building: floor and ceiling heights, the hexes it covers and its walls. */
export const buildingLevelSchema = z.strictObject({
  storey: intSchema.min(-1, { error: "storey is -1 (basement) or more" }).max(14, { error: "storey is at most 14" })
    .describe("-1 basement, 0 ground floor, 1 first floor above ground, ..."),
  name: z.string().optional().describe("Printed name, e.g. A2 (building A, 2nd floor, Firepower 8.2.1)"),
  floor: heightSchema.describe("Floor height (absolute, height units)"),
  ceiling: heightSchema.describe("Ceiling or roof height (absolute)"),
  roof: z.boolean().optional().describe("This level is the roof (soldiers stand on it)"),
  hexes: z.array(hexSchema).optional().describe("Hexes of this level when not the whole footprint (balconies)"),
  sides: z.array(levelSideSchema).optional(),
});

/** A stair or ladder linking two storeys in one hex. */
export const stairSchema = z.strictObject({
  hex: hexSchema,
  from: intSchema.describe("Lower storey"),
  to: intSchema.describe("Upper storey"),
  kind: z.enum(["stairs", "ladder"]).optional(),
});

/** A building: footprint hexes, levels (bottom to top) and stairs. */
export const buildingSchema = z.strictObject({
  id: idSchema.describe("Building letter or id, e.g. A"),
  hexes: z.array(hexSchema).min(1, { error: "a building covers at least one hex" }),
  levels: z.array(buildingLevelSchema).min(1, { error: "a building has at least one level" }),
  stairs: z.array(stairSchema).optional(),
});
