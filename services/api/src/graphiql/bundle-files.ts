// Where the GraphiQL bundle lives and what it holds; shared by the builder (build-bundle.ts) and the route (route.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** services/api/dist/graphiql: built by `npm run generate` (gitignored, like every dist/). */
export const GRAPHIQL_DIST = fileURLToPath(new URL("../../dist/graphiql/", import.meta.url));

/** The manifest the builder writes last: the files of a complete bundle and the hash of what it was built from. */
export type BundleManifest = { readonly inputsHash: string; readonly files: readonly string[]; readonly builtAt: string };

/** The manifest of the bundle in `dir`, or null when there is no complete bundle. */
export function readManifest(dir: string = GRAPHIQL_DIST): BundleManifest | null {
  const file = path.join(dir, "manifest.json");
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as BundleManifest;
    return Array.isArray(parsed.files) && typeof parsed.inputsHash === "string" ? parsed : null;
  } catch {
    return null;
  }
}
