/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Ruleset-aware palettes in a real browser (issue 27): for every rule system the API serves with map terrain, a map
// of that system offers exactly its catalogue's terrain, markers, hexside features (with storey sides) and
// fortifications, as the API lists them, and its legend the same terrain and features; and the map check includes the rule system's checks, naming hex and field.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createBlankTestMap, storeMap } from "./support/editor-maps";
import { root } from "./support/editor-process";
import { startEditorSession } from "./support/editor-server";
import type { EditorSession } from "./support/editor-server";

const artifacts = path.join(root, "tests", "test-artifacts");
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;

type Ids = { id: string }[];
type Served = { id: string; name: string; catalogue: { terrain: Ids; markers: Ids; hexsideFeatures: Ids; levelSides: Ids; fortifications: Ids } };

let session: EditorSession;
let rulesets: Served[] = [];
beforeAll(async () => {
  session = await startEditorSession(PAGE_MS, STARTUP_MS);
  mkdirSync(artifacts, { recursive: true });
  const res = await fetch(`${session.api.url}/graphql`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ rulesets { id name catalogue { terrain { id } markers { id } hexsideFeatures { id } levelSides { id } fortifications { id } } } }" }),
  });
  rulesets = ((await res.json()) as { data: { rulesets: Served[] } }).data.rulesets.filter((r) => r.catalogue.terrain.length > 0);
}, STARTUP_MS);
afterAll(async () => {
  await session?.close();
}, 30_000);

const values = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
const ids = (list: Ids) => list.map((e) => e.id);

describe("editor palettes per rule system (Next.js + Chromium + GraphQL)", () => {
  it("offers each rule system's own terrain, markers, hexside features and fortifications", async () => {
    expect(rulesets.map((r) => r.id)).toEqual(expect.arrayContaining(["firepower", "patrol", "sniper"]));
    const page = await session.newPage();
    for (const r of rulesets) {
      const id = `palette-${r.id}`;
      await storeMap(session.api.url, session.api.authorKey, { ...createBlankTestMap(id), system: r.id });
      await page.goto(`${session.baseUrl}/?map=${id}`);
      await page.waitForSelector('[data-testid="hex-map"]');
      await page.locator('[data-testid="tool-terrain"]').click();
      // The palette is the catalogue's terrain, then ids the map uses that the system lacks (the blank map's clear).
      const terrain = ids(r.catalogue.terrain);
      await expect.poll(() => values(page, "terrain-choice"), { timeout: 20_000 }).toEqual(terrain.includes("clear") ? terrain : [...terrain, "clear"]);
      await page.locator('[data-testid="tool-marker"]').click();
      expect(await values(page, "marker-choice")).toEqual(ids(r.catalogue.markers));
      await page.locator('[data-testid="tool-hexside"]').click();
      expect(await values(page, "feature-choice")).toEqual([...new Set([...ids(r.catalogue.hexsideFeatures), ...ids(r.catalogue.levelSides)])]);
      await page.locator('[data-testid="tool-fortification"]').click();
      expect(await values(page, "fortification-choice")).toEqual(ids(r.catalogue.fortifications));
      // The legend says what the board's colours mean: the same terrain and hexside features.
      expect(await page.locator('[data-testid="legend-terrain"]').evaluateAll((ls) => ls.map((l) => l.getAttribute("data-terrain")))).toEqual(terrain);
      expect(await page.locator('[data-testid="legend-feature"]').evaluateAll((ls) => ls.map((l) => l.getAttribute("data-feature")))).toEqual(ids(r.catalogue.hexsideFeatures));
      console.log(`palette ${r.id}: ${r.catalogue.terrain.length} terrain, ${r.catalogue.markers.length} markers, ${r.catalogue.hexsideFeatures.length} hexside features, ${r.catalogue.fortifications.length} fortifications`);
    }
    await page.close();
  }, 3 * PAGE_MS);

  it("the map check includes the rule system's: a road Firepower has not is named by hex and field", async () => {
    const firepower = rulesets.find((r) => r.id === "firepower");
    expect(ids(firepower?.catalogue.terrain ?? [])).not.toContain("road");
    const page = await session.openPage("/?map=palette-firepower");
    await page.locator('[data-testid="validation-ok"]').waitFor();
    const doc = { ...createBlankTestMap("palette-firepower"), hexes: [{ hex: { q: 1, r: 3 }, terrain: "road" }] }; // TB5
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: "road.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) });
    const issue = page.locator('[data-testid="validation-issue"]');
    await expect.poll(() => issue.allTextContents(), { timeout: 20_000 }).toEqual([expect.stringMatching(/^hexes\[0\]\.terrain: hex TB5: terrain "road" is not Firepower terrain/)]);
    await issue.first().click();
    await page.locator('[data-testid="issue-highlight"]').waitFor({ state: "attached" });
    await page.screenshot({ path: path.join(artifacts, "editor-rule-check.png"), fullPage: true });
    await page.locator('[data-testid="undo"]').click();
    await page.locator('[data-testid="validation-ok"]').waitFor();
    await page.close();
  }, 2 * PAGE_MS);
});
