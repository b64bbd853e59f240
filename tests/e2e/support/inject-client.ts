import type { TestApi } from "@tactica/api/testing";

/** A GraphQL answer as the tests read it. */
export type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** Who sends a request: an API key and, to act as a seat, its seat token. */
export type As = { key?: string; seat?: string };

/**
 * GraphQL through `app.inject` on a test API, as a client would call it (bearer key, x-seat-token), plus the few
 * steps the job and AI-turn tests share: a match created from a scenario with every seat joined, its stored
 * commands, and verifyMatch.
 */
export function createInjectClient(t: TestApi) {
  async function gql(query: string, variables: Record<string, unknown>, as: As = {}): Promise<Gql> {
    const headers: Record<string, string> = { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}) };
    const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: JSON.stringify({ query, variables }) });
    return res.json() as Gql;
  }

  /** createMatch from an inline scenario, then joinMatch for each seat (player seed `seed-<seat>`): the seat tokens. */
  async function createMatch(key: string, rulesetId: string, scenario: unknown, seats: readonly string[]): Promise<{ matchId: string; tokens: Record<string, string> }> {
    const made = await gql("mutation($r: String!, $s: JSON) { createMatch(input: { rulesetId: $r, scenario: $s }) { id } }", { r: rulesetId, s: scenario }, { key });
    const matchId = (made.data?.createMatch as { id: string } | undefined)?.id;
    if (!matchId) throw new Error(JSON.stringify(made));
    const tokens: Record<string, string> = {};
    for (const seat of seats) {
      const r = await gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `seed-${seat}` }, { key });
      tokens[seat] = (r.data?.joinMatch as { seatToken: string }).seatToken;
    }
    return { matchId, tokens };
  }

  /** The match's stored commands in order, with their event numbers. */
  const commandsOf = async (matchId: string) =>
    (await t.db.prisma.matchEvent.findMany({ where: { matchId }, orderBy: { seq: "asc" }, select: { seq: true, command: true } }))
      .map((e) => ({ seq: e.seq, ...(e.command as { type: string; seat: string }) }));

  const verify = async (matchId: string, key: string) => (await gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk steps } }", { m: matchId }, { key })).data?.verifyMatch;

  return { gql, createMatch, commandsOf, verify };
}
