// The ruleset as the engine plays it: the Firepower ruleset, legal actions, the bot, the optional-rules list, and playouts of whole matches.
// The folder's public face: what the package exports from it.
export type { FirepowerAction, FirepowerBotOptions, FirepowerBotView } from "./bot";
export { chooseFirepowerCommand, chooseFirepowerCommandFromView } from "./bot";
export { FIREPOWER_BOT_BUDGET, firepowerRuleset } from "./firepower-ruleset";
export type { AmmoOddsAnswer, AmmoSoldierOdds } from "./ammo-odds";
export { explainAmmoFire, explainAmmoFireInMatch } from "./ammo-odds";
