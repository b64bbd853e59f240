// Patrol!'s sequence of play as parameters of the engine's simultaneous-plot model: its stages and rule sections.
export * from "./patrol-sequence";
