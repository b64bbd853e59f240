import { defineTable, fromBook, lookupOrThrow } from "@tactica/engine";
import { z } from "zod";

/** Terrain mode set by the scenario for the whole map [9.1]. */
export const TERRAIN_MODES = ["open", "mixed", "closed"] as const;
/** Terrain rows of the Terrain Effects Chart [9.81-9.84]. */
export const TEC_TERRAIN = ["clear", "rough-1", "rough-2", "slope", "crater", "smoke", "pillbox"] as const;

/** One TEC cell: MP cost (hexside/smoke rows are additions), erect and prone multiples, IC flag, LOS code. */
export type TecEntry = {
  readonly mp: number;
  readonly additive: boolean;
  readonly erect: number;
  /** null = "na" (pillbox). */
  readonly prone: number | null;
  /** Infinite multiple for a prone-concealed target behind this feature [9.85 IC]. */
  readonly ic: boolean;
  /** "×10" of the other terrain (smoke "10T"). */
  readonly times10: boolean;
  readonly los: "-" | "B" | "Pb(N)" | "-(N)";
  /**
   * The pillbox's printed "20,10(f)": `erect` is the gun slits' 20, `door` the entrance's 10, and (f) = "Multiples
   * apply only when men in pillbox are firing through the apertures and are simultaneously receiving fire through
   * either the gun slits (20) or the door (10). When men are not firing they are invulnerable to all small arms direct
   * fire" [9.84, 9.85].
   */
  readonly door?: number;
  readonly firingOnly?: boolean;
};

const e = (mp: number, erect: number, prone: number | null, los: TecEntry["los"], extra: Partial<TecEntry> = {}): TecEntry =>
  ({ mp, additive: false, erect, prone, ic: false, times10: false, los, ...extra });

type Mode = (typeof TERRAIN_MODES)[number];
type Terrain = (typeof TEC_TERRAIN)[number];
const rows: Record<Mode, Record<"clear" | "rough-1" | "rough-2" | "slope", TecEntry>> = {
  open: { clear: e(1, 1, 2, "-"), "rough-1": e(1, 1, 2, "-"), "rough-2": e(3, 2, 6, "Pb(N)"), slope: e(1, 6, 10, "B", { additive: true, ic: true }) },
  mixed: { clear: e(1, 1, 4, "-"), "rough-1": e(2, 2, 8, "Pb(N)"), "rough-2": e(5, 10, 20, "B"), slope: e(2, 10, 20, "B", { additive: true, ic: true }) },
  closed: { clear: e(2, 1, 8, "-"), "rough-1": e(4, 3, 12, "Pb(N)"), "rough-2": e(6, 10, 20, "B"), slope: e(3, 10, 20, "B", { additive: true, ic: true }) },
};
const allModes: Record<"crater" | "smoke" | "pillbox", TecEntry> = {
  crater: e(4, 6, 10, "-(N)", { ic: true }),
  smoke: e(1, 1, 1, "-", { additive: true, times10: true }),
  pillbox: e(5, 20, null, "B", { door: 10, firingOnly: true }), // "20,10(f)"
};

const entrySchema = z.object({
  mp: z.number(), additive: z.boolean(), erect: z.number(), prone: z.number().nullable(), ic: z.boolean(), times10: z.boolean(),
  los: z.enum(["-", "B", "Pb(N)", "-(N)"]), door: z.number().optional(), firingOnly: z.boolean().optional(),
});

/** The Terrain Effects Chart [9.8] as data: every cell is the book's (reproduced in full by the extraction). */
export const terrainEffectsTable = defineTable<{ mode: Mode; terrain: Terrain }, TecEntry>({
  id: "patrol/terrain_effects",
  version: "1",
  title: "Terrain Effects Chart [9.8]",
  inputs: z.object({ mode: z.enum(TERRAIN_MODES), terrain: z.enum(TEC_TERRAIN) }).strict(),
  output: entrySchema,
  cells: TERRAIN_MODES.flatMap((mode) => [
    ...Object.entries(rows[mode]).map(([terrain, value]) => ({
      inputs: { mode, terrain: terrain as Terrain }, value,
      provenance: fromBook(mode === "open" ? "9.81" : mode === "mixed" ? "9.82" : "9.83"),
    })),
    ...Object.entries(allModes).map(([terrain, value]) => ({ inputs: { mode, terrain: terrain as Terrain }, value, provenance: fromBook("9.84") })),
  ]),
});

/** A TEC terrain row. */
export type TecTerrain = Terrain;

/** One TEC cell with its provenance (typed lookup). */
export function lookupTec(table: typeof terrainEffectsTable, mode: Mode, terrain: Terrain) {
  return lookupOrThrow<{ mode: Mode; terrain: Terrain }, TecEntry>(table, { mode, terrain });
}
