// @tactica/rules-wwb: We Were Brothers — its ruleset, scenarios, turn, view, legal actions and bot.
export const WWB_RULESET_ID = "wwb";
