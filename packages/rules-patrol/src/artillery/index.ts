export { artilleryScatterCoefficientTable } from "../tables/artillery-scatter";
export { BLAST_OF_WEIGHT, toArtilleryState } from "./artillery-state";
export type { ArtilleryRound, ArtilleryState, ArtilleryWeight, RoundKind } from "./artillery-state";
export { CALLED_FIRE_LEAD, callArtillery, isBarrageDue, markDueRounds, planArtillery, resolveBarrageCommand, toDueRounds } from "./artillery-commands";
export { toArtilleryView } from "./artillery-view";
export { resolveBarrage, scatterRound } from "./resolve-barrage";
export type { RoundScatter } from "./resolve-barrage";
