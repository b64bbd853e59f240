// A Patrol! scenario written in a real browser: the form's sides are the catalogue's seats alpha and bravo (named
// α and β, no A/B mapping), the OB and General Situation fields come from the catalogue, and the document the API
// checks and stores names the forces and deployment by those seats [26.3, 27.0, 29.24].
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBoardLibrary, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { root } from "./support/editor-process";
import { startEditorSession } from "./support/editor-server";
import type { EditorSession } from "./support/editor-server";

const artifacts = path.join(root, "tests", "test-artifacts");
const STARTUP_MS = 300_000;
const PAGE_MS = 90_000;
const MAP = "patrol-scenario-map";

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession(PAGE_MS, STARTUP_MS);
  mkdirSync(artifacts, { recursive: true });
}, STARTUP_MS);
afterAll(async () => {
  await session?.close();
}, 30_000);

/** Stores the map as a Patrol! map (the shared storeMap helper stores Firepower ones). */
async function storePatrolMap(doc: MapDocument): Promise<void> {
  const query = "mutation($input: SaveMapInput!) { saveMap(input: $input) { __typename ... on MapSaved { map { version } } } }";
  const res = await fetch(`${session.api.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${session.api.authorKey}` },
    body: JSON.stringify({ query, variables: { input: { id: doc.id, name: doc.id, rulesetId: "patrol", document: doc } } }),
  });
  const body = (await res.json()) as { data?: { saveMap?: { map?: { version: number } } } };
  if (body.data?.saveMap?.map?.version !== 1) throw new Error(`could not store ${doc.id}: ${JSON.stringify(body)}`);
}

function sectionA(): MapDocument {
  const a = listBoardLibrary("patrol").find((e) => e.id === "patrol-A")?.create();
  if (a === undefined) throw new Error("no section A in the library");
  return { schemaVersion: MAP_SCHEMA_VERSION, id: MAP, name: MAP, system: "patrol", provenance: "user", orientation: "flat", boards: [a], placements: [{ board: a.id, offset: { q: 0, r: 0 } }] };
}

describe("editor Patrol! scenario (Next.js + Chromium + GraphQL)", () => {
  it("patrol 26.3, 29.24: sides alpha and bravo from the catalogue, OB and situation fields, forces and deployment stored by seat", async () => {
    await storePatrolMap(sectionA());
    const page = await session.openPage(`/?map=${MAP}`);
    await page.locator('[data-testid="tab-scenario"]').click();
    const name = (seat: string) => page.locator(`input[aria-label="name of side ${seat}"]`);
    await expect.poll(() => name("alpha").count()).toBe(1);
    expect(await name("alpha").inputValue()).toBe("α");
    expect(await name("bravo").inputValue()).toBe("β");
    expect(await page.locator('[data-testid="system-situation"] option').allTextContents()).toEqual(["choose…", "patrol", "recon", "raid", "ambush", "assault"]);
    // The palette is Patrol!'s: its three hex rows, and slopes for hexsides.
    await page.locator('[data-testid="tab-map"]').click();
    await page.locator('[data-testid="tool-terrain"]').click();
    expect(await page.locator('[data-testid="terrain-choice"] option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value))).toEqual(["clear", "rough-1", "rough-2"]);
    await page.locator('[data-testid="tool-hexside"]').click();
    expect(await page.locator('[data-testid="feature-choice"] option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value))).toEqual(["slope"]);

    await page.locator('[data-testid="tab-scenario"]').click();
    await page.locator('[data-testid="add-force-alpha"]').click();
    await page.locator('[data-testid="force-alpha-0"]').fill("BR");
    await page.locator('[data-testid="force-alpha-0"] + input').fill("2");
    await page.locator('[data-testid="add-force-bravo"]').click();
    await page.locator('[data-testid="force-bravo-0"]').fill("MG");
    await page.locator('[data-testid="system-ob"]').fill("27.11");
    await page.locator('[data-testid="system-situation"]').selectOption("raid");
    await page.locator('[data-testid="tool-setup"]').click();
    await page.locator('[data-testid="hex-0101"]').click();
    await page.locator('input[name="active-side"]').nth(1).check();
    await page.locator('[data-testid="hex-0115"]').click();
    expect(await page.locator('[data-testid="setup-alpha"]').count()).toBe(1);
    expect(await page.locator('[data-testid="setup-bravo"]').count()).toBe(1);
    await page.locator('[data-testid="add-victory"]').click();
    await page.locator('[data-testid="scenario-panel"] input[placeholder="condition"]').fill("Most VP");
    await page.locator('[data-testid="ruleset-ok"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="api-key"]').fill(session.api.authorKey);
    await page.locator('[data-testid="save-scenario"]').click();
    await expect.poll(() => page.locator('[data-testid="editor-message"]').textContent()).toContain(`Saved scenario ${MAP}-scenario version 1`);
    const res = await fetch(`${session.api.url}/graphql`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "query($id: ID!) { scenario(id: $id) { rulesetId document victoryConditions { side kind text } } }", variables: { id: `${MAP}-scenario` } }),
    });
    const stored = ((await res.json()) as { data: { scenario: { rulesetId: string; document: Record<string, unknown>; victoryConditions: unknown[] } } }).data.scenario;
    expect(stored.rulesetId).toBe("patrol");
    expect(stored.document).toMatchObject({ ob: "27.11", situation: "raid", forces: { alpha: "2BR", bravo: "1MG" }, deploy: { a01: { hex: "0101" }, a02: { hex: "0101" }, b01: { hex: "0115" } } });
    expect(stored.victoryConditions).toEqual([{ side: "bravo", kind: "custom", text: "Most VP" }]);
    await page.screenshot({ path: path.join(artifacts, "editor-patrol-scenario.png"), fullPage: true });

    // The scenario the editor sends the API, as the catalogue's order-of-battle format writes it.
    const exported = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem("tactica-editor:scenario:patrol-scenario-map"));
    const form = JSON.parse(exported ?? "{}") as { sides: { id: string }[]; victory: { side: string }[] };
    expect(form.sides.map((s) => s.id)).toEqual(["alpha", "bravo"]);
    expect(form.victory).toEqual([expect.objectContaining({ side: "bravo", text: "Most VP" })]);
    await page.close();
  }, 3 * PAGE_MS);
});
