import { defineConfig } from "vitest/config";
import { fastTest } from "../../vitest.shared.mjs";

// Whole-match playouts (bots, random legal play, replays) take a few seconds each; on the shared 2-core machines
// under load the default 5 s cut some off (CI at baeba1b). A guard against hangs, not a speed target.
// vitest.shared.mjs says why test files share one module graph per worker (most of this package's run was imports).
export default defineConfig({ test: { ...fastTest, testTimeout: 60_000 } });
