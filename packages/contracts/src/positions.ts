import { z } from "zod";

// Where a unit or viewpoint stands, in either geometry a ruleset declares: a hex of a hex map (with its building
// level) or a point on a continuous table (with an optional footprint). Table positions are accepted by the
// contracts now and refused by hex rulesets with position/wrong_geometry until the continuous geometry lands.

const coord = z.number().int().min(-10_000).max(10_000);
/** Table measures in the ruleset's own unit (inches, cm): finite, bounded. */
const measure = z.number().min(-100_000).max(100_000);
const size = z.number().positive().max(100_000);

/** A hex by printed ID ("1C3", "0304") or axial q/r, and a building level (0 = ground); exactly one of the two forms. */
export const HexPositionSchema = z
  .object({
    kind: z.literal("hex"),
    hexId: z.string().min(1).max(16).optional(),
    q: coord.optional(),
    r: coord.optional(),
    level: z.number().int().min(-1).max(50).optional(),
  })
  .strict()
  .refine((p) => (p.hexId !== undefined) !== (p.q !== undefined && p.r !== undefined), { message: "give either hexId or both q and r" });

/** A base on a table: a circle of `radius`, or a rectangle `width` x `height` turned `angle` degrees clockwise. */
export const FootprintSchema = z.discriminatedUnion("shape", [
  z.object({ shape: z.literal("circle"), radius: size }).strict(),
  z.object({ shape: z.literal("rectangle"), width: size, height: size, angle: z.number().min(-360).max(360).optional() }).strict(),
]);

/** A point {x, y} on a continuous table in the table's units, optionally with the footprint of the base there. */
export const TablePositionSchema = z
  .object({ kind: z.literal("table"), x: measure, y: measure, footprint: FootprintSchema.optional() })
  .strict();

/** A position in either geometry. */
export const PositionSchema = z.discriminatedUnion("kind", [HexPositionSchema, TablePositionSchema]);

export type HexPosition = z.infer<typeof HexPositionSchema>;
export type TablePosition = z.infer<typeof TablePositionSchema>;
export type Footprint = z.infer<typeof FootprintSchema>;
export type Position = z.infer<typeof PositionSchema>;

/** The geometries a ruleset may declare. */
export type Geometry = "hex" | "table";

/** The reason of position/wrong_geometry, in words a player understands. */
export function toWrongGeometryReason(systemName: string, geometry: Geometry): string {
  return geometry === "hex"
    ? `${systemName} is played on hexes; give hexId or q and r`
    : `${systemName} is played on a table; give a table position (x and y)`;
}
