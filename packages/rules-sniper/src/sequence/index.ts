// Sniper!'s sequence of play [4.0], [5.0]-[5.3] as a preset of the engine's alternating-activation model.
export * from "./sniper-sequence";
