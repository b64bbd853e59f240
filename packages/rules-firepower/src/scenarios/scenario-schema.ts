import { z } from "zod";

const soldier = z.object({
  id: z.string().min(1),
  weapon: z.enum(["LMG", "RFL", "PST"]),
  hex: z.string().min(1),
  facing: z.number().int().min(1).max(6),
  posture: z.enum(["stand", "crouch", "prone"]).default("stand"),
}).strict();

const side = z.object({
  name: z.string(),
  /** Map edge the side sets up on [2]: "2/3" (right) or "5/6" (left). */
  edge: z.enum(["2/3", "5/6"]),
  /** Sequence units (chits) and Impulses per Impulse Phase [3, 9]. */
  chits: z.number().int().min(1).max(10),
  impulses: z.number().int().min(1).max(10),
  soldiers: z.array(soldier).min(1),
}).strict();

const half = z.object({ qAtLeast: z.number().int().optional(), qAtMost: z.number().int().optional() }).strict();

/**
 * A Firepower scenario as data (what the editor produces): map, turns, both sides' soldiers with set-up
 * hexes (printed IDs), chits and Impulses, and the victory line for the 3 VP survivors [7].
 */
export const firepowerScenarioSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  map: z.string().min(1),
  turns: z.number().int().min(1).max(20),
  sides: z.object({ A: side, B: side }).strict(),
  victory: z.object({
    perElimination: z.number().int().min(0),
    perSurvivorAcross: z.number().int().min(0),
    /** Where each side's survivors score: the opposite half, beyond the "0" row / panel fold [7] (digest §15 item 24). */
    opposite: z.object({ A: half, B: half }).strict(),
  }).strict(),
  notes: z.string().optional(),
}).strict();

/** A Firepower scenario. */
export type FirepowerScenario = z.input<typeof firepowerScenarioSchema>;

/** A parsed Firepower scenario (defaults filled in). */
export type FirepowerScenarioData = z.infer<typeof firepowerScenarioSchema>;
