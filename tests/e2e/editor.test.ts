// The editor in a real browser: next build + next start against a real GraphQL server, driven by Chromium.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { resolveMap, validateMapDocument } from "@tactica/map";
import { startApiForEditorTest } from "./support/editor-api";
import { createBlankTestMap, createLargeUrbanTestMap, storeMap } from "./support/editor-maps";
import type { EditorTestApi, EditorTestMap } from "./support/editor-api";
import { editorDir, findFreePort, isBuildFresh, nextBin, root, run, stopProcessGroup, waitForHttp } from "./support/editor-process";
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
  await waitForHttp(baseUrl, editor, STARTUP_MS, () => editorLog);
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

  it("builds a small map with a building and a wall, saves, reloads, and the LOS preview explains the block", async () => {
    await storeMap(api.url, api.authorKey, createBlankTestMap("authoring-test"));
    const page = await openPage("/?map=authoring-test");
    const hex = (id: string) => page.locator(`[data-testid="hex-${id}"]`);
    const terrainOf = (id: string) => hex(id).getAttribute("data-terrain");

    // Terrain brush, then undo and redo from the keyboard.
    await page.locator('[data-testid="tool-terrain"]').click();
    await page.locator('[data-testid="terrain-choice"]').selectOption("tree");
    await hex("TB5").click();
    expect(await terrainOf("TB5")).toBe("tree");
    await page.keyboard.press("Control+z");
    expect(await terrainOf("TB5")).toBe("clear");
    await page.keyboard.press("Control+Shift+z");
    expect(await terrainOf("TB5")).toBe("tree");
    await expect.poll(() => page.evaluate(DRAFT_STORED)).toBe(true);

    // A two-hex building dragged out with the building tool (B key), walled all round, then a second storey.
    await page.keyboard.press("b");
    await hex("TD4").hover();
    await page.mouse.down();
    await hex("TE4").hover();
    await page.mouse.up();
    expect(await terrainOf("TD4")).toBe("building");
    expect(await terrainOf("TE4")).toBe("building");
    expect(await page.locator('[data-testid="building-id"]').textContent()).toBe("A");
    await page.locator('[data-testid="add-level"]').click();
    expect(await page.locator('[data-testid="level-selector"] option').allTextContents()).toEqual(["0 (ground)", "1"]);

    // A wall on the south side of TB2, placed with the hexside tool on the side under the pointer.
    await page.keyboard.press("e");
    await page.locator('[data-testid="feature-choice"]').selectOption("wall");
    const box = await hex("TB2").boundingBox();
    if (box === null) throw new Error("TB2 is not drawn");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.9);
    await page.locator('[data-testid="hexside-highlight"]').waitFor({ state: "attached" }); // a horizontal line has no height, so never "visible"
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.9);
    const walls = page.locator('[data-layer="hexsides"] line[data-feature="wall"]');
    expect(await walls.count()).toBe(1);

    // Saving needs the author scope: without a key the API refuses and the editor says so.
    await page.locator('[data-testid="save"]').click();
    await expect.poll(() => page.locator('[data-testid="editor-message"]').textContent()).toContain("author");
    await page.locator('[data-testid="api-key"]').fill(api.authorKey);
    await page.locator('[data-testid="save"]').click();
    await expect.poll(() => page.locator('[data-testid="map-version"]').textContent()).toBe("version 2");
    expect(await page.locator('[data-testid="save-state"]').textContent()).toBe("saved");
    expect(await page.evaluate(DRAFT_STORED)).toBe(false);

    // Reload: everything came back from the API.
    await page.reload();
    await page.waitForSelector('[data-testid="hex-map"]');
    expect(await page.locator('[data-testid="map-version"]').textContent()).toBe("version 2");
    expect([await terrainOf("TB5"), await terrainOf("TD4"), await terrainOf("TE4")]).toEqual(["tree", "building", "building"]);
    expect(await walls.count()).toBe(1);
    await page.locator('[data-testid="level-selector"]').selectOption("1");
    expect(await hex("TD4").getAttribute("data-faded")).toBeNull();
    expect(await hex("TA1").getAttribute("data-faded")).toBe("true");
    await page.locator('[data-testid="level-selector"]').selectOption("0");

    // LOS preview across the building: observer TA3, target TG3.
    await page.keyboard.press("l");
    await hex("TA3").click();
    await hex("TG3").click();
    const verdict = page.locator('[data-testid="los-verdict"]');
    await verdict.waitFor({ timeout: PAGE_MS });
    expect(await verdict.textContent()).toBe("Blocked");
    const because = await page.locator('[data-testid="los-blocked-by"]').textContent();
    expect(because).toContain("building");
    expect(because).toMatch(/12\.1/);
    expect(await page.locator('[data-testid^="los-mark-block"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath.replace(/\.png$/, "-authoring.png"), fullPage: true });

    // The observer's whole-map viewshed from the sighting job: hexes behind the building are shaded.
    await page.locator('[data-testid="viewshed"]').click();
    const seen = page.locator('[data-testid="viewshed-count"]');
    await seen.waitFor({ timeout: PAGE_MS });
    const sees = Number(/sees (\d+) hexes/.exec((await seen.textContent()) ?? "")?.[1]);
    expect(sees).toBeGreaterThan(10);
    expect(await page.locator('[data-testid="viewshed-unseen"]').count()).toBe(35 - sees);
    await page.screenshot({ path: screenshotPath.replace(/\.png$/, "-viewshed.png"), fullPage: true });
    await page.close();
  }, 3 * PAGE_MS);

  it("writes a scenario on the map: forces, set-up areas painted on the board, turn limit, victory; the checks clear", async () => {
    const page = await openPage("/?map=authoring-test");
    const hex = (id: string) => page.locator(`[data-testid="hex-${id}"]`);
    await page.locator('[data-testid="tab-scenario"]').click();
    const issues = page.locator('[data-testid="scenario-issues"] li');
    expect(await issues.count()).toBe(5); // no forces or set-up areas for either side, no victory condition
    await page.locator('[data-testid="turn-limit"]').fill("8");
    await page.locator('[data-testid="add-force-A"]').click();
    await page.locator('[data-testid="force-A-0"]').fill("rifle squad");
    await page.locator('[data-testid="add-force-B"]').click();
    await page.locator('[data-testid="force-B-0"]').fill("MG team");
    await page.locator('[data-testid="tool-setup"]').click();
    await hex("TA1").click();
    await hex("TA2").click();
    await page.locator('input[name="active-side"]').nth(1).check();
    await hex("TG5").click();
    expect(await page.locator('[data-testid="setup-A"]').count()).toBe(2);
    expect(await page.locator('[data-testid="setup-B"]').count()).toBe(1);
    await page.locator('[data-testid="add-victory"]').click();
    await page.locator('[data-testid="scenario-panel"] input[placeholder="condition"]').fill("Hold building A at the end of turn 8");
    await page.locator('[data-testid="scenario-ok"]').waitFor();
    await page.screenshot({ path: screenshotPath.replace(/\.png$/, "-scenario.png"), fullPage: true });
    // The draft survives a reload.
    await page.reload();
    await page.waitForSelector('[data-testid="hex-map"]');
    expect(await page.locator('[data-testid="setup-A"]').count()).toBe(2);
    await page.close();
  }, 3 * PAGE_MS);

  it("imports a document: problems are listed and point at the hex at fault; a good import is undoable", async () => {
    const page = await openPage("/?map=authoring-test");
    const blank = createBlankTestMap("authoring-test");
    const bad = { ...blank, hexes: [{ hex: { q: 1, r: 1 }, height: 1.5 }] };
    const file = (name: string, doc: unknown) => ({ name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) });
    await page.locator('[data-testid="import-file"]').setInputFiles(file("bad.json", bad));
    const issue = page.locator('[data-testid="validation-issue"]');
    await issue.first().waitFor();
    expect(await issue.first().textContent()).toContain("hexes[0].height");
    await issue.first().click();
    await page.locator('[data-testid="issue-highlight"]').waitFor({ state: "attached" });
    expect(await page.locator('[data-testid="editor-message"]').textContent()).toContain("hex 1,1");

    const good = { ...blank, hexes: [{ hex: { q: 1, r: 3 }, terrain: "water" }] }; // TB5
    await page.locator('[data-testid="import-file"]').setInputFiles(file("good.json", good));
    await expect.poll(() => page.locator('[data-testid="hex-TB5"]').getAttribute("data-terrain")).toBe("water");
    expect(await page.locator('[data-testid="hex-TD4"]').getAttribute("data-terrain")).toBe("clear"); // the import replaced the map
    await page.locator('[data-testid="undo"]').click();
    expect(await page.locator('[data-testid="hex-TD4"]').getAttribute("data-terrain")).toBe("building");

    // A Firepower panel from the board library joins the map below it (8 x 6 = 48 more hexes).
    await page.locator('[data-testid="board-library"]').selectOption({ index: 0 });
    await page.locator('[data-testid="place-library-board"]').click();
    await expect.poll(() => page.locator('polygon[data-testid^="hex-"]').count()).toBe(35 + 48);
    expect(await page.locator('[data-testid="hex-1A1"]').count()).toBe(1);
    await page.close();
  }, 3 * PAGE_MS);

  it("edits a pillbox in the fortification form: facing, an aperture per hexside, height; saved through the API, undoable", async () => {
    await storeMap(api.url, api.authorKey, createBlankTestMap("fort-test"));
    const page = await openPage("/?map=fort-test");
    await page.locator('[data-testid="api-key"]').fill(api.authorKey);
    await page.locator('[data-testid="tool-fortification"]').click();
    await page.locator('[data-testid="fortification-choice"]').selectOption("pillbox");
    await page.locator('[data-testid="hex-TC3"]').click();
    await page.locator('[data-testid="tool-select"]').click();
    await page.locator('[data-testid="hex-TC3"]').click();
    const form = page.locator('[data-testid="fort-pillbox"]');
    await form.waitFor();
    await page.locator('[data-testid="fort-pillbox-facing"]').selectOption("3");
    await page.locator('[data-testid="fort-pillbox-aperture-3"]').selectOption("loophole");
    await page.locator('[data-testid="fort-pillbox-aperture-0"]').selectOption("");
    await page.locator('[data-testid="fort-pillbox-height"]').fill("2");
    // Closing the last aperture is refused with a reason, and nothing changes.
    await page.locator('[data-testid="fort-pillbox-aperture-3"]').selectOption("");
    expect(await page.locator('[data-testid="editor-message"]').textContent()).toContain("keeps at least one aperture");
    await page.screenshot({ path: screenshotPath.replace(/\.png$/, "-fortification.png"), fullPage: true });
    await page.locator('[data-testid="save"]').click();
    await expect.poll(() => page.locator('[data-testid="map-version"]').textContent()).toBe("version 2");
    const stored = await fetch(`${api.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: '{ map(id: "fort-test") { document } }' }) });
    const doc = ((await stored.json()) as { data: { map: { document: { fortifications?: unknown[] } } } }).data.map.document;
    expect(doc.fortifications).toEqual([{ type: "pillbox", hex: { q: 2, r: 1 }, facing: 3, apertures: [{ dir: 3, kind: "loophole" }], height: 2 }]);
    for (let i = 0; i < 4; i++) await page.locator('[data-testid="undo"]').click();
    expect(await page.locator('[data-testid="fort-pillbox-facing"]').inputValue()).toBe("0");
    expect(await page.locator('[data-testid="fort-pillbox-aperture-0"]').inputValue()).toBe("slit");
    await page.close();
  }, 3 * PAGE_MS);

  it("stays smooth painting on a 1,600-hex urban map (frame times while painting)", async () => {
    await storeMap(api.url, api.authorKey, createLargeUrbanTestMap("urban-1600"));
    const page = await openPage("/?map=urban-1600");
    expect(await page.locator('polygon[data-testid^="hex-"]').count()).toBe(1600);
    await page.locator('[data-testid="tool-terrain"]').click();
    await page.locator('[data-testid="terrain-choice"]').selectOption("rubble");
    // Frame timestamps from requestAnimationFrame while the brush crosses the map.
    await page.evaluate(`(() => {
      window.frames_ = []; window.recording_ = true;
      const tick = (t) => { if (window.recording_) { window.frames_.push(t); requestAnimationFrame(tick); } };
      requestAnimationFrame(tick);
    })()`);
    const svg = await page.locator('[data-testid="hex-map"]').boundingBox();
    if (svg === null) throw new Error("no board");
    const started = Date.now();
    await page.mouse.move(svg.x + svg.width * 0.3, svg.y + svg.height * 0.2);
    await page.mouse.down();
    const steps = 60;
    for (let i = 1; i <= steps; i++) await page.mouse.move(svg.x + svg.width * (0.3 + 0.4 * i / steps), svg.y + svg.height * (0.2 + 0.6 * i / steps));
    await page.mouse.up();
    const strokeMs = Date.now() - started;
    const frames = await page.evaluate<number[]>("(() => { window.recording_ = false; return window.frames_; })()");
    const deltas = frames.slice(1).map((t, i) => t - (frames[i] ?? t)).sort((a, b) => a - b);
    const pct = (p: number) => deltas[Math.min(deltas.length - 1, Math.floor(p * deltas.length))] ?? NaN;
    const painted = await page.locator('polygon[data-terrain="rubble"]').count();
    console.log(`[editor perf] 1600 hexes: ${steps} brush moves in ${strokeMs} ms, ${painted} rubble hexes, frame time median ${pct(0.5).toFixed(1)} ms, p90 ${pct(0.9).toFixed(1)} ms, max ${pct(1).toFixed(1)} ms (${deltas.length} frames)`);
    // The figures are a test artifact, not an assertion (performance is measured, never asserted on timing).
    writeFileSync(path.join(path.dirname(screenshotPath), "editor-frame-times.json"), `${JSON.stringify({
      hexes: 1600, brushMoves: steps, strokeMs, painted, frames: deltas.length,
      frameMs: { median: pct(0.5), p90: pct(0.9), max: pct(1) },
    }, null, 2)}\n`);
    expect(painted).toBeGreaterThan(10);
    expect(deltas.length).toBeGreaterThan(steps / 2); // frames kept coming while painting
    await page.keyboard.press("Control+z"); // the whole stroke is one undo step
    await expect.poll(() => page.locator('[data-testid="undo"]').isDisabled()).toBe(true);
    await page.close();
  }, 3 * PAGE_MS);

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

// Browser-side expression (the tests' tsconfig has no DOM types): is a draft of the authoring map in localStorage?
const DRAFT_STORED = `localStorage.getItem("tactica-editor:draft:authoring-test") !== null`;

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
