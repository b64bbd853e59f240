import { defineConfig } from "vitest/config";

// The tests Stryker runs against each mutant (stryker.config.mjs): the unit and section tests beside the modules in its
// `mutate` list. Tests that build whole games (conformance, playouts, terrain) cost seconds per mutant on the shared
// 2-core machines and are left out, so a mutant they would kill but these miss counts as survived (docs/mutation.md).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    include: [
      "src/combat/**/*.test.ts",
      "src/odds/**/*.test.ts",
      "src/rules/**/*.test.ts",
      "src/tables/**/*.test.ts",
    ],
    // Each mutant reruns its tests: keep the imported modules between runs (Stryker switches mutants at run time).
    isolate: false,
  },
});
