// Scenarios end to end in a real browser: write one on a stored map, save and publish it through the API (with its
// rule options as a rulings pack and its victory condition), reload, load it back into the form, start a match from
// the stored scenario through the API, and check the match the API holds plays the scenario's pack.
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
const MAP = "firepower-sample-2-panel";
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

async function addForce(page: Page, side: "A" | "B", index: number, unitType: string, count: number): Promise<void> {
  await page.locator(`[data-testid="add-force-${side}"]`).click();
  await page.locator(`[data-testid="force-${side}-${index}"]`).fill(unitType);
  await page.locator(`[data-testid="force-${side}-${index}"] + input`).fill(String(count));
}

describe("editor scenarios through the API (Next.js + Chromium + GraphQL)", () => {
  it("writes a Firepower scenario, saves and publishes it, reloads, starts a match from it and the API holds that match", async () => {
    const page = await session.openPage(`/?map=${MAP}`);
    const hex = (id: string) => page.locator(`[data-testid="hex-${id}"]`);
    await page.locator('[data-testid="api-key"]').fill(session.api.authorKey);
    await page.locator('[data-testid="tab-scenario"]').click();

    // Forces and set-up areas: side A on panel 1's left columns, side B on its right.
    await addForce(page, "A", 0, "Tiger", 1);
    await addForce(page, "A", 1, "RFL", 2);
    await addForce(page, "B", 0, "PST", 1);
    await addForce(page, "B", 1, "RFL", 1);
    await page.locator('[data-testid="tool-setup"]').click();
    await hex("1A1").click();
    await hex("1B2").click();
    await page.locator('input[name="active-side"]').nth(1).check();
    await hex("1H2").click();
    await hex("1G1").click();
    await page.locator('[data-testid="add-victory"]').click();
    await page.locator('[data-testid="scenario-panel"] input[placeholder="condition"]').fill("Most VP after turn 4");

    // The rule system's checks point at the side and field at fault: Firepower has no "Tiger" unit type...
    const issues = page.locator('[data-testid="ruleset-issues"] li');
    await expect.poll(() => issues.allTextContents()).toContainEqual(expect.stringContaining("sides[0].forces[0].unitType"));
    await page.locator('[data-testid="force-A-0"]').fill("LMG");
    // ...and the API applies the ruleset's own schema: Firepower scenarios last at most 20 turns.
    await page.locator('[data-testid="turn-limit"]').fill("25");
    await expect.poll(() => issues.allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringContaining("turns"));
    await page.screenshot({ path: path.join(artifacts, "editor-scenario-issues.png"), fullPage: true });
    await page.locator('[data-testid="turn-limit"]').fill("4");
    await page.locator('[data-testid="ruleset-ok"]').waitFor({ timeout: 20_000 });

    // A rule option chosen in the form is stored with the scenario as its rulings pack.
    const option = page.locator("label", { hasText: "firepower/wire_entry" }).locator("select");
    const current = await option.inputValue();
    const other = (await option.locator("option").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("value") ?? ""))).find((v) => v !== current) ?? current;
    await option.selectOption(other);
    expect(other).not.toBe(current);

    await page.locator('[data-testid="save-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="editor-message"]').textContent()).toContain(`Saved scenario ${SCENARIO} version 1`);
    await page.locator('[data-testid="publish-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="scenario-version"]').textContent()).toBe("v1 published");
    await page.screenshot({ path: path.join(artifacts, "editor-scenario-saved.png"), fullPage: true });

    // What the API stored is the rule system's scenario, soldiers on the hexes painted as set-up areas.
    const stored = await gql<{ scenario: {
      version: number; mapId: string; publishedAt: string | null; rulingsPackHash: string | null; rulingsPack: { options: Record<string, string> } | null;
      victoryConditions: unknown[]; document: { turns: number; notes?: string; sides: Record<string, { soldiers: { weapon: string; hex: string }[] }> };
    } }>(`query($id: ID!) { scenario(id: $id) { version mapId publishedAt rulingsPackHash rulingsPack victoryConditions { side kind text } document } }`, { id: SCENARIO });
    expect(stored.scenario).toMatchObject({ version: 1, mapId: MAP, document: { turns: 4 }, rulingsPack: { options: { "firepower/wire_entry": other } } });
    expect(stored.scenario.rulingsPackHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.scenario.victoryConditions).toEqual([{ side: "B", kind: "custom", text: "Most VP after turn 4" }]);
    expect(stored.scenario.document.notes).toBeUndefined();
    expect(stored.scenario.publishedAt).not.toBeNull();
    expect(stored.scenario.document.sides.A?.soldiers.map((s) => `${s.weapon}@${s.hex}`)).toEqual(["LMG@1A1", "RFL@1B2", "RFL@1A1"]);
    expect(stored.scenario.document.sides.B?.soldiers.map((s) => `${s.weapon}@${s.hex}`)).toEqual(["PST@1H2", "RFL@1G1"]);

    // After a reload the stored scenario is listed; "Start a match" creates one through the API.
    await page.reload();
    await page.waitForSelector('[data-testid="hex-map"]');
    await page.locator('[data-testid="tab-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="stored-scenarios"] option').allTextContents()).toContainEqual(expect.stringContaining(`${SCENARIO} v1, published`));
    // "Edit in the form" brings the stored version back over a changed draft: turns, rule option and victory text.
    const victoryText = page.locator('[data-testid="scenario-panel"] input[placeholder="condition"]');
    await page.locator('[data-testid="turn-limit"]').fill("6");
    await option.selectOption(current);
    await victoryText.fill("changed in the draft");
    await page.locator('[data-testid="load-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="turn-limit"]').inputValue()).toBe("4");
    expect(await option.inputValue()).toBe(other);
    expect(await victoryText.inputValue()).toBe("Most VP after turn 4");
    expect(await page.locator('[data-testid="setup-A"]').count()).toBe(2);
    expect(await page.locator('[data-testid="force-A-1"]').inputValue()).toBe("RFL");
    await page.locator('[data-testid="start-match"]').click();
    const matchId = (await page.locator('[data-testid="match-id"]').textContent({ timeout: 30_000 })) ?? "";
    expect(matchId).not.toBe("");
    expect(await page.locator('[data-testid="started-match"] li').allTextContents()).toEqual(["A: open", "B: open"]);
    await page.screenshot({ path: path.join(artifacts, "editor-scenario-match.png"), fullPage: true });
    await page.locator('[data-testid="scenario-store"]').screenshot({ path: path.join(artifacts, "editor-scenario-match-panel.png") });

    const match = await gql<{ match: { id: string; scenarioId: string; rulesetId: string; status: string; rulingsPackHash: string; seats: { seat: string; claimed: boolean }[] } }>(
      `query($id: ID!) { match(id: $id) { id scenarioId rulesetId status rulingsPackHash seats { seat claimed } } }`, { id: matchId });
    expect(match.match).toMatchObject({ id: matchId, scenarioId: SCENARIO, rulesetId: "firepower", status: "open", seats: [{ seat: "A", claimed: false }, { seat: "B", claimed: false }] });
    // The editor sent no pack: the match plays the one stored with the scenario; an explicit (default) pack wins over it.
    expect(match.match.rulingsPackHash).toBe(stored.scenario.rulingsPackHash);
    expect(await page.locator('[data-testid="match-rulings"]').getAttribute("title")).toBe(stored.scenario.rulingsPackHash);
    const plain = await gql<{ createMatch: { rulingsPackHash: string } }>(
      `mutation($s: ID!) { createMatch(input: { rulesetId: "firepower", scenarioId: $s, rulingsPack: { id: "default", ruleset: "firepower" } }) { rulingsPackHash } }`, { s: SCENARIO });
    expect(plain.createMatch.rulingsPackHash).not.toBe(match.match.rulingsPackHash);
    await page.close();
  }, 4 * PAGE_MS);
});
