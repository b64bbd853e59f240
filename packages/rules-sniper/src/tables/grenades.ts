import { defineTable, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Grenade types that burst [13.0, 13.4] (smoke grenades are not in play). */
export const GRENADE_KINDS = ["offensive", "defensive"] as const;
export type GrenadeKind = (typeof GRENADE_KINDS)[number];

/** Burst radius in hexes [13.4] (book). */
export const BURST_RADIUS: Readonly<Record<GrenadeKind, number>> = { offensive: 3, defensive: 6 };

/** The longest modified range of a throw [13.2, 13.3] (book). */
export const GRENADE_MAX_RANGE = 20;

const SCATTER_NOTE = "Scatter table is absent from the text (digest §12): invented coefficient 2 + modified range / 2 (rounded down), at most 12; not the book's";

/** The Scatter table [13.3]: the scatter coefficient of a throw by its modified range 1-20 (absent: placeholder). */
export const scatterTable = defineTable<{ range: number }, number>({
  id: "sniper/grenade_scatter",
  version: "1",
  title: "Scatter table, grenades [13.3] (absent from the text: placeholder)",
  inputs: z.object({ range: z.number().int().min(1).max(GRENADE_MAX_RANGE) }).strict(),
  output: z.number().int().min(2).max(13),
  cells: Array.from({ length: GRENADE_MAX_RANGE }, (_, i) => ({ inputs: { range: i + 1 }, value: Math.min(12, 2 + Math.floor((i + 1) / 2)), provenance: placeholder(SCATTER_NOTE) })),
});

const BURST_NOTE = "Burst Table is absent from the text (digest §12): invented strengths falling with distance; not the book's";
const BURST: Readonly<Record<GrenadeKind, readonly number[]>> = { offensive: [8, 6, 4, 2], defensive: [10, 8, 6, 5, 4, 3, 2] };

/** The Burst Table [13.4]: the strength of a grenade's explosion by type and distance from the burst (absent: placeholder). */
export const burstTable = defineTable<{ kind: GrenadeKind; distance: number }, number>({
  id: "sniper/grenade_burst",
  version: "1",
  title: "Burst Table, grenades [13.4] (absent from the text: placeholder)",
  inputs: z.object({ kind: z.enum(GRENADE_KINDS), distance: z.number().int().min(0).max(6) }).strict(),
  output: z.number().int().min(0),
  cells: GRENADE_KINDS.flatMap((kind) => BURST[kind].map((value, distance) => ({ inputs: { kind, distance }, value, provenance: placeholder(BURST_NOTE) }))),
});
