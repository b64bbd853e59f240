#!/usr/bin/env node
// `npm start`: API on :4000, editor on :3000, and the worker (a process of its own when REDIS_URL is set;
// otherwise jobs run inside the API). With no DATABASE_URL the API serves an embedded PGlite database from .data/.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = { ...process.env };
const apiPort = env.API_PORT ?? "4000";
const children = [];

function run(name, cmd, args, extraEnv = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping everything`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on("exit", r))))).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const tsx = path.join(root, "node_modules", ".bin", "tsx");
const next = path.join(root, "node_modules", ".bin", "next");

// A local dev server: webhooks may go to receivers on this machine unless told otherwise (docs/api.md, Webhooks).
const webhooks = { WEBHOOK_ALLOW_LOOPBACK: env.WEBHOOK_ALLOW_LOOPBACK ?? (env.NODE_ENV === "production" ? "false" : "true") };
run("api", tsx, ["services/api/src/server.ts"], webhooks);
if (env.REDIS_URL) run("worker", tsx, ["services/worker/src/main.ts"], webhooks);
run("editor", next, ["dev", path.join(root, "apps", "editor"), "-p", env.EDITOR_PORT ?? "3000", "-H", "127.0.0.1"], {
  TACTICA_API_URL: env.TACTICA_API_URL ?? `http://127.0.0.1:${apiPort}`,
  NEXT_TELEMETRY_DISABLED: env.NEXT_TELEMETRY_DISABLED ?? "1",
});

console.log(`
[start] Tactica is starting:
  GraphQL API   http://127.0.0.1:${apiPort}/graphql   (GraphiQL: http://127.0.0.1:${apiPort}/graphiql)
  Editor        http://127.0.0.1:${env.EDITOR_PORT ?? "3000"}
  Database      ${env.DATABASE_URL ? "DATABASE_URL" : `embedded PGlite in ${env.DATA_DIR ?? ".data"}/pg (no DATABASE_URL)`}
  Jobs          ${env.REDIS_URL ? "BullMQ on REDIS_URL, worker process started" : "in-process inside the API (no REDIS_URL)"}
Press Ctrl+C to stop.
`);
