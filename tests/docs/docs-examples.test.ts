import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Every ```sh and ```ts block of README.md and docs/*.md runs as written, against a real API server started the way a
// newcomer's `npm start` starts it: `tsx services/api/src/server.ts` with no DATABASE_URL or REDIS_URL (embedded
// PGlite, in-process jobs). The blocks are read from the Markdown now, so the docs and this test cannot drift apart.
// Each file's blocks are one session, in order (the docs say so): its sh blocks one bash script, its ts blocks one
// program. They run in a scratch folder laid out like the repository's root for them: `.data/dev-api-key` (the
// server's DATA_DIR is that folder's `.data`) and `node_modules` (a link to the repository's). A block whose info
// string says `no-run` (```sh no-run) is not an example to run (install and start commands): it is counted, not run.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DOCS = ["README.md", ...readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")).sort().map((f) => `docs/${f}`)];
const RUNNABLE: Readonly<Record<string, "sh" | "ts">> = { sh: "sh", bash: "sh", shell: "sh", ts: "ts", typescript: "ts" };

type Block = { readonly file: string; readonly line: number; readonly lang: "sh" | "ts"; readonly code: string };
type Fence = { readonly file: string; readonly line: number; readonly lang: string; readonly info: string; readonly code: string };

/** Every fenced block of a Markdown file, with the line its fence opens on. */
function fencesOf(file: string): Fence[] {
  const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== "```"; i++) body.push(lines[i]!);
    out.push({ file, line: start + 1, lang: open[1]!.toLowerCase(), info: open[2]!.trim(), code: body.join("\n") });
  }
  return out;
}

const fences = DOCS.flatMap(fencesOf);
const runnable: Block[] = [];
const excluded: Fence[] = [];
for (const f of fences) {
  const lang = RUNNABLE[f.lang];
  if (!lang) continue; // graphql, json: schemas and documents, not programs
  if (f.info.split(/\s+/).includes("no-run")) excluded.push(f);
  else runnable.push({ file: f.file, line: f.line, lang, code: f.code });
}

/** What each session must print somewhere (beyond "no errors"), so a block that runs but answers nothing fails. */
const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  "README.md sh": ['"rulesets"', '"scenarios"', '"state":"completed"', '"echo":"hello"', '"clear"', '"outcomes"', '"status":"ok"', '"status":"ready"'],
  "docs/api.md sh": ['"id":"patrol-normandy-patrol"', '"serverSeedHash"', '"CommandAccepted"', '"edges"', '"status":"ended"', '"ok":true',
    '"reason":"options/bad_choice"', '"code":"ruling/not_decidable"', '"ScenarioSaved"', '"victoryConditions"', '"scenarioId":"my-basic-', '"deliveries"', '"attempts"', '"commands"', '"command":"fire_mortar","applied":false', '"parts"',
    "map patrol-placeholder-16x15", '"rulesetId":"patrol","version":1', 'situation.defense.posture: expected one of "erect","prone","prone-hidden"',
    '"scenarioTitle":"Patrol: Normandy, 29 June 1944"', '"rulesetId":"firepower","status":"ended"',
    '"MapInvalid"', '"code":"map/unknown_marker","allowed":["crater","fire","smoke"]', '"fixedRulings":[]', 'firepower/grenade_long_hit CHOICE default text'],
  "docs/api.md ts": ["raid seats: [ 'alpha', 'bravo' ]", 'submitted: {"__typename":"CommandAccepted"', "live: {", "same pack: true", "AI turn: completed", "barrage job: barrage-", '[{"target"'],
  "docs/map-format.md ts": ["{ q: "],
  "docs/signed-records.md sh": ["signing key published Ed25519", "firepower tables:", "placeholder cells:", "provenance.kind,provenance.detail"],
  "docs/bot-in-10-minutes.md ts": ["patrol patrol-normandy-raid: Raid", "firepower-authored-sample: ended (over) after", "patrol-normandy-raid: ended (over) after", "steps: dice verified", "requests in all"],
};

