import { defineConfig } from "vitest/config";

// The tests Stryker runs against each mutant (stryker.config.mjs): the unit and section tests of the modules in its
// `mutate` list, not the whole-match playouts, so that a full run fits on the shared 2-core machines. Tests that import
// this package by name (src/module/command-odds*.test.ts) are left out: they load the original files, not the mutants.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    include: [
      "src/fire/**/*.test.ts",
      "src/odds/**/*.test.ts",
      "src/sighting/**/*.test.ts",
      "src/game/status-*.test.ts",
      "src/game/movement-*.test.ts",
      "src/game/morale-*.test.ts",
      "src/game/optional-rules.test.ts",
      "src/game/optional-morale.test.ts",
      "src/game/optional-panic.test.ts",
      "src/game/basic-sections.coverage.test.ts",
      "src/game/blast-line.test.ts",
      "src/game/blast-*.test.ts",
      "src/game/fire-effects.test.ts",
      "src/game/fire-command-odds.test.ts",
      "src/game/l-fire-movement.test.ts",
      "src/game/obstacles.test.ts",
      "src/game/shield-blasts.test.ts",
      "src/game/terrain-damage.test.ts",
    ],
  },
});
