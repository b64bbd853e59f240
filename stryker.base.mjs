// The Stryker settings every rules package's mutation run shares (docs/mutation.md); each package's
// stryker.config.mjs names only the modules it mutates. Not part of `npm test`: a full run takes minutes.
/** @param {string[]} mutate the modules that decide outcomes, relative to the package
 *  @returns {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export function rulesMutationConfig(mutate) {
  return {
    testRunner: "vitest",
    vitest: { configFile: "vitest.mutation.config.ts", related: false },
    coverageAnalysis: "perTest",
    // Static mutants (module-level tables and constants) would each need every test of the run: they are reported as
    // Ignored, not scored (docs/mutation.md).
    ignoreStatic: true,
    // The machines have 2 cores shared with other work: one test runner.
    concurrency: 1,
    mutate,
    reporters: ["clear-text", "progress", "html", "json"],
    htmlReporter: { fileName: "reports/mutation/mutation.html" },
    jsonReporter: { fileName: "reports/mutation/mutation.json" },
    incrementalFile: "reports/stryker-incremental.json",
    tempDirName: ".stryker-tmp",
    cleanTempDir: "always",
    timeoutMS: 10_000,
    thresholds: { high: 80, low: 60, break: null },
  };
}
