import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { defaultModules } from "@tactica/rulesets";
import { createBotClient } from "./stream-client";
import { threeASideModule } from "./support/three-a-side.ruleset";

// yourTurn when the seat's player resigns but the match plays on (three seats a side: the side has other players):
// the stream's last message shows the seat gone (a spectator's view, nothing to do), then it completes; the token
// opens no new stream (match/seat_resigned).
const SEATS = ["us-1", "us-2", "us-3", "ax-1", "ax-2", "ax-3"];
const YOUR_TURN = "subscription($m: ID!) { yourTurn(matchId: $m) { eventNumber status seat canAct legalActions match { viewer status } } }";
type Push = { yourTurn: { status: string; seat: string; canAct: boolean; legalActions: unknown[]; match: { viewer: string; status: string } } };

let t: TestApi;
let url = "";
let key = "";
beforeAll(async () => {
  t = await createTestApi({ modules: [...defaultModules(), threeASideModule], redis: true });
  key = (await createApiClient(t.db, { name: "players", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t?.close();
});

describe("yourTurn: a seat whose player resigns", () => {
  it("ends with a message showing the seat gone while the match plays on; the token opens no new stream", async () => {
    const organiser = createBotClient(url, { key });
    const made = await organiser.gql<{ createMatch: { id: string } }>("mutation { createMatch(input: { rulesetId: \"three-a-side\", scenario: {} }) { id } }");
    const matchId = made.data?.createMatch.id ?? "";
    const tokens: Record<string, string> = {};
    for (const seat of SEATS) {
      const j = await organiser.gql<{ joinMatch: { seatToken: string } }>("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat });
      tokens[seat] = j.data?.joinMatch.seatToken ?? "";
    }
    const us2 = createBotClient(url, { key, seat: tokens["us-2"] ?? "" });
    const stream = await us2.subscribe<Push>(YOUR_TURN, { m: matchId });
    await stream.next(1);
    expect(stream.messages[0]?.yourTurn).toMatchObject({ status: "active", seat: "us-2", match: { viewer: "us-2" } });
    const resigned = await us2.gql<{ resign: { status: string } }>("mutation($m: ID!) { resign(matchId: $m) { status } }", { m: matchId });
    expect(resigned.data?.resign.status).toBe("active");
    for (let i = 0; i < 250 && !stream.completed; i++) await new Promise((r) => setTimeout(r, 20));
    expect(stream.errors).toEqual([]);
    expect(stream.completed).toBe(true);
    expect(stream.messages.at(-1)?.yourTurn).toEqual({ eventNumber: expect.any(Number), status: "active", seat: "us-2", canAct: false, legalActions: [], match: { viewer: "spectator", status: "active" } });
    const again = await us2.subscribe<Push>(YOUR_TURN, { m: matchId });
    await again.next(1, 1_500);
    expect(again.messages).toEqual([]);
    expect(JSON.stringify(again.errors)).toContain("match/seat_resigned");
    await us2.close();
  });
});
