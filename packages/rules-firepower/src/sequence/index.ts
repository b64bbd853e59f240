// Firepower's sequence of play as parameters of the engine's chit-draw model: its names and rule sections.
export * from "./firepower-sequence";
