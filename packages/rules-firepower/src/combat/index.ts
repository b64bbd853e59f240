// Fire and grenade resolution in play: the fire context, G blasts, mines and hit location, the fire, grenade, special-weapon, multi-hex and demolition commands [6.3, 12].
// The folder's public face: what the package exports from it.
export type { FireExplanation } from "./explain-fire";
export { explainFire } from "./explain-fire";
export type { SpecialOddsAnswer } from "./special-odds";
export { specialOdds } from "./special-odds";