let dir = "";
let url = "";
let server: ChildProcess | undefined;
let serverLog = "";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once("error", reject).listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The environment of a newcomer's shell: no database, Redis or key of ours. */
function newcomerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const k of ["DATABASE_URL", "REDIS_URL", "TEST_DATABASE_URL", "TACTICA_KEY", "NODE_OPTIONS", "VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID"]) delete env[k];
  return env;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: dir, env, detached: true });
    let stdout = "", stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => { try { process.kill(-child.pid!, "SIGKILL"); } catch { /* gone */ } }, timeoutMs);
    child.on("close", (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

const MARK = "@@docs-block";

/** One file's blocks of one language as one script, each block announced by a marker line naming its place. */
function script(blocks: readonly Block[]): string {
  return blocks.map((b) => (b.lang === "sh" ? `printf '\\n${MARK} %s\\n' "${b.file}:${b.line}"\n${b.code}\n` : `console.log("\\n${MARK} ${b.file}:${b.line}");\n${b.code}\n`)).join("\n");
}

/** Output per block, split at the markers. */
function perBlock(stdout: string): Map<string, string> {
  const out = new Map<string, string>();
  let at = "";
  for (const line of stdout.split("\n")) {
    if (line.startsWith(`${MARK} `)) at = line.slice(MARK.length + 1);
    else if (at) out.set(at, `${out.get(at) ?? ""}${line}\n`);
  }
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tactica-docs-"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it (scripts/start.mjs: loopback webhooks allowed off production), from the repository root.
  server = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["services/api/src/server.ts"], {
    cwd: ROOT, detached: true,
    env: newcomerEnv({ DATA_DIR: path.join(dir, ".data"), API_PORT: String(port), API_HOST: "127.0.0.1", WEBHOOK_ALLOW_LOOPBACK: "true", LOG_LEVEL: "warn" }),
  });
  server.stdout?.on("data", (d: Buffer) => (serverLog += d.toString()));
  server.stderr?.on("data", (d: Buffer) => (serverLog += d.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API server exited (${server.exitCode}):\n${serverLog}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the API server was not ready in time:\n${serverLog}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    try { process.kill(-server.pid, "SIGTERM"); } catch { /* gone */ }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    try { process.kill(-server.pid, "SIGKILL"); } catch { /* gone */ }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("docs examples run as written (README.md, docs/*.md)", () => {
  it("every sh and ts block either runs here or is visibly marked no-run", () => {
    const summary = `${runnable.length} blocks run (${runnable.filter((b) => b.lang === "sh").length} sh, ${runnable.filter((b) => b.lang === "ts").length} ts), ` +
      `${excluded.length} marked no-run (${excluded.map((f) => `${f.file}:${f.line}`).join(", ")}), ${fences.length - runnable.length - excluded.length} other blocks (graphql, json) not programs`;
    console.info(`docs examples: ${summary}`);
    expect(runnable.filter((b) => b.file === "README.md").length).toBeGreaterThanOrEqual(1);
    expect(runnable.filter((b) => b.file === "docs/api.md").length).toBeGreaterThanOrEqual(10);
    // Each no-run block is an install or start command, not an API example that escaped the test.
    for (const f of excluded) expect(f.code, `${f.file}:${f.line}`).not.toMatch(/curl|graphql|fetch\(/);
    // Nothing left to fill in by hand: every id, token and key is captured by the example itself.
    for (const b of runnable) expect(b.code, `${b.file}:${b.line}`).not.toMatch(/<id>|<webhook id>|st_\.\.\.|tk_\.\.\.|ai-turn-\.\.\./);
  });

  const sessions = [...new Set(runnable.map((b) => `${b.file} ${b.lang}`))];
  it.each(sessions)("%s: every block runs, exits 0 and answers without errors", { timeout: 90_000 }, async (session) => {
    const blocks = runnable.filter((b) => `${b.file} ${b.lang}` === session);
    const env = newcomerEnv({ TACTICA_URL: url });
    const name = session.replace(/[^A-Za-z0-9]+/g, "-");
    let r: { code: number | null; stdout: string; stderr: string };
    if (blocks[0]!.lang === "sh") {
      writeFileSync(path.join(dir, `${name}.sh`), `set -euo pipefail\n${script(blocks)}`);
      r = await run("bash", [`${name}.sh`], env, 80_000);
    } else {
      writeFileSync(path.join(dir, `${name}.mts`), script(blocks));
      r = await run(path.join(ROOT, "node_modules/.bin/tsx"), [`${name}.mts`], env, 80_000);
    }
    const outputs = perBlock(r.stdout);
    const last = [...outputs.keys()].pop() ?? "(before the first block)";
    expect(r.code, `${session} stopped in the block at ${last}:\n${r.stderr}\n${r.stdout.slice(-3000)}`).toBe(0);
    for (const b of blocks) {
      const out = outputs.get(`${b.file}:${b.line}`) ?? "";
      expect(out.trim(), `the block at ${b.file}:${b.line} printed nothing`).not.toBe("");
      expect(out, `the block at ${b.file}:${b.line} answered with GraphQL errors`).not.toContain('"errors"');
      expect(out, `the block at ${b.file}:${b.line}`).not.toMatch(/"__typename":"(CommandRejected|ScenarioInvalid)"/);
    }
    for (const want of EXPECTED[session] ?? []) expect(r.stdout, `${session} never printed ${want}`).toContain(want);
    expect(EXPECTED[session], `${session}: say what it must print`).toBeDefined();
  });
});
