// The editor in a real browser: next build + next start against a real GraphQL server, driven by Chromium.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { resolveMap, validateMapDocument } from "@tactica/map";
import { startApiForEditorTest } from "./support/editor-api";
import type { EditorTestApi, EditorTestMap } from "./support/editor-api";

const root = fileURLToPath(new URL("../..", import.meta.url));
const editorDir = path.join(root, "apps", "editor");
const nextBin = createRequire(path.join(editorDir, "package.json")).resolve("next/dist/bin/next");
const screenshotPath = path.join(root, "tests", "test-artifacts", "editor.png");
// Generous: the first build and page compile are slow on two shared cores.
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;

let api: EditorTestApi;
let editor: ChildProcess | undefined;
let editorLog = "";
let baseUrl = "";
let browser: Browser | undefined;

beforeAll(async () => {
  api = await startApiForEditorTest();
  if (!isBuildFresh()) await run(["build"], "next build");
  const port = await findFreePort();
  baseUrl = `http://127.0.0.1:${port}`;
  editor = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: editorDir,
    env: { ...process.env, TACTICA_API_URL: api.url, NEXT_TELEMETRY_DISABLED: "1" },
    detached: true, // its own process group, so afterAll can stop it and anything it spawned
    stdio: ["ignore", "pipe", "pipe"],
  });
  editor.stdout?.on("data", (chunk: Buffer) => (editorLog += chunk.toString()));
  editor.stderr?.on("data", (chunk: Buffer) => (editorLog += chunk.toString()));
  await waitForHttp(baseUrl, editor, STARTUP_MS);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}, STARTUP_MS);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await stopProcessGroup(editor);
  await api?.close().catch(() => undefined);
}, 30_000);

describe("editor (Next.js + Chromium + GraphQL API)", () => {
  it("renders every hex of the first map as SVG, each tagged with its printed ID", async () => {
    const expected = toExpectedHexTestIds(firstMap());
    const problems: string[] = [];
    const page = await newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('[data-testid="hex-map"]', { timeout: PAGE_MS });
    expect(await renderedHexTestIds(page)).toEqual(expected);
    expect(expected).toContain("hex-1C3"); // a known printed ID of the Firepower-style sample (panel 1, C3)
    expect(await page.locator('svg text.hex-label', { hasText: /^1C3$/ }).count()).toBe(1);
    expect(await page.locator('svg [data-layer="hexsides"] line').count()).toBeGreaterThan(0);
    mkdirSync(path.dirname(screenshotPath), { recursive: true });
    await page.screenshot({ path: screenshotPath, fullPage: true });
    expect(problems).toEqual([]); // no hydration mismatch, no React warning logged as an error
    await page.close();
  }, PAGE_MS);

  it("opens ?map=<id> and shows the hex under the pointer in the status bar", async () => {
    const map = lastMap();
    const expected = toExpectedHexTestIds(map);
    const page = await openPage(`/?map=${encodeURIComponent(map.id)}`);
    expect(await renderedHexTestIds(page)).toEqual(expected);
    const target = expected[Math.floor(expected.length / 2)] ?? "";
    await page.locator(`[data-testid="${target}"]`).hover();
    await page.locator('[data-testid="hover-highlight"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="hovered-hex-id"]').textContent()).toContain(target.slice("hex-".length));
    await page.screenshot({ path: screenshotPath.replace(/\.png$/, "-hover.png"), fullPage: true });
    await page.close();
  }, PAGE_MS);

  it("switches maps from the picker and records the choice in the URL", async () => {
    const [from, to] = [lastMap(), firstMap()];
    const page = await openPage(`/?map=${encodeURIComponent(from.id)}`);
    await page.locator('[data-testid="map-picker"]').selectOption(to.id);
    const expected = toExpectedHexTestIds(to);
    await expect.poll(() => renderedHexTestIds(page), { timeout: PAGE_MS }).toEqual(expected);
    expect(new URL(page.url()).searchParams.get("map")).toBe(to.id);
    await page.close();
  }, PAGE_MS);

  it("names an unknown map instead of showing a blank page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/?map=no-such-map`);
    const notice = page.locator('[data-testid="notice-error"]');
    await notice.waitFor({ timeout: PAGE_MS });
    expect(await notice.textContent()).toContain('There is no map with id "no-such-map"');
    await page.close();
  }, PAGE_MS);

  // Last: it stops the API.
  it("shows a readable error when the API is down", async () => {
    await api.close();
    const page = await newPage();
    await page.goto(`${baseUrl}/`);
    const notice = page.locator('[data-testid="notice-error"]');
    await notice.waitFor({ timeout: PAGE_MS });
    const text = await notice.textContent();
    expect(text).toContain("Cannot load the list of maps");
    expect(text).toContain("Is the API server running?");
    await page.close();
  }, PAGE_MS);
});

/** The data-testid of every hex the document holds: the top board's printed ID, else the axial key. */
function toExpectedHexTestIds(map: EditorTestMap): string[] {
  const validation = validateMapDocument(map.document);
  if (!validation.ok) throw new Error(`sample ${map.id} is invalid: ${JSON.stringify(validation.issues)}`);
  const hexes = [...resolveMap(validation.map).hexes.values()];
  return hexes.map((h) => `hex-${h.ids[h.ids.length - 1] ?? `${h.hex.q},${h.hex.r}`}`).sort();
}

async function renderedHexTestIds(page: Page): Promise<string[]> {
  const ids = await page.locator('svg[data-testid="hex-map"] polygon[data-testid^="hex-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-testid") ?? ""));
  return ids.sort();
}

function lastMap(): EditorTestMap {
  return api.maps[api.maps.length - 1] ?? firstMap();
}

function firstMap(): EditorTestMap {
  const map = api.maps[0];
  if (map === undefined) throw new Error("the editor test API serves no maps");
  return map;
}

async function newPage(): Promise<Page> {
  if (browser === undefined) throw new Error("Chromium did not start");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(PAGE_MS);
  return page;
}

async function openPage(pathAndQuery: string): Promise<Page> {
  const page = await newPage();
  await page.goto(`${baseUrl}${pathAndQuery}`);
  await page.waitForSelector('[data-testid="hex-map"]', { timeout: PAGE_MS });
  return page;
}

/** True when .next holds a production build newer than every source it was built from. */
function isBuildFresh(): boolean {
  const buildId = path.join(editorDir, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [
    path.join(editorDir, "app"), path.join(editorDir, "src"), path.join(editorDir, "proxy.ts"),
    path.join(editorDir, "next.config.ts"), path.join(editorDir, "package.json"),
    path.join(root, "packages", "hex", "src"), path.join(root, "packages", "map", "src"),
  ];
  return sources.every((p) => newestMtime(p) <= builtAt);
}

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((newest, name) => Math.max(newest, newestMtime(path.join(p, name))), stat.mtimeMs);
}

function run(args: string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd: editorDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (c: Buffer) => (log += c.toString()));
    child.stderr.on("data", (c: Buffer) => (log += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with ${code}:\n${log}`))));
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${editorLog}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the editor did not answer at ${url} within ${timeoutMs} ms:\n${editorLog}`);
}

async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  const pid = child?.pid;
  if (child === undefined || pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
  if (!killed) {
    signal("SIGKILL");
    await exited;
  }
}
