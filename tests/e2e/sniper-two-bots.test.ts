import { SNIPER_SHIPPED_SCENARIOS, sniperBotFromView, sniperRuleset, victoryPoints } from "@tactica/rules-sniper";
import type { SniperGame, SniperGameView } from "@tactica/rules-sniper";
import { describe, expect, it } from "vitest";
import { createMatchFor, expectRecordVerifiesAndReplays, joinSeats, playBotsToEnd, useListeningApi, viewOf } from "./support/bot-match";

// Issue 21: the shipped Sniper! Patrol (Naples 1943) played by two bots through the GraphQL API to a result: each
// bot decides from its own seat's view (match { view }), updates arrive over graphql-ws, and the exported record
// verifies and replays to the same state hashes.
// The shipped scenarios' documents (the test API does not seed shipped data).
const scenarioOf = (id: string) => SNIPER_SHIPPED_SCENARIOS.find((s) => s.id === id)!.document;

const h = useListeningApi();

/** Two bots play a shipped scenario through the API to its end; the record verifies and replays. Returns every command type played. */
async function playThroughApi(scenario: unknown): Promise<{ types: string[] }> {
  const { api } = h;
  const m = (await createMatchFor(api, "sniper", scenario)).id;
  const clients = await joinSeats(h, m, ["alpha", "bravo"] as const, "sniper-bot-");
  const { last, serverSeed } = await playBotsToEnd(api, m, clients, sniperBotFromView, { maxRounds: 3000 });
  for (const c of clients) {
    // Every kind of step of the turn was played: the observation roll and placements [4.0 C], draws [5.2], tasks.
    // Which side fires depends on the run's server seed (a seat whose men never see an enemy only observes), so
    // "fire" is asserted over the match below, not per seat.
    for (const type of ["turn/end_placement", "turn/draw_activation", "move"]) expect(c.types, c.seat).toContain(type);
    const final = await viewOf(api, m, c);
    expect(final.over).toBe(true);
    const game = final.game as SniperGameView;
    const result = game.result!;
    expect(result, JSON.stringify(game.result)).not.toBeNull();
    // The announced victory points are the 37.4 schedule applied to the final position (revealed at the end).
    const full = game as unknown as SniperGame;
    expect(result.vp).toEqual({ alpha: victoryPoints(full, "alpha"), bravo: victoryPoints(full, "bravo") });
    expect(result.winner).toBe(result.vp.alpha === result.vp.bravo ? "draw" : result.vp.alpha > result.vp.bravo ? "alpha" : "bravo");
    c.sub.close();
  }

  expect(clients.flatMap((c) => c.types)).toContain("fire");
  await expectRecordVerifiesAndReplays(api, m, sniperRuleset, serverSeed, last);
  console.log(JSON.stringify({ result: ((await viewOf(api, m, clients[0]!)).game as SniperGameView).result, steps: last }));
  return { types: clients.flatMap((c) => c.types) };
}

describe("Sniper! two bots through the GraphQL API (issue 21)", () => {
  it("sniper 37.3, 37.4: Naples 1943 played by two bots from their own views runs to victory points; the record verifies and replays", async () => {
    await playThroughApi(scenarioOf("sniper-patrol-naples-1943"));
  });

  it("sniper 10.1, 37.3, 37.4: Naples 1943 on the urban placeholder board: the bots climb staircases, play to victory points; the record verifies and replays", async () => {
    const { types } = await playThroughApi(scenarioOf("sniper-patrol-naples-1943-urban"));
    expect(types).toContain("climb");
  });
});
