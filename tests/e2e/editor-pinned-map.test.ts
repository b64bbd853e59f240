// A scenario plays the map version the author sees (issue 27): with unsaved map edits on the board the editor refuses
// to store the scenario (it would play another version); once the map is saved the scenario records that version and
// plays it, even after the map is edited and saved again; the scenario's history restores an older version with its map.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBlankTestMap, storeMap } from "./support/editor-maps";
import { root } from "./support/editor-process";
import { startEditorSession } from "./support/editor-server";
import type { EditorSession } from "./support/editor-server";

const artifacts = path.join(root, "tests", "test-artifacts");
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;
const MAP = "pinned-map";
const SCENARIO = `${MAP}-scenario`;

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession(PAGE_MS, STARTUP_MS);
  mkdirSync(artifacts, { recursive: true });
}, STARTUP_MS);
afterAll(async () => {
  await session?.close();
}, 30_000);

const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => session.gql<T>(query, variables);

type HexList = { hex: { q: number; r: number }; terrain?: string }[];
type Hexes = { hexes?: HexList; boards?: { hexes?: HexList }[] };

describe("editor: a scenario plays the map version the author sees (Next.js + Chromium + GraphQL)", () => {
  it("refuses to store the scenario over unsaved map edits, pins the saved version, a match plays it after later saves, history restores it", async () => {
    await storeMap(session.api.url, session.api.authorKey, createBlankTestMap(MAP));
    const page = await session.openPage(`/?map=${MAP}`);
    const hex = (id: string) => page.locator(`[data-testid="hex-${id}"]`);
    const message = page.locator('[data-testid="editor-message"]');
    await page.locator('[data-testid="api-key"]').fill(session.api.authorKey);

    // An edit the author sees, not saved yet.
    await page.locator('[data-testid="tool-terrain"]').click();
    await page.locator('[data-testid="terrain-choice"]').selectOption("tree");
    await hex("TB5").click();
    const tb5Key = await hex("TB5").getAttribute("data-hex-key");

    await page.locator('[data-testid="tab-scenario"]').click();
    await page.locator('[data-testid="add-force-A"]').click();
    await page.locator('[data-testid="force-A-0"]').fill("RFL");
    await page.locator('[data-testid="add-force-B"]').click();
    await page.locator('[data-testid="force-B-0"]').fill("LMG");
    await page.locator('[data-testid="tool-setup"]').click();
    await hex("TA2").click();
    await page.locator('input[name="active-side"]').nth(1).check();
    await hex("TG3").click();
    await page.locator('[data-testid="ruleset-ok"]').waitFor({ timeout: 20_000 });

    await page.locator('[data-testid="save-scenario"]').click();
    await expect.poll(() => message.textContent()).toContain("the map has unsaved edits");
    expect((await gql<{ scenario: unknown }>(`query($id: ID!) { scenario(id: $id) { id } }`, { id: SCENARIO })).scenario).toBeNull();

    // Save the map (version 2), then the scenario: it records and carries version 2.
    await page.locator('[data-testid="save"]').click();
    await expect.poll(() => page.locator('[data-testid="map-version"]').textContent()).toBe("version 2");
    await page.locator('[data-testid="save-scenario"]').click();
    await expect.poll(() => message.textContent()).toContain(`Saved scenario ${SCENARIO} version 1`);
    await expect.poll(() => page.locator('[data-testid="scenario-map-version"]').textContent()).toBe("plays map version 2");
    await page.screenshot({ path: path.join(artifacts, "editor-pinned-map.png"), fullPage: true });

    // The author goes on editing and saving the map (version 3: TB5 water).
    await page.locator('[data-testid="tool-terrain"]').click();
    await page.locator('[data-testid="terrain-choice"]').selectOption("water");
    await hex("TB5").click();
    await page.locator('[data-testid="save"]').click();
    await expect.poll(() => page.locator('[data-testid="map-version"]').textContent()).toBe("version 3");

    // The stored scenario still plays version 2, and so does a match from it.
    const stored = await gql<{ scenario: { mapVersion: number; document: { mapDocument?: Hexes } } }>(`query($id: ID!) { scenario(id: $id) { mapVersion document } }`, { id: SCENARIO });
    expect(stored.scenario.mapVersion).toBe(2);
    const [q, r] = (tb5Key ?? "").split(",").map(Number);
    // Map-level hexes override the (single, unmoved) board's.
    const terrainAtTb5 = (m: Hexes | undefined) => [...(m?.hexes ?? []), ...(m?.boards?.[0]?.hexes ?? [])].find((h) => h.hex.q === q && h.hex.r === r)?.terrain;
    expect(terrainAtTb5(stored.scenario.document.mapDocument)).toBe("tree");
    const made = await gql<{ createMatch: { id: string } }>(`mutation($s: ID!) { createMatch(input: { rulesetId: "firepower", scenarioId: $s }) { id } }`, { s: SCENARIO });
    const played = await gql<{ map: { document: Hexes } }>(`query($m: ID!) { map(matchId: $m) { document } }`, { m: made.createMatch.id });
    expect(terrainAtTb5(played.map.document)).toBe("tree");

    // Saving the scenario again pins map version 3; its history restores version 1, which plays map version 2 again.
    await page.locator('[data-testid="tab-scenario"]').click();
    await page.locator('[data-testid="save-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="scenario-map-version"]').textContent()).toBe("plays map version 3");
    await page.locator('[data-testid="scenario-history"]').click();
    expect(await page.locator('[data-testid="scenario-history-1"]').textContent()).toContain("map v2");
    expect(await page.locator('[data-testid="scenario-history-2"]').textContent()).toContain("(current)");
    await page.locator('[data-testid="restore-scenario-1"]').click();
    await expect.poll(() => page.locator('[data-testid="scenario-version"]').textContent()).toContain("v3");
    expect(await page.locator('[data-testid="scenario-map-version"]').textContent()).toBe("plays map version 2");
    const restored = await gql<{ scenario: { version: number; mapVersion: number; document: { mapDocument?: Hexes } } }>(`query($id: ID!) { scenario(id: $id) { version mapVersion document } }`, { id: SCENARIO });
    expect(restored.scenario).toMatchObject({ version: 3, mapVersion: 2 });
    expect(terrainAtTb5(restored.scenario.document.mapDocument)).toBe("tree");
    await page.close();
  }, 3 * PAGE_MS);
});
