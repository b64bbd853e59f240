import { defineConfig } from "vitest/config";
import { fastTest } from "../../vitest.shared.mjs";

// vitest.shared.mjs says why test files share one module graph per worker.
export default defineConfig({ test: { ...fastTest } });
