// Vitest settings shared by the workspaces that load graphql: Node resolves `graphql` to its CommonJS build
// (index.js, as mercurius requires it), but Vite would pick the ESM build (index.mjs) for Pothos, and two
// copies of graphql refuse to work together. Point Vite at the same file Node uses.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const sharedConfig = {
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
};
