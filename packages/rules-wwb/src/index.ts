// @tactica/rules-wwb: We Were Brothers — its ruleset, scenarios, turn, view, legal actions and bot.
export * from "./tables/index";
export * from "./options/index";
export * from "./spotting/index";
export * from "./health/index";
export * from "./morale/index";
export * from "./fire/index";
export * from "./melee/index";
export * from "./grenades/index";
export * from "./grids/index";
export * from "./state/index";
export * from "./movement/index";
export * from "./scenarios/index";
export * from "./turn/index";
export * from "./view/index";
export * from "./legal/index";
export * from "./bot/index";
export { wwbRuleset, WWB_PHASES } from "./ruleset";
export const WWB_RULESET_ID = "wwb";
