import { defineTable, fromBook, placeholder } from "@tactica/engine";
import { z } from "zod";

/** The six terrain types [11.0]. */
export const TERRAIN_TYPES = ["building", "street", "clear", "rough-1", "rough-2", "slope"] as const;
/** A terrain type id (map documents use these ids). */
export type TerrainType = (typeof TERRAIN_TYPES)[number];
/** Terrain modes set per scenario for the whole map [11.2]. */
export const TERRAIN_MODES = ["open", "mixed", "dense"] as const;
/** A terrain mode. */
export type TerrainMode = (typeof TERRAIN_MODES)[number];

/** One Terrain Effects chart cell for a hex terrain: extra MP to enter, blocking for a standing eye, multiples. */
export type TerrainEffect = {
  /** MP added to the 1 MP every hex costs [11.4]. */
  readonly extraMp: number;
  readonly blocksStanding: boolean;
  readonly standing: number;
  readonly prone: number;
};

const NOTE = "Terrain Effects chart is absent from the text (digest §12 M6): invented cell; not the book's";
const t = (extraMp: number, blocksStanding: boolean, standing: number, prone: number): TerrainEffect => ({ extraMp, blocksStanding, standing, prone });
const rows: Record<TerrainMode, Record<TerrainType, TerrainEffect>> = {
  open: { building: t(0, true, 2, 4), street: t(0, false, 1, 1), clear: t(0, false, 1, 1), "rough-1": t(0, false, 1, 1), "rough-2": t(1, false, 2, 4), slope: t(1, true, 2, 4) },
  mixed: { building: t(0, true, 2, 4), street: t(0, false, 1, 1), clear: t(0, false, 1, 2), "rough-1": t(1, false, 2, 3), "rough-2": t(2, true, 3, 6), slope: t(2, true, 3, 6) },
  dense: { building: t(0, true, 2, 4), street: t(0, false, 1, 1), clear: t(0, false, 1, 3), "rough-1": t(2, true, 2, 4), "rough-2": t(3, true, 4, 8), slope: t(3, true, 4, 8) },
};

const effectSchema = z.object({ extraMp: z.number().int().min(0), blocksStanding: z.boolean(), standing: z.number().min(1), prone: z.number().min(1) }).strict();

/** M6, the Terrain Effects chart's hex rows [7.3, 11.4, 11.8]: every cell a placeholder (the chart is absent). */
export const terrainEffectsTable = defineTable<{ mode: TerrainMode; terrain: TerrainType }, TerrainEffect>({
  id: "sniper/terrain_effects",
  version: "1",
  title: "Terrain Effects chart, hex terrain [7.3, 11.4, 11.8] (absent from the text: placeholder)",
  inputs: z.object({ mode: z.enum(TERRAIN_MODES), terrain: z.enum(TERRAIN_TYPES) }).strict(),
  output: effectSchema,
  cells: TERRAIN_MODES.flatMap((mode) => TERRAIN_TYPES.map((terrain) => ({ inputs: { mode, terrain }, value: rows[mode][terrain], provenance: placeholder(NOTE) }))),
});

/** Prone observation [11.6]: the range limit (null = unlimited) and which rough terrain a prone eye sees through. */
export type ProneSight = { readonly range: number | null; readonly throughRough1: boolean; readonly throughRough2: boolean };

/** [11.6] as printed: open or urban unlimited, sees through rough #1 only; mixed 40 and dense 20, through neither. */
export const proneSightTable = defineTable<{ mode: TerrainMode }, ProneSight>({
  id: "sniper/prone_sight",
  version: "1",
  title: "Terrain effects on observation, prone soldiers [11.6]",
  inputs: z.object({ mode: z.enum(TERRAIN_MODES) }).strict(),
  output: z.object({ range: z.number().int().nullable(), throughRough1: z.boolean(), throughRough2: z.boolean() }).strict(),
  provenance: fromBook("11.6"),
  cells: [
    { inputs: { mode: "open" }, value: { range: null, throughRough1: true, throughRough2: false } },
    { inputs: { mode: "mixed" }, value: { range: 40, throughRough1: false, throughRough2: false } },
    { inputs: { mode: "dense" }, value: { range: 20, throughRough1: false, throughRough2: false } },
  ],
});

/** Fixed multiples and costs the rules state or the chart would give, by name. */
export const FIXED_EFFECTS = [
  "base_defence", "vest_defence", "moving", "evading", "corner_standing", "corner_prone", "staircase", "truck", "open_apc",
  "moving_vehicle_target", "interior_wall", "ceiling", "smoke",
  "mp_base", "mp_stack", "mp_smoke", "mp_hole", "mp_vehicle_door", "mp_vehicle_side_jump", "mp_dismount",
] as const;
/** One fixed effect's name. */
export type FixedEffect = (typeof FIXED_EFFECTS)[number];

const ABSENT = (what: string): ReturnType<typeof placeholder> => placeholder(`${what}: the multiple is on the absent Terrain Effects chart (digest §12 M6); invented, not the book's`);
const fixed: Record<FixedEffect, readonly [number, ReturnType<typeof fromBook>]> = {
  base_defence: [1, fromBook("12.6")], vest_defence: [2, fromBook("33.2")], moving: [4, fromBook("12.6")], evading: [6, fromBook("12.6")],
  corner_standing: [2, fromBook("11.5")], corner_prone: [4, fromBook("11.5")], staircase: [2, fromBook("10.1")],
  truck: [2, fromBook("34.6")], open_apc: [4, fromBook("34.6")], moving_vehicle_target: [10, fromBook("34.6")],
  interior_wall: [2, ABSENT("interior wall (11.5)")], ceiling: [2, ABSENT("ceiling (11.5)")], smoke: [10, ABSENT("smoke (13.5)")],
  mp_base: [1, fromBook("11.4")], mp_stack: [1, fromBook("8.1")], mp_smoke: [1, fromBook("13.5")], mp_hole: [1, fromBook("20.2")],
  mp_vehicle_door: [2, fromBook("34.4")], mp_vehicle_side_jump: [4, fromBook("34.4")], mp_dismount: [4, fromBook("6.1")],
};

/** Multiples and MP the rules print (book) or the absent chart would give (placeholder). */
export const fixedEffectsTable = defineTable<{ effect: FixedEffect }, number>({
  id: "sniper/fixed_effects",
  version: "1",
  title: "Defensive multiples and movement costs stated in the rules [8.1, 10.1, 11.4, 11.5, 12.6, 13.5, 20.2, 33.2, 34.4, 34.6]",
  inputs: z.object({ effect: z.enum(FIXED_EFFECTS) }).strict(),
  output: z.number().min(0),
  cells: FIXED_EFFECTS.map((effect) => ({ inputs: { effect }, value: fixed[effect][0], provenance: fixed[effect][1] })),
});
