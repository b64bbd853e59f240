// Mutation testing of the Patrol! modules that decide outcomes (docs/mutation.md). Run from the repository root
// with `npm run mutation` (full) or `npm run mutation:incremental`; shared settings in ../../stryker.base.mjs.
import { rulesMutationConfig } from "../../stryker.base.mjs";

// Pure rule functions only: a module that needs a whole game state to test (move-cost.ts, pillbox-blast.ts, man-ma.ts,
// sighting/create-patrol-judge.ts) pulls in tests that take seconds per mutant on these machines; docs/mutation.md
// lists what is left out.
export default rulesMutationConfig([
  "src/combat/attack-strength.ts", // attack strength [10.32, 10.61, 10.8]
  "src/combat/defense-strength.ts", // defense strength, movement multiple [10.62-10.64]
  "src/combat/fire-odds.ts", // fire odds and results [10.0-10.9]
  "src/combat/casualty.ts", // status ladder: wound, incapacitated, killed [19.0-19.12]
  "src/combat/hand-to-hand.ts", // hand-to-hand [12.23, 12.5]
  "src/odds/patrol-dice-odds.ts", // dice odds
  "src/rules/panic.ts", // panic and leader influence [20.0, 28.42-28.46]
]);
