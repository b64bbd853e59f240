import { z } from "zod";
import { hexSchema, idSchema } from "./primitives";

/** One MegaHex (We Were Brothers 2.2): its lattice coordinate, centre small hex and woodland flag. */
export const megahexSchema = z.strictObject({
  id: idSchema,
  coord: hexSchema.describe("Coordinate on the coarser MegaHex lattice (MHx range = hex distance on it)"),
  center: hexSchema.describe("The small hex at the MegaHex centre"),
  woodland: z.boolean().optional(),
});

/** Which MegaHex(es) a small hex belongs to: one when interior, two or three when it straddles an edge. */
export const megahexMembershipSchema = z.strictObject({
  hex: hexSchema,
  megahexes: z.array(idSchema).min(1).max(3, { error: "a hex straddles at most three MegaHexes" }),
});

/** A MegaHex overlay on small hexes. */
export const megahexLayerSchema = z.strictObject({
  scale: z.number().int().min(2).optional().describe("Small hexes per MegaHex step when generated regularly"),
  cells: z.array(megahexSchema),
  membership: z.array(megahexMembershipSchema),
});
