import { createFixedDice } from "@tactica/dice";
import { apply, defineCommand, OK, resolveWithHooks } from "@tactica/engine";
import type { CommandContext, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { patrolRuleset } from "../ruleset";
import { BARRAGE_EFFECTS_HOOK } from "./barrage-effects";
import { createTestMatch } from "./game-test-helpers";
import type { PatrolGame } from "./state";

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
});
