// Issue 18: every ruleset publishes JSON Schemas of its inputs (command payloads, fireOdds situations, scenario
// documents) through `rulesets`, a wrong shape is refused naming the path and the shape expected there, and a JSON
// Schema validator (ajv, already installed) accepts the documented examples and the server's own legal actions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// ajv 6 is in node_modules (a dependency of the lint tools); it reads the draft 2020-12 keywords zod emits here.
import Ajv from "ajv";
import { seedShippedData } from "@tactica/db";
import { SHIPPED_SCENARIOS, shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  key = (await createApiClient(t.db, { name: "bot", scopes: ["read", "play"] })).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Gql<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, seat?: string): Promise<Gql<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) };
  return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } })).json() as Gql<T>;
}

type Served = { id: string; fireOddsSituationSchema: object | null; scenarioSchema: object | null; commands: { type: string; payloadSchema: object | null }[] };
const RULESETS = `{ rulesets { id fireOddsSituationSchema scenarioSchema commands { type payloadSchema } } }`;
const ajv = new Ajv({ validateSchema: false, unknownFormats: "ignore", allErrors: true });
/** A validator of a served schema (its 2020-12 `$schema` tag dropped: ajv 6 checks by keywords, not by draft). */
const compile = (schema: object) => {
  const { $schema: _drop, ...rest } = schema as Record<string, unknown>;
  return ajv.compile(rest);
};

// The situations docs/api.md shows (and odds.test.ts asks), one valid and one misshapen per ruleset.
const EXAMPLES: Record<string, { ok: unknown[]; bad: unknown; message: string }> = {
  firepower: {
    ok: [{ weapon: "RFL", range: 5, firer: { posture: "crouch" }, target: { posture: "stand", running: true } }, { weapon: "HGN", range: 3, firer: { posture: "stand" }, target: { posture: "prone" } }],
    bad: { weapon: "RFL", range: 5, firer: { posture: "crouch" }, target: { posture: "standing" } },
    message: 'situation.target.posture: expected one of "stand","crouch","prone"',
  },
  patrol: {
    ok: [{ attack: { weapon: "BR", range: 4 }, defense: { mode: "mixed", terrain: "clear", posture: "erect" } }],
    bad: { attack: { weapon: "BR", range: 4 }, defense: { mode: "mixed", terrain: "clear", posture: "standing" } },
    message: 'situation.defense.posture: expected one of "erect","prone","prone-hidden"',
  },
  sniper: {
    ok: [{ weapon: "AR", range: 14, mode: "opportunity", wounded: true }, { weapon: "R", range: 5, target: { terrain: "building", posture: "prone", marker: "none" } }],
    bad: { weapon: "AR", range: 14, target: { terrain: "clear", posture: "erect", marker: "none" } },
    message: 'situation.target.posture: expected one of "standing","prone"',
  },
  wwb: {
    ok: [{ weapon: "m1_garand", range: 4, target: { stance: "standing" } }, { weapon: "kar98k", range: 0, sameMhx: true, mode: "opportunity", shooter: { stance: "kneeling", weapons: 1 }, target: { stance: "kneeling", cover: "hedge" }, headShot: true }],
    bad: { weapon: "m1_garand", range: 4, target: { stance: "crouch" } },
    message: 'situation.target.stance: expected one of "standing","kneeling","prone"',
  },
  fow: {
    ok: [{ dice: 2, isHitOn: 3, longRange: true, weapon: { antiTank: 10, firepower: 3 }, target: { kind: "tank", armour: 6 } }, { dice: 3, isHitOn: 3, concealed: true, goneToGround: true, weapon: { antiTank: 2, firepower: 6 }, target: { kind: "infantry", save: 3, bulletproof: true } }],
    bad: { dice: 2, isHitOn: 3, weapon: { antiTank: 10, firepower: 3 }, target: { kind: "aircraft" } },
    message: 'situation.target.kind: expected one of "tank","infantry","gun"',
  },
};

