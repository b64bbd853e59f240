// GraphiQL at /graphiql in a real Chromium, served by the API from its own bundle (services/api/src/graphiql):
// the docs come from the schema, a query runs with headers typed into the headers editor, a subscription streams
// over graphql-ws, and no request goes to any host but 127.0.0.1 (Mercurius' own page loads from a CDN).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { buildGraphiqlBundle } from "@tactica/api/graphiql-bundle";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

const PAGE_MS = 60_000;
let api: MatchApi;
let baseUrl = "";
let browser: Browser | undefined;

beforeAll(async () => {
  await buildGraphiqlBundle(); // a no-op when `npm run generate` built it from the same inputs
  api = await startMatchApi();
  baseUrl = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await api?.t.close();
}, 30_000);

/** A page whose every request (page, workers, WebSockets) is recorded, with page errors collected. */
async function recordedPage(): Promise<{ context: BrowserContext; page: Page; requests: string[]; sockets: string[]; problems: string[] }> {
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext();
  const requests: string[] = [];
  const sockets: string[] = [];
  const problems: string[] = [];
  context.on("request", (r) => requests.push(r.url()));
  const page = await context.newPage();
  page.on("websocket", (ws) => sockets.push(ws.url()));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  return { context, page, requests, sockets, problems };
}

/** Replaces the text of one of GraphiQL's Monaco editors (by its model's file name) as a user would: click, select all, type. */
async function setEditor(page: Page, uriSuffix: string, text: string): Promise<void> {
  await page.locator(`.monaco-editor[data-uri$="${uriSuffix}"]`).click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

/** Types an operation, waits until GraphiQL has parsed it (its tab takes the operation's name), and runs it. */
async function run(page: Page, operationName: string, query: string): Promise<void> {
  await setEditor(page, "-operation.graphql", query);
  await page.locator(".graphiql-tab", { hasText: operationName }).waitFor({ timeout: 10_000 });
  await page.getByRole("button", { name: /^Execute query/ }).click();
}

const responseText = (page: Page) => page.locator('.monaco-editor[data-uri$="-response.json"] .view-lines').innerText();

/** Polls the response editor until `test` accepts its text; returns the text. */
async function waitForResponse(page: Page, test: (text: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = "";
  while (Date.now() < deadline) {
    text = (await responseText(page)).replace(/\u00a0/g, " ");
    if (test(text)) return text;
    await page.waitForTimeout(100);
  }
  throw new Error(`the response editor never matched; it shows:\n${text}`);
}

const notLocal = (urls: readonly string[]) => urls.filter((u) => !/^(data|blob):/.test(u) && new URL(u).hostname !== "127.0.0.1");

describe("GraphiQL at /graphiql (same-origin bundle, Chromium)", () => {
  it("is the API's own page: scripts and styles from /graphiql/assets, a CSP that allows only this origin", async () => {
    const res = await fetch(`${baseUrl}/graphiql`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    const html = await res.text();
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual(["data:,", "/graphiql/assets/main.css", "/graphiql/assets/main.js"]);
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${baseUrl}/graphiql/assets/main.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000); // React, GraphiQL and Monaco, bundled
    expect((await fetch(`${baseUrl}/graphiql/assets/..%2Fmanifest.json`)).status).toBe(404);
  });

  it("shows the schema's docs, runs a query with the headers editor's key, streams a subscription as a seat, and asks only 127.0.0.1", async () => {
    const { context, page, requests, sockets, problems } = await recordedPage();
    await page.goto(`${baseUrl}/graphiql`);
    await page.locator('.monaco-editor[data-uri$="-operation.graphql"]').waitFor({ timeout: PAGE_MS });

    // The doc explorer is built from the API's introspection (which must fit the API's depth limit).
    await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    const docs = page.locator(".graphiql-doc-explorer");
    await docs.getByRole("link", { name: "Query", exact: true }).first().click({ timeout: PAGE_MS });
    await docs.getByText("rulesets", { exact: true }).first().waitFor({ timeout: 10_000 });
    await docs.getByRole("link", { name: "Match", exact: true }).first().click();
    await docs.getByText("lastEventNumber", { exact: true }).first().waitFor({ timeout: 10_000 });
    expect(await docs.innerText()).toMatch(/^Query\s+Match\s+A stored match/);

    // A query with an API key from the headers editor: `me` names the key's client.
    const { matchId, red, blue } = await api.createDuel();
    await setEditor(page, "-request-headers.json", JSON.stringify({ authorization: `Bearer ${api.readKey}`, "x-seat-token": blue }));
    await run(page, "WhoAmI", "query WhoAmI { me { name } }");
    const me = JSON.parse(await waitForResponse(page, (t) => t.includes('"me"'))) as unknown;
    expect(me).toEqual({ data: { me: { name: "reader" } } });

    // A subscription over graphql-ws with the same headers (as the blue seat); red's command arrives live.
    await run(page, "Live", `subscription Live { matchEvents(matchId: "${matchId}") { eventNumber status } }`);
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300); // the server subscribes once it has acknowledged the connection
    const sent = await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "seen live in GraphiQL" } } }, { key: api.playKey, seat: red });
    expect(sent.body.data?.submitCommand).toMatchObject({ eventNumber: 1 });
    const update = JSON.parse(await waitForResponse(page, (t) => t.includes('"eventNumber"'))) as unknown;
    expect(update).toEqual({ data: { matchEvents: { eventNumber: 1, status: "active" } } });

    expect(sockets).toEqual([`${baseUrl.replace(/^http/, "ws")}/graphql`]);
    expect(requests).toEqual(expect.arrayContaining([`${baseUrl}/graphiql`, `${baseUrl}/graphiql/assets/main.js`, `${baseUrl}/graphiql/assets/graphql.worker.js`, `${baseUrl}/graphql`]));
    expect(notLocal([...requests, ...sockets])).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, PAGE_MS * 2);
});
