import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  OK, choiceOption, createPlayerTurns, defineBooleanOption, defineCommand, defineNumberOption, defineOption, defineRuleset,
  initPlayerTurns, numberOption, replayMatch, toMatchRecord, verifiableDiceFactory,
} from "@tactica/engine";
import type { PlayerTurnsTurn } from "@tactica/engine";
import { createApiClient, createTestApi, toRulesetEntry } from "../testing";
import type { TestApi } from "../testing";

// Issue 19: numeric and boolean options with ranges at createMatch, and a ruling settled mid-match through
// submitCommand, on the real API and PostgreSQL. The ruleset is a made-up one declaring each kind of option.
const reach = defineNumberOption({ id: "knob/reach", description: "Hexes a shout carries.", min: 1, max: 5, step: 1, default: 2, unit: "hexes",
  citation: "knob 9.1", inPlay: { by: ["agreement"], rule: "knob 1.4" } });
const hedge = defineOption({ id: "knob/hedge", description: "Does a hedge give cover?", choices: { cover: "It does.", no_cover: "It does not." },
  default: "cover", citation: "knob 7.2", inPlay: { by: ["roll"], rule: "knob 1.4 (disputes: roll a die)" } });
const night = defineBooleanOption({ id: "knob/night", description: "Is it night?", whenTrue: "Night.", whenFalse: "Day.", default: false, citation: "knob 2.1" });

type Game = { readonly heard: readonly string[] };
const shout = defineCommand<Game, PlayerTurnsTurn, Record<string, never>>({
  schema: z.object({}).strict(), rule: "knob 9", actor: "any", validate: () => OK,
  resolve: (s, cmd, _d, ctx) => ({ state: { ...s, game: { heard: [...s.game.heard, `${cmd.seat}:${choiceOption(ctx.options, hedge)}:${numberOption(ctx.options, reach)}`] } }, events: [] }),
});
const knob = defineRuleset<Game, PlayerTurnsTurn, Record<string, never>>({
  id: "knob", version: "1", geometry: "hex", turnModel: createPlayerTurns<Game>(), commands: { shout }, options: [reach, hedge, night],
  scenario: z.object({}).strict(),
  setup: () => ({ seats: ["red", "blue"], game: { heard: [] }, turn: initPlayerTurns({ seats: ["red", "blue"], first: "red", turns: 5, steps: ["play"] }) }),
  view: (s) => s.game, legalActions: (_s, seat) => [{ type: "shout", seat, payload: {} }],
});

