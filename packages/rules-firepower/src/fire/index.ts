// Fire resolution as pure functions: hit numbers, modifiers, exact odds with provenance.
export type { AppliedModifier } from "./applied-modifier";
export { totalModifier } from "./applied-modifier";
export type { FireSituation, TargetTerrain } from "./fire-situation";
export { defaultMode } from "./fire-situation";
export type { FireError, HitNumber } from "./hit-number";
export { toHitNumber } from "./hit-number";
export { resolveShots } from "./resolve-shots";
export { toSpreadHex } from "./spread-hex";
export type { FieldConditions, SmokeSource } from "./field-modifiers";
export { fieldModifiers } from "./field-modifiers";
