// Is apps/editor/.next a production build of the editor's current sources? `npm start` serves that build with
// `next start` and rebuilds it only when its sources changed (a content hash, so a checkout that touches files
// without changing them does not cost a build). The stamp also remembers how long the last build took.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The editor app. */
export const editorDir = path.join(root, "apps", "editor");
const nextDir = path.join(editorDir, ".next");
const stampFile = path.join(nextDir, "tactica-build.json");

// What the build is made of: the app, the two workspace packages it transpiles, and the lockfile (Next, React).
const SOURCES = [
  "apps/editor/app", "apps/editor/src", "apps/editor/public", "apps/editor/proxy.ts", "apps/editor/next.config.ts",
  "apps/editor/package.json", "apps/editor/tsconfig.json", "packages/hex/src", "packages/map/src", "packages/hex/package.json",
  "packages/map/package.json", "package-lock.json",
];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function* filesOf(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return;
  if (!statSync(abs).isDirectory()) {
    yield rel;
    return;
  }
  for (const name of readdirSync(abs).sort()) if (!isTest(name)) yield* filesOf(path.join(rel, name));
}

/** A hash of every file the editor build is made from (tests excluded). */
export function editorSourceHash() {
  const hash = createHash("sha256");
  for (const source of SOURCES) for (const file of filesOf(source)) hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
  return hash.digest("hex");
}

/** What the stamp of the last `npm start` build says, or null. */
export function readEditorStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, "utf8"));
  } catch {
    return null;
  }
}

/** `fresh`: .next holds a build of these sources; `stale`: a build of other sources (or of unknown ones); `missing`. */
export function editorBuildState(hash = editorSourceHash()) {
  if (!existsSync(path.join(nextDir, "BUILD_ID"))) return "missing";
  return readEditorStamp()?.sourceHash === hash ? "fresh" : "stale";
}

/** Records that .next was built from `hash` in `seconds`. */
export function writeEditorStamp(hash, seconds) {
  writeFileSync(stampFile, `${JSON.stringify({ sourceHash: hash, seconds, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
