import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OK, reject } from "../framework/rejection";
import { createSimultaneousPlot, initPlotTurn } from "./simultaneous-plot";
import type { PlotConfig, PlotTurn } from "./simultaneous-plot";
import { stepTurnModel, turnCommand } from "./step-turn-model";

type Game = { readonly ma: number };
const plotSchema = z.object({ man: z.string(), mp: z.number().int().min(0) });
const model = createSimultaneousPlot<Game, z.infer<typeof plotSchema>>({
  plotSchema,
  // Patrol 7.32: the MP plotted may not exceed the man's MA at the start of the plot.
  validatePlot: (game, _seat, plot) => (plot.mp <= game.ma ? OK : reject("plot/over_movement_allowance", "MP exceeds the MA", "patrol 7.32")),
});
const ctx = { game: { ma: 4 }, seats: ["us", "nva"], options: {} };

function step(t: PlotTurn, name: string, seat: string, payload: unknown = {}) {
  return stepTurnModel(model, t, turnCommand(name, seat, payload), createFixedDice([]), ctx);
}

function run(t: PlotTurn, steps: readonly [string, string, unknown?][]): PlotTurn {
  let turn = t;
  for (const [name, seat, payload] of steps) {
    const out = step(turn, name, seat, payload);
    if (!out.ok) throw new Error(`${name}: ${out.error.code}`);
    turn = out.turn;
  }
  return turn;
}

// Test fixture: Patrol!'s stages A-H [4.1] (the ruleset's own preset is in rules-patrol/src/sequence).
const STAGES = ["panic", "initial_combat", "movement", "stun_recovery", "explosives", "maintenance", "record"];
const start = (cfg: Partial<PlotConfig> = {}) => initPlotTurn({ seats: ["us", "nva"], turns: 3, stages: STAGES, ...cfg });
const usPlot = { man: "us-1", mp: 3 };
const nvaPlot = { man: "nva-7", mp: 4 };

