import { createRngState, createSeededDice } from "@tactica/dice";
import type { MatchView } from "@tactica/engine";
import { fowBotFromView } from "@tactica/rules-fow";
import type { FowGameView } from "@tactica/rules-fow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 23: an assault through the GraphQL API on a fixed position (not a playout). A small bare table (48"x26",
// inlined) puts the two deployment areas 2" apart, so A's rifle platoon can charge B's in A's first Assault Step.
// The defender's Defensive Fire and the Counterattack-or-Break-Off choice are reaction windows: while one is open
// the active player's commands wait, and the defending seat answers.
const IN = 254;
const at = (x: number, y: number, angle: number) => ({ x: x * IN, y: Math.round(y * IN), angle });
const scenario = {
  mission: "counterattack", attacker: "A", turns: 2, objectives: [],
  table: { id: "fow-assault-bare", version: 1 },
  tableDocument: { schemaVersion: 1, id: "fow-assault-bare", system: "fow", provenance: "user", unit: "inch", size: { preset: "custom", width: 48 * IN, height: 26 * IN }, pieces: [] },
  sides: {
    A: { name: "Allies", formation: "Combat Command", units: [
      { id: "A-tanks", name: "Tank platoon", force: "tank-platoon", teams: [at(5, 2, 90), at(2, 2, 90), at(8, 2, 90)] },
      { id: "A-rifles", name: "Rifle platoon", force: "rifle-platoon", teams: [at(26, 11, 90), at(23, 11, 90), at(29, 11, 90), at(20, 11, 90), at(32, 11, 90)] },
    ] },
    B: { name: "Axis", formation: "Kampfgruppe", units: [
      { id: "B-tanks", name: "Tank platoon", force: "tank-platoon", teams: [at(43, 24, 270), at(40, 24, 270), at(46, 24, 270)] },
      { id: "B-rifles", name: "Rifle platoon", force: "rifle-platoon", teams: [at(26, 14.5, 270), at(23, 14.5, 270), at(29, 14.5, 270), at(20, 14.5, 270), at(32, 14.5, 270)] },
    ] },
  },
};

let api: MatchApi;
beforeAll(async () => { api = await startMatchApi({ redis: false }); });
afterAll(async () => { await api?.t.close(); });

type Out = { __typename: string; code?: string; events?: { type: string }[] };

describe("Flames of War: an assault through the API (issue 23) [digest 3.3, 7.2, 7.3, 7.5]", () => {
  it("fow Assaults: A charges; its commands wait while B fires Defensive Fire; each window's seat answers until the assault ends; the record replays", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"fow\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
    const m = (made.body.data?.createMatch as { id: string } | undefined)?.id;
    expect(m, made.raw).toBeTruthy();
    const tokens: Record<string, string> = {};
    for (const seat of ["A", "B"]) {
      const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: `p-${seat}` }, { key: api.playKey });
      tokens[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
    }
    const submit = async (seat: string, type: string, payload: object = {}): Promise<Out> => {
      const r = await api.gql(SUBMIT, { i: { matchId: m, type, payload } }, { key: api.playKey, seat: tokens[seat] });
      return r.body.data?.submitCommand as Out;
    };
    const view = async (seat: string): Promise<MatchView> => {
      const r = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m }, { key: api.readKey, seat: tokens[seat] });
      return (r.body.data?.match as { view: MatchView }).view;
    };
    for (let i = 0; i < 3; i++) expect(await submit("A", "turn/end_step")).toMatchObject({ __typename: "CommandAccepted" });
    const charged = await submit("A", "charge", { unit: "A-rifles", target: "B-rifles" });
    expect(charged, JSON.stringify(charged)).toMatchObject({ __typename: "CommandAccepted" });
    expect(charged.events!.map((e) => e.type)).toContain("fow/charged");
    expect((((await view("B")).game as FowGameView).assault)).toMatchObject({ assaulting: "A-rifles", defending: "B-rifles", window: "defensive_fire" });
    expect(await submit("A", "turn/end_step")).toMatchObject({ __typename: "CommandRejected", code: "reaction/defensive_fire_pending" });
    const types: string[] = [];
    // Each seat's bot answers the window it owns, from its own view, until the assault is over.
    const dice = createSeededDice(createRngState("fow-assault-e2e", "sfc32")).dice;
    for (let i = 0; i < 40; i++) {
      const answers = await Promise.all(["A", "B"].map(async (seat) => ({ seat, v: await view(seat) })));
      const open = answers.find((a) => (a.v.game as FowGameView).assault);
      if (!open) break;
      const owner = answers.find((a) => { const c = fowBotFromView(a.v, dice); return c && (c.type === "defensive_fire" || c.type === "counterattack"); });
      expect(owner, "a seat answers the open window").toBeDefined();
      const c = fowBotFromView(owner!.v, dice)!;
      const out = await submit(owner!.seat, c.type, c.payload as object);
      expect(out, JSON.stringify(out)).toMatchObject({ __typename: "CommandAccepted" });
      types.push(...out.events!.map((e) => e.type));
    }
    expect(types).toContain("fow/defensive_fire");
    expect(types).toContain("fow/fall_back_check");
    expect(types.some((t) => t === "fow/fell_back" || t === "fow/broke_off")).toBe(true);
    expect(((await view("A")).game as FowGameView).assault ?? null).toBeNull();
    expect(await submit("A", "turn/end_step")).toMatchObject({ __typename: "CommandAccepted" });
    const verified = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk } }", { m }, { key: api.readKey });
    expect(verified.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true }); // the dice are checked once the match ends and its seed is revealed
    console.log(JSON.stringify({ types }));
  });
});
