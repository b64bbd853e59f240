import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/**
 * Hit location on two, three or four sides of a hex [12.7.1]: the firer numbers the sides (1 the most desired) and a
 * modified d10 of up to the first number lands on side 1, up to the second on side 2, and so on; above the last
 * number, the last side. The Hit Location Tables are missing, so each row is a placeholder (provenance `placeholder`)
 * a rulings pack can override; the events say when one decided. The range modifier (-2 at 1-3 hexes) is the book's.
 */
export const HIT_LOCATION_SIDES = defineTable<{ sides: 2 | 3 | 4 }, readonly number[]>({
  id: "firepower/hit_location_sides",
  version: "1",
  title: "Two, three or four sides: highest roll landing on each side but the last (placeholders)",
  inputs: z.object({ sides: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
  output: z.array(z.number().int().min(0).max(10)).min(1).max(3),
  cells: ([[2, [5]], [3, [4, 7]], [4, [3, 5, 8]]] as const).map(([sides, value]) => ({
    inputs: { sides }, value,
    provenance: missing("the Hit Location Tables' two/three/four sides rows are missing [12.7, 12.7.1]; this engine's stand-in splits the d10 about evenly, side 1 first"),
  })),
});
