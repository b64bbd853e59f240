// @tactica/rules-sniper: Sniper!. For now only its exact dice odds; the ruleset module grows here in issue 21.
export * from "./odds/index";
export * from "./sequence/index";
