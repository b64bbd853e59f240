import { z } from "zod";
import { buildingSchema } from "./building";
import { fortificationSchema } from "./fortification";
import { megahexLayerSchema } from "./megahex";
import { directionSchema, hexSchema, idSchema, intSchema } from "./primitives";
import { hexRecordSchema, hexsideRecordSchema } from "./terrain";

/** Kinds of geomorphic board: Firepower panel, Patrol section, Sniper! sheet, We Were Brothers panel, tile. */
export const BOARD_KINDS = ["panel", "section", "sheet", "card", "tile"] as const;

/** A board's directional hex: the printed hex and which local direction it names side 1 (Firepower 2.2). */
export const directionalHexSchema = z.strictObject({
  hex: hexSchema,
  one: directionSchema.describe("The local direction printed as direction 1 on the directional hex"),
});

/** A geomorphic board as data, in its own local axial coordinates, carrying its printed hex IDs. */
export const boardSchema = z.strictObject({
  id: idSchema.describe("Board id, e.g. fp-panel-1, patrol-A, wwb-3A"),
  kind: z.enum(BOARD_KINDS, { error: `must be one of ${BOARD_KINDS.join(", ")}` }),
  number: intSchema.optional().describe("Panel number; the lowest-numbered placed panel names the directions"),
  label: z.string().optional(),
  side: z.string().optional().describe("Printed side of a double-sided sheet, e.g. urban or rural"),
  directional: directionalHexSchema.optional(),
  hexes: z.array(hexRecordSchema).min(1, { error: "a board has at least one hex" }),
  hexsides: z.array(hexsideRecordSchema).optional(),
  buildings: z.array(buildingSchema).optional(),
  fortifications: z.array(fortificationSchema).optional(),
  megahexes: megahexLayerSchema.optional(),
});

/** A board placed into the map: global = rotate(local, rotation sixths clockwise) + offset. */
export const placementSchema = z.strictObject({
  id: idSchema.optional().describe("Placement id (defaults to the board id; required when a board is placed twice)"),
  board: idSchema.describe("Id of a board in `boards`"),
  offset: hexSchema,
  rotation: intSchema.min(0, { error: "rotation is 0..5 sixths" }).max(5, { error: "rotation is 0..5 sixths" }).optional(),
  z: intSchema.optional().describe("Stacking order where boards overlap: the higher z lies on top (default 0)"),
});
