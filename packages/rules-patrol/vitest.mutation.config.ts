import { defineConfig } from "vitest/config";

// The tests Stryker runs against each mutant (stryker.config.mjs): the unit, section and conformance tests of the
// modules in its `mutate` list, not the whole-match playouts (bot games, structure proof), so that a full run fits on
// the shared 2-core machines.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    include: [
      "src/combat/**/*.test.ts",
      "src/odds/**/*.test.ts",
      "src/rules/**/*.test.ts",
      "src/sighting/**/*.test.ts",
      "src/tables/**/*.test.ts",
      "src/movement/**/*.test.ts",
      "src/terrain/**/*.test.ts",
      "src/fire/preservation-chits.coverage.test.ts",
      "src/situations/assault-entry.test.ts",
      "src/conformance.test.ts",
    ],
  },
});
