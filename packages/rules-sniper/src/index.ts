// @tactica/rules-sniper: Sniper! (2nd ed.): its ruleset, scenarios, sequence of play, dice odds, options and tables.
export * from "./odds/index";
export * from "./sequence/index";
export * from "./state/index";
export * from "./scenarios/index";
export * from "./turn/index";
export * from "./view/index";
export * from "./legal/index";
export * from "./bot/index";
export { sniperRuleset } from "./ruleset";
