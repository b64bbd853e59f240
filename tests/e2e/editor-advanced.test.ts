// Issue #5 / brief w4-editor in a real browser: on a stored blank Firepower map the author draws a bunker, writes an
// Advanced scenario in the form (rules, 2.4 set-up phase, secret mines, a leader), saves it through the API, and the
// stored scenario is Advanced, carries the drawn map (bunker included) and is one the API creates a match from.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./support/editor-process";
import { createBlankTestMap, storeMap } from "./support/editor-maps";
import { startEditorSession } from "./support/editor-server";
import type { EditorSession } from "./support/editor-server";

const artifacts = path.join(root, "tests", "test-artifacts");
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;
const MAP = "adv-bunker";
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

describe("editor Advanced Firepower scenario (Next.js + Chromium + GraphQL)", () => {
  it("firepower 8.8.4, 2.4: draws a bunker, writes an Advanced scenario with a set-up phase and mines, saves it; the stored scenario is advanced, carries the bunker and starts a match", async () => {
    await storeMap(session.api.url, session.api.authorKey, createBlankTestMap(MAP));
    const page = await session.openPage(`/?map=${MAP}`);
    const hex = (id: string) => page.locator(`[data-testid="hex-${id}"]`);
    await page.locator('[data-testid="api-key"]').fill(session.api.authorKey);
    await page.locator('[data-testid="tool-fortification"]').click();
    await page.locator('[data-testid="fortification-choice"]').selectOption("bunker");
    await hex("TD3").click();
    // The board draws what was placed: the bunker stands in TD3 on the fortifications layer, door/slit marked.
    const drawn = page.locator('[data-layer="fortifications"] [data-fortification="bunker"]');
    await expect.poll(() => drawn.count()).toBe(1);
    expect(await drawn.getAttribute("data-hex-key")).toBe(await hex("TD3").getAttribute("data-hex-key"));
    expect(await drawn.getAttribute("data-hex")).toBe("TD3");
    expect(await drawn.locator("text").textContent()).toBe("BKR");
    expect(await drawn.locator("title").textContent()).toContain("Bunker in TD3: facing");
    expect(await drawn.locator('[data-mark="slit"]').count()).toBe(1);
    await page.screenshot({ path: path.join(artifacts, "editor-advanced-bunker.png") });

    await page.locator('[data-testid="tab-scenario"]').click();
    await page.locator('[data-testid="add-force-A"]').click();
    await page.locator('[data-testid="force-A-0"]').fill("RFL");
    await page.locator('[data-testid="rank-A-0"]').selectOption("S");
    await page.locator('[data-testid="add-force-B"]').click();
    await page.locator('[data-testid="force-B-0"]').fill("LMG");
    await page.locator('[data-testid="posture-B-0"]').selectOption("prone");
    await page.locator('[data-testid="tool-setup"]').click();
    await hex("TA2").click();
    await page.locator('input[name="active-side"]').nth(1).check();
    await hex("TG3").click();
    await page.locator('[data-testid="add-victory"]').click();
    await page.locator('[data-testid="scenario-panel"] input[placeholder="condition"]').fill("Most VP");

    // A leader and mines are Advanced, and mines are laid at set-up: the checks name the fields at fault...
    await page.locator('[data-testid="system-minesB"]').fill("1");
    const issues = page.locator('[data-testid="ruleset-issues"] li');
    await expect.poll(() => issues.allTextContents()).toContainEqual(expect.stringContaining("sides[0].forces[0].rank"));
    expect(await issues.allTextContents()).toContainEqual(expect.stringContaining("system.setup"));
    // ...until the rules are Advanced and the set-up phase is chosen; the API then accepts the scenario.
    await page.locator('[data-testid="system-rules"]').selectOption("advanced");
    await page.locator('[data-testid="system-setup"]').selectOption("roll");
    await page.locator('[data-testid="ruleset-ok"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="save-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="editor-message"]').textContent()).toContain(`Saved scenario ${SCENARIO} version 1`);
    await page.screenshot({ path: path.join(artifacts, "editor-advanced.png"), fullPage: true });
    await page.locator('[data-testid="scenario-panel"] h2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifacts, "editor-advanced-form.png") });

    const stored = await gql<{ scenario: { document: {
      rules?: string; mapDocument?: { fortifications?: { type: string }[] }; setup?: unknown;
      sides: Record<string, { soldiers: { weapon: string; hex: string; rank?: string; posture: string }[] }>;
    } } }>(`query($id: ID!) { scenario(id: $id) { document } }`, { id: SCENARIO });
    const doc = stored.scenario.document;
    expect(doc.rules).toBe("advanced");
    expect(doc.mapDocument?.fortifications?.map((f) => f.type)).toEqual(["bunker"]);
    expect(doc.setup).toMatchObject({ first: "roll", mines: { B: 1 } }); // side A lays none: the schema reads its absent count as 0 (8.8.9)
    expect(doc.sides.A?.soldiers).toEqual([expect.objectContaining({ weapon: "RFL", hex: "TA2", rank: "S", posture: "stand" })]);
    expect(doc.sides.B?.soldiers).toEqual([expect.objectContaining({ weapon: "LMG", hex: "TG3", posture: "prone" })]);
    // Valid: the API creates a match from the stored scenario.
    const made = await gql<{ createMatch: { id: string } }>(`mutation($s: ID!) { createMatch(input: { rulesetId: "firepower", scenarioId: $s }) { id } }`, { s: SCENARIO });
    expect(made.createMatch.id).not.toBe("");
    await page.close();
  }, 3 * PAGE_MS);
});
