export * from "./sighting/index";
export * from "./tables/index";
export * from "./options/index";
export * from "./fire/index";
export * from "./odds/index"; // the d10 dice odds (moved from @tactica/dice)
export * from "./state/index";
export * from "./core/index";
export * from "./optional/index";
export * from "./movement/index";
export * from "./works/index";
export * from "./blasts/index";
export * from "./vehicles/index";
export * from "./fire-setup/index";
export * from "./combat/index";
export * from "./weapons/index";
export * from "./melee/index";
export * from "./turn/index";
export * from "./play/index";
export * from "./scenarios/index";
export * from "./advanced/index";
export { losFrom, toFireSituation, toViewpoint } from "./combat/fire-context"; // commandOdds (src/module/command-odds.ts)
export { blastTarget, blastResult, throwGrenade, throwModifiers } from "./combat/grenade-command"; // commandOdds grenade odds (src/module/command-odds-blast.ts)
export { offerReturn } from "./combat/optional-return-throw"; // commandOdds notes an Option 16.1 return throw
export { indirectImpactAt } from "./blasts/storey-blasts"; // commandOdds: where a mortar bomb bursts in a building hex
export { locateBurst } from "./combat/works-hit-location"; // commandOdds: the 12.7.1 side and 12.7.2 works rolls of a burst, replayed with every face
export { toAim, withBeyond } from "./combat/hit-location-sides";
export { HIT_LOCATION_SIDES } from "./tables/hit-location-sides";
export { WORKS_HIT_LOCATION } from "./tables/works-hit-location";
export type { HitLocationAim } from "./combat/hit-location-sides";
export { checkMortarFire, mortarLanding } from "./mortar/index"; // commandOdds replays a bomb's landing
export type { FireMortarPayload } from "./mortar/index";
export { countsSentence, firepowerCounts } from "./tools/ruleset-counts"; // tables by provenance and options, measured (scripts/counts.ts, tests/docs)
// commandOdds (src/module/command-odds-more.ts): L-burst and fired-round explainers computed from the commands' own checks and dice.
export { burstOutcomes, explainFireCommand, explainLBursts } from "./weapons/fire-command-odds";
export type { ShotOdds, ShotOddsPart, ShotOddsResult } from "./weapons/fire-command-odds";
export { explainFiredRound, explainShot, replayMarginals } from "./weapons/fired-round-odds";
