// bot/: The seeded, budgeted bot.
// The folder's face: other folders import it through this file.
export * from "./bot-claymores";
export * from "./bot-entry";
export * from "./bot-route";
export * from "./bot-setup";
export * from "./general-bot";
export * from "./vehicle-bot";
export * from "./view-bot";
