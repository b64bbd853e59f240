// The command `npm start` prints to play the first move of a shipped scenario, run as printed against the real API
// process in embedded mode (PGlite in a data folder of its own, the local admin key the API writes there).
import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiReadyLines, firstMoveCommand } from "../../scripts/start-banner.mjs";
import { findFreePort, root, stopProcessGroup } from "./support/editor-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "tactica-first-move-"));
let api: ChildProcess | undefined;
let apiLog = "";
let port = 0;

// The API as `npm start` runs it, without DATABASE_URL or REDIS_URL (a developer's first run).
const { DATABASE_URL: _db, REDIS_URL: _redis, TACTICA_API_KEY: _key, API_URL: _url, ...bareEnv } = process.env;

beforeAll(async () => {
  port = await findFreePort();
  api = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["services/api/src/server.ts"], {
    cwd: root,
    env: { ...bareEnv, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  api.stdout?.on("data", (c: Buffer) => (apiLog += c.toString()));
  api.stderr?.on("data", (c: Buffer) => (apiLog += c.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}:\n${apiLog}`);
    if (Date.now() > deadline) throw new Error(`the API did not answer within 150 s:\n${apiLog}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(async () => {
  await stopProcessGroup(api);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const sh = (command: string) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile("sh", ["-c", command], { cwd: root, env: bareEnv, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });

describe("npm start's first-move command", () => {
  it("is printed with the key's location and plays a real move of the Firepower Basic Game", async () => {
    const opts = { apiPort: String(port), dataDir, embedded: true };
    const printed = apiReadyLines({ ...opts, apiUrl: `http://127.0.0.1:${port}`, after: "1 s" }).join("\n");
    const command = firstMoveCommand(opts);
    expect(printed).toContain(`local admin API key: ${path.join(dataDir, "dev-api-key")}`);
    expect(printed).toContain(`\n    ${command}\n`);
    expect(command).toBe(`API_PORT=${port} DATA_DIR=${dataDir} node scripts/first-move.mjs`);

    const { code, out } = await sh(command);
    expect(code, out).toBe(0);
    expect(out).toContain("Basic Game Scenario (firepower)");
    const matchId = /match (\S+), seats A, B/.exec(out)?.[1];
    const played = [...out.matchAll(/playing (\{.*\})$/gm)].map((m) => JSON.parse(m[1] ?? "{}") as { type: string });
    expect(played.length).toBeGreaterThan(0);
    expect(played.at(-1)?.type).not.toMatch(/^turn\//); // it went on to a move of the game itself

    // The match the command made is stored with every command it reported as accepted.
    const key = readFileSync(path.join(dataDir, "dev-api-key"), "utf8").trim();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: "query($m: ID!) { match(id: $m) { status lastEventNumber } }", variables: { m: matchId } }),
    });
    const body = (await res.json()) as { data?: { match?: { status: string; lastEventNumber: number } } };
    expect(body.data?.match?.status).toBe("active");
    expect(body.data?.match?.lastEventNumber).toBe(played.length);
  }, 90_000);

  it("says what is wrong when no API answers", async () => {
    const free = await findFreePort();
    const { code, out } = await sh(firstMoveCommand({ apiPort: String(free), dataDir, embedded: true }));
    expect(code).toBe(1);
    expect(out).toContain(`the API does not answer at http://127.0.0.1:${free}`);
  });
});
