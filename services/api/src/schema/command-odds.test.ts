import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { boardOf } from "@tactica/rules-firepower";
import { ODDS_SCENARIO } from "@tactica/rules-firepower/testing";
import { shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Issue #5: commandOdds answers a seat's fire-type command in a stored Firepower match, from that seat's view only.
let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  // Playing three matches to an Impulse takes a few hundred requests: a key allowed more than the default rate.
  key = (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string; rule?: string } }> };
const gql = async <T>(query: string, variables: Record<string, unknown>, seatToken: string | null = null, apiKey: string | null = key): Promise<Gql<T>> => {
  const headers: Record<string, string> = {};
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  if (seatToken) headers["x-seat-token"] = seatToken;
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } });
  return res.json() as Gql<T>;
};

const board = boardOf("firepower-sample-2-panel");
const hex = (q: number, r: number) => board.idOf({ q, r });
const ODDS = `query($m: ID!, $c: CommandOddsInput!) { commandOdds(matchId: $m, command: $c) {
  command seat parts { target outcomes { outcome probability decimal } modifiers { name value rule provenance { kind } } details }
  allBook weakestProvenance provenanceText notes } }`;
const LEGAL = `query($m: ID!) { legalActions(matchId: $m) }`;
const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code message rule } ... on CommandAccepted { eventNumber } } }`;
const LAST = `query($id: ID!) { match(id: $id) { lastEventNumber } }`;
type Cmd = { type: string; payload: Record<string, unknown> };
type Seats = { id: string; A: string; B: string };

async function newMatch(setup?: Record<string, unknown>): Promise<Seats> {
  const scenario = setup ? { ...ODDS_SCENARIO, setup } : ODDS_SCENARIO;
  const made = await gql<{ createMatch: { id: string } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, { i: { rulesetId: "firepower", scenario } });
  const id = made.data?.createMatch.id;
  if (!id) throw new Error(JSON.stringify(made.errors));
  const join = async (seat: string) => (await gql<{ joinMatch: { seatToken: string } }>(`mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }`, { m: id, s: seat })).data?.joinMatch.seatToken ?? "";
  return { id, A: await join("A"), B: await join("B") };
}
const submit = async (m: Seats, seat: "A" | "B", c: Cmd) => {
  const r = await gql<{ submitCommand: { __typename: string; code?: string; message?: string; rule?: string } }>(SUBMIT, { i: { matchId: m.id, type: c.type, payload: c.payload } }, m[seat]);
  return r.data?.submitCommand;
};
const legal = async (m: Seats, seat: "A" | "B") => (await gql<{ legalActions: Cmd[] }>(LEGAL, { m: m.id }, m[seat])).data?.legalActions ?? [];
const ask = (m: Seats, seatToken: string | null, c: Cmd) => gql<{ commandOdds: Record<string, unknown> }>(ODDS, { m: m.id, c }, seatToken);
const last = async (m: Seats) => (await gql<{ match: { lastEventNumber: number } }>(LAST, { id: m.id })).data?.match.lastEventNumber;

/** Until A may fire: A starts its Impulse in its stack's hex; B only draws, starts and ends Impulses (nothing moves). */
async function untilAFires(m: Seats): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const a = await legal(m, "A");
    if (a.some((c) => c.type === "fire")) return;
    const start = a.find((c) => c.type === "turn/start_impulse" && c.payload.hex === hex(1, 3)) ?? a.find((c) => c.type === "turn/draw_chit");
    if (start) { await submit(m, "A", start); continue; }
    const b = await legal(m, "B");
    const next = ["turn/draw_chit", "turn/start_impulse", "turn/end_impulse", "turn/end_impulse_phase"].map((type) => b.find((c) => c.type === type)).find((c) => c !== undefined)
      ?? a.find((c) => c.type.startsWith("turn/end"));
    if (!next) throw new Error(`stuck: A ${JSON.stringify(a)} B ${JSON.stringify(b)}`);
    await submit(m, b.includes(next) ? "B" : "A", next);
  }
  throw new Error("A never got to fire");
}

const KINDS: Cmd[] = [
  { type: "fire", payload: { soldier: "A1", targets: ["B2"] } },
  { type: "throw_grenade", payload: { soldier: "A1", hex: hex(3, 3) } },
  { type: "fire_special", payload: { soldier: "A1", item: "HGN4M", hex: hex(3, 3) } },
  { type: "fire_ammo", payload: { soldier: "A2", ammo: "H", hex: hex(4, 3), structure: "block" } },
];

describe("commandOdds over GraphQL (firepower 6.3, 12.3; issue #5)", () => {
  let m: Seats;
  beforeAll(async () => {
    m = await newMatch();
    await untilAFires(m);
  });

  it("firepower 6.3, 6.3.2.1, 12.3, 12.3.5: each command kind is answered with exact fractions, modifiers with rule and provenance", async () => {
    for (const c of KINDS) {
      const r = await ask(m, m.A, c);
      expect(r.errors).toBeUndefined();
      const a = r.data?.commandOdds as { command: string; seat: string; parts: { outcomes: { probability: string }[] }[]; provenanceText: string };
      expect(a.command).toBe(c.type);
      expect(a.seat).toBe("A");
      expect(a.parts.length).toBeGreaterThan(0);
      expect(a.parts.every((p) => p.outcomes.every((o) => /^\d+(\/\d+)?$/.test(o.probability)))).toBe(true);
      expect(a.provenanceText.length).toBeGreaterThan(0);
    }
    const fire = (await ask(m, m.A, KINDS[0]!)).data?.commandOdds as { parts: { target: string; details: { hitNumber: number } }[] };
    expect(fire.parts[0]).toMatchObject({ target: "B2", details: { hitNumber: 5 } });
  });

  it("firepower 6.3.3, 6.3.1: a refusal carries the command's own code, message and rule, and nothing changes", async () => {
    const before = await last(m);
    const refused: Cmd[] = [
      { type: "fire", payload: { soldier: "A1", targets: ["A2"] } },
      { type: "fire", payload: { soldier: "A1", targets: "B1" } },
      { type: "fire_ammo", payload: { soldier: "A1", ammo: "H", hex: hex(4, 3) } },
    ];
    for (const c of refused) {
      const r = await ask(m, m.A, c);
      const sub = await submit(m, "A", c);
      expect(sub?.__typename).toBe("CommandRejected");
      expect(r.errors?.[0]).toMatchObject({ message: sub?.message, extensions: { code: sub?.code, ...(sub?.rule ? { rule: sub.rule } : {}) } });
    }
    // B is not the acting seat: the same turn refusal as its command would get.
    const notB = await ask(m, m.B, { type: "fire", payload: { soldier: "B1", targets: ["A1"] } });
    expect(notB.errors?.[0]?.extensions?.code).toBe((await submit(m, "B", { type: "fire", payload: { soldier: "B1", targets: ["A1"] } }))?.code);
    expect(await last(m)).toBe(before);
  });

  it("bad input: an unexplained command kind, a spectator, a missing key and an unknown match are refused with clear codes", async () => {
    expect((await ask(m, m.A, { type: "move", payload: { soldier: "A1", to: hex(2, 3) } })).errors?.[0]?.extensions?.code).toBe("odds/not_explained");
    // Option 16.3.2 is off in this match: Increased fire is refused as the command refuses it.
    expect((await ask(m, m.A, { type: "fire", payload: { soldier: "A1", targets: ["B2"], increased: true } })).errors?.[0]?.extensions?.code).toBe("fire/no_increased_fire");
    expect((await ask(m, null, KINDS[0]!)).errors?.[0]?.extensions?.code).toBe("auth/seat_token_invalid");
    expect((await gql(ODDS, { m: m.id, c: KINDS[0] }, m.A, null)).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    expect((await gql(ODDS, { m: "00000000-0000-0000-0000-000000000000", c: KINDS[0] }, m.A)).errors?.[0]?.extensions?.code).toBe("match/not_found");
  });

  it("firepower 8.8.9, 3.3 (fog): A's answers in stored matches are identical whatever B's secret mine layout", async () => {
    const setup = { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 3 } }, first: "A", mines: { A: 0, B: 1 } };
    const MINES = [hex(2, 3), hex(3, 2), hex(2, 2)];
    const answers: string[] = [];
    for (const mine of MINES) {
      const s = await newMatch(setup);
      expect((await submit(s, "A", { type: "end_setup", payload: {} }))?.__typename).toBe("CommandAccepted");
      expect((await submit(s, "B", { type: "place_mine", payload: { hex: mine, type: "PMN1" } }))?.__typename).toBe("CommandAccepted");
      expect((await submit(s, "B", { type: "end_setup", payload: {} }))?.__typename).toBe("CommandAccepted");
      await untilAFires(s);
      // The same questions in every layout, among them throws at each hex that holds a mine in one of them.
      const asked = [...KINDS, ...MINES.map((h) => ({ type: "throw_grenade", payload: { soldier: "A1", hex: h } })), { type: "fire", payload: { soldier: "A1", targets: ["B9"] } }];
      const replies = [];
      for (const c of asked) replies.push(await ask(s, s.A, c));
      answers.push(JSON.stringify(replies));
      expect(replies[0]?.data?.commandOdds).toMatchObject({ command: "fire", seat: "A" });
      expect(replies.at(-1)?.errors?.[0]?.extensions?.code).toBe("fire/bad_target");
    }
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
  });
});
