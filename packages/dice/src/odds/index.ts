// Exact odds: rationals, distributions, dice constructs and the per-system evaluators.
export * from "./rational";
export * from "./distribution";
export * from "./die-rolls";
export * from "./repeated-trials";
export * from "./firepower";
export * from "./flames-of-war";
export * from "./sniper";
export * from "./patrol";
