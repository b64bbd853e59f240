import { WWB_SHIPPED_SCENARIOS, wwbBotFromView, wwbPoints, wwbRuleset } from "@tactica/rules-wwb";
import type { WwbGame, WwbGameView } from "@tactica/rules-wwb";
import { describe, expect, it } from "vitest";
import { createMatchFor, expectRecordVerifiesAndReplays, joinSeats, playBotsToEnd, useListeningApi, viewOf } from "./support/bot-match";

// Issue 22: the shipped We Were Brothers Crossroads (3 v 3) played by six bots through the GraphQL API to a result:
// each bot has its own seat token and subscription and decides from its own seat's view (match { view }); the
// exported record verifies and replays to the same state hashes. A short turn limit keeps it quick.
const scenario = { ...WWB_SHIPPED_SCENARIOS.find((s) => s.id === "wwb-crossroads-3v3")!.document, turns: 2 };
const SEATS = ["us-1", "us-2", "us-3", "de-1", "de-2", "de-3"] as const;

const h = useListeningApi();

describe("We Were Brothers: six bots through the GraphQL API (issue 22)", () => {
  it("WWB 1.0, 4.0, 5.0: Crossroads 3 v 3, six seats each with its token and subscription, played from their own views to a result; the record verifies and replays", { timeout: 60_000 }, async () => {
    const { api } = h;
    const match = await createMatchFor(api, "wwb", scenario);
    const m = match.id;
    // Two sides of three seats (WWB 1.0: one fireteam per player, up to six players).
    expect(match.seats.map((s) => `${s.seat}:${s.side}`).sort()).toEqual(["de-1:axis", "de-2:axis", "de-3:axis", "us-1:allies", "us-2:allies", "us-3:allies"]);
    const clients = await joinSeats(h, m, SEATS, "wwb-bot-");
    const { last, serverSeed } = await playBotsToEnd(api, m, clients, wwbBotFromView, { maxRounds: 2000, seenTries: 500 });
    for (const c of clients) {
      // Every seat played its own team's activations (WWB 5.0: each player commands his fireteam; the Leader's player
      // may be the one who activates a team inside his ZOC).
      expect(c.types, c.seat).toContain("turn/end_activation");
      const final = await viewOf(api, m, c);
      expect(final.over).toBe(true);
      const game = final.game as WwbGameView;
      const result = game.result!;
      expect(result, JSON.stringify(game.result)).not.toBeNull();
      // The announced points are the mission's schedule applied to the final position (revealed at the end).
      const full = game as unknown as WwbGame;
      expect(result.points).toEqual({ allies: wwbPoints(full, "allies"), axis: wwbPoints(full, "axis") });
      expect(result.winner).toBe(result.points.allies === result.points.axis ? "draw" : result.points.allies > result.points.axis ? "allies" : "axis");
      c.sub.close();
    }
    for (const type of ["turn/roll_initiative", "turn/activate_team", "fire", "move"]) expect(clients.flatMap((c) => c.types)).toContain(type);

    await expectRecordVerifiesAndReplays(api, m, wwbRuleset, serverSeed, last);
    console.log(JSON.stringify({ result: ((await viewOf(api, m, clients[0]!)).game as WwbGameView).result, steps: last }));
  });
});
