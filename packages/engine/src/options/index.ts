// Options and rulings packs: every ambiguity is a named option; a pack sets choices and table overrides.
export * from "./define-option";
export * from "./rulings-pack";
export * from "./resolve-options";
export * from "./resolve-tables";