describe("input schemas", () => {
  it("are served for every ruleset: each command's payload, the fireOdds situation and the scenario document", async () => {
    const r = await gql<{ rulesets: Served[] }>(RULESETS);
    expect(r.errors).toBeUndefined();
    const served = r.data!.rulesets;
    expect(served.map((s) => s.id).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const s of served) {
      expect(s.fireOddsSituationSchema, s.id).toMatchObject({ $schema: "https://json-schema.org/draft/2020-12/schema" });
      expect(s.scenarioSchema, s.id).not.toBeNull();
      expect(s.commands.length, s.id).toBeGreaterThan(0);
      for (const c of s.commands) expect(c.payloadSchema, `${s.id} ${c.type}`).not.toBeNull();
    }
  });

  it("accept the documented fireOdds examples and refuse a wrong shape, as the server does, naming the path and the values expected", async () => {
    const served = (await gql<{ rulesets: Served[] }>(RULESETS)).data!.rulesets;
    for (const s of served) {
      const ex = EXAMPLES[s.id]!;
      const validate = compile(s.fireOddsSituationSchema!);
      for (const ok of ex.ok) {
        expect(validate(ok), `${s.id} ${JSON.stringify(validate.errors)}`).toBe(true);
        expect((await gql(`query($i: FireOddsInput!) { fireOdds(input: $i) { system } }`, { i: { rulesetId: s.id, situation: ok } })).errors, s.id).toBeUndefined();
      }
      expect(validate(ex.bad), s.id).toBe(false);
      const refused = await gql(`query($i: FireOddsInput!) { fireOdds(input: $i) { system } }`, { i: { rulesetId: s.id, situation: ex.bad } });
      expect(refused.errors?.[0]?.extensions?.code, s.id).toBe("odds/invalid_situation");
      expect(refused.errors?.[0]?.message, s.id).toBe(ex.message);
    }
  });

  it("accept every legal action the server offers at the start of each shipped scenario, by its command's payloadSchema", async () => {
    const served = new Map((await gql<{ rulesets: Served[] }>(RULESETS)).data!.rulesets.map((s) => [s.id, s]));
    let checked = 0;
    for (const sc of SHIPPED_SCENARIOS) {
      const made = await gql<{ createMatch: { id: string; seats: { seat: string }[] } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id seats { seat } } }`, { i: { rulesetId: sc.rulesetId, scenarioId: sc.id } });
      const { id, seats } = made.data!.createMatch;
      const tokens: string[] = [];
      for (const { seat } of seats) tokens.push((await gql<{ joinMatch: { seatToken: string } }>(`mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }`, { m: id, s: seat })).data!.joinMatch.seatToken);
      for (const seat of tokens) {
        const actions = (await gql<{ legalActions: { type: string; payload: unknown }[] }>(`query($m: ID!) { legalActions(matchId: $m) }`, { m: id }, seat)).data?.legalActions ?? [];
        for (const a of actions.slice(0, 20)) {
          const schema = served.get(sc.rulesetId)!.commands.find((c) => c.type === a.type)?.payloadSchema;
          expect(schema, `${sc.id} ${a.type}`).toBeDefined();
          const validate = compile(schema!);
          expect(validate(a.payload ?? {}), `${sc.id} ${a.type} ${JSON.stringify(validate.errors)}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it("refuse a misshapen command payload naming each path and the shape expected there", async () => {
    const sc = SHIPPED_SCENARIOS.find((s) => s.id === "firepower-basic-game")!;
    const made = await gql<{ createMatch: { id: string; seats: { seat: string }[] } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id seats { seat } } }`, { i: { rulesetId: sc.rulesetId, scenarioId: sc.id } });
    const { id, seats } = made.data!.createMatch;
    const tokens = new Map<string, string>();
    for (const { seat } of seats) tokens.set(seat, (await gql<{ joinMatch: { seatToken: string } }>(`mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }`, { m: id, s: seat })).data!.joinMatch.seatToken);
    const served = (await gql<{ rulesets: Served[] }>(RULESETS)).data!.rulesets.find((s) => s.id === sc.rulesetId)!;
    // A command whose payload names an object with a required string field: send a number there and an unknown key.
    const fire = served.commands.find((c) => c.type === "fire")!.payloadSchema as { properties: Record<string, { type?: string }>; required: string[] };
    const field = fire.required.find((f) => fire.properties[f]?.type === "string")!;
    expect(field).toBeDefined();
    const r = await gql<{ submitCommand: { __typename: string; code?: string; message?: string } }>(
      `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code message } } }`,
      { i: { matchId: id, type: "fire", payload: { [field]: 7 } } }, tokens.get("A"));
    expect(r.data?.submitCommand.__typename).toBe("CommandRejected");
    // The payload is parsed before the turn is checked: every problem, each with its path and the shape expected.
    expect(r.data?.submitCommand.code).toBe("command/invalid_payload");
    expect(r.data?.submitCommand.message).toContain(`payload.${field}: expected string, got number`);
    const missing = fire.required.filter((f) => f !== field);
    for (const f of missing) expect(r.data?.submitCommand.message).toMatch(new RegExp(`payload\\.${f}: required: expected \\w+`));
  }, 60_000);
});
