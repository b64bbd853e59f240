import { defineConfig } from "vitest/config";
import { fastTest, sharedConfig } from "../../vitest.shared.mjs";

export default defineConfig({ ...sharedConfig, test: { ...fastTest, testTimeout: 20_000, hookTimeout: 60_000 } });
