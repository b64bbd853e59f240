// Turn models: one small state machine per sequence of play, each a preset a ruleset picks.
export * from "./turn-helpers";
export * from "./step-turn-model";
export * from "./alternating-activation";
export * from "./chit-draw";
export * from "./simultaneous-plot";
export * from "./side-initiative";
export * from "./player-turns";
