// bot/: a seeded, time-limited bot for one seat, from its view only.
export * from "./bot";