describe("simultaneous plot (Patrol!)", () => {
  it("patrol 3.3: both plots are committed before either is executed", () => {
    const t = run(start(), [["submit_plot", "us", { plot: usPlot }], ["lock_plot", "us"], ["submit_plot", "nva", { plot: nvaPlot }]]);
    expect(model.status(t).step).toBe("plot");
    const out = step(t, "lock_plot", "nva");
    if (!out.ok) throw new Error(out.error.code);
    const stages = out.events.filter((e) => e.type === "turn/stage_started").map((e) => (e.data as { stage: string }).stage);
    expect(stages).toEqual(["panic", "initial_combat", "movement", "stun_recovery", "explosives", "maintenance", "record", "plot"]);
    expect(out.events[1]).toEqual({ type: "turn/plots_locked", data: { round: 1 } });
    expect(out.turn).toMatchObject({ round: 2, step: "plot", plots: {} });
    expect(out.turn.history).toEqual([{ round: 1, plots: { us: usPlot, nva: nvaPlot } }]);
  });

  it("patrol 5.1: a locked plot is immutable", () => {
    const t = run(start(), [["submit_plot", "us", { plot: usPlot }], ["lock_plot", "us"]]);
    const change = step(t, "submit_plot", "us", { plot: { man: "us-1", mp: 1 } });
    expect(change.ok ? "" : change.error.code).toBe("plot/locked");
    const again = step(t, "lock_plot", "us");
    expect(again.ok ? "" : again.error.code).toBe("plot/locked");
    expect(step(start(), "lock_plot", "us").ok).toBe(false);
  });

  it("patrol 5.0: an unlocked plot may be rewritten", () => {
    const t = run(start(), [["submit_plot", "us", { plot: usPlot }], ["submit_plot", "us", { plot: { man: "us-2", mp: 0 } }]]);
    expect(t.plots.us).toEqual({ plot: { man: "us-2", mp: 0 }, locked: false });
  });

  it("patrol 7.32: the ruleset validates the plot's content (MP within MA)", () => {
    const out = step(start(), "submit_plot", "us", { plot: { man: "us-1", mp: 5 } });
    expect(out.ok ? "" : out.error).toEqual({ code: "plot/over_movement_allowance", message: "MP exceeds the MA", rule: "patrol 7.32" });
    const bad = step(start(), "submit_plot", "us", { plot: { man: "us-1" } });
    expect(bad.ok ? "" : bad.error.code).toBe("command/invalid_payload");
  });

  it("patrol 7.32: the plot check reads the match's rulings options", () => {
    const seen: Record<string, string>[] = [];
    const optioned = createSimultaneousPlot<Game, z.infer<typeof plotSchema>>({
      plotSchema,
      validatePlot: (game, _seat, plot, options) => {
        seen.push({ ...options });
        const ma = options["test/ma"] === "long" ? game.ma + 2 : game.ma;
        return plot.mp <= ma ? OK : reject("plot/over_movement_allowance", "MP exceeds the MA", "patrol 7.32");
      },
    });
    const submit = (options: Record<string, string>) => stepTurnModel(optioned, start(), turnCommand("submit_plot", "us", { plot: { man: "us-1", mp: 6 } }), createFixedDice([]), { ...ctx, options });
    expect(submit({}).ok).toBe(false);
    expect(submit({ "test/ma": "long" }).ok).toBe(true);
    expect(seen).toEqual([{}, { "test/ma": "long" }]);
  });

  it("patrol 5.1: plots are hidden from the opponent until the end of the game", () => {
    let t = run(start({ turns: 1 }), [["submit_plot", "us", { plot: usPlot }]]);
    const out = step(t, "submit_plot", "nva", { plot: nvaPlot });
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events).toEqual([{ type: "turn/plot_submitted", data: { seat: "nva", plot: nvaPlot }, visibleTo: ["nva"] }]);
    t = out.turn;
    const usSees = JSON.stringify(model.view(t, "us", { over: false }));
    expect(usSees).not.toContain("nva-7");
    expect(usSees).toContain("us-1");
    expect(JSON.stringify(model.view(t, "spectator", { over: false }))).not.toMatch(/us-1|nva-7/);
    t = run(t, [["lock_plot", "us"], ["lock_plot", "nva"]]);
    expect(model.status(t).over).toBe(true);
    expect(JSON.stringify(model.view(t, "spectator", { over: true }))).toMatch(/us-1.*nva-7|nva-7.*us-1/);
  });

  it("patrol 5.1: reveal at the end of the game is the default - no turn reveals its plots, the last one reveals them all", () => {
    expect(start().reveal).toBe("end_of_game");
    const turn = (t: PlotTurn) => run(t, [["submit_plot", "us", { plot: usPlot }], ["lock_plot", "us"], ["submit_plot", "nva", { plot: nvaPlot }]]);
    const first = step(turn(start({ turns: 2 })), "lock_plot", "nva");
    if (!first.ok) throw new Error(first.error.code);
    expect(first.events.map((e) => e.type)).not.toContain("turn/plots_revealed");
    const last = step(turn(first.turn), "lock_plot", "nva");
    if (!last.ok) throw new Error(last.error.code);
    const reveal = last.events.filter((e) => e.type === "turn/plots_revealed");
    expect(reveal).toEqual([{ type: "turn/plots_revealed", data: { history: [{ round: 1, plots: { us: usPlot, nva: nvaPlot } }, { round: 2, plots: { us: usPlot, nva: nvaPlot } }] } }]);
  });

  it("the other reading (reveal: after_resolution): each turn's plots become public once that turn has resolved, never before", () => {
    const t0 = start({ reveal: "after_resolution" });
    const t = run(t0, [["submit_plot", "us", { plot: usPlot }], ["lock_plot", "us"], ["submit_plot", "nva", { plot: nvaPlot }]]);
    // All written and one locked: the opponent's plot is still hidden, as under the default.
    expect(JSON.stringify(model.view(t, "us", { over: false }))).not.toContain("nva-7");
    const out = step(t, "lock_plot", "nva");
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events.filter((e) => e.type === "turn/plots_revealed")).toEqual([{ type: "turn/plots_revealed", data: { round: 1, plots: { us: usPlot, nva: nvaPlot } } }]);
    expect(JSON.stringify(model.view(out.turn, "us", { over: false }))).toContain("nva-7");
    expect(JSON.stringify(model.view(out.turn, "spectator", { over: false }))).toMatch(/us-1.*nva-7|nva-7.*us-1/);
    // Turn 2's plot stays the plotter's own until turn 2 resolves.
    const next = run(out.turn, [["submit_plot", "nva", { plot: { man: "nva-9", mp: 1 } }], ["lock_plot", "nva"]]);
    expect(JSON.stringify(model.view(next, "us", { over: false }))).not.toContain("nva-9");
  });

  it("patrol 3.3: resolved plots stay secret in the audit history while the game goes on", () => {
    const t = run(start(), [["submit_plot", "us", { plot: usPlot }], ["lock_plot", "us"], ["submit_plot", "nva", { plot: nvaPlot }], ["lock_plot", "nva"]]);
    expect(JSON.stringify(model.view(t, "us", { over: false }))).not.toContain("nva-7");
    expect(JSON.stringify(model.view(t, "nva", { over: false }))).toContain("nva-7");
  });

  it("patrol 5.0: the plot waits on every seat whose plot is not locked (no seat gets the gate for game commands)", () => {
    let t = start();
    expect(model.status(t)).toMatchObject({ step: "plot", actors: [], waiting: ["us", "nva"] });
    t = run(t, [["submit_plot", "us", { plot: usPlot }]]);
    expect(model.status(t).waiting).toEqual(["us", "nva"]);
    t = run(t, [["lock_plot", "us"]]);
    expect(model.status(t).waiting).toEqual(["nva"]);
  });

  it("patrol 16.2: at night movers are declared before the plot, each seat finishing the step", () => {
    let t = start({ before: ["night_declare_movers", "night_spotting"], inputStages: ["night_declare_movers"] });
    expect(model.status(t)).toMatchObject({ step: "night_declare_movers", actors: ["us", "nva"] });
    const early = step(t, "submit_plot", "us", { plot: usPlot });
    expect(early.ok ? "" : early.error.code).toBe("turn/wrong_step");
    t = run(t, [["end_stage", "us"]]);
    expect(model.status(t).actors).toEqual(["nva"]);
    t = run(t, [["end_stage", "nva"]]);
    expect(model.status(t).step).toBe("plot"); // night_spotting is resolved by the ruleset and passes at once
  });

  it("patrol 4.1 F: a stage the game holds open waits until the game releases it", () => {
    const held = createSimultaneousPlot<{ due: boolean }, z.infer<typeof plotSchema>>({ plotSchema, holdStage: (stage, game) => stage === "explosives" && game.due });
    const go = (t: PlotTurn, due: boolean, name: string, seat: string, payload: unknown = {}) => {
      const out = stepTurnModel(held, t, turnCommand(name, seat, payload), createFixedDice([]), { game: { due }, seats: ["us", "nva"], options: {} });
      if (!out.ok) throw new Error(out.error.code);
      return out.turn;
    };
    let t = go(start(), true, "submit_plot", "us", { plot: usPlot });
    t = go(go(go(t, true, "submit_plot", "nva", { plot: nvaPlot }), true, "lock_plot", "us"), true, "lock_plot", "nva");
    expect(held.status(t)).toMatchObject({ step: "explosives", round: 1, actors: [] });
    expect(held.advance?.(t, { game: { due: true }, seats: ["us", "nva"], options: {} })).toBeUndefined();
    expect(held.advance?.(t, { game: { due: false }, seats: ["us", "nva"], options: {} })?.turn.step).toBe("maintenance");
  });
});

describe("simultaneous plot citations", () => {
  it("cite the ruleset's sections when it names them, and no rule when it does not", () => {
    const cited = createSimultaneousPlot<Game, z.infer<typeof plotSchema>>({ plotSchema, citations: { lock: "patrol 5.1", plot: "patrol 5.0" } });
    const lock = stepTurnModel(cited, start(), turnCommand("lock_plot", "us", {}), createFixedDice([]), ctx);
    expect(lock.ok === false && lock.error).toMatchObject({ code: "plot/missing", rule: "patrol 5.0" });
    expect(cited.commands["turn/lock_plot"]?.rule).toBe("patrol 5.1");
    const bare = step(start(), "lock_plot", "us");
    expect(bare.ok === false && bare.error).toMatchObject({ code: "plot/missing", rule: "" });
  });
});
