// Mutation testing of the Firepower modules that decide outcomes (docs/mutation.md). Run from the repository root
// with `npm run mutation` (full) or `npm run mutation:incremental`. Not part of `npm test`: a full run takes minutes.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  // Static mutants (module-level tables and constants) would each need every test of the run: they are reported as
  // Ignored, not scored (docs/mutation.md).
  ignoreStatic: true,
  // The machines have 2 cores shared with other work: one test runner.
  concurrency: 1,
  mutate: [
    "src/game/status-ladder.ts", // status ladder [6.4, 6.1.3, 16.6]
    "src/fire/fire-odds.ts", // fire odds [6.3, 10]
    "src/fire/hit-number.ts", // hit number [6.3.5]
    "src/fire/special-odds.ts", // special weapons' odds [15]
    "src/odds/firepower-dice-odds.ts", // dice odds
    "src/game/blast-line.ts", // blast line [7.3]
    "src/game/g-blast.ts", // blast resolution [7]
    "src/sighting/judge-obstacle.ts", // LOS judges [10.5]
    "src/sighting/judge-slab.ts",
    "src/sighting/judge-level-side.ts",
    "src/sighting/los-chart.ts",
    "src/game/soldiers.ts:76-84", // actionCost: MF chart [6.2]
    "src/game/movement-commands.ts:40-56", // hexsideCrossings, enterCost [6.2.1, 6.2.3, 11.2.1.2]
    "src/game/optional-morale.ts", // morale [Option 24]
  ],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  incrementalFile: "reports/stryker-incremental.json",
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10_000,
  thresholds: { high: 80, low: 60, break: null },
};
