import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const sixes = () => createFixedDice(Array.from({ length: 60 }, () => 6));
function step(s: S, type: string, seat: string, payload: unknown) {
  const r = apply(patrolRuleset, s, { type, seat, payload }, sixes());
  if (!r.ok) throw new Error(`${type} ${seat}: ${r.error.code} ${r.error.message}`);
  return { state: r.state as S, events: r.events as LoggedEvent[] };
}

/**
 * Night, after Contact: α's a01 (0401) plots OF along column 04 to 0408; β's b01 (0410), a declared mover, plots MV
 * through 0409 and 0408. Every die is a 6. Before the plot nobody spots (range 9). When b01 enters 0408 (range 7) the
 * OF trigger is a spotting roll [16.2]: a moving erect man in clear at 6-10 hexes is spotted on 1-5 (a reconstructed
 * row, digest §6.4), so the 6 fails unless 16.11's -1 for a target plotted to move 3 or more hexes makes it a 5.
 */
function untilAlphaLocks(path: readonly string[]) {
  let s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", night: true, forces: { alpha: "1BR", bravo: "1BR" },
    deploy: { a01: { hex: "0401" }, b01: { hex: "0410" } }, board: { cols: 8, rows: 12 } }) as S);
  s = { ...s, game: { ...s.game, contactRound: 0 } };
  s = step(s, "declare_movers", "alpha", { men: [] }).state;
  s = step(s, "declare_movers", "bravo", { men: ["b01"] }).state;
  s = step(s, "turn/end_stage", "alpha", {}).state;
  const spotting = step(s, "turn/end_stage", "bravo", {});
  s = spotting.state;
  const log: LoggedEvent[] = [...spotting.events];
  for (const [type, seat, payload] of [["turn/submit_plot", "alpha", { plot: { orders: { a01: [{ code: "OF", hex: "0408" }] } } }],
    ["turn/submit_plot", "bravo", { plot: { orders: { b01: [{ code: "MV", path }] } } }], ["turn/lock_plot", "bravo", {}]] as const) {
    const r = step(s, type, seat, payload);
    s = r.state;
    log.push(...r.events);
  }
  return { state: s, log };
}

describe("Patrol! 16.11: the target plotted to move 3 or more hexes (-1), applied by the server", () => {
  it("patrol 16.11: b01 plotted 3 hexes is spotted on the 6 (adjusted 5) and the OF fires; plotted 2 hexes he is not and it does not", () => {
    const fired = (path: string[]) => {
      const { state } = untilAlphaLocks(path);
      expect(state.game.night!.spotted).toEqual({}); // 16.2: nobody spotted before the plot
      return step(state, "turn/lock_plot", "alpha", {}).events.filter((e) => e.type === "patrol/opportunity_fire").map((e) => e.data);
    };
    expect(fired(["0409", "0408", "0407"])).toEqual([{ firer: "a01", line: "0408", victim: "b01" }]);
    expect(fired(["0409", "0408"])).toEqual([]);
  });

  it("patrol 16.11 (fog): until the turn resolves, α's view, the events α receives and α's legal actions are the same whatever β plotted", () => {
    const seen = (path: string[]) => {
      const { state, log } = untilAlphaLocks(path);
      return JSON.stringify({ view: viewFor(patrolRuleset, state, "alpha"), events: eventsFor(patrolRuleset, state, log, "alpha"), legal: legalActionsFor(patrolRuleset, state, "alpha") });
    };
    const three = seen(["0409", "0408", "0407"]);
    expect(three).toEqual(seen(["0409", "0408"]));
    expect(three).not.toMatch(/"0407"\]/); // β's path never appears
  });
});
