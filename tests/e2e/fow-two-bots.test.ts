import { FOW_SHIPPED_SCENARIOS, fowBotFromView, fowRuleset, victoryPoints } from "@tactica/rules-fow";
import type { FowGame, FowGameView } from "@tactica/rules-fow";
import { describe, expect, it } from "vitest";
import { createMatchFor, expectRecordVerifiesAndReplays, joinSeats, playBotsToEnd, useListeningApi, viewOf } from "./support/bot-match";

// Issue 23: the shipped Flames of War mission (Free For All on the shipped farm-fields table) played by two bots
// through the GraphQL API to a result: each bot decides from its own seat's view (match { view }), the target
// player rolls its saves in the reaction window, updates arrive over graphql-ws, and the exported record verifies
// and replays to the same state hashes.
const shipped = FOW_SHIPPED_SCENARIOS.find((s) => s.id === "fow-free-for-all-farm-fields")!;

const h = useListeningApi();

describe("Flames of War: two bots through the GraphQL API (issue 23)", () => {
  it("fow Missions › Free For All: two bots from their own views play to a result; the record verifies and replays", async () => {
    const { api } = h;
    const m = (await createMatchFor(api, "fow", shipped.document)).id;
    const clients = await joinSeats(h, m, ["A", "B"] as const, "fow-bot-");
    const { last, serverSeed } = await playBotsToEnd(api, m, clients, fowBotFromView, { maxRounds: 1000 });
    const all = clients.flatMap((c) => c.types);
    // Every step of the turn was played: moves, shooting and the target player's saves in their window.
    for (const type of ["turn/end_step", "move", "shoot", "roll_saves"]) expect(all, type).toContain(type);
    for (const c of clients) {
      const final = await viewOf(api, m, c);
      expect(final.over).toBe(true);
      const game = final.game as FowGameView;
      const result = game.result!;
      expect(result, JSON.stringify(game.result)).not.toBeNull();
      // The announced victory points are the Victory Points table applied to the final position [Missions › Victory Points].
      expect(result.vp).toEqual(victoryPoints(game as unknown as FowGame, result.winner));
      c.sub.close();
    }

    await expectRecordVerifiesAndReplays(api, m, fowRuleset, serverSeed, last);
    console.log(JSON.stringify({ result: ((await viewOf(api, m, clients[0]!)).game as FowGameView).result, steps: last }));
  });
});
