// Board libraries in a real browser: Patrol! sections joined as the rules allow (side edges overlap one column,
// 26.1), a turned section refused with its reason, undo; the library note says what is placeholder.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBoardLibrary, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { storeMap } from "./support/editor-maps";
import { root } from "./support/editor-process";
import { startEditorSession } from "./support/editor-server";
import type { EditorSession } from "./support/editor-server";

const artifacts = path.join(root, "tests", "test-artifacts");
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession(PAGE_MS, STARTUP_MS);
  mkdirSync(artifacts, { recursive: true });
}, STARTUP_MS);
afterAll(async () => {
  await session?.close();
}, 30_000);

function sectionA(): MapDocument {
  const a = listBoardLibrary("patrol").find((e) => e.id === "patrol-A")?.create();
  if (a === undefined) throw new Error("no section A in the library");
  return { schemaVersion: MAP_SCHEMA_VERSION, id: "patrol-sections", name: "Patrol sections", system: "patrol", provenance: "user", orientation: "flat", boards: [a], placements: [{ board: a.id, offset: { q: 0, r: 0 } }] };
}

describe("editor board library (Next.js + Chromium + GraphQL)", () => {
  it("Patrol! 26.1: joins section B to A's right edge sharing a column, refuses a section turned upside down, undoes", async () => {
    await storeMap(session.api.url, session.api.authorKey, sectionA());
    const page = await session.openPage("/?map=patrol-sections");
    const hexes = page.locator('polygon[data-testid^="hex-"]');
    expect(await hexes.count()).toBe(240);
    const library = page.locator('[data-testid="board-library"]');
    // By label, so Playwright waits for the library's options to be listed (an index read before they arrived was -1).
    await library.selectOption({ label: "Patrol!: Section B" });
    expect(await page.locator('[data-testid="library-note"]').textContent()).toContain("Placeholder terrain");
    await page.locator('[data-testid="library-anchor"]').selectOption("patrol-A");
    await page.locator('[data-testid="library-edge"]').selectOption("right");
    await page.locator('[data-testid="place-library-board"]').click();
    await expect.poll(() => hexes.count()).toBe(2 * 240 - 15); // the shared seam column counts once
    expect(await page.locator('[data-testid="hex-1701"]').count()).toBe(1);

    await library.selectOption({ label: "Patrol!: Section C" });
    await page.locator('[data-testid="library-rotation"]').selectOption("3");
    await page.locator('[data-testid="library-anchor"]').selectOption("patrol-B");
    await page.locator('[data-testid="place-library-board"]').click();
    expect(await page.locator('[data-testid="editor-message"]').textContent()).toContain("Patrol! sections stay right-side-up");
    expect(await hexes.count()).toBe(2 * 240 - 15);
    await page.screenshot({ path: path.join(artifacts, "editor-boards.png"), fullPage: true });

    await page.locator('[data-testid="undo"]').click();
    await expect.poll(() => hexes.count()).toBe(240);
    await page.close();
  }, 3 * PAGE_MS);
});
