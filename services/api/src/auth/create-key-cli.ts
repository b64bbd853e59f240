// `npm -w @tactica/api run create-key -- --name x --scopes read,play [--limit 120]`: creates an API client on the
// database at DATABASE_URL and prints its key once (only its SHA-256 is stored). In embedded mode (no
// DATABASE_URL) `npm start` writes a local admin key to .data/dev-api-key instead; use that key's
// createApiKey mutation to make more.
import { parseArgs } from "node:util";
import { createDb } from "@tactica/db";
import { createApiClient } from "./create-client";

const { values } = parseArgs({ options: { name: { type: "string" }, scopes: { type: "string" }, limit: { type: "string" } } });
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. With npm start (embedded database) the local admin key is in .data/dev-api-key.");
  process.exit(2);
}
if (!values.name || !values.scopes) {
  console.error("usage: create-key --name <name> --scopes read,play,author,organise,admin [--limit <requests per minute>]");
  process.exit(2);
}
const db = createDb({ url });
try {
  const limit = values.limit ? Number(values.limit) : undefined;
  const made = await createApiClient(db, { name: values.name, scopes: values.scopes.split(",").map((s) => s.trim()), ...(limit ? { rateLimitPerMinute: limit } : {}) });
  console.log(JSON.stringify({ id: made.id, scopes: made.scopes, key: made.key }));
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
} finally {
  await db.close();
}
