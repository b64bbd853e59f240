import { defineConfig } from "vitest/config";

// Whole-match playouts (bots, random legal play, replays) take a few seconds each; on the shared 2-core machines
// under load the default 5 s cut some off (CI at baeba1b). A guard against hangs, not a speed target.
export default defineConfig({ test: { testTimeout: 60_000 } });
