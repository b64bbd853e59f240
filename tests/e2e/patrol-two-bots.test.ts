import { botCommandFromView, patrolRuleset, toVictoryPoints } from "@tactica/rules-patrol";
import type { PatrolGameView } from "@tactica/rules-patrol";
import { describe, expect, it } from "vitest";
import { createMatchFor, expectRecordVerifiesAndReplays, joinSeats, playBotsToEnd, useListeningApi, viewOf } from "./support/bot-match";

// Issue #6 conformance: a full Patrol! situation played by two bots through the GraphQL API runs to victory points,
// and the exported record replays to the same hashes. Each bot plots from its own seat's view (match { view }),
// never from the match state; updates arrive over graphql-ws.
// No `entry`: the book's variable entry [26.2, 26.52] is the default, so each bot draws its chits and pre-plots first.
const scenario = { ob: "27.11", situation: "patrol", turns: 15, board: { cols: 12, rows: 12 } };

const h = useListeningApi();

describe("Patrol! two bots through the GraphQL API (issue #6 conformance)", () => {
  it("patrol 26.54: Ypres Patrol played by two bots from their own views runs to victory points; the record replays to the same hashes", async () => {
    const { api } = h;
    const m = (await createMatchFor(api, "patrol", scenario)).id;
    const clients = await joinSeats(h, m, ["alpha", "bravo"] as const, "bot-");
    const { last, serverSeed } = await playBotsToEnd(api, m, clients, botCommandFromView, { maxRounds: 400 });
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    for (const c of clients) {
      expect(c.types.length).toBeGreaterThanOrEqual(4); // at least two plots, each submitted and locked
      // 26.2 Steps 1-2 before the first plot: the chits, then the Preliminary Movement Plot.
      expect(c.types.slice(0, 3)).toEqual(["draw_entry", "preplot", "turn/submit_plot"]);
      const final = await viewOf(api, m, c);
      expect(final.over).toBe(true);
      const game = final.game as PatrolGameView;
      expect(game.result, JSON.stringify(game.result)).not.toBeNull();
      const result = game.result!;
      expect(result.reason).toMatch(/turn limit|no fit or wounded man|both sides gone/);
      // The victory points the server announced are the 26.54 schedule applied to the final position.
      const full = final.game as Parameters<typeof toVictoryPoints>[0];
      expect(result.vp).toEqual({ alpha: toVictoryPoints(full, "alpha"), bravo: toVictoryPoints(full, "bravo") });
      expect(result.winner).toBe(result.vp.alpha === result.vp.bravo ? "draw" : result.vp.alpha > result.vp.bravo ? "alpha" : "bravo");
      const turn = final.turn as { history: { round: number; plots: Record<string, unknown> }[] };
      expect(turn.history.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(turn.history[0]!.plots).sort()).toEqual(["alpha", "bravo"]); // both plots revealed at the end [5.1]
      c.sub.close();
    }

    const record = await expectRecordVerifiesAndReplays(api, m, patrolRuleset, serverSeed, last);
    expect(record.dice.serverSeed).toBe(serverSeed);
  });
});
