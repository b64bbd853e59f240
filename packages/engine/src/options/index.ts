// Options and rulings packs: every ambiguity is a named option; a pack sets choices and table overrides.
export * from "./define-option";
export { toCanonicalDecimal } from "./decimal";
export * from "./read-option";
export * from "./rulings-pack";
export * from "./resolve-options";
export * from "./resolve-tables";
export * from "./settle-ruling";
