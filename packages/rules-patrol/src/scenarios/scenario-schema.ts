import { z } from "zod";
import { SITUATIONS } from "./order-of-battle";

/** What a client sends to create a match: an OB [27.x], a General Situation [26.x], who is α, and board/length choices. */
export const patrolScenarioSchema = z.object({
  /** An OB section ("27.11") or name; "28.6" = the solitaire scenario. */
  ob: z.string().min(1),
  situation: z.enum(SITUATIONS),
  /** Which OB side plays α (0 = the first printed side) [26.3]. */
  alphaSide: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Placeholder board size (real section art is not in the text); default one section, 16 x 15. */
  board: z.object({ cols: z.number().int().min(4).max(48), rows: z.number().int().min(4).max(30) }).optional(),
  /** Turn cap for situations without a limit (option patrol/unlimited_length). */
  turns: z.number().int().min(1).max(999).optional(),
  /** Custom forces (designer's notes [29.24]) replacing the OB's, e.g. "3BR 1MG". */
  forces: z.object({ alpha: z.string(), bravo: z.string() }).optional(),
  /** Set-up positions by man id (otherwise α on the top rows, β on the bottom rows). */
  /** Optional Leader rules [28.4]: the first three men of each side lead, in that order (solitaire: sergeant, then corporals). */
  leaders: z.boolean().optional(),
  /** Optional Unit Integrity rule [28.5]: a man out of sight of every friend may not fire, prepare or throw grenades. */
  unitIntegrity: z.boolean().optional(),
  /** A night scenario [16.0]: movers declared, then spotting, before each plot. */
  night: z.boolean().optional(),
  /** Optional Flamethrower rule [28.1]: in a WWII or later Assault, α's first RL man carries a flamethrower. */
  flamethrower: z.boolean().optional(),
  /** Optional Horse rule [28.2]: α's OB horses ("+N horse") start under its first N men. */
  horses: z.boolean().optional(),
  /**
   * Entry [26.2]: "variable" (the default, the book's: 26.52, 26.62, 26.72, 26.82 call for 26.2) = chit-pulled edge
   * sections, Preliminary Movement Plot and rolled entry turn (Patrol: both sides; Recon and Ambush: α, β draws its
   * exit; Raid: α names its edge; the Assault's α picks edge 2, 3 or 4 and enters in a broad front, 26.92 b); "home_edge" = not the book's, for tests and
   * quick games: every man set up on his own edge rows, exits through the home edge.
   */
  entry: z.enum(["variable", "home_edge"]).optional(),
  deploy: z.record(z.string(), z.object({ hex: z.string().regex(/^\d{4}$/), posture: z.enum(["erect", "prone"]).optional() })).optional(),
  /** β's pillboxes [9.6, 26.62]: hex, entrance and slit hexsides (vectors A-F), garrison men; default placement otherwise. */
  pillboxes: z.array(z.object({ hex: z.string().regex(/^\d{4}$/).optional(), door: z.enum(["A", "B", "C", "D", "E", "F"]).optional(),
    slits: z.array(z.enum(["A", "B", "C", "D", "E", "F"])).length(2).optional(), garrison: z.array(z.string()).max(3).optional() }).strict()).max(6).optional(),
  /** Spider holes and snipers [28.7]: the Ambush with three hidden BR snipers as the Japanese β. */
  snipers: z.boolean().optional(),
}).strict();
/** The scenario a match is created from. */
export type PatrolScenario = z.input<typeof patrolScenarioSchema>;
