import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { OK, createPlayerTurns, defineBooleanOption, defineCommand, defineNumberOption, defineOption, defineRuleset, initPlayerTurns } from "@tactica/engine";
import type { PlayerTurnsTurn } from "@tactica/engine";
import { createApiClient, createTestApi, toRulesetEntry } from "../testing";
import type { TestApi } from "../testing";

// Issue 19: the options a match's rulings pack fixed among those players may settle in play (the engine's
// rulings.fixedByPack) are shown on Match.fixedRulings with the pack that fixed them, so a player sees why a
// ruling/settle of them is refused. A made-up ruleset with two in-play options and one the pack alone sets.
const reach = defineNumberOption({ id: "lock/reach", description: "Hexes a shout carries.", min: 1, max: 5, step: 1, default: 2, unit: "hexes",
  citation: "lock 9.1", inPlay: { by: ["agreement"], rule: "lock 1.4" } });
const hedge = defineOption({ id: "lock/hedge", description: "Does a hedge give cover?", choices: { cover: "It does.", no_cover: "It does not." },
  default: "cover", citation: "lock 7.2", inPlay: { by: ["roll"], rule: "lock 1.4" } });
const night = defineBooleanOption({ id: "lock/night", description: "Is it night?", whenTrue: "Night.", whenFalse: "Day.", default: false, citation: "lock 2.1" });

type Game = { readonly shouts: number };
const shout = defineCommand<Game, PlayerTurnsTurn, Record<string, never>>({
  schema: z.object({}).strict(), rule: "lock 9", actor: "any", validate: () => OK,
  resolve: (s) => ({ state: { ...s, game: { shouts: s.game.shouts + 1 } }, events: [] }),
});
const lock = defineRuleset<Game, PlayerTurnsTurn, Record<string, never>>({
  id: "lock", version: "1", geometry: "hex", turnModel: createPlayerTurns<Game>(), commands: { shout }, options: [reach, hedge, night],
  scenario: z.object({}).strict(),
  setup: () => ({ seats: ["red", "blue"], game: { shouts: 0 }, turn: initPlayerTurns({ seats: ["red", "blue"], first: "red", turns: 5, steps: ["play"] }) }),
  view: (s) => s.game, legalActions: (_s, seat) => [{ type: "shout", seat, payload: {} }],
});

let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi({ rulesets: [toRulesetEntry("Lock (test)", lock)] });
  key = (await createApiClient(t.db, { name: "player", scopes: ["play", "read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: { message: string }[] };
const gql = async (query: string, variables: Record<string, unknown>, seat?: string): Promise<Gql> => {
  const headers = { authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) };
  return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } })).json() as Gql;
};
const CREATE = "mutation($p: JSON) { createMatch(input: { rulesetId: \"lock\", scenario: {}, rulingsPack: $p }) { id rulingsPackHash } }";
const FIXED = "query($id: ID!) { match(id: $id) { fixedRulings { optionId value citation packId packTitle rulingsPackHash } } }";
const create = async (p: unknown) => {
  const r = await gql(CREATE, { p });
  expect(r.errors).toBeUndefined();
  return r.data?.createMatch as { id: string; rulingsPackHash: string };
};

describe("Match.fixedRulings", () => {
  it("names each in-play option the pack set, its reading, its rule and the pack; a settle of it is refused and one of another is not", async () => {
    const made = await create({ id: "club-night", ruleset: "lock", title: "Club night rulings", options: { "lock/hedge": "no_cover", "lock/night": true } });
    // lock/night is set too, but players could never settle it in play: only lock/hedge is locked by the pack.
    const fixed = (await gql(FIXED, { id: made.id })).data?.match as { fixedRulings: unknown[] };
    expect(fixed.fixedRulings).toEqual([
      { optionId: "lock/hedge", value: "no_cover", citation: "lock 7.2", packId: "club-night", packTitle: "Club night rulings", rulingsPackHash: made.rulingsPackHash },
    ]);

    const join = async (seat: string) => ((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: made.id, s: seat })).data?.joinMatch as { seatToken: string }).seatToken;
    const red = await join("red");
    await join("blue");
    const SUBMIT = "mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code } } }";
    const settle = async (payload: unknown) => (await gql(SUBMIT, { i: { matchId: made.id, type: "ruling/settle", payload } }, red)).data?.submitCommand;
    expect(await settle({ optionId: "lock/hedge", method: "roll", value: "cover" })).toEqual({ __typename: "CommandRejected", code: "ruling/fixed_by_pack" });
    expect(await settle({ optionId: "lock/reach", method: "agreement", value: 4 })).toEqual({ __typename: "CommandAccepted" });
    // A seat and a spectator see the same (the pack is public).
    expect(((await gql(FIXED, { id: made.id }, red)).data?.match as { fixedRulings: unknown[] }).fixedRulings).toEqual(fixed.fixedRulings);
  });

  it("lists both in-play options in the ruleset's order when the pack sets both, with a pack without a title", async () => {
    const made = await create({ id: "strict", ruleset: "lock", options: { "lock/hedge": "cover", "lock/reach": 3 } });
    const fixed = (await gql(FIXED, { id: made.id })).data?.match as { fixedRulings: unknown[] };
    expect(fixed.fixedRulings).toEqual([
      { optionId: "lock/reach", value: "3", citation: "lock 9.1", packId: "strict", packTitle: null, rulingsPackHash: made.rulingsPackHash },
      { optionId: "lock/hedge", value: "cover", citation: "lock 7.2", packId: "strict", packTitle: null, rulingsPackHash: made.rulingsPackHash },
    ]);
  });

  it("is empty for the default pack and for a pack setting no in-play option", async () => {
    for (const p of [null, { id: "dark", ruleset: "lock", options: { "lock/night": true } }]) {
      const made = await create(p);
      expect((await gql(FIXED, { id: made.id })).data?.match).toEqual({ fixedRulings: [] });
    }
  });
});
