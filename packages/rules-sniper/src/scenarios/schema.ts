// The Sniper! scenario document: a situation, an order of battle, which OB side is Alpha, the entry chits
// [37.1 Step 1] and the turn cap of this build (the Patrol situation has no turn limit [37.3]).
import { z } from "zod";

export const sniperScenarioSchema = z.object({
  situation: z.literal("patrol"),
  ob: z.string().min(1).max(60),
  /** Index of the OB side that plays Alpha (0 = the side printed first). */
  alphaSide: z.union([z.literal(0), z.literal(1)]).default(0),
  terrainMode: z.enum(["open", "mixed", "dense"]).optional(),
  /** The map side [3.0 B]: the rural or the urban placeholder board of this build (the printed sheets are absent). */
  mapSide: z.enum(["rural", "urban"]).optional(),
  /** The entry chits 1-4 each side drew [37.1 Step 1]; the document fixes them (drawn when the match was made). */
  entry: z.object({ alpha: z.number().int().min(1).max(4), bravo: z.number().int().min(1).max(4) }).strict().default({ alpha: 2, bravo: 2 }),
  /**
   * The leader and deputy leader of each side [22.1], drawn from three candidates when the match was made (the
   * document fixes them, as the entry chits). Absent: no leaders (the basic game [14.2]).
   */
  leaders: z.object({ alpha: z.tuple([z.string().min(1).max(8), z.string().min(1).max(8)]), bravo: z.tuple([z.string().min(1).max(8), z.string().min(1).max(8)]) }).strict().optional(),
  /** Our cap: [37.3] plays until only one side has active soldiers; a server needs a last turn. */
  turns: z.number().int().min(1).max(60).default(12),
}).strict();

export type SniperScenario = z.output<typeof sniperScenarioSchema>;
