// Exact odds: rationals, distributions and generic dice constructs. Each rule system's evaluators live in its own
// package (rules-firepower, rules-patrol, rules-sniper, rules-fow: src/odds/), built from these.
export * from "./rational";
export * from "./distribution";
export * from "./die-rolls";
export * from "./repeated-trials";
export * from "./monte-carlo";
