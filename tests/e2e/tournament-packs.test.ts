import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { defaultModules } from "@tactica/rulesets";
import { createInjectClient } from "./support/inject-client";

// Issue 24 "Rulings packs as published documents" and "Official charts": an organiser saves drafts (rulings citing their
// rule, uploaded charts checked cell by cell), publishes a version (fixed, hashed, public page and JSON), and a match
// created with publishedPack { id, version } records it; the match's tables say the uploaded cells are organiser-supplied.

let t: TestApi;
let client: ReturnType<typeof createInjectClient>;
let organiser = "";
let rival = "";
let player = "";
const PANIC = "firepower/panic_numbers";

beforeAll(async () => {
  t = await createTestApi({ modules: defaultModules() });
  client = createInjectClient(t);
  organiser = (await createApiClient(t.db, { name: "organiser", scopes: ["organise", "play"], rateLimitPerMinute: 100_000 })).key;
  rival = (await createApiClient(t.db, { name: "rival", scopes: ["organise"], rateLimitPerMinute: 100_000 })).key;
  player = (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
}, 60_000);
afterAll(async () => { await t?.close(); });

const SAVE = `mutation($i: SaveRulingsPackInput!) { saveRulingsPackDraft(input: $i) {
  __typename ... on PackSaved { pack { packId version status hash tables { tableId cellCount source } } } ... on PackInvalid { issues { path code message } } } }`;
const PUBLISH = "mutation($p: String!, $v: Int!) { publishRulingsPack(packId: $p, version: $v) { version status hash url rulings { optionId value citation note } } }";
const rulings = [{ optionId: "firepower/grenade_long_hit", value: "card", citation: "Firepower 6.3.2.1.1", note: "Our printed card reads 3." }];
// Two cells of the panic chart as the organiser's printed copy gives them (a patch: the other cells stay shipped).
const chart = { tableId: PANIC, version: "club-print-1", source: "club's printed Panic Chart", cells: [{ inputs: { reduction: 1, chits: 2 }, value: 6 }, { inputs: { reduction: 2, chits: 3 }, value: 5 }] };
const input = (over: Record<string, unknown> = {}) => ({ packId: "club-open", rulesetId: "firepower", title: "Club open rulings", rulings, tables: { [PANIC]: chart }, ...over });
const counts = async () => [await t.db.prisma.publishedPack.count(), await t.db.prisma.rulingsPack.count()];

describe("published rulings packs (issue 24)", () => {
  it("a chart that does not fit its schema, an unknown option or a ruling without its rule is refused with the path, storing nothing", async () => {
    const before = await counts();
    const bad = { ...chart, cells: [{ inputs: { reduction: 1, chits: 2 }, value: 12 }, { inputs: { reduction: 9, chits: 2 }, value: 4 }, { inputs: { reduction: 1 }, value: "x" }] };
    const r = await client.gql(SAVE, { i: input({ tables: { [PANIC]: bad, "firepower/no_such_chart": chart } }) }, { key: organiser });
    const out = r.data?.saveRulingsPackDraft as { __typename: string; issues: { path: string; code: string; message: string }[] };
    expect(out.__typename).toBe("PackInvalid");
    const paths = out.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining([
      `tables.${PANIC}.cells.0.value`, `tables.${PANIC}.cells.1.inputs.reduction`, `tables.${PANIC}.cells.2.inputs.chits`, `tables.${PANIC}.cells.2.value`, "tables.firepower/no_such_chart",
    ]));
    expect(out.issues.find((i) => i.path === `tables.${PANIC}.cells.0.value`)?.message).toMatch(/10/);
    const opt = await client.gql(SAVE, { i: input({ rulings: [{ optionId: "firepower/grenade_long_hit", value: "maybe", citation: "" }, { optionId: "firepower/no_such", value: "x", citation: "1.1" }] }) }, { key: organiser });
    const issues = (opt.data?.saveRulingsPackDraft as { issues: { path: string; code: string }[] }).issues;
    expect(issues).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: "rulings.0.citation", code: "rulings/no_citation" }),
      expect.objectContaining({ path: "rulings.0.value", code: "options/bad_choice" }),
      expect.objectContaining({ path: "rulings.1.value", code: "options/unknown_option" }),
    ]));
    expect(await counts()).toEqual(before);
    const noScope = await client.gql(SAVE, { i: input() }, { key: player });
    expect(noScope.errors?.[0]?.extensions?.code).toBe("auth/forbidden");
  });

  it("drafts are versioned, a published version is hashed and public, and only its organiser versions it", async () => {
    const v1 = await client.gql(SAVE, { i: input() }, { key: organiser });
    expect(v1.data?.saveRulingsPackDraft).toEqual({ __typename: "PackSaved", pack: {
      packId: "club-open", version: 1, status: "draft", hash: null, tables: [{ tableId: PANIC, cellCount: 2, source: "club's printed Panic Chart" }],
    } });
    // A draft is not public yet.
    expect((await t.app.inject({ method: "GET", url: "/rulings-packs/club-open/1.json" })).statusCode).toBe(404);
    const v2 = await client.gql(SAVE, { i: input({ notes: "Round time 90 minutes." }) }, { key: organiser });
    expect((v2.data?.saveRulingsPackDraft as { pack: { version: number } }).pack.version).toBe(2);
    const stolen = await client.gql(SAVE, { i: input() }, { key: rival });
    expect(stolen.errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    const pub = await client.gql(PUBLISH, { p: "club-open", v: 2 }, { key: organiser });
    const published = pub.data?.publishRulingsPack as { hash: string; url: string; status: string; rulings: unknown[] };
    expect(published).toMatchObject({ status: "published", url: "/rulings-packs/club-open/2", rulings: [{ ...rulings[0] }] });
    const file = await t.app.inject({ method: "GET", url: "/rulings-packs/club-open/2.json" });
    expect(file.statusCode).toBe(200);
    const doc = file.json() as { id: string; options: Record<string, string>; tables: Record<string, { cells: { provenance: { kind: string; source: string } }[] }> };
    expect(doc.id).toBe("club-open@2");
    expect(doc.options).toEqual({ "firepower/grenade_long_hit": "card" });
    expect(doc.tables[PANIC]?.cells.map((c) => c.provenance)).toEqual([0, 1].map(() => ({ kind: "external", source: "organiser-supplied: rulings pack club-open v2 (club's printed Panic Chart)" })));
    expect(file.headers["x-content-sha256"]).toBe(published.hash);
    const page = await t.app.inject({ method: "GET", url: "/rulings-packs/club-open/2" });
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("<td>firepower/grenade_long_hit</td><td>card</td><td>Firepower 6.3.2.1.1</td><td>Our printed card reads 3.</td>");
    expect(page.body).toContain(published.hash);
    const versions = await client.gql("query { rulingsPackVersions(packId: \"club-open\") { version status } }", {}, { key: player });
    expect(versions.data?.rulingsPackVersions).toEqual([{ version: 2, status: "published" }]);
    // The hash is the SHA-256 of the pack's canonical JSON (sorted keys), which the match records.
    const canonical = (v: unknown): string => Array.isArray(v) ? `[${v.map(canonical).join(",")}]`
      : v !== null && typeof v === "object" ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}` : JSON.stringify(v);
    expect(createHash("sha256").update(canonical(doc)).digest("hex")).toBe(published.hash);
  });

  it("a match created with publishedPack records id, version and hash, and its tables say organiser-supplied", async () => {
    const CREATE = "mutation($p: PublishedPackInput, $s: JSON) { createMatch(input: { rulesetId: \"firepower\", scenario: $s, publishedPack: $p }) { id rulingsPackHash publishedPack { packId version hash } } }";
    const draft = await client.gql(CREATE, { p: { id: "club-open", version: 1 }, s: BASIC_GAME_SCENARIO }, { key: organiser });
    expect(draft.errors?.[0]?.extensions?.code).toBe("request/invalid");
    const made = await client.gql(CREATE, { p: { id: "club-open", version: 2 }, s: BASIC_GAME_SCENARIO }, { key: organiser });
    const m = made.data?.createMatch as { id: string; rulingsPackHash: string; publishedPack: { packId: string; version: number; hash: string } };
    expect(m.publishedPack).toEqual({ packId: "club-open", version: 2, hash: m.rulingsPackHash });
    const q = `query($m: ID!, $t: String!) { match(id: $m) { view rulesTable(tableId: $t) { overridden provenanceCounts cells } } }`;
    const read = await client.gql(q, { m: m.id, t: PANIC }, { key: player });
    const match = read.data?.match as { view: { options: Record<string, string> }; rulesTable: { overridden: boolean; provenanceCounts: Record<string, number>; cells: { inputs: { reduction: number; chits: number }; value: number; provenance: { kind: string; source?: string } }[] } };
    expect(match.view.options["firepower/grenade_long_hit"]).toBe("card");
    expect(match.rulesTable.overridden).toBe(true);
    const cell = match.rulesTable.cells.find((c) => c.inputs.reduction === 1 && c.inputs.chits === 2);
    expect(cell).toEqual({ inputs: { reduction: 1, chits: 2 }, value: 6, provenance: { kind: "external", source: "organiser-supplied: rulings pack club-open v2 (club's printed Panic Chart)" } });
    // The other cells stay the shipped placeholders (10 cells: 2 uploaded, 8 placeholder).
    expect(match.rulesTable.provenanceCounts).toEqual({ book: 0, external: 2, reconstructed: 0, placeholder: 8 });
    const plain = await client.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"firepower\", scenario: $s }) { publishedPack { packId } } }", { s: BASIC_GAME_SCENARIO }, { key: organiser });
    expect(plain.data?.createMatch).toEqual({ publishedPack: null });
  });
});
