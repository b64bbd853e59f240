import { defineConfig } from "vitest/config";
import { fastTest, sharedConfig } from "../../vitest.shared.mjs";

// One graphql-js for the test's stand-in server and graphql-ws (vitest.shared.mjs says why).
export default defineConfig({ ...sharedConfig, test: { ...fastTest } });
