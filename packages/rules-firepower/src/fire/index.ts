// Fire resolution as pure functions: hit numbers, modifiers, exact odds with provenance.
export type { AppliedModifier } from "./applied-modifier";
export { totalModifier } from "./applied-modifier";
export { collectBlastModifiers, collectFireModifiers, collectThrowModifiers } from "./collect-fire-modifiers";
export type { FireOddsAnswer, FireOddsResult, FireOutcome } from "./fire-odds";
export { fireOdds } from "./fire-odds";
export type { FireSituation, TargetTerrain } from "./fire-situation";
export { defaultMode } from "./fire-situation";
export type { FireError, HitNumber } from "./hit-number";
export { toHitNumber } from "./hit-number";
export { resolveShots } from "./resolve-shots";
export { toSpreadHex } from "./spread-hex";
export type { FieldConditions, SmokeSource } from "./field-modifiers";
export { fieldModifiers } from "./field-modifiers";
export type { SpecialOddsAnswer } from "./special-odds";
export { specialOdds } from "./special-odds";
