import { defineConfig } from "vitest/config";

// The tests Stryker runs against each mutant (stryker.config.mjs): the unit and section tests of the modules in its
// `mutate` list, not the whole-match playouts, so that a full run fits on the shared 2-core machines. Tests that import
// this package by name (src/module/command-odds*.test.ts) are left out: they load the original files, not the mutants.
// Tests that build whole games cost seconds per mutant here and are left out too, so a mutant only they would kill
// counts as survived (docs/mutation.md).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    include: [
      "src/fire/hit-number*.test.ts",
      "src/fire/fire-odds.test.ts",
      "src/sighting/judge-*.test.ts",
      "src/sighting/los-*.test.ts",
      "src/game/status-*.test.ts",
      "src/game/movement-*.test.ts",
      "src/game/optional-rules.test.ts",
    ],
    // Each mutant reruns its tests: keep the imported modules between runs (Stryker switches mutants at run time).
    isolate: false,
  },
});
