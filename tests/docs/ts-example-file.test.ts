import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// Issue 18: docs/api.md's TypeScript program is run by docs-examples.test.ts as a .mts file, but a reader follows the
// page's own words: "save them in one file in the repository's root and run it with npx tsx". Saved under the name
// the page gives (a reader's example.ts when it gives none) next to the root's package.json, the program must get as
// far as the network: a .ts file there is CommonJS, where its top-level await does not even compile.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const api = readFileSync(path.join(ROOT, "docs/api.md"), "utf8");
const section = api.slice(api.indexOf("## Examples (TypeScript)"));
const intro = section.slice(0, section.indexOf("```ts"));
const program = api.split("\n```ts\n").slice(1).map((b) => b.slice(0, b.indexOf("\n```"))).join("\n");

let dir = "";
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("docs/api.md's TypeScript program, saved and run as the page says", () => {
  it("runs under the file name the page gives, in a folder like the repository's root (its package.json)", () => {
    const file = /`npx tsx ([\w.-]+)`/.exec(intro)?.[1] ?? "example.ts";
    dir = mkdtempSync(path.join(tmpdir(), "tactica-ts-example-"));
    copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    writeFileSync(path.join(dir, file), program);
    // Nothing listens on port 9: the program must fail at its first request, after it compiled and loaded graphql-ws and ws.
    const env: NodeJS.ProcessEnv = { ...process.env, TACTICA_URL: "http://127.0.0.1:9", TACTICA_KEY: "tk_example" };
    delete env.NODE_OPTIONS;
    const r = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), [file], { cwd: dir, env, encoding: "utf8", timeout: 60_000 });
    expect(r.stderr, file).not.toMatch(/Top-level await|ERR_REQUIRE_ASYNC_MODULE|Cannot find (module|package)/);
    expect(r.stderr, `${file}: ${r.stderr.slice(0, 2000)}`).toMatch(/fetch failed|ECONNREFUSED/);
    expect(program).toContain("webSocketImpl: WebSocket");
    expect(intro).toMatch(/`ws`/);
  });
});
