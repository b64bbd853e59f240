import { defineConfig } from "vitest/config";

// Only the pure helpers have unit tests; Next's app/ and .next/ output are never collected.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "app/**"],
    environment: "node",
  },
});
