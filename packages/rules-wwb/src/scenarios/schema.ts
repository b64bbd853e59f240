// The WWB scenario document (digest 10: the text has no scenario chapter, so the fields are those the rules refer to).
import { z } from "zod";

export const wwbScenarioSchema = z.object({
  /** Which placeholder mission (the text prints none: digest 10). */
  mission: z.enum(["crossroads"]).default("crossroads"),
  /** Teams a side, one player each (WWB 1.0: one team per player, up to 6 players). */
  teamsPerSide: z.number().int().min(1).max(3).default(3),
  /** Turn limit on the Time Track (WWB 2.0). */
  turns: z.number().int().min(1).max(20).default(6),
  illumination: z.enum(["day", "full_moon", "new_moon"]).default("day"),
  wind: z.number().int().min(0).max(5).default(0),
  /** Whether each side fields a Leader in its first team (WWB 12.0; 5.0 test 1). */
  leaders: z.object({ allies: z.boolean().default(true), axis: z.boolean().default(true) }).strict().default({ allies: true, axis: true }),
}).strict();

export type WwbScenario = z.infer<typeof wwbScenarioSchema>;
export type WwbScenarioInput = z.input<typeof wwbScenarioSchema>;
