// Mutation testing of the Firepower modules that decide outcomes (docs/mutation.md). Run from the repository root
// with `npm run mutation` (full) or `npm run mutation:incremental`; shared settings in ../../stryker.base.mjs.
import { rulesMutationConfig } from "../../stryker.base.mjs";

// Pure rule functions only: modules that need a board or a whole game to test (g-blast.ts, blast-line.ts,
// optional-morale.ts, movement-commands.ts, special-odds.ts) pull in tests that take seconds per mutant on these
// machines, and the odds modules (fire-setup/fire-odds.ts, odds/firepower-dice-odds.ts) did not fit a run on the shared
// machines of 2026-12-03; docs/mutation.md lists what is left out.
export default rulesMutationConfig([
  "src/core/status-ladder.ts", // status ladder [6.1.3, 6.2.8, 6.4, 16.6]
  "src/fire/hit-number.ts", // hit number [6.3.2, 6.3.5]
  "src/sighting/judge-obstacle.ts", // LOS obstacle judge [12.1.1-12.1.4]
  "src/sighting/judge-level-side.ts", // LOS through building walls [12.1.6]
  "src/sighting/los-chart.ts", // LOS chart [12.1.4]
  "src/core/soldiers.ts:76-84", // actionCost: MF chart [6.2]
]);
