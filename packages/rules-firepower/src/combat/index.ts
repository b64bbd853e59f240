// Fire and its effects in play: the fire commands (L, A/C/H rounds, special weapons, multi-hex, crew weapons), fire context and the exact odds explainers they share with blasts and vehicles [6.3, 12, 23].
// The folder's public face: what the package exports from it.
export type { FireExplanation } from "./explain-fire";
export { explainFire } from "./explain-fire";
export { explainSpecialFire } from "./explain-special";
// 12.3.1, 12.3.2, 12.3.5: A, C and H rounds of soldiers' weapons (ammo-*.ts, canister.ts) and their exact odds.
export { fireAmmoCommand } from "./ammo-command";
export { collectBlastModifiers, collectFireModifiers, collectThrowModifiers } from "./collect-fire-modifiers";
export type { FireOddsAnswer, FireOddsResult, FireOutcome } from "./fire-odds";
export { fireOdds } from "./fire-odds";
export type { SpecialOddsAnswer } from "./special-odds";
export { specialOdds } from "./special-odds";
