import { defineConfig } from "vitest/config";
import { sharedConfig } from "../vitest.shared.mjs";

// Integration tests: real PostgreSQL, Redis, worker processes and Chromium; generous timeouts for 2 shared cores.
export default defineConfig({ ...sharedConfig, test: { testTimeout: 60_000, hookTimeout: 180_000, include: ["**/*.test.ts"], exclude: ["**/node_modules/**"] } });
