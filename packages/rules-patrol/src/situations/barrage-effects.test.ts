import { createFixedDice } from "@tactica/dice";
import { apply, defineCommand, OK, resolveWithHooks, viewFor } from "@tactica/engine";
import type { CommandContext, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { patrolRuleset } from "../ruleset";
import { BARRAGE_EFFECTS_HOOK } from "./barrage-effects";
import { createTestMatch, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

// A stand-in for src/artillery's resolve_barrage: an HE burst in 0508 that hits the hidden β man b01.
const burst = defineCommand<PatrolGame, PlotTurn, Record<string, never>>({
  schema: z.object({}).strict(), rule: "patrol 17.0", actor: "any",
  validate: () => OK,
  resolve: (state) => ({ state, events: [
    { type: "patrol/artillery_blast", data: { round: "alpha-1", hex: "0508" } },
    { type: "patrol/blast", data: { hex: "0508", man: "b01", distance: 4, as: 1, result: "-" } },
  ] }),
});

describe("Patrol! barrage effects from other rules", () => {
  it("patrol 18.4, 26.4: a shell bursting in a mined hex clears it; blast events naming a hidden β man reach β only", () => {
    const s = createTestMatch({ ob: "27.11", situation: "recon", forces: { alpha: "3BR", bravo: "3BR 3mine" }, board: { cols: 12, rows: 12 } });
    const laid = apply(patrolRuleset, s, { type: "lay_mines", seat: "bravo", payload: { hexes: { "0508": 2, "0309": 1 } } }, createFixedDice([]));
    if (!laid.ok) throw new Error(laid.error.code);
    const ctx = { turn: { round: 1, step: "explosives", actors: [], over: false }, options: {}, tables: new Map() } as CommandContext;
    const out = resolveWithHooks([BARRAGE_EFFECTS_HOOK], burst.resolve, laid.state, { type: "resolve_barrage", seat: "alpha", payload: {} }, createFixedDice([]), ctx);
    expect(out.state.game.mines?.bravo.hexes).toEqual({ "0309": 1 });
    expect(out.events.map((e) => [e.type, e.visibleTo ?? "all"])).toEqual([
      ["patrol/artillery_blast", "all"], ["patrol/blast", ["bravo"]], ["patrol/mines_cleared", ["bravo"]],
    ]);
    expect(out.state.game.engagement?.hidden).toEqual(["b01", "b02", "b03"]);
  });

  it("patrol 4.1 F2: the held explosives stage is a public reaction window every seat answers with resolve_barrage; turn commands stay the turn model's", () => {
    const scenario = { ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl) 1L(c)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
      deploy: { a01: { hex: "0802" }, a02: { hex: "0902" }, b01: { hex: "0812" }, b02: { hex: "0814" } } };
    const must = (st: MatchState<PatrolGame, PlotTurn>, type: string, seat: string, payload: unknown) => {
      const r = apply(patrolRuleset, st, { type, seat, payload }, createFixedDice([]));
      if (!r.ok) throw new Error(`${type}: ${r.error.code}`);
      return r.state;
    };
    let s = must(withoutPanic(createTestMatch(scenario)), "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0812", turn: 1 }] });
    for (const seat of ["alpha", "bravo"]) s = must(must(s, "turn/submit_plot", seat, { plot: { orders: {} } }), "turn/lock_plot", seat, {});
    expect(s.turn).toMatchObject({ step: "explosives" });
    for (const viewer of ["alpha", "bravo", "spectator"]) {
      expect(viewFor(patrolRuleset, s, viewer).reaction).toEqual({ seats: ["alpha", "bravo"], answers: ["resolve_barrage"], rule: "patrol 4.1 F2" });
    }
    const plot = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "bravo", payload: { plot: { orders: {} } } }, createFixedDice([]));
    expect(plot.ok ? "ok" : plot.error.code).toBe("turn/wrong_step");
    expect(s.reactions).toBeUndefined();
  });
});
