// Vitest settings shared by the workspaces that load graphql: Node resolves `graphql` to its CommonJS build
// (index.js, as mercurius requires it), but Vite would pick the ESM build (index.mjs) for Pothos, and two
// copies of graphql refuse to work together. Point Vite at the same file Node uses.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const sharedConfig = {
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
};

/**
 * Test settings every workspace should start from (spread into `test`): one module graph per worker, loaded once
 * and shared by the worker's test files, instead of a fresh import of the whole package (and its rulesets, Prisma
 * client and schema) for each file. Measured on the 2-core machines: api unit tests 319 s -> 23 s, rules-patrol
 * 81 s -> 53 s, same tests passing; the import phase was most of each run. A test file must therefore leave no
 * global state behind: no top-level `process.env.X = ...` (pass env to the child you spawn), close what it opens in
 * afterAll, and never rely on being the first to load a module.
 */
export const fastTest = { isolate: false };
