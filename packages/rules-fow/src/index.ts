// @tactica/rules-fow: Flames of War on a continuous table (packages/table): state, turn, movement, scenarios,
// view, legal actions and bot; the ruleset module is at "@tactica/rules-fow/module".
export * from "./odds/index";
export * from "./sequence/index";
export * from "./state/index";
export * from "./movement/index";
export * from "./scenarios/index";
export * from "./turn/index";
export * from "./view/index";
export * from "./legal/index";
export * from "./bot/index";
export { fowRuleset } from "./ruleset";
export * from "./tables/index";
export * from "./options/index";
export * from "./forces/index";
export * from "./shooting/index";
export * from "./probes/index";
export * from "./artillery/index";
export * from "./assault/index";
export * from "./motivation/index";
