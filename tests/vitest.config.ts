import { defineConfig } from "vitest/config";
import { fastTest, sharedConfig } from "../vitest.shared.mjs";

// Integration tests: real PostgreSQL, Redis, worker processes and Chromium; generous timeouts for 2 shared cores.
// fastTest: the files share one module graph (the API, every ruleset, Prisma) instead of importing it afresh each,
// which was a quarter of the suite's time; vitest.shared.mjs says what a test file must not do in exchange.
export default defineConfig({ ...sharedConfig, test: { ...fastTest, testTimeout: 60_000, hookTimeout: 180_000, include: ["**/*.test.ts"], exclude: ["**/node_modules/**"] } });
