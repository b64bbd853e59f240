// What fire and a match start from: the scenario schema and set-up pieces (field set-up, map entry and exit, points purchase), fire modifiers and exact fire odds, weapon notes, vehicle hit location [2.4, 6.3, 12.2, 19].
// The folder's public face: what the package exports from it.
export { collectBlastModifiers, collectFireModifiers, collectThrowModifiers } from "./collect-fire-modifiers";
export type { FireOddsAnswer, FireOddsResult, FireOutcome } from "./fire-odds";
export { fireOdds } from "./fire-odds";
