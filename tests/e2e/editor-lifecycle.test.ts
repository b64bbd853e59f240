/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Never losing an author's work, in a real browser: New map (rule system and size), edits saved, Save as (unsaved
// edits included), the API restarted on the same database (the edits are still there), the browser draft offered
// back, an older version restored as the newest, and a deleted map restored.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { root } from "./support/editor-process";
import { startEditorSession } from "./support/editor-server";
import type { EditorSession } from "./support/editor-server";

const artifacts = path.join(root, "tests", "test-artifacts");
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession(PAGE_MS, STARTUP_MS, { restartableApi: true });
  mkdirSync(artifacts, { recursive: true });
}, STARTUP_MS);
afterAll(async () => {
  await session?.close();
}, 30_000);

const terrainOf = (page: Page, id: string) => page.locator(`[data-testid="hex-${id}"]`).getAttribute("data-terrain");
const version = (page: Page) => page.locator('[data-testid="map-version"]').textContent();
async function paint(page: Page, id: string, terrain: string): Promise<void> {
  await page.locator('[data-testid="tool-terrain"]').click();
  await page.locator('[data-testid="terrain-choice"]').selectOption(terrain);
  await page.locator(`[data-testid="hex-${id}"]`).click();
  expect(await terrainOf(page, id)).toBe(terrain);
}

describe("editor: an author's work is never lost (Next.js + Chromium + GraphQL)", () => {
  it("New map, edit, Save, Save as, restart the API, edits there, draft offered back, older version restored, delete restored", async () => {
    const page = await session.openPage("/");
    const hexes = page.locator('polygon[data-testid^="hex-"]');
    await page.locator('[data-testid="api-key"]').fill(session.api.authorKey);

    // New map: Firepower's rules, 10 x 8 clear hexes, stored at version 1 and opened.
    await page.locator('[data-testid="new-map"]').click();
    await page.locator('[data-testid="new-map-ruleset"]').selectOption("firepower");
    await page.locator('[data-testid="new-map-id"]').fill("author-map");
    await page.locator('[data-testid="new-map-name"]').fill("Author map");
    await page.locator('[data-testid="new-map-cols"]').fill("10");
    await page.locator('[data-testid="new-map-rows"]').fill("8");
    await page.locator('[data-testid="new-map-terrain"]').selectOption("clear");
    await page.locator('[data-testid="new-map-create"]').click();
    await expect.poll(() => hexes.count()).toBe(80);
    expect(page.url()).toContain("map=author-map");
    expect(await version(page)).toBe("version 1");
    expect(await page.locator('[data-testid="map-picker"]').inputValue()).toBe("author-map");

    // Edit and save: version 2.
    await paint(page, "0203", "tree");
    await page.locator('[data-testid="save"]').click();
    await expect.poll(() => version(page)).toBe("version 2");

    // An unsaved edit, then Save as: the copy carries it, the original keeps version 2.
    await paint(page, "0305", "water");
    await page.locator('[data-testid="save-as"]').click();
    await page.locator('[data-testid="save-as-id"]').fill("author-copy");
    await page.locator('[data-testid="save-as-name"]').fill("Author copy");
    await page.locator('[data-testid="save-as-confirm"]').click();
    await expect.poll(() => page.url()).toContain("map=author-copy");
    await expect.poll(() => terrainOf(page, "0305")).toBe("water");
    expect(await terrainOf(page, "0203")).toBe("tree");
    expect(await version(page)).toBe("version 1");

    // The API process stops and starts again on the same database (seeding as every start does): nothing is lost.
    await session.api.restart?.();
    await page.reload();
    await page.waitForSelector('[data-testid="hex-map"]');
    expect([await terrainOf(page, "0203"), await terrainOf(page, "0305")]).toEqual(["tree", "water"]);
    await page.goto(`${session.baseUrl}/?map=author-map`);
    await page.waitForSelector('[data-testid="hex-map"]');
    expect(await version(page)).toBe("version 2");
    expect([await terrainOf(page, "0203"), await terrainOf(page, "0305")]).toEqual(["tree", "clear"]);

    // A draft never saved is offered back after a reload, not applied silently.
    await paint(page, "0507", "rough");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("tactica-editor:draft:author-map") !== null)).toBe(true);
    await page.reload();
    await page.waitForSelector('[data-testid="hex-map"]');
    expect(await terrainOf(page, "0507")).toBe("clear");
    await page.locator('[data-testid="draft-offer"] button', { hasText: "Restore" }).click();
    await expect.poll(() => terrainOf(page, "0507")).toBe("rough");
    await page.locator('[data-testid="undo"]').click(); // the restored draft undoes as one step
    expect(await terrainOf(page, "0507")).toBe("clear");

    // History: version 1 (the blank map) restored as version 3; versions 2 and 3 listed.
    await page.locator('[data-testid="history"]').click();
    await page.locator('[data-testid="history-2"]').waitFor();
    expect(await page.locator('[data-testid="history-2"]').textContent()).toContain("(current)");
    await page.screenshot({ path: path.join(artifacts, "editor-history.png"), fullPage: true });
    await page.locator('[data-testid="restore-version-1"]').click();
    await expect.poll(() => version(page)).toBe("version 3");
    expect(await terrainOf(page, "0203")).toBe("clear");

    // Delete (soft): gone from the list, then restored from "Deleted maps" as it was.
    await page.locator('[data-testid="delete-map"]').click();
    await page.locator('[data-testid="delete-confirm"]').click();
    await expect.poll(async () => (await page.locator('[data-testid="map-picker"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).includes("author-map")).toBe(false);
    await page.locator('[data-testid="show-deleted-maps"]').click();
    await page.locator('[data-testid="restore-map-author-map"]').click();
    await expect.poll(() => page.url()).toContain("map=author-map");
    await expect.poll(() => version(page)).toBe("version 3");
    expect(await page.locator('[data-testid="map-picker"]').inputValue()).toBe("author-map");
    await page.screenshot({ path: path.join(artifacts, "editor-lifecycle.png"), fullPage: true });
    await page.close();
  }, 3 * PAGE_MS);
});
