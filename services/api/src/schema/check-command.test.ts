// Issue 18: checkCommand is a dry run of submitCommand for the caller's seat: nothing stored, every problem at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (seat) headers["x-seat-token"] = seat;
  return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } })).json() as Gql<T>;
}

const CHECK = `query($m: ID!, $t: String!, $p: JSON) { checkCommand(matchId: $m, type: $t, payload: $p) { ok problems { code message rule path } } }`;
type Check = { checkCommand: { ok: boolean; problems: { code: string; message: string; rule: string; path: string[] }[] } };
type Cmd = { type: string; payload: { plot?: { orders: Record<string, unknown[]> } }; details?: { man?: string; cost?: number; ma?: number; rule?: string } };

describe("checkCommand (dry run)", () => {
  it("patrol 5.0, 6.1, 26.76: a listed plot step checks ok; a bad Raid plot lists each of its five problems with its path and rule, stores nothing, and submitCommand refuses it with the first", async () => {
    const s = SHIPPED_SCENARIOS.find((x) => x.id === "patrol-normandy-raid")!;
    const made = await gql<{ createMatch: { id: string } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, { i: { rulesetId: s.rulesetId, scenarioId: s.id } });
    const m = made.data!.createMatch.id;
    const join = async (seat: string) => (await gql<{ joinMatch: { seatToken: string } }>(`mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }`, { m, s: seat })).data!.joinMatch.seatToken;
    const alpha = await join("alpha"), bravo = await join("bravo");
    const legal = (await gql<{ legalActions: Cmd[] }>(`query($m: ID!) { legalActions(matchId: $m) }`, { m }, bravo)).data!.legalActions;
    const step = legal.find((a) => a.type === "turn/submit_plot" && Object.keys(a.payload.plot!.orders).length === 1)!;
    expect(step).toBeDefined();
    // legalActions carries each step's man, MP cost, MA and rule beside the command.
    expect(step.details).toMatchObject({ man: Object.keys(step.payload.plot!.orders)[0], ma: expect.any(Number), rule: expect.stringMatching(/^patrol /) });
    expect((await gql<Check>(CHECK, { m, t: step.type, p: step.payload }, bravo)).data!.checkCommand).toEqual({ ok: true, problems: [] });

    const men = (await gql<{ match: { view: { game: { men: Record<string, { side: string }> } } } }>(`query($m: ID!) { match(id: $m) { view } }`, { m }, bravo)).data!.match.view.game.men;
    const own = Object.keys(men).filter((id) => men[id]!.side === "bravo");
    const foe = Object.keys(men).find((id) => men[id]!.side === "alpha")!;
    const plot = { orders: { [own[0]!]: [{ code: "DF", target: "nobody" }], [own[1]!]: [{ code: "PMV", to: "A" }], [foe]: [{ code: "PP" }] } };
    const before = (await gql<{ match: { lastEventNumber: number } }>(`query($m: ID!) { match(id: $m) { lastEventNumber } }`, { m })).data!.match.lastEventNumber;
    const dry = (await gql<Check>(CHECK, { m, t: "turn/submit_plot", p: { plot } }, bravo)).data!.checkCommand;
    expect(dry.ok).toBe(false);
    expect(dry.problems.map((p) => [p.code, p.path.join("/")])).toEqual([
      ["plot/engagement", `plot/orders/${own[0]}`], // 26.76 b: no DF in the Raid until the turn after Contact
      ["plot/bad_target", `plot/orders/${own[0]}/0`], // 10.11: and there is no such enemy
      ["plot/engagement", `plot/orders/${own[1]}`], // 26.76 a: β may not move until then
      ["plot/bad_prone_move", `plot/orders/${own[1]}/0`], // 7.52: and PMV is for prone men: he stands
      ["plot/not_your_man", `plot/orders/${foe}`], // 5.0
    ]);
    expect(dry.problems.every((p) => p.rule.startsWith("patrol "))).toBe(true);
    expect((await gql<{ match: { lastEventNumber: number } }>(`query($m: ID!) { match(id: $m) { lastEventNumber } }`, { m })).data!.match.lastEventNumber).toBe(before);
    const sent = await gql<{ submitCommand: { __typename: string; code?: string } }>(`mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code } } }`, { i: { matchId: m, type: "turn/submit_plot", payload: { plot } } }, bravo);
    expect(sent.data!.submitCommand).toEqual({ __typename: "CommandRejected", code: "plot/engagement" });

    // Malformed payloads: every schema issue with its path. Spectators have no commands to check.
    const bad = (await gql<Check>(CHECK, { m, t: "turn/submit_plot", p: { plot: { orders: { [own[0]!]: [{ code: "MV" }, { code: "XX" }] } } } }, alpha)).data!.checkCommand;
    expect(bad.problems.map((p) => [p.code, p.path.join("/")])).toEqual([["command/invalid_payload", `plot/orders/${own[0]}/0/path`], ["command/invalid_payload", `plot/orders/${own[0]}/1/code`]]);
    expect((await gql<Check>(CHECK, { m, t: "turn/lock_plot", p: {} })).errors?.length).toBeGreaterThan(0);
  });
});
