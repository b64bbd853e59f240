import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { createRulingsPack, defaultRulings, rulingsPackHash } from "@tactica/engine";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Issue #9: a stored scenario keeps its rule options (as a rulings pack) and its victory conditions; createMatch plays it with them.
let t: TestApi;
let authorKey = "";
let playKey = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  authorKey = (await createApiClient(t.db, { name: "scenario author", scopes: ["author"] })).key;
  playKey = (await createApiClient(t.db, { name: "player", scopes: ["play"] })).key;
});
afterAll(async () => {
  await t?.close();
});

type Issue = { path: string; message: string; hex: string | null; side: string | null; code: string | null };
type Saved = { __typename: string; scenario?: { version: number; rulingsPackHash: string | null }; issues?: Issue[] };
type Gql<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const gql = async <T>(query: string, variables: Record<string, unknown>, key: string | null = authorKey): Promise<Gql<T>> => {
  const headers = key === null ? {} : { authorization: `Bearer ${key}` };
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } });
  return res.json() as Gql<T>;
};

const SAVE = `mutation($input: SaveScenarioInput!) { saveScenario(input: $input) {
  __typename ... on ScenarioSaved { scenario { version rulingsPackHash } } ... on ScenarioInvalid { issues { path message hex side code } }
} }`;
const LOAD = `query($id: ID!) { scenario(id: $id) { version rulingsPackHash rulingsPack victoryConditions { side kind value hexes text } } }`;
const CREATE = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id rulingsPackHash scenarioId } }`;

const doc = { ...BASIC_GAME_SCENARIO, id: "club-basic" };
const hexA = doc.sides.A.soldiers[0]?.hex ?? "";
const options = { "firepower/grenade_long_hit": "card" };
const pack = { id: "club-basic-options", ruleset: "firepower", options };
const victory = [
  { side: "A", kind: "points", value: 5 },
  { side: "B", kind: "hold-hexes", hexes: [hexA] },
  { side: "B", kind: "custom", text: "B holds the farm at the end of turn 6" },
];
const save = (extra: Record<string, unknown>, baseVersion: number | null = null) =>
  gql<{ saveScenario: Saved }>(SAVE, { input: { id: "club-basic", name: "Club basic game", rulesetId: "firepower", document: doc, baseVersion, ...extra } });
const load = async () => (await gql<{ scenario: Record<string, unknown> }>(LOAD, { id: "club-basic" }, null)).data?.scenario;
const packRows = () => t.db.prisma.rulingsPack.count();
const matchOptions = async (id: string) => ((await t.db.prisma.match.findUniqueOrThrow({ where: { id }, select: { state: true } })).state as { options: Record<string, string> }).options;

describe("scenarios keep their rulings pack and victory conditions", () => {
  const hash = rulingsPackHash(createRulingsPack(pack));

  it("saveScenario stores the pack by hash and the stated victory; scenario(id) returns both", async () => {
    const saved = await save({ rulingsPack: pack, victoryConditions: victory });
    expect(saved.data?.saveScenario).toEqual({ __typename: "ScenarioSaved", scenario: { version: 1, rulingsPackHash: hash } });
    expect(await load()).toEqual({
      version: 1, rulingsPackHash: hash, rulingsPack: { id: "club-basic-options", ruleset: "firepower", options, tables: {} },
      victoryConditions: [
        { side: "A", kind: "points", value: 5, hexes: [], text: null },
        { side: "B", kind: "hold-hexes", value: null, hexes: [hexA], text: null },
        { side: "B", kind: "custom", value: null, hexes: [], text: "B holds the farm at the end of turn 6" },
      ],
    });
  });

  it("stores nothing when an option id or choice is unknown, naming the option (typed code), or a victory side or hex is not the scenario's", async () => {
    const before = await packRows();
    const badOptions = await save({ rulingsPack: { ...pack, options: { "firepower/no_such_rule": "on", "firepower/grenade_long_hit": "maybe" } }, victoryConditions: victory }, 1);
    expect(badOptions.data?.saveScenario.__typename).toBe("ScenarioInvalid");
    expect(badOptions.data?.saveScenario.issues).toEqual([
      { path: "rulingsPack.options.firepower/no_such_rule", message: 'no option "firepower/no_such_rule" in this ruleset', hex: null, side: null, code: "options/unknown_option" },
      { path: "rulingsPack.options.firepower/grenade_long_hit", message: 'option "firepower/grenade_long_hit" has no choice "maybe" (allowed: text, card)', hex: null, side: null, code: "options/bad_choice" },
    ]);
    const badVictory = await save({ rulingsPack: pack, victoryConditions: [{ side: "alpha", kind: "points", value: 2 }, { side: "A", kind: "hold-hexes", hexes: ["2Z9"] }] }, 1);
    expect(badVictory.data?.saveScenario.issues).toEqual([
      { path: "victoryConditions[0].side", message: 'no side "alpha" in this scenario (its sides: A, B)', hex: null, side: null, code: null },
      { path: "victoryConditions[1].hexes[0]", message: "hex 2Z9 is not on the scenario's map", hex: "2Z9", side: "A", code: null },
    ]);
    expect(await packRows()).toBe(before);
    expect(await load()).toMatchObject({ version: 1, rulingsPackHash: hash });
  });

  it("validateScenario reports the same issues without storing", async () => {
    const q = `query($d: JSON!, $p: JSON) { validateScenario(rulesetId: "firepower", document: $d, rulingsPack: $p) { path code } }`;
    expect((await gql<{ validateScenario: unknown[] }>(q, { d: doc, p: pack }, null)).data?.validateScenario).toEqual([]);
    expect((await gql<{ validateScenario: unknown[] }>(q, { d: doc, p: { ...pack, ruleset: "patrol" } }, null)).data?.validateScenario)
      .toEqual([{ path: "rulingsPack.ruleset", code: "options/ruleset_mismatch" }]);
  });

  it("createMatch(scenarioId) without a pack plays the scenario's; an explicit pack wins", async () => {
    const stored = await gql<{ createMatch: { id: string; rulingsPackHash: string; scenarioId: string } }>(CREATE, { input: { rulesetId: "firepower", scenarioId: "club-basic" } }, playKey);
    expect(stored.data?.createMatch).toMatchObject({ rulingsPackHash: hash, scenarioId: "club-basic" });
    expect((await matchOptions(stored.data?.createMatch.id ?? ""))["firepower/grenade_long_hit"]).toBe("card");
    const explicit = { id: "organiser", ruleset: "firepower", options: { "firepower/grenade_long_hit": "text" } };
    const own = await gql<{ createMatch: { id: string; rulingsPackHash: string } }>(CREATE, { input: { rulesetId: "firepower", scenarioId: "club-basic", rulingsPack: explicit } }, playKey);
    expect(own.data?.createMatch.rulingsPackHash).toBe(rulingsPackHash(createRulingsPack(explicit)));
    expect((await matchOptions(own.data?.createMatch.id ?? ""))["firepower/grenade_long_hit"]).toBe("text");
  });

  it("a save without a pack goes back to the default pack, and the pack in use cannot be deleted", async () => {
    const resaved = await save({}, 1);
    expect(resaved.data?.saveScenario).toEqual({ __typename: "ScenarioSaved", scenario: { version: 2, rulingsPackHash: null } });
    expect(await load()).toMatchObject({ rulingsPack: null, victoryConditions: [] });
    const made = await gql<{ createMatch: { rulingsPackHash: string } }>(CREATE, { input: { rulesetId: "firepower", scenarioId: "club-basic" } }, playKey);
    expect(made.data?.createMatch.rulingsPackHash).toBe(rulingsPackHash(defaultRulings({ id: "firepower" })));
    await save({ rulingsPack: pack }, 2);
    await expect(t.db.prisma.rulingsPack.delete({ where: { hash } })).rejects.toThrow();
  });

  it("Patrol! victory sides are its seats, alpha and bravo", async () => {
    const patrol = { ob: "27.11", situation: "raid", board: { cols: 14, rows: 5 }, forces: { alpha: "2BR", bravo: "1MG" }, deploy: { a01: { hex: "0101" }, b01: { hex: "1405" } } };
    const q = `query($d: JSON!, $v: [ScenarioVictoryConditionInput!]) { validateScenario(rulesetId: "patrol", document: $d, victoryConditions: $v) { path message } }`;
    expect((await gql<{ validateScenario: unknown[] }>(q, { d: patrol, v: [{ side: "alpha", kind: "exit-units", value: 2 }] }, null)).data?.validateScenario).toEqual([]);
    expect((await gql<{ validateScenario: unknown[] }>(q, { d: patrol, v: [{ side: "A", kind: "exit-units", value: 2 }] }, null)).data?.validateScenario)
      .toEqual([{ path: "victoryConditions[0].side", message: 'no side "A" in this scenario (its sides: alpha, bravo)' }]);
  });
});
