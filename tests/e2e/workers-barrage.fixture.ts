// Shared by workers-barrage*.test.ts: GraphQL calls as a player, matches with claimed seats, commands by seat token,
// and the synchronous reference resolution of a command on a stored match with its own verifiable dice.
import type { TestApi } from "@tactica/api/testing";
import { createVerifiableDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { Command, Ruleset } from "@tactica/engine";
import { findMatch, playerSeedsOf, stateOf } from "@tactica/matches";

/** A GraphQL answer. */
export type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** Helpers bound to one running API and a play-scope key. */
export function barrageClient(t: TestApi, playKey: string) {
  async function gql(query: string, variables: Record<string, unknown>, seat?: string): Promise<Gql> {
    const headers: Record<string, string> = { "content-type": "application/json", authorization: `Bearer ${playKey}`, ...(seat ? { "x-seat-token": seat } : {}) };
    const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: JSON.stringify({ query, variables }) });
    return res.json() as Gql;
  }
  async function createMatchWithSeats(rulesetId: string, scenario: unknown, seats: string[]): Promise<{ matchId: string; tokens: Record<string, string> }> {
    const made = await gql("mutation($r: String!, $s: JSON) { createMatch(input: { rulesetId: $r, scenario: $s }) { id } }", { r: rulesetId, s: scenario });
    const matchId = (made.data?.createMatch as { id: string } | undefined)?.id;
    if (!matchId) throw new Error(JSON.stringify(made));
    const tokens: Record<string, string> = {};
    for (const seat of seats) {
      const r = await gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `seed-${seat}` });
      tokens[seat] = (r.data?.joinMatch as { seatToken: string }).seatToken;
    }
    return { matchId, tokens };
  }
  async function submit(matchId: string, token: string, type: string, payload: unknown = {}): Promise<void> {
    const r = await gql("mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code message } } }", { i: { matchId, type, payload } }, token);
    const out = r.data?.submitCommand as { __typename: string } | undefined;
    if (out?.__typename !== "CommandAccepted") throw new Error(`${type}: ${JSON.stringify(r)}`);
  }
  /** The command resolved synchronously on the stored match with its own verifiable dice, as the command path would. */
  async function resolveSynchronously(ruleset: Ruleset, matchId: string, command: Command) {
    const m = await findMatch(t.db.prisma, matchId);
    const stream = createVerifiableDice({ serverSeed: m.serverSeed, matchId: m.id, playerSeeds: playerSeedsOf(m), counter: m.nextRoll });
    const r = apply(ruleset, stateOf(m), command, stream.dice);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code} ${r.error.message}`);
    return { lastSeq: m.lastSeq, events: JSON.parse(JSON.stringify(r.events)) as unknown, stateHash: r.stateHash };
  }
  /** A Patrol! match waiting in F2 for alpha's two Medium rounds at 0812 and 0813 (turn 1). */
  async function patrolWaitingForArtillery() {
    const scenario = { ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
      deploy: { a01: { hex: "0802" }, a02: { hex: "0902" }, b01: { hex: "0812" }, b02: { hex: "0814" } } };
    const made = await createMatchWithSeats("patrol", scenario, ["alpha", "bravo"]);
    await submit(made.matchId, made.tokens.alpha!, "plan_artillery", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0813", turn: 1 }] });
    for (const seat of ["alpha", "bravo"]) {
      await submit(made.matchId, made.tokens[seat]!, "turn/submit_plot", { plot: { orders: {} } });
      await submit(made.matchId, made.tokens[seat]!, "turn/lock_plot");
    }
    return made;
  }
  const storedAt = async (matchId: string, seq: number) => t.db.prisma.matchEvent.findUnique({ where: { matchId_seq: { matchId, seq } } });
  return { gql, createMatchWithSeats, submit, resolveSynchronously, patrolWaitingForArtillery, storedAt };
}
