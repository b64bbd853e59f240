// Flames of War's sequence of play as parameters of the engine's player-turns model: its steps and rule sections.
export * from "./fow-sequence";
