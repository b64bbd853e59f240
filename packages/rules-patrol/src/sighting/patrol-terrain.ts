import type { PatrolTerrainMode } from "./patrol-los-options";

/** LOS effect of a hex [9.85]: none, B (blocks), Pb (blocks to or from a prone man). */
export const LOS_NONE = 0;
export const LOS_B = 1;
export const LOS_PB = 2;

/** The Terrain Effects Chart LOS column [9.81-9.84] as data: per terrain, per mode, day effect and the (N) flag. */
export const PATROL_TERRAIN_LOS: Readonly<Record<string, Readonly<Record<PatrolTerrainMode, { readonly day: number; readonly night: boolean }>>>> = {
  clear: { open: { day: LOS_NONE, night: false }, mixed: { day: LOS_NONE, night: false }, closed: { day: LOS_NONE, night: false } },
  "rough-1": { open: { day: LOS_NONE, night: false }, mixed: { day: LOS_PB, night: true }, closed: { day: LOS_PB, night: true } },
  "rough-2": { open: { day: LOS_PB, night: true }, mixed: { day: LOS_B, night: false }, closed: { day: LOS_B, night: false } },
};

/** Terrain ids accepted for each chart row (map documents may spell them differently). */
export const PATROL_TERRAIN_ALIASES: Readonly<Record<string, string>> = {
  clear: "clear", open: "clear", "rough-1": "rough-1", rough1: "rough-1", "rough-2": "rough-2", rough2: "rough-2",
};

/** The LOS effect of a terrain id in a mode, day or night ((N) terrain counts as B at night). */
export function toPatrolHexLos(terrain: string, mode: PatrolTerrainMode, night: boolean): number {
  const row = PATROL_TERRAIN_LOS[PATROL_TERRAIN_ALIASES[terrain] ?? ""];
  if (!row) return LOS_NONE;
  const e = row[mode];
  return night && e.night ? LOS_B : e.day;
}
