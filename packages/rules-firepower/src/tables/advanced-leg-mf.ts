import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { POSTURES } from "./basic-mf-chart";
import type { Posture } from "./basic-mf-chart";
import { missing } from "./sources";

/** Highest hexside (height difference) that may be crossed; 11 or more must be climbed [11.1.4, 11.2.4]. */
export const MAX_CROSSABLE_HEXSIDE = 10;

const HEXSIDE_NOTE = "Leg MF Chart (missing Game Card), 'Cross Height Hexsides' by hexside height and posture [11.1.4]: "
  + "placeholder = the Basic Game's +1 per hill hexside [6.2.3] up to 3 heights (one contour level, 8.2.2), +1 per further 3 heights";

/** Extra MF to cross a height hexside of 1-10 heights, up or down, by posture [11.1.4] (every cell a placeholder). */
export const HEIGHT_HEXSIDE_MF = defineTable<{ height: number; posture: Posture }, number>({
  id: "firepower/height_hexside_mf",
  version: "1",
  title: "Cross Height Hexsides (Advanced Leg MF Chart row, placeholder)",
  inputs: z.object({ height: z.number().int().min(1).max(MAX_CROSSABLE_HEXSIDE), posture: z.enum(POSTURES) }),
  output: z.number().int().min(0).max(12),
  cells: Array.from({ length: MAX_CROSSABLE_HEXSIDE }, (_, i) => i + 1).flatMap((height) => POSTURES.map((posture) => ({
    inputs: { height, posture }, value: Math.ceil(height / 3), provenance: missing(HEXSIDE_NOTE),
  }))),
});

const STAIRS_NOTE = "Leg MF Chart (missing Game Card), 'Up or Down One Flight of Stairs' [11.1.8]: placeholder = the posture's "
  + "cost to enter a new hex (6.2.1: Stand 1, Crouch 2, Prone 3) plus 1";

/** MF to go up or down one flight of stairs, by posture [11.1.8] (every cell a placeholder). */
export const STAIRS_MF = defineTable<{ posture: Posture }, number>({
  id: "firepower/stairs_mf",
  version: "1",
  title: "Up or Down One Flight of Stairs (Advanced Leg MF Chart row, placeholder)",
  inputs: z.object({ posture: z.enum(POSTURES) }),
  output: z.number().int().min(0).max(12),
  cells: POSTURES.map((posture) => ({ inputs: { posture }, value: { stand: 2, crouch: 3, prone: 4 }[posture], provenance: missing(STAIRS_NOTE) })),
});

const OPENINGS_NOTE = "Leg MF Chart (missing Game Card), 'Open or Close Door or Window' [11.1.9] and 'Break Open' attempts [11.1.10]: "
  + "placeholder = 1 MF to open or close (as turning, 6.2.2), 2 MF per break-open attempt (as firing, 6.3.5)";

/** MF to open or close a door or window from inside, and per attempt to break one open from outside [11.1.9-11.1.10] (placeholders). */
export const OPENINGS_MF = defineTable<{ action: "open_close" | "break_open" }, number>({
  id: "firepower/openings_mf",
  version: "1",
  title: "Open or Close / Break Open Door or Window (Advanced Leg MF Chart rows, placeholder)",
  inputs: z.object({ action: z.enum(["open_close", "break_open"]) }),
  output: z.number().int().min(0).max(12),
  cells: [
    { inputs: { action: "open_close" as const }, value: 1, provenance: missing(OPENINGS_NOTE) },
    { inputs: { action: "break_open" as const }, value: 2, provenance: missing(OPENINGS_NOTE) },
  ],
});

/** The Advanced Leg MF rows play adds for heights and buildings (declared by the ruleset beside FIREPOWER_TABLES). */
export const LEG_MF_TABLES = [HEIGHT_HEXSIDE_MF, STAIRS_MF, OPENINGS_MF] as const;
