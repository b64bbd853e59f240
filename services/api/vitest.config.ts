import { defineConfig } from "vitest/config";
import { sharedConfig } from "../../vitest.shared.mjs";

export default defineConfig({ ...sharedConfig, test: { testTimeout: 20_000, hookTimeout: 60_000 } });