let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi({ rulesets: [toRulesetEntry("Knob (test)", knob)] });
  key = (await createApiClient(t.db, { name: "player", scopes: ["play", "read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Err = { message: string; extensions?: Record<string, unknown> };
type Gql = { data?: Record<string, unknown> | null; errors?: Err[] };
const gql = async (query: string, variables: Record<string, unknown>, seat?: string): Promise<Gql> => {
  const headers = { authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) };
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } });
  return res.json() as Gql;
};
const CREATE = "mutation($p: JSON) { createMatch(input: { rulesetId: \"knob\", scenario: {}, rulingsPack: $p }) { id } }";
const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) {
  __typename ... on CommandAccepted { eventNumber events } ... on CommandRejected { code message rule } } }`;
const pack = (options: Record<string, unknown>) => ({ id: "club", ruleset: "knob", options });
const counts = async () => [await t.db.prisma.match.count(), await t.db.prisma.rulingsPack.count()];

describe("createMatch with number and boolean options", () => {
  it("refuses a number out of range with a typed error naming the option, the value and the range, and stores nothing", async () => {
    const before = await counts();
    const r = await gql(CREATE, { p: pack({ "knob/reach": 9, "knob/night": true }) });
    expect(r.data?.createMatch ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: "match/invalid_setup", reason: "options/out_of_range", optionId: "knob/reach", value: "9",
      range: { min: "1", max: "5", step: "1", unit: "hexes" },
    });
    expect(r.errors?.[0]?.message).toBe('rulingsPack.options: option "knob/reach" takes 1 to 5 in steps of 1 (hexes); 9 is outside it');
    const notYesNo = await gql(CREATE, { p: pack({ "knob/reach": "far", "knob/night": "maybe" }) });
    expect(notYesNo.errors?.[0]?.extensions).toMatchObject({ reason: "options/not_a_number", optionId: "knob/reach", value: "far" });
    expect((notYesNo.errors?.[0]?.extensions?.problems as Array<{ code: string }>).map((p) => p.code)).toEqual(["options/not_a_number", "options/bad_choice"]);
    expect(await counts()).toEqual(before);
  });

  it("accepts JSON numbers and booleans in range and stores them canonically as strings", async () => {
    const r = await gql(CREATE, { p: pack({ "knob/reach": 4, "knob/night": true }) });
    const id = (r.data?.createMatch as { id: string } | undefined)?.id;
    expect(r.errors).toBeUndefined();
    const row = await t.db.prisma.match.findUniqueOrThrow({ where: { id: id ?? "" } });
    expect((row.state as { options: Record<string, string> }).options).toEqual({ "knob/reach": "4", "knob/hedge": "cover", "knob/night": "true" });
    const same = await gql(CREATE, { p: pack({ "knob/reach": "4", "knob/night": "true" }) });
    const sameRow = await t.db.prisma.match.findUniqueOrThrow({ where: { id: (same.data?.createMatch as { id: string }).id } });
    expect(sameRow.rulingsPackHash).toBe(row.rulingsPackHash);
    expect(sameRow.stateHash).toBe(row.stateHash);
  });
});

describe("a ruling settled mid-match through submitCommand", () => {
  it("is refused a second time, read by later commands, shown in views, and replays to the same hashes", async () => {
    // The pack sets no option players may settle in play (one it set would be the organiser's ruling: see below).
    const made = await gql(CREATE, { p: pack({ "knob/night": true }) });
    const matchId = (made.data?.createMatch as { id: string }).id;
    const join = async (seat: string) => ((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat })).data?.joinMatch as { seatToken: string }).seatToken;
    const red = await join("red");
    const blue = await join("blue");
    const submit = async (seat: string, type: string, payload: unknown) =>
      (await gql(SUBMIT, { i: { matchId, type, payload } }, seat)).data?.submitCommand as { __typename: string; code?: string; events?: Array<{ type: string; data: Record<string, unknown> }> };

    expect((await submit(red, "shout", {})).__typename).toBe("CommandAccepted");
    const rolled = await submit(blue, "ruling/settle", { optionId: "knob/hedge", method: "roll", value: "no_cover" });
    expect(rolled.__typename).toBe("CommandAccepted");
    const settled = rolled.events?.[0];
    expect(settled).toMatchObject({ type: "ruling/settled", data: { optionId: "knob/hedge", method: "roll", rule: "knob 1.4 (disputes: roll a die)", previous: "cover", seats: ["blue"] } });
    const roll = settled?.data.roll as { sides: number; atLeast: number; face: number };
    expect(roll).toMatchObject({ sides: 6, atLeast: 4, claimed: "no_cover", otherwise: "cover" });
    const hedgeValue = roll.face >= 4 ? "no_cover" : "cover";
    expect(settled?.data.value).toBe(hedgeValue);
    expect(await submit(red, "ruling/settle", { optionId: "knob/hedge", method: "roll", value: "cover" })).toMatchObject({ __typename: "CommandRejected", code: "ruling/already_settled" });
    expect(await submit(red, "ruling/settle", { optionId: "knob/night", method: "agreement", value: true })).toMatchObject({ __typename: "CommandRejected", code: "ruling/not_decidable" });
    expect(await submit(red, "ruling/settle", { optionId: "knob/reach", method: "agreement", value: 6 })).toMatchObject({ __typename: "CommandRejected", code: "options/out_of_range" });
    expect((await submit(red, "ruling/settle", { optionId: "knob/reach", method: "agreement", value: 5 })).events?.[0]?.type).toBe("ruling/proposed");
    expect((await submit(blue, "ruling/settle", { optionId: "knob/reach", method: "agreement", value: 5 })).events?.[0]?.type).toBe("ruling/settled");
    expect((await submit(blue, "shout", {})).__typename).toBe("CommandAccepted");

    const view = (await gql("query($id: ID!) { match(id: $id) { view } }", { id: matchId }, red)).data?.match as { view: { options: Record<string, string>; game: Game; rulings: { settled: Record<string, { value: string; method: string }> } } };
    expect(view.view.game.heard).toEqual(["red:cover:2", `blue:${hedgeValue}:5`]);
    expect(view.view.options).toMatchObject({ "knob/hedge": hedgeValue, "knob/reach": "5" });
    expect(view.view.rulings.settled["knob/reach"]).toMatchObject({ value: "5", method: "agreement" });

    expect((await gql("mutation($id: ID!) { endMatch(id: $id) { id } }", { id: matchId })).errors).toBeUndefined();
    const verify = (await gql("query($id: ID!) { verifyMatch(id: $id) { ok replayOk diceOk steps } }", { id: matchId })).data?.verifyMatch;
    expect(verify).toEqual({ ok: true, replayOk: true, diceOk: true, steps: 5 });
    const exported = (await gql("query($id: ID!) { exportMatch(id: $id) }", { id: matchId })).data?.exportMatch;
    const parsed = toMatchRecord(exported);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    const record = parsed.record;
    const serverSeed = record.dice.serverSeed ?? "";
    const replay = replayMatch(record, knob, verifiableDiceFactory(serverSeed));
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const row = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(replay.hashes.at(-1)).toBe(row.stateHash);
  });

  it("ruling/fixed_by_pack: an option the match's rulings pack sets may not be settled in play, and nothing is stored", async () => {
    const made = await gql(CREATE, { p: pack({ "knob/reach": 3, "knob/hedge": "cover" }) });
    const matchId = (made.data?.createMatch as { id: string }).id;
    const join = async (seat: string) => ((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: matchId, s: seat })).data?.joinMatch as { seatToken: string }).seatToken;
    const red = await join("red");
    await join("blue");
    const before = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } });
    for (const payload of [{ optionId: "knob/reach", method: "agreement", value: 5 }, { optionId: "knob/hedge", method: "roll", value: "no_cover" }]) {
      const r = (await gql(SUBMIT, { i: { matchId, type: "ruling/settle", payload } }, red)).data?.submitCommand;
      expect(r).toMatchObject({ __typename: "CommandRejected", code: "ruling/fixed_by_pack" });
      expect((r as { message: string }).message).toContain("by the match's rulings pack");
    }
    const after = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(after.stateHash).toBe(before.stateHash);
    expect(await t.db.prisma.matchEvent.count({ where: { matchId } })).toBe(0);
    expect((after.state as { options: Record<string, string> }).options).toMatchObject({ "knob/reach": "3", "knob/hedge": "cover" });
  });
});
