// Bundles GraphiQL (graphiql 5: React, Monaco and Monaco's three workers, fonts inlined in its CSS) into
// services/api/dist/graphiql with esbuild, so /graphiql is served from this machine instead of Mercurius' CDN page.
// Run by `npm run generate` (turbo); skipped when the bundle was built from the same inputs.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GRAPHIQL_DIST, readManifest } from "./bundle-files";

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, "..", "..");
const requireFromApi = createRequire(path.join(apiDir, "package.json"));
// Monaco's workers are resolved from where @graphiql/react finds them (one monaco-editor for page and workers).
const requireFromReact = createRequire(requireFromApi.resolve("@graphiql/react"));

const WORKERS = {
  "editor.worker": "monaco-editor/esm/vs/editor/editor.worker.js",
  "json.worker": "monaco-editor/esm/vs/language/json/json.worker.js",
  "graphql.worker": "monaco-graphql/esm/graphql.worker.js",
} as const;

const versionOf = (name: string, req: NodeRequire) => (JSON.parse(readFileSync(req.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

/** A hash of everything the bundle is made from: our sources, this builder and the versions of what it bundles. */
export function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of [fileURLToPath(import.meta.url), ...readdirSync(path.join(here, "client")).map((f) => path.join(here, "client", f))].sort()) {
    hash.update(file).update(readFileSync(file));
  }
  for (const name of ["graphiql", "@graphiql/toolkit", "graphql-ws", "react", "react-dom", "graphql", "esbuild"]) hash.update(`${name}@${versionOf(name, requireFromApi)}`);
  for (const name of ["monaco-editor", "monaco-graphql", "@graphiql/react"]) hash.update(`${name}@${versionOf(name, requireFromReact)}`);
  return hash.digest("hex");
}

/** Builds the bundle into `outDir` unless it is up to date; the manifest is written last, so a half build is never served. */
export async function buildGraphiqlBundle(outDir: string = GRAPHIQL_DIST, log: (line: string) => void = () => undefined): Promise<{ built: boolean; ms: number }> {
  const started = Date.now();
  const hash = inputsHash();
  if (readManifest(outDir)?.inputsHash === hash) return { built: false, ms: Date.now() - started };
  // Build beside the old bundle and swap, so a running API keeps serving a whole bundle meanwhile.
  const tmp = `${outDir.replace(/[/\\]$/, "")}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const common = {
    bundle: true, minify: true, format: "iife", target: "es2022", platform: "browser", legalComments: "none",
    absWorkingDir: apiDir, outdir: tmp, logLevel: "warning", define: { "process.env.NODE_ENV": '"production"' },
  } as const;
  await build({ ...common, entryPoints: { main: path.join(here, "client", "main.tsx") }, jsx: "automatic", loader: { ".ttf": "file", ".woff2": "file" }, assetNames: "[name]-[hash]" });
  await build({ ...common, entryPoints: Object.fromEntries(Object.entries(WORKERS).map(([name, spec]) => [name, requireFromReact.resolve(spec)])) });
  const files = readdirSync(tmp).sort();
  writeFileSync(path.join(tmp, "manifest.json"), JSON.stringify({ inputsHash: hash, files, builtAt: new Date().toISOString() }, null, 2));
  const old = `${tmp}-old`;
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(outDir, old);
  } catch {
    // no previous bundle
  }
  renameSync(tmp, outDir);
  rmSync(old, { recursive: true, force: true });
  log(`GraphiQL bundle built in ${outDir} (${files.join(", ")})`);
  return { built: true, ms: Date.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await buildGraphiqlBundle(GRAPHIQL_DIST, (line) => console.log(line));
  console.log(result.built ? `GraphiQL bundle: built in ${(result.ms / 1000).toFixed(1)} s` : `GraphiQL bundle: up to date in ${GRAPHIQL_DIST}`);
}
