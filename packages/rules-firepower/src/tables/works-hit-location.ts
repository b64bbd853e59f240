import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { WORKS_TYPES } from "./works-types";
import { missing } from "./sources";

/**
 * Hit location into a foxhole or trench [12.7.2]: a G round bursting in the hex lands in the work on a modified d10
 * of this number or less (the "correct numbers"). The Hit Location Tables are missing, so every cell is a
 * placeholder (provenance `placeholder`) a rulings pack can override; the events say when one decided. The range
 * modifiers (-3 at one hex, -1 at two or three) are the book's (12.7.2).
 */
export const WORKS_HIT_LOCATION = defineTable<{ work: (typeof WORKS_TYPES)[number] }, number>({
  id: "firepower/works_hit_location",
  version: "1",
  title: "Into foxhole or trench: highest roll landing in the work (placeholders)",
  inputs: z.object({ work: z.enum(WORKS_TYPES) }),
  output: z.number().int().min(0).max(10),
  cells: ([["shallow_foxhole", 2], ["deep_foxhole", 2], ["trench", 3]] as const).map(([work, value]) => ({
    inputs: { work }, value,
    provenance: missing("the Hit Location Tables' foxhole/trench \"correct numbers\" are missing [12.7, 12.7.2]; this engine's stand-in (a trench, longer, is entered more easily)"),
  })),
});
