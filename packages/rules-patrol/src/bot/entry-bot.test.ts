import { createRngState, createSeededDice } from "@tactica/dice";
import { apply, askBot, checkCommand, createMatch } from "@tactica/engine";
import type { Command, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { createTestMatch } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { patrolRuleset } from "../ruleset";
import { listPlayableScenarios } from "../scenarios/scenario-catalog";

type S = MatchState<PatrolGame, PlotTurn>;
const SEATS = ["alpha", "bravo"] as const;
const empty = (seat: string): Command => ({ type: "turn/submit_plot", seat, payload: { plot: { orders: {} } } });

/**
 * Both bots through Game-Turn One's set-up and plot (askBot throws on any proposal apply would refuse), the match
 * dice seeded. Returns the commands and whether each seat locked its first plot.
 */
function firstTurn(scenario: Record<string, unknown>, seed: string) {
  let state: S = createTestMatch(scenario);
  const dice = createSeededDice(createRngState(`${seed}-match`, "sfc32")).dice;
  const bots = { alpha: createSeededDice(createRngState(`${seed}-a`, "sfc32")).dice, bravo: createSeededDice(createRngState(`${seed}-b`, "sfc32")).dice };
  const commands: Command[] = [];
  const locked = { alpha: false, bravo: false };
  for (let i = 0; i < 40 && state.turn.round === 1 && !state.game.result; i++) {
    let moved = false;
    for (const seat of SEATS) {
      if (state.turn.round !== 1) break;
      const cmd = askBot(patrolRuleset, state, seat, bots[seat], { budget: 60 });
      if (!cmd) continue;
      if (cmd.type === "turn/lock_plot") locked[seat] = true;
      const r = apply(patrolRuleset, state, cmd, dice);
      if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code}`);
      state = r.state as S;
      commands.push(cmd);
      moved = true;
    }
    if (!moved) break;
  }
  return { state, commands, locked };
}

// A sample of the catalog's entry situations [26.2, 26.72, 26.92 b] (29 of its OB x situation x α side rows), on the
// default board and on two small ones where the Raid's β section is all craters (no legal pre-plot). Deep boards are
// left to the Recon case above: creating a match on one checks every chit draw's route (seconds each).
const ENTRY = listPlayableScenarios().filter((s, i) => s.situation !== "patrol" || i % 5 === 0).filter((_, i) => i % 5 === 0);
const BOARDS = [undefined, { cols: 10, rows: 12 }, { cols: 8, rows: 8 }];

describe("Patrol! bot at map entry: its every proposal is one the rules accept", () => {
  it("issue 17: Recon on a deep board, after draw_entry with no clear pre-plot to β's section by turn 6, the bot proposes no refused plot (26.66 d)", () => {
    const { state, commands, locked } = firstTurn({ ob: "27.21", situation: "recon", board: { cols: 48, rows: 30 } }, "deep-recon");
    expect(commands.map((c) => `${c.seat}:${c.type}`).slice(0, 2)).toEqual(["alpha:draw_entry", "bravo:draw_entry"]);
    // The rules refuse every α plot here (26.2 Step 2); the bot waits instead of proposing one.
    expect(locked.alpha).toBe(false);
    const refusal = checkCommand(patrolRuleset, state, empty("alpha"));
    expect(refusal.ok ? "ok" : refusal.error.code).toBe("plot/pre_plot_first");
    expect(patrolRuleset.bot!(state, "alpha", createSeededDice(createRngState("again", "sfc32")).dice)).toBeUndefined();
  });

  it("issue 17: Raid on a board whose β section is all craters, no α edge has a clear route in, the bot proposes no refused plot (26.72)", () => {
    const { state, locked } = firstTurn({ ob: "27.21", situation: "raid", board: { cols: 10, rows: 12 } }, "crater-raid");
    expect(locked.alpha).toBe(false);
    const refusal = checkCommand(patrolRuleset, state, empty("alpha"));
    expect(refusal.ok ? "ok" : refusal.error.code).toBe("plot/pre_plot_first");
  });

  it("property, 26.2-26.96: over a sample of the catalog's entry scenarios and boards, every bot proposal in turn one is accepted, and a bot that does not lock its plot faces a plot check that refuses any plot", { timeout: 120_000 }, () => {
    let played = 0, stuck = 0;
    for (const sc of ENTRY) for (const board of BOARDS) {
      const scenario = { ...sc, ...(board ? { board } : {}) };
      if (!createMatch(patrolRuleset, { scenario }).ok) continue; // 26.2: a board refused at creation never starts
      const { state, locked } = firstTurn(scenario, `${sc.ob}-${sc.situation}-${sc.alphaSide}`);
      played += 1;
      for (const seat of SEATS) {
        if (locked[seat] || state.turn.round > 1 || state.game.result) continue;
        stuck += 1;
        expect(checkCommand(patrolRuleset, state, empty(seat)).ok, `${JSON.stringify(scenario)}: ${seat} waits though it may plot`).toBe(false);
      }
    }
    expect(played).toBeGreaterThan(40);
    // Most combinations get through turn one; only the boards the rules leave without a pre-plot stall.
    expect(stuck).toBeLessThan(played / 2);
  });
});
