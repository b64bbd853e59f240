import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";
import { stepHex } from "../state/hex-id";

const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;

describe("Patrol! sequence of play through apply", () => {
  // The book's worked turns B3, B11 and B14 are play cases: tests/conformance/patrol/{10.22-B3,6.1-B11,4.1C-B14}-*.json.
  it("patrol 7.32, 6.0: plot checks reject other sides' men, fire after movement and tasks over the MA", () => {
    const s = createTestMatch({ ob: "27.11", situation: "patrol", entry: "home_edge" });
    const submit = (orders: unknown) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders } } }, createFixedDice([]));
    const code = (r: ReturnType<typeof submit>) => (r.ok ? "ok" : r.error.code);
    expect(code(submit({ b01: [{ code: "PP" }] }))).toBe("plot/not_your_man");
    expect(code(submit({ a01: [{ code: "MV", path: ["D"] }, { code: "KF", target: "b01" }] }))).toBe("plot/fire_after_move");
    expect(code(submit({ a01: [{ code: "MV", path: ["D", "D", "D", "D", "D", "D", "D", "D", "D", "D", "D"] }] }))).toBe("plot/over_movement_allowance");
    expect(code(submit({ a01: [{ code: "MV", path: ["D", "D"] }] }))).toBe("ok");
  });

  it("patrol 5.1: plots stay hidden from the other side and spectators during the turn, and are shown in full at game end", () => {
    // The leak test: everything β and a spectator can receive while α plots and while the turn resolves must be
    // the same whatever α plotted, except the effects the rules reveal. α's OF line here never triggers.
    const s = createTestMatch({ ob: "27.11", situation: "patrol", entry: "home_edge", board: { cols: 12, rows: 14 } });
    const bravo = { orders: { b01: [{ code: "MV" as const, path: ["A" as const] }] } };
    const run = (alphaPlot: { orders: Record<string, unknown[]> }) => {
      let state = s;
      const seen: { bravo: unknown[]; spectator: unknown[] } = { bravo: [], spectator: [] };
      const dice = seeded("leak");
      for (const [type, seat, payload] of [
        ["submit_plot", "alpha", { plot: alphaPlot }], ["lock_plot", "alpha", {}], ["submit_plot", "bravo", { plot: bravo }], ["lock_plot", "bravo", {}],
      ] as const) {
        const r = apply(patrolRuleset, state, { type: `turn/${type}`, seat, payload }, dice);
        if (!r.ok) throw new Error(r.error.code);
        state = r.state;
        for (const v of ["bravo", "spectator"] as const) seen[v].push(eventsFor(patrolRuleset, state, r.events, v), viewFor(patrolRuleset, state, v));
      }
      return { seen, state };
    };
    const quiet = run({ orders: { a01: [{ code: "OF", hex: "0713" }] } });
    const other = run({ orders: { a02: [{ code: "OF", hex: "1009" }], a03: [{ code: "PP" }] } });
    // PP is an effect shown at the end of the turn (G7), so compare the plot-phase part and check the rest by content.
    expect(JSON.stringify(quiet.seen.bravo.slice(0, 4))).toBe(JSON.stringify(other.seen.bravo.slice(0, 4)));
    expect(JSON.stringify(quiet.seen.spectator.slice(0, 4))).toBe(JSON.stringify(other.seen.spectator.slice(0, 4)));
    for (const v of ["bravo", "spectator"] as const) {
      const text = JSON.stringify(quiet.seen[v]);
      expect(text).not.toContain("0713");
      expect(text).not.toContain('"OF"');
      expect(JSON.stringify(other.seen[v])).not.toContain("1009");
    }
    expect(JSON.stringify(viewFor(patrolRuleset, quiet.state, "alpha"))).toContain("0713");
    expect(JSON.stringify(viewFor(patrolRuleset, quiet.state, "bravo"))).not.toContain("0713");
  });

  it("patrol 26.62, 18.5 (leak): whatever β's hidden pillbox garrison and secret Claymores, α and spectators receive the same events and views", () => {
    // Recon on 12 x 14: β hidden in section D with its hidden pillbox; two different secret set-ups, one α turn far away.
    const run = (garrison: string[], claymore: Record<string, unknown>) => {
      let state = createTestMatch({ ob: "27.11", situation: "recon", entry: "home_edge", forces: { alpha: "3BR", bravo: "3AW 1CLY" }, board: { cols: 12, rows: 14 }, pillboxes: [{ garrison }] });
      const seen: unknown[] = [];
      const dice = seeded("hidden-setup");
      for (const [type, seat, payload] of [
        ["place_claymores", "bravo", { claymores: [claymore] }], ["turn/submit_plot", "alpha", { plot: { orders: { a01: [{ code: "MV", path: ["0202"] }] } } }],
        ["turn/lock_plot", "alpha", {}], ["turn/submit_plot", "bravo", { plot: { orders: {} } }], ["turn/lock_plot", "bravo", {}],
      ] as const) {
        const r = apply(patrolRuleset, state, { type, seat, payload }, dice);
        if (!r.ok) throw new Error(r.error.code);
        state = r.state;
        for (const v of ["alpha", "spectator"] as const) seen.push(eventsFor(patrolRuleset, state, r.events, v), viewFor(patrolRuleset, state, v), patrolRuleset.legalActions(state, v));
      }
      return { seen: JSON.stringify(seen), state };
    };
    const one = run(["b01"], { hex: "0608", facing: "A", detonator: "b01" });
    const other = run(["b02", "b03"], { hex: "0710", facing: "B", anchor: stepHex("0710", "B")! });
    expect(one.state.game.pillboxes![0]!.inside).not.toEqual(other.state.game.pillboxes![0]!.inside);
    expect(one.seen).toBe(other.seen);
    expect(one.seen).not.toMatch(/pb1|cly1|"b0[123]"/);
  });

  it("patrol 5.1: at game end every plot is revealed", () => {
    const s = createTestMatch({ ob: "27.11", situation: "patrol", entry: "home_edge", turns: 1, board: { cols: 12, rows: 14 } });
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "OF", hex: "0713" }] } }, bravo: { orders: {} } }, seeded("end"));
    expect(state.game.result?.reason).toBe("turn limit");
    const visible = JSON.stringify(eventsFor(patrolRuleset, state, events, "bravo"));
    expect(visible).toContain("0713");
    expect(JSON.stringify(viewFor(patrolRuleset, state, "spectator"))).toContain("0713");
  });
});
