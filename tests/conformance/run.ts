// `npm run conformance [-- <file or folder> ...] [--url http://host:4000/graphql]`: sends every case through the
// public GraphQL API (an API started here on a fresh PostgreSQL database, or the one at --url), prints one line
// per failure and a last line "N passed, M failed".
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findCaseFiles, runCaseFile } from "./run-cases";
import type { Send } from "./run-cases";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const urlAt = args.indexOf("--url");
const url = urlAt >= 0 ? args[urlAt + 1] : undefined;
const targets = args.filter((_, i) => urlAt < 0 || (i !== urlAt && i !== urlAt + 1));
const files = findCaseFiles(targets.length ? targets.map((t) => path.resolve(process.env.INIT_CWD ?? process.cwd(), t)) : [here]);

let close = async () => {};
let endpoint = url;
// Play cases through the API need a key with the play and read scopes: made here, or TACTICA_API_KEY with --url.
let apiKey = process.env.TACTICA_API_KEY;
if (!endpoint) {
  const { createApiClient, createTestApi } = await import("@tactica/api/testing");
  const { seedShippedData } = await import("@tactica/db");
  const { shippedData } = await import("@tactica/api");
  const t = await createTestApi({ app: { anonymousPerMinute: 1_000_000 } });
  await seedShippedData(t.db, shippedData());
  apiKey = (await createApiClient(t.db, { name: "conformance", scopes: ["read", "play"], rateLimitPerMinute: 1_000_000 })).key;
  endpoint = `${await t.app.listen({ host: "127.0.0.1", port: 0 })}/graphql`;
  close = () => t.close();
}
const send: Send = async (query, variables, as = {}) => {
  const headers = { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}) };
  const res = await fetch(endpoint as string, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as Awaited<ReturnType<Send>>;
};

let passed = 0;
let failed = 0;
for (const file of files) {
  const r = await runCaseFile(file, send, { apiKey });
  if (r.ok) passed++;
  else {
    failed++;
    console.log(`FAIL ${path.relative(here, r.file)} (${r.id}): ${r.problem}`);
  }
}
await close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
