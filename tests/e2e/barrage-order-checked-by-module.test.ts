import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { barrageClient } from "./workers-barrage.fixture";

// The barrage job contract carries any { kind, ...fields }: the match's ruleset module checks the fields. Through the
// API on real PostgreSQL (in-process queue; barrages asked for by hand so the test sees the job ids).
let t: TestApi;
let api: ReturnType<typeof barrageClient>;

beforeAll(async () => {
  t = await createTestApi({ queue: "in-process", autoBarrage: false });
  api = barrageClient(t, (await createApiClient(t.db, { name: "barrage-order", scopes: ["play"], rateLimitPerMinute: 100_000 })).key);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const ASK = "mutation($m: ID!, $o: JSON) { requestBarrage(matchId: $m, order: $o) { id } }";
const codeOf = (r: Awaited<ReturnType<typeof api.gql>>) => [r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message];

describe("requestBarrage with a generic order, checked by the ruleset's module", () => {
  it("patrol 4.1 F2: wrong kinds and fields are refused by path before anything is queued; the due rounds given as an order resolve", async () => {
    const { matchId, tokens } = await api.patrolWaitingForArtillery();
    // Rounds alpha-1 and alpha-2 are due (the fixture plans them for turn 1, as workers-barrage.test.ts resolves them).
    const order = { kind: "artillery", rounds: ["alpha-1", "alpha-2"] };
    const [wrongKind, wrongRound, both] = [
      await api.gql(ASK, { m: matchId, o: { kind: "mortar", mortar: "M1", crewman: "A1", hex: "0812" } }, tokens.alpha),
      await api.gql(ASK, { m: matchId, o: { kind: "artillery", rounds: ["alpha-1", "not a round"] } }, tokens.alpha),
      await api.gql("mutation($m: ID!, $o: JSON) { requestBarrage(matchId: $m, order: $o, mortar: { mortar: \"M1\", crewman: \"A1\", hex: \"0812\" }) { id } }", { m: matchId, o: order }, tokens.alpha),
    ];
    expect(codeOf(wrongKind)).toEqual(["request/invalid", expect.stringMatching(/^barrage\.kind: /)]);
    expect(codeOf(wrongRound)).toEqual(["request/invalid", expect.stringMatching(/^barrage\.rounds\.1: /)]);
    expect(codeOf(both)[0]).toBe("request/invalid");
    // Nothing was queued by the refusals: the match still waits at the same event.
    const before = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } });
    expect((before.state as { game: { artillery: { due: string[] } } }).game.artillery.due).toEqual(order.rounds);
    const ordered = await api.gql(ASK, { m: matchId, o: order }, tokens.alpha);
    const id = (ordered.data?.requestBarrage as { id: string } | undefined)?.id;
    if (!id) throw new Error(JSON.stringify(ordered));
    const info = await t.queue.waitFor(id, 30_000);
    expect(info?.state).toBe("completed");
    expect(info?.result).toMatchObject({ applied: true, seq: before.lastSeq + 1, command: "resolve_barrage" });
  }, 60_000);
});
