import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, askBot } from "@tactica/engine";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { rollSpotting } from "./night";

type S = MatchState<PatrolGame, PlotTurn>;
const step = (s: S, type: string, seat: string, payload: unknown, dice = createFixedDice([])) => {
  const r = apply(patrolRuleset, s, { type, seat, payload }, dice);
  if (!r.ok) throw new Error(`${type}: ${r.error.code}`);
  return { state: r.state as S, events: r.events };
};

describe("Patrol! night [16.0-16.46]", () => {
  const start = () => withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", night: true, forces: { alpha: "1BR", bravo: "1BR" },
    deploy: { a01: { hex: "0405" }, b01: { hex: "0409" } }, board: { cols: 8, rows: 12 } }));

  it("patrol 16.2: movers are declared first; spotting is rolled before the plot; only spotted men may be fired on", () => {
    let s = start();
    expect(s.turn.step).toBe("night_declare_movers");
    const early = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: {} } } }, createFixedDice([]));
    expect(early.ok ? "" : early.error.code).toBe("turn/wrong_step");
    s = step(s, "declare_movers", "alpha", { men: [] }).state;
    s = step(s, "turn/end_stage", "alpha", {}).state;
    // Erect, stationary, clear, range 4: spotted on 1-2. α rolls 5 (fails), β rolls 1 (spots).
    const out = step(s, "turn/end_stage", "bravo", {}, createFixedDice([5, 1]));
    s = out.state;
    expect(s.turn.step).toBe("plot");
    expect(out.events.find((e: LoggedEvent) => e.type === "patrol/night_spotting")?.data).toEqual({ round: 1, spotted: { b01: ["a01"] } });
    const df = (seat: string, man: string, target: string) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat, payload: { plot: { orders: { [man]: [{ code: "DF", target }] } } } }, createFixedDice([]));
    const alpha = df("alpha", "a01", "b01");
    expect(alpha.ok ? "" : alpha.error.code).toBe("plot/not_spotted");
    expect(df("bravo", "b01", "a01").ok).toBe(true);
    const move = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "MV", path: ["A"] }] } } } }, createFixedDice([]));
    expect(move.ok ? "" : move.error.code).toBe("plot/not_declared");
  });

  it("patrol 17.6: an illuminated target is seen by daylight rules, and an illuminated man cannot see out of the light", () => {
    let s = start();
    // An illumination round lit 0412 last turn: 3 hexes round it this turn covers b01 (0409), not a01 (0405).
    s = { ...s, game: { ...s.game, artillery: { allocation: { alpha: [], bravo: [] }, rounds: [], due: [], craters: [], illumination: [{ hex: "0412", radius: 3, from: 1, until: 2 }] } } };
    s = step(s, "declare_movers", "alpha", { men: [] }).state;
    s = step(s, "turn/end_stage", "alpha", {}).state;
    // No die is rolled (the fixed dice are empty): α sees into the light, β cannot see out of it.
    const out = step(s, "turn/end_stage", "bravo", {}, createFixedDice([]));
    expect(out.events.find((e: LoggedEvent) => e.type === "patrol/night_spotting")?.data).toEqual({ round: 1, spotted: { a01: ["b01"] } });
    // Option patrol/illumination_spotting "rolled": the lit target is still rolled for (erect, clear, range 4: 1-2 spots).
    const { game } = out.state;
    expect(rollSpotting(game, game.night!, game.men.a01!, game.men.b01!, createFixedDice([6]), 1, { "patrol/illumination_spotting": "rolled" })).toBe(false);
    expect(rollSpotting(game, game.night!, game.men.a01!, game.men.b01!, createFixedDice([1]), 1, { "patrol/illumination_spotting": "rolled" })).toBe(true);
    // 16.11 (B-table reading): a target plotted to move 3+ hexes this turn is -1: erect, clear, range 4 spots on 1-2,
    // so a 3 fails without the plot and spots with it (the server passes his plotted hexes in phase D only).
    expect(rollSpotting(game, game.night!, game.men.a01!, game.men.b01!, createFixedDice([3]), 1, { "patrol/illumination_spotting": "rolled" })).toBe(false);
    expect(rollSpotting(game, game.night!, game.men.a01!, game.men.b01!, createFixedDice([3]), 1, { "patrol/illumination_spotting": "rolled" }, 3)).toBe(true);
    expect(rollSpotting(game, game.night!, game.men.a01!, game.men.b01!, createFixedDice([3]), 1, { "patrol/illumination_spotting": "rolled" }, 2)).toBe(false);
    // From turn 3 the light is out: β rolls again.
    expect(rollSpotting(game, game.night!, game.men.b01!, game.men.a01!, createFixedDice([1]), 3)).toBe(true);
  });

  it("patrol 16.0: two bots play night turns (declare, spot, plot, lock) without an illegal command", { timeout: 60_000 }, () => {
    let s = createTestMatch({ ob: "27.11", situation: "patrol", night: true, turns: 6, board: { cols: 12, rows: 12 } });
    const match = createSeededDice(createRngState("night", "sfc32")).dice;
    const bot = createSeededDice(createRngState("night-bot", "sfc32")).dice;
    const seen = new Set<string>();
    for (let i = 0; i < 400 && !s.game.result; i++) {
      for (const seat of ["alpha", "bravo"]) {
        const cmd = askBot(patrolRuleset, s, seat, bot);
        if (!cmd) continue;
        const r = apply(patrolRuleset, s, cmd, match);
        if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code}`);
        s = r.state as S;
        for (const e of r.events) seen.add(e.type);
      }
    }
    expect(s.game.result).not.toBeNull();
    expect(seen).toContain("patrol/night_spotting");
    expect(seen).toContain("patrol/movers_declared");
  });
});
