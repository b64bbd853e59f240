// Sniper!'s sequence of play as parameters of the engine's alternating-activation model: its rule sections.
export * from "./sniper-sequence";
