import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { botSetupCommand } from "../bot/bot-setup";
import { createBotPlot } from "../bot/general-bot";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import { resolvePath } from "../state/hex-id";
import { toEdgeHexes } from "../state/map-sections";
import { toPathCosts } from "../terrain/move-cost";
import { isExitHex } from "../state/patrol-map";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const run = (s: S, type: string, seat: string, payload: unknown, dice: number[] = []) => apply(patrolRuleset, s, { type, seat, payload }, createFixedDice(dice));
const must = (r: ReturnType<typeof run>) => { if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`); return r; };
const code = (r: ReturnType<typeof run>) => (r.ok ? "ok" : r.error.code);
// No `entry`: 26.92 b is the Assault's default.
const assault = (extra: Record<string, unknown> = {}) => withoutPanic(createTestMatch({ ob: "27.31", situation: "assault", forces: { alpha: "7BR", bravo: "3BR" }, ...extra }));
const alphaMen = (s: S) => s.game.order.filter((id) => s.game.men[id]!.side === "alpha");
const none = { orders: {} };

describe("Patrol! the Assault's α entry [26.92 b]", () => {
  it("patrol 26.92 b: α starts off the map and must pick map-edge 2, 3 or 4 before its first plot; no 26.2 chits", () => {
    const s0 = assault();
    expect(alphaMen(s0).every((id) => s0.game.men[id]!.hex === null)).toBe(true);
    expect(s0.game.entry?.roles).toEqual({ alpha: "front" });
    expect(code(run(s0, "turn/submit_plot", "alpha", { plot: none }))).toBe("plot/edge_first");
    expect(code(run(s0, "draw_entry", "alpha", {}, [1, 1]))).toBe("entry/none");
    expect(code(run(s0, "preplot", "alpha", { route: ["0301"] }))).toBe("entry/none");
    expect(code(run(s0, "choose_edge", "alpha", { edge: 5 }))).toBe("entry/bad_edge");
    expect(code(run(s0, "choose_edge", "bravo", { edge: 3 }))).toBe("entry/none");
    const off = toEdgeHexes(s0.game.map.box, 2)[0]!;
    expect(code(run(s0, "choose_edge", "alpha", { edge: 3, hexes: { [alphaMen(s0)[0]!]: off } }))).toBe("entry/bad_entry");
    const picked = must(run(s0, "choose_edge", "alpha", { edge: 3 }));
    expect(code(run(picked.state as S, "choose_edge", "alpha", { edge: 4 }))).toBe("entry/drawn");
    expect(code(run(picked.state as S, "turn/submit_plot", "alpha", { plot: none }))).toBe("ok");
  });

  it("patrol 26.92 b: a broad front — the men enter on turn 1 at several hexes of the picked edge (one named, the rest spread, three a hex at most)", () => {
    const s0 = assault();
    const edge = toEdgeHexes(s0.game.map.box, 4), [first] = alphaMen(s0);
    const picked = must(run(s0, "choose_edge", "alpha", { edge: 4, hexes: { [first!]: edge[edge.length - 1]! } }));
    const front = picked.state.game.entry!.sides.alpha!.front!;
    expect(Object.keys(front).sort()).toEqual(alphaMen(s0).sort());
    expect(front[first!]).toBe(edge[edge.length - 1]);
    const used = Object.values(front);
    expect(used.every((h) => edge.includes(h))).toBe(true);
    expect(new Set(used).size).toBeGreaterThan(1);
    expect(Math.max(...[...new Set(used)].map((h) => used.filter((x) => x === h).length))).toBeLessThanOrEqual(3);
    const { state, events } = playTurn(picked.state as S, { alpha: none, bravo: none }, createFixedDice(Array.from({ length: 80 }, () => 6)));
    for (const id of alphaMen(s0)) expect(state.game.men[id]!.hex).toBe(front[id]);
    // Entering consumes one Movement Point [26.2 g]: each man's move is his one entry hex.
    const moved = events.filter((e) => e.type === "patrol/moved").map((e) => e.data as { man: string; path: string[] });
    expect(moved.filter((m) => front[m.man] !== undefined).every((m) => m.path.length === 1)).toBe(true);
  });

  it("patrol 26.92 b: the entry edge is also α's exit edge — another North edge section is not an exit", () => {
    const s0 = assault();
    const g = must(run(s0, "choose_edge", "alpha", { edge: 2 })).state.game;
    expect(isExitHex(g, toEdgeHexes(g.map.box, 2)[0]!, "alpha")).toBe(true);
    expect(isExitHex(g, toEdgeHexes(g.map.box, 3)[0]!, "alpha")).toBe(false);
    expect(isExitHex(g, toEdgeHexes(g.map.box, 4)[0]!, "alpha")).toBe(false);
  });

  it("patrol 26.92 b, 26.2 Secret Entry and Exit: α's pick and front reach neither β's view nor β's events nor a spectator's", () => {
    const s0 = assault();
    const picked = must(run(s0, "choose_edge", "alpha", { edge: 4 }));
    for (const v of ["bravo", "spectator"] as const) {
      expect(eventsFor(patrolRuleset, picked.state, picked.events, v)).toEqual([]);
      const view = viewFor(patrolRuleset, picked.state, v).game as { entry: unknown };
      expect(view.entry).toEqual({ roles: { alpha: "front" }, sides: { alpha: { drawn: true, preplotted: false } } });
    }
    expect(eventsFor(patrolRuleset, picked.state, picked.events, "alpha").map((e) => e.type)).toEqual(["patrol/edge_chosen"]);
  });

  it("patrol 26.92 b: scenario entry home_edge keeps α set up on its edge rows, with no pick", () => {
    const s0 = assault({ entry: "home_edge" });
    expect(alphaMen(s0).every((id) => s0.game.men[id]!.hex !== null)).toBe(true);
    expect(s0.game.entry).toBeUndefined();
    expect(code(run(s0, "turn/submit_plot", "alpha", { plot: none }))).toBe("ok");
  });

  it("patrol 26.92 b: the bot picks edge 2, 3 or 4 by its dice before plotting", () => {
    const s0 = assault();
    const cmd = botSetupCommand(s0.game, "alpha", {}, createFixedDice([3]));
    expect(cmd).toEqual({ type: "choose_edge", seat: "alpha", payload: { edge: 4 } });
    const after = must(run(s0, "choose_edge", "alpha", (cmd as { payload: unknown }).payload)).state as S;
    expect(botSetupCommand(after.game, "alpha", {}, createFixedDice([1]))?.type).not.toBe("choose_edge");
  });

  it("patrol 26.96 b: α moves freely onto the map on Game-Turn One — a man enters his hex (1 MP) and moves on in the same turn; the MP total is checked; a path not from the entry hex is refused", () => {
    const s0 = assault();
    const picked = must(run(s0, "choose_edge", "alpha", { edge: 3 })).state as S;
    const front = picked.game.entry!.sides.alpha!.front!, [man] = alphaMen(s0), hex = front[man!]!;
    const mv = (path: string[]) => ({ orders: { [man!]: [{ code: "MV" as const, path }] } });
    // The path must start at his entry hex [26.2 g], and his only order is that move.
    const other = resolvePath(hex, ["D"])![0]!;
    expect(code(run(picked, "turn/submit_plot", "alpha", { plot: mv([other, "D"]) }))).toBe("plot/front_path");
    expect(code(run(picked, "turn/submit_plot", "alpha", { plot: { orders: { [man!]: [{ code: "ER" }] } } }))).toBe("plot/front_entering");
    // The entry's MP counts against his MA of 10: the entry hex and ten more hexes are too many.
    expect(code(run(picked, "turn/submit_plot", "alpha", { plot: mv([hex, ...Array.from({ length: 10 }, () => "D")]) }))).toBe("plot/over_movement_allowance");
    const rest = resolvePath(hex, ["D", "D"])!;
    expect(1 + toPathCosts(picked.game, hex, rest).slice(-1)[0]!).toBeLessThanOrEqual(10);
    const { state, events } = playTurn(picked, { alpha: mv([hex, "D", "D"]), bravo: none }, createFixedDice(Array.from({ length: 80 }, () => 6)));
    expect(state.game.men[man!]!.hex).toBe(rest[1]);
    const moved = events.filter((e) => e.type === "patrol/moved").map((e) => e.data as { man: string; path: string[] });
    expect(moved.find((m) => m.man === man)?.path).toEqual([hex, ...rest]);
    // The others, with no order, only enter [26.92 b].
    for (const id of alphaMen(s0).filter((id) => id !== man)) expect(state.game.men[id]!.hex).toBe(front[id]);
  });

  it("patrol 26.96 b: the bot plots a waiting α man from his entry hex on, and the plot check accepts it", () => {
    const picked = must(run(assault(), "choose_edge", "alpha", { edge: 4 })).state as S;
    const front = picked.game.entry!.sides.alpha!.front!;
    const plot = createBotPlot(picked.game, "alpha", createFixedDice(Array.from({ length: 400 }, () => 1)));
    const moves = Object.entries(plot.orders).map(([id, ts]) => [id, ts[0]] as const);
    expect(moves.length).toBeGreaterThan(0);
    for (const [id, t] of moves) expect(t?.code === "MV" && t.path[0]).toBe(front[id]);
    expect(moves.some(([, t]) => t?.code === "MV" && t.path.length > 1)).toBe(true);
    expect(code(run(picked, "turn/submit_plot", "alpha", { plot }))).toBe("ok");
  });
});
