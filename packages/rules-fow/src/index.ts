// @tactica/rules-fow: Flames of War. For now only its exact dice odds; the ruleset module grows here in issue 23.
export * from "./odds/index";
export * from "./sequence/index";
