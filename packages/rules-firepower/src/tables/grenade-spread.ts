import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { EXT_BGC, recon } from "./sources";

/** Where a spread roll lands relative to the target hex: `steps` are directions relative to hex "1" (0 = away from the thrower). */
export type SpreadCell = { readonly steps: readonly number[] };

const ORIENTATION = "firepower.md §9.2 RECON (and §15 item 20): the 1-4 axis lies along the line of fire, the LOS enters the target across the X|4 hexside, so '1' is one hex long; positions 1-6 clockwise, 7/8 beyond 1, 9/10 beyond 4";

/**
 * Grenade Spread Diagram [6.3.6.3.2.1; layout EXT-BGC, orientation reconstructed]: die face -> path from the
 * target hex in relative directions (0 = the direction from the thrower through the target, clockwise).
 */
export const GRENADE_SPREAD_DIAGRAM = defineTable<{ roll: number }, SpreadCell>({
  id: "firepower/grenade_spread_diagram",
  version: "1",
  title: "Grenade Spread Diagram (Basic Game Card)",
  inputs: z.object({ roll: z.number().int().min(1).max(10) }),
  output: z.object({ steps: z.array(z.number().int().min(0).max(5)) }),
  provenance: recon(ORIENTATION),
  cells: [
    { inputs: { roll: 1 }, value: { steps: [0] } },
    { inputs: { roll: 2 }, value: { steps: [1] } },
    { inputs: { roll: 3 }, value: { steps: [2] } },
    { inputs: { roll: 4 }, value: { steps: [3] } },
    { inputs: { roll: 5 }, value: { steps: [4] } },
    { inputs: { roll: 6 }, value: { steps: [5] } },
    { inputs: { roll: 7 }, value: { steps: [0, 5] } },
    { inputs: { roll: 8 }, value: { steps: [0, 1] } },
    { inputs: { roll: 9 }, value: { steps: [3, 4] } },
    { inputs: { roll: 10 }, value: { steps: [3, 2] } },
  ],
});

/** Grenade Blast Diagram [6.3.6.3.2.2 states +3 / +4; diagram layout EXT-BGC]: hexes within 2 of impact are the blast zone. */
export const GRENADE_BLAST_RADIUS = { value: 2, provenance: EXT_BGC } as const;
