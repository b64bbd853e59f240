import { defineConfig } from "vitest/config";
import { fastTest } from "../../vitest.shared.mjs";

export default defineConfig({ test: { ...fastTest, testTimeout: 20_000, hookTimeout: 60_000 } });
