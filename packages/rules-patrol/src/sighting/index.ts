export type { PatrolLosOptions, PatrolTerrainMode } from "./patrol-los-options";
export { PATROL_POSTURES, PRONE_SIGHT_RANGE } from "./patrol-los-options";
export { LOS_B, LOS_NONE, LOS_PB, PATROL_TERRAIN_LOS, toPatrolHexLos } from "./patrol-terrain";
export { isNightSpotted, NIGHT_SPOTTING_TABLE, nightSpotLimit, toNightCell, toNightColumn } from "./night-spotting";
export { createPatrolJudge, toPatrolTie } from "./create-patrol-judge";
export { patrolLosPolicy } from "./patrol-los-policy";
export { patrolRange } from "./patrol-range";
