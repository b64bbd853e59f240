import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@tactica/api/testing";
import { startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 17 finding 7: any play key could register a webhook on a match it had no seat in and so follow someone
// else's match. Only the match's creator, an organise (or admin) key, or a caller holding one of its seats may.
let api: MatchApi;
let strangerKey = "";
let organiserKey = "";
beforeAll(async () => {
  api = await startMatchApi();
  strangerKey = (await createApiClient(api.t.db, { name: "stranger", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  organiserKey = (await createApiClient(api.t.db, { name: "organiser", scopes: ["organise"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await api?.t.close();
});

const REGISTER = "mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id matchId } }";
const URL = "http://127.0.0.1:9999/hook";

describe("registerWebhook on a match", () => {
  it("refuses a play key with no seat in the match (auth/forbidden) and stores nothing", async () => {
    const { matchId } = await api.createDuel();
    const r = await api.gql(REGISTER, { u: URL, m: matchId }, { key: strangerKey });
    expect(r.body.errors?.[0]?.extensions?.code, r.raw).toBe("auth/forbidden");
    // A seat token of another match is no seat in this one.
    const other = await api.createDuel({ key: strangerKey });
    const wrongSeat = await api.gql(REGISTER, { u: URL, m: matchId }, { key: strangerKey, seat: other.red });
    expect(wrongSeat.body.errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect(await api.t.db.prisma.webhook.count({ where: { matchId } })).toBe(0);
    // An unknown match is still match/not_found, never a hint about the match.
    const none = await api.gql(REGISTER, { u: URL, m: "nope" }, { key: strangerKey });
    expect(none.body.errors?.[0]?.extensions?.code).toBe("match/not_found");
  });

  it("lets the creator, an organise key and a caller holding one of the match's seats register", async () => {
    const { matchId, blue } = await api.createDuel();
    const creator = await api.gql(REGISTER, { u: URL, m: matchId }, { key: api.playKey });
    expect(creator.body.data?.registerWebhook, creator.raw).toMatchObject({ matchId });
    const organiser = await api.gql(REGISTER, { u: URL, m: matchId }, { key: organiserKey });
    expect(organiser.body.data?.registerWebhook, organiser.raw).toMatchObject({ matchId });
    const seated = await api.gql(REGISTER, { u: URL, m: matchId }, { key: strangerKey, seat: blue });
    expect(seated.body.data?.registerWebhook, seated.raw).toMatchObject({ matchId });
    // Without matchId a hook follows the matches this key creates: any play key may.
    const catchAll = await api.gql(REGISTER, { u: URL }, { key: strangerKey });
    expect(catchAll.body.data?.registerWebhook, catchAll.raw).toMatchObject({ matchId: null });
  });
});
