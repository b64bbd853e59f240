// Mutation testing of the Patrol! modules that decide outcomes (docs/mutation.md). Run from the repository root
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
  // Pure rule functions only: a module that needs a whole game state to test (move-cost.ts, pillbox-blast.ts, man-ma.ts,
  // sighting/create-patrol-judge.ts)
  // pulls in tests that take seconds per mutant on these machines; docs/mutation.md lists what is left out.
  mutate: [
    "src/combat/attack-strength.ts", // attack strength [10.32, 10.61, 10.8]
    "src/combat/defense-strength.ts", // defense strength, movement multiple [10.62-10.64]
    "src/combat/fire-odds.ts", // fire odds and results [10.0-10.9]
    "src/combat/casualty.ts", // status ladder: wound, incapacitated, killed [19.0-19.12]
    "src/combat/hand-to-hand.ts", // hand-to-hand [12.23, 12.5]
    "src/odds/patrol-dice-odds.ts", // dice odds
    "src/rules/panic.ts", // panic and leader influence [20.0, 28.42-28.46]
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
