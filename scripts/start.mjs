#!/usr/bin/env node
// `npm start`: the API (:4000), the editor (:3000) as a production build (`next build` once, then reused while its
// sources are unchanged; `next start`), and the worker (a process of its own when REDIS_URL is set; otherwise jobs
// run inside the API). With no DATABASE_URL the API serves an embedded PGlite database from DATA_DIR (.data).
// `npm run dev` (--dev): the same with `next dev` and `tsx watch`, which restart on every change.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { editorBuildState, editorDir, editorSourceHash, readEditorStamp, writeEditorStamp } from "./editor-build.mjs";
import { apiReadyLines } from "./start-banner.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dev = process.argv.includes("--dev");
const env = { ...process.env };
const apiPort = env.API_PORT || "4000";
const editorPort = env.EDITOR_PORT || "3000";
const apiUrl = `http://127.0.0.1:${apiPort}`;
const editorUrl = `http://127.0.0.1:${editorPort}`;
const dataDir = env.DATA_DIR || ".data";
const embedded = !env.DATABASE_URL;
const startedAt = Date.now();
const children = [];
const log = (line) => console.log(`[start] ${line}`);
const since = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

let stopping = false;
function run(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: opts.cwd ?? root, env: { ...env, ...opts.env }, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  if (!opts.oneShot) {
    exited.then((code) => {
      if (!stopping) {
        console.error(`[start] ${name} exited (${child.signalCode ?? code}); stopping everything`);
        stop(code || 1);
      }
    });
  }
  children.push(child);
  return { child, exited };
}

function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.on("exit", r))))).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

/** Resolves when `url` answers (any status below 500); gives up with the process. */
async function waitForHttp(url) {
  while (!stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);
// A local server: webhooks may go to receivers on this machine unless told otherwise (docs/api.md, Webhooks).
const serviceEnv = { WEBHOOK_ALLOW_LOOPBACK: env.WEBHOOK_ALLOW_LOOPBACK ?? (env.NODE_ENV === "production" ? "false" : "true") };
const watch = dev ? ["watch", "--clear-screen=false"] : [];
run("api", bin("tsx"), [...watch, "services/api/src/server.ts"], { env: serviceEnv });
if (env.REDIS_URL) run("worker", bin("tsx"), [...watch, "services/worker/src/main.ts"], { env: serviceEnv });

log(`Tactica is starting${dev ? " in watch mode (npm run dev)" : ""}:
  GraphQL API   ${apiUrl}/graphql   (GraphiQL: ${apiUrl}/graphiql)
  Editor        ${editorUrl}
  Database      ${embedded ? `embedded PGlite in ${dataDir}/pg (no DATABASE_URL)` : "DATABASE_URL"}
  Jobs          ${env.REDIS_URL ? "BullMQ on REDIS_URL, worker process started" : "in-process inside the API (no REDIS_URL)"}
Press Ctrl+C to stop.`);

const editorEnv = { TACTICA_API_URL: env.TACTICA_API_URL || apiUrl, NEXT_TELEMETRY_DISABLED: env.NEXT_TELEMETRY_DISABLED ?? "1" };
const nextArgs = ["-p", editorPort, "-H", "127.0.0.1"];

const apiReady = waitForHttp(`${apiUrl}/healthz`).then((up) => {
  if (up) announceApi();
});

if (dev) {
  run("editor", bin("next"), ["dev", ...nextArgs], { cwd: editorDir, env: editorEnv });
} else {
  // On two cores a build beside the API's start slows both (API 48 s instead of 13 s, measured); the API first
  // makes it usable at once, and the editor is ready about as soon.
  if (editorBuildState() !== "fresh") {
    log("the editor needs a production build; it starts once the API answers");
    await Promise.race([apiReady, new Promise((r) => setTimeout(r, 90_000).unref())]);
  }
  await ensureEditorBuild();
  if (!stopping) run("editor", bin("next"), ["start", ...nextArgs], { cwd: editorDir, env: { ...editorEnv, NODE_ENV: "production" } });
}
if (await waitForHttp(editorUrl)) log(`editor ready after ${since()}: ${editorUrl}`);

/** Builds the editor with `next build` unless .next already holds a build of its current sources. */
async function ensureEditorBuild() {
  const hash = editorSourceHash();
  const state = editorBuildState(hash);
  const relNext = path.relative(root, path.join(editorDir, ".next"));
  if (state === "fresh") {
    log(`reusing the editor build from ${relNext} (built ${readEditorStamp()?.builtAt ?? "earlier"}; its sources are unchanged)`);
    return;
  }
  // The last build's time when there was one; else what a first build took on 2 busy cores (25-76 s, measured;
  // README, Quick start), a little less with more cores (the TypeScript check and page generation run on one).
  const last = readEditorStamp()?.seconds;
  const estimate = last ?? (availableParallelism() > 2 ? 40 : 60);
  log(`building the editor once (about ${estimate} s${last ? ", as last time" : ""}; ${state === "missing" ? "no build yet" : "its sources changed"}) into ${relNext}…`);
  const began = Date.now();
  const { exited } = run("editor build", bin("next"), ["build"], { cwd: editorDir, env: { ...editorEnv, NODE_ENV: "production" }, oneShot: true });
  const code = await exited;
  if (stopping) return;
  if (code !== 0) {
    console.error(`[start] next build failed (exit ${code}); stopping everything`);
    stop(code);
    return;
  }
  const seconds = Math.round((Date.now() - began) / 1000);
  writeEditorStamp(hash, seconds);
  log(`editor built in ${seconds} s; later starts reuse it until its sources change`);
}

function announceApi() {
  for (const line of apiReadyLines({ apiUrl, apiPort, dataDir, embedded, after: since() })) log(line);
}
