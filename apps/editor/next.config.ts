import path from "node:path";
import type { NextConfig } from "next";

// The monorepo root: one lockfile, hoisted node_modules, and the workspace packages Next must transpile.
const workspaceRoot = path.join(__dirname, "../..");

const nextConfig: NextConfig = {
  // @tactica/hex and @tactica/map export TypeScript source with extensionless relative imports.
  transpilePackages: ["@tactica/hex", "@tactica/map"],
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
};

export default nextConfig;
