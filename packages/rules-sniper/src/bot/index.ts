// bot/: a seeded bot playing from its seat's view.
export * from "./bot";
