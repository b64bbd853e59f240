import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, eventsFor, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { findRoute } from "../bot/bot-route";
import { patrolRuleset } from "../ruleset";
import { checkRoute, RAID_ENTRY_EDGES, toRouteSections, withRaidEdge } from "./entry";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";
import { toEdgeHexes } from "../state/map-sections";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const run = (s: S, type: string, seat: string, payload: unknown, dice: number[] = []) => apply(patrolRuleset, s, { type, seat, payload }, createFixedDice(dice));
const must = (r: ReturnType<typeof run>) => { if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`); return r; };
const code = (r: ReturnType<typeof run>) => (r.ok ? "ok" : r.error.code);
// No `entry`: 26.2 is the default [26.52].
const patrol = (extra: Record<string, unknown> = {}) => createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "3BR", bravo: "3BR" }, ...extra });
const none = { orders: {} };

/** Both sides draw (dice: α chit 2 of 5 then 1 of 4; β likewise) and pre-plot the bot's route, entry turns from `turns`. */
function drawnAndPlotted(s0: S, turns: [number, number]) {
  let s = must(run(s0, "draw_entry", "alpha", {}, [2, 1])).state as S;
  s = must(run(s, "draw_entry", "bravo", {}, [3, 4])).state as S;
  const ra = findRoute(s.game, "alpha"), rb = findRoute(s.game, "bravo");
  if (!ra || !rb) throw new Error("no route on the placeholder board");
  s = must(run(s, "preplot", "alpha", ra, [turns[0]])).state as S;
  s = must(run(s, "preplot", "bravo", rb, [turns[1]])).state as S;
  return { s, ra: ra.route, rb: rb.route };
}

describe("Patrol! variable entry and exit [26.2]", () => {
  it("patrol 26.52, 26.62, 26.72, 26.82, 26.92: 26.2 is the default set-up where the situation calls for it; entry home_edge opts out", () => {
    const roles = (situation: string, extra: Record<string, unknown> = {}) => {
      const s = createTestMatch({ ob: "27.11", situation, forces: { alpha: "3BR", bravo: "3BR" }, ...extra });
      return { roles: s.game.entry?.roles, offMap: s.game.order.filter((id) => s.game.men[id]!.hex === null).join(",") };
    };
    expect(roles("patrol")).toEqual({ roles: { alpha: "enter", bravo: "enter" }, offMap: "a01,a02,a03,b01,b02,b03" });
    expect(roles("recon")).toEqual({ roles: { alpha: "enter", bravo: "exit" }, offMap: "a01,a02,a03" });
    expect(roles("raid")).toEqual({ roles: { alpha: "enter" }, offMap: "a01,a02,a03" });
    expect(roles("ambush")).toEqual({ roles: { alpha: "enter", bravo: "exit" }, offMap: "a01,a02,a03" });
    // 26.92 b: the Assault's α enters on edge 2, 3 or 4 in a broad front, not by 26.2 (assault-entry.test.ts).
    expect(roles("assault")).toEqual({ roles: { alpha: "front" }, offMap: "a01,a02,a03" });
    for (const situation of ["patrol", "recon", "raid", "ambush", "assault"]) expect(roles(situation, { entry: "home_edge" })).toEqual({ roles: undefined, offMap: "" });
    expect(code(run(patrol(), "turn/submit_plot", "alpha", { plot: none }))).toBe("plot/entry_first");
  });

  it("patrol 26.2, 27.73 (reading): vehicles are not in the column; An Loc's ARVN ride their APC from the home edge while the NVA enter by 26.2", () => {
    const s = createTestMatch({ ob: "27.73", situation: "patrol" });
    const apc = Object.values(s.game.vehicles ?? {})[0]!;
    const arvn = s.game.order.filter((id) => s.game.men[id]!.side === "alpha");
    expect(apc.hex).not.toBeNull();
    expect(arvn.every((id) => s.game.men[id]!.aboard === apc.id && s.game.men[id]!.hex === apc.hex)).toBe(true);
    expect(s.game.order.filter((id) => s.game.men[id]!.side === "bravo").every((id) => s.game.men[id]!.hex === null)).toBe(true);
    // α has no column, so nothing to draw before plotting; β must draw first.
    expect(code(run(s, "turn/submit_plot", "alpha", { plot: none }))).toBe("ok");
    expect(code(run(s, "turn/submit_plot", "bravo", { plot: none }))).toBe("plot/entry_first");
  });

  it("patrol 26.2 Step 1: each side draws its entry, then its exit, from its own five chits with the match dice, in secret; no plot before", () => {
    const s0 = patrol();
    expect(s0.game.order.every((id) => s0.game.men[id]!.hex === null)).toBe(true);
    expect(code(run(s0, "turn/submit_plot", "alpha", { plot: none }))).toBe("plot/entry_first");
    const drawn = must(run(s0, "draw_entry", "alpha", {}, [2, 1]));
    // Chits 1-5 shuffled: the 2nd of [1..5] is 2, then the 1st of the remaining [1,3,4,5] is 1.
    expect(drawn.state.game.entry?.sides.alpha).toEqual({ entry: 2, exit: 1 });
    const b = must(run(drawn.state as S, "draw_entry", "bravo", {}, [5, 1]));
    expect(b.state.game.entry?.sides.bravo).toEqual({ entry: 0, exit: 6 });
    expect(code(run(drawn.state as S, "draw_entry", "alpha", {}, [1, 1]))).toBe("entry/drawn");
    for (const v of ["bravo", "spectator"] as const) expect(eventsFor(patrolRuleset, drawn.state, drawn.events, v)).toEqual([]);
    expect((viewFor(patrolRuleset, drawn.state, "bravo").game as { entry: unknown }).entry).toEqual({ roles: { alpha: "enter", bravo: "enter" }, sides: { alpha: { drawn: true, preplotted: false } } });
    expect(code(run(drawn.state as S, "turn/submit_plot", "alpha", { plot: none }))).toBe("plot/pre_plot_first");
  });

  it("patrol 26.2, 26.1: a side the scenario deploys man by man has no column and draws nothing before plotting; the other still must", () => {
    const s = patrol({ deploy: { a01: { hex: "0302" }, a02: { hex: "0402" }, a03: { hex: "0502" } } });
    expect(s.game.men.a01!.hex).toBe("0302");
    expect(code(run(s, "turn/submit_plot", "alpha", { plot: none }))).toBe("ok");
    expect(code(run(s, "turn/submit_plot", "bravo", { plot: none }))).toBe("plot/entry_first");
  });

  it("patrol 26.2 Step 2: the Preliminary Movement Plot starts on the entry edge section, keeps to clear terrain, enters every section without re-entering one, and ends on the exit edge section", () => {
    let s = must(run(patrol(), "draw_entry", "alpha", {}, [2, 1])).state as S;
    const plan = findRoute(s.game, "alpha")!;
    const route = plan.route;
    expect(checkRoute(s.game, "alpha", route, undefined).ok).toBe(true);
    expect(toEdgeHexes(s.game.map.box, 2)).toContain(route[0]);
    expect(toEdgeHexes(s.game.map.box, 1)).toContain(route[route.length - 1]);
    expect([...new Set(toRouteSections(s.game, route))].sort()).toEqual(["A", "B", "C", "D", "E", "F"]);
    const why = (r: readonly string[], game: PatrolGame = s.game) => { const c = checkRoute(game, "alpha", r, undefined); return c.ok ? "ok" : c.error.code; };
    expect(why(["0808", ...route])).toBe("entry/bad_entry");
    expect(why(route, { ...s.game, map: { ...s.game.map, terrain: { ...s.game.map.terrain, [route[3]!]: "rough-1" } } })).toBe("entry/not_clear");
    const second = route.findIndex((h) => toRouteSections(s.game, [h])[0] === toRouteSections(s.game, route)[1]);
    const back = [...route.slice(0, second + 1), ...route.slice(0, second).reverse()];
    expect(why(back)).toBe("entry/section_reentered");
    expect(why(route.slice(0, second + 1))).toBe("entry/section_missed");
    const allSeen = route.findIndex((_, i) => toRouteSections(s.game, route.slice(0, i + 1)).length === 6);
    expect(why(route.slice(0, allSeen + 1))).toBe("entry/bad_exit");
    expect(code(run(s, "preplot", "alpha", { route: back }, [1]))).toBe("entry/section_reentered");
    s = must(run(s, "preplot", "alpha", plan, [4])).state as S;
    expect(s.game.entry?.sides.alpha?.entryTurn).toBe(4);
    expect(code(run(s, "preplot", "alpha", plan, [4]))).toBe("entry/plotted");
  });

  it("patrol 26.2 Step 3, 26.56 a: the column enters single file on its rolled turn (man k on MP k+1), walks the route at half speed and takes no other orders", () => {
    const { s, ra } = drawnAndPlotted(patrol(), [1, 2]);
    expect(code(run(s, "turn/submit_plot", "alpha", { plot: { orders: {} } }))).toBe("ok");
    const t1 = playTurn(s, { alpha: none, bravo: none }, createFixedDice(Array.from({ length: 60 }, () => 3)));
    const at = (st: S, id: string) => st.game.men[id]!.hex;
    // OPEN mode: 1 MP a clear hex; the lead enters on MP 1 and walks 4 more hexes by MP 5; the others trail by one MP each.
    expect([at(t1.state, "a01"), at(t1.state, "a02"), at(t1.state, "a03")]).toEqual([ra[4], ra[3], ra[2]]);
    expect(["b01", "b02", "b03"].map((id) => at(t1.state, id))).toEqual([null, null, null]);
    expect(t1.state.game.result).toBeNull();
    expect(code(run(t1.state, "turn/submit_plot", "alpha", { plot: { orders: { a01: [{ code: "MV", path: [ra[5]!] }] } } }))).toBe("plot/pre_plot");
  });

  it("patrol 26.56 a, b, d: at Contact everyone stops and falls prone, the men not yet on the map enter at once, and the pre-plots are discarded", () => {
    const { s, rb } = drawnAndPlotted(patrol(), [1, 2]);
    const t1 = playTurn(s, { alpha: none, bravo: none }, createFixedDice(Array.from({ length: 60 }, () => 3)));
    const t2 = playTurn(t1.state, { alpha: none, bravo: none }, createFixedDice(Array.from({ length: 60 }, () => 3)));
    const g = t2.state.game;
    expect(g.contactRound).toBe(2);
    expect(t2.events.find((e) => e.type === "patrol/entered")?.data).toEqual({ side: "bravo", men: ["b02", "b03"], hexes: [rb[0], rb[0]], rule: "26.56 b" });
    expect(g.order.every((id) => g.men[id]!.hex !== null && g.men[id]!.posture === "prone")).toBe(true);
    expect([g.entry?.sides.alpha?.ended, g.entry?.sides.bravo?.ended]).toEqual([true, true]);
    // 26.56 c: the Contact turn is over, so the men take orders again.
    expect(code(run(t2.state, "turn/submit_plot", "alpha", { plot: { orders: { a01: [{ code: "ER" }] } } }))).toBe("ok");
  });

  it("patrol 26.56 d, 26.2 g: after the pre-plot a man exits only through his side's drawn exit edge section, not his home edge", () => {
    const { s } = drawnAndPlotted(patrol(), [1, 2]);
    const t2 = [1, 2].reduce((st) => playTurn(st, { alpha: none, bravo: none }, createFixedDice(Array.from({ length: 60 }, () => 3))).state, s);
    // α drew exit 1 (west edge beside the top-left section); 0201 is α's home (north) edge, section 2.
    const place = (hex: string) => ({ ...t2, game: { ...t2.game, men: { ...t2.game.men, a01: { ...t2.game.men.a01!, hex, posture: "erect" as const } } } });
    const exitTo = (st: S, to: string) => code(run(st, "turn/submit_plot", "alpha", { plot: { orders: { a01: [{ code: "MV", path: [to], exit: true }] } } }));
    expect(exitTo(place("0202"), "0201")).toBe("plot/bad_exit");
    expect(exitTo(place("0203"), "0103")).toBe("ok");
  });

  it("patrol 26.2 'Secret Entry and Exit': the other side and spectators never learn the chits, the route or the entry turn", () => {
    let s = patrol();
    const seen: unknown[] = [];
    for (const [type, payload, dice] of [["draw_entry", {}, [2, 1]], ["preplot", null, [3]]] as const) {
      const r = must(run(s, type, "alpha", payload ?? findRoute(s.game, "alpha"), [...dice]));
      s = r.state as S;
      for (const v of ["bravo", "spectator"] as const) seen.push(...eventsFor(patrolRuleset, s, r.events, v));
    }
    expect(seen).toEqual([]);
    for (const v of ["bravo", "spectator"] as const) {
      const view = viewFor(patrolRuleset, s, v).game as { entry: { sides: Record<string, unknown> } };
      expect(view.entry.sides.alpha).toEqual({ drawn: true, preplotted: true });
      expect(JSON.stringify(view)).not.toContain("entryTurn");
    }
    expect((viewFor(patrolRuleset, s, "alpha").game as { entry: { sides: { alpha: { entryTurn: number } } } }).entry.sides.alpha.entryTurn).toBe(3);
  });

  it("patrol 26.66 d: in the Recon α's plot must put a man in β's section by Game-Turn six; β draws only its exit chit", () => {
    const recon = (board: { cols: number; rows: number }) => createTestMatch({ ob: "27.21", situation: "recon", entry: "variable", forces: { alpha: "3BR", bravo: "3BR" }, board });
    let s = must(run(recon({ cols: 16, rows: 15 }), "draw_entry", "alpha", {}, [3, 1])).state as S;
    const b = must(run(s, "draw_entry", "bravo", {}, [2]));
    expect(b.state.game.entry?.sides.bravo).toEqual({ exit: 7 });
    const plan = findRoute(s.game, "alpha");
    expect(plan).toBeDefined();
    s = must(run(s, "preplot", "alpha", plan!, [])).state as S;
    expect(s.game.entry?.sides.alpha?.entryTurn).toBe(1);
    // A deep board in CLOSED mode (2 MP a clear hex): 5 MP a turn cannot reach β's section by turn 6.
    const deep = must(run(recon({ cols: 16, rows: 30 }), "draw_entry", "alpha", {}, [3, 1])).state as S;
    expect(findRoute(deep.game, "alpha")).toBeUndefined();
    const zone = deep.game.engagement!.zone;
    const straight = Array.from({ length: zone.r0 }, (_, i) => `08${String(i + 1).padStart(2, "0")}`);
    const clear = { ...deep.game, map: { ...deep.game.map, terrain: {}, slopes: [] } };
    const c = checkRoute(clear, "alpha", straight, undefined);
    expect(c.ok ? "ok" : c.error.code).toBe("entry/late_to_section");
  });

  it("patrol 26.82: in the Ambush α announces its route by sections (public) and its exact plot must follow it", () => {
    let s = createTestMatch({ ob: "27.11", situation: "ambush", entry: "variable", forces: { alpha: "3BR", bravo: "3BR" } });
    s = must(run(s, "draw_entry", "alpha", {}, [2, 1])).state as S;
    const plan = findRoute(s.game, "alpha")!;
    expect(new Set(plan.sections).size).toBe(6);
    expect(code(run(s, "preplot", "alpha", { route: plan.route, sections: [...plan.sections!].reverse() }, [1]))).toBe("entry/route_not_announced");
    expect(code(run(s, "preplot", "alpha", { route: plan.route }, [1]))).toBe("entry/route_not_announced");
    const r = must(run(s, "preplot", "alpha", plan, [1]));
    const announced = eventsFor(patrolRuleset, r.state, r.events, "bravo");
    expect(announced.map((e) => e.data)).toEqual([{ side: "alpha", sections: plan.sections, rule: "26.82" }]);
    expect(plan.sections![0]).not.toBe(s.game.engagement!.section);
  });

  it("patrol 26.96 d: after Game-Turn Five the Assault's β draws an exit chit from 6-0, in secret, and exits only through that edge section", () => {
    const s0 = createTestMatch({ ob: "27.11", situation: "assault", forces: { alpha: "1BR", bravo: "1BR" }, board: { cols: 12, rows: 12 }, deploy: { a01: { hex: "0101" }, b01: { hex: "0612" } } });
    expect(code(run(s0, "draw_entry", "bravo", {}, [1]))).toBe("entry/too_early");
    const s6: S = { ...s0, turn: { ...s0.turn, round: 6 }, game: { ...s0.game, engagement: { ...s0.game.engagement!, round: 6 } } };
    const exit = (st: S, from: string, to: string) => {
      const moved: S = { ...st, game: { ...st.game, men: { ...st.game.men, b01: { ...st.game.men.b01!, hex: from } } } };
      return code(run(moved, "turn/submit_plot", "bravo", { plot: { orders: { b01: [{ code: "MV", path: [to], exit: true }] } } }));
    };
    expect(exit(s6, "1011", "1012")).toBe("plot/exit_undrawn");
    expect(code(run(s6, "draw_entry", "alpha", {}, [1]))).toBe("entry/none");
    const drawn = must(run(s6, "draw_entry", "bravo", {}, [2]));
    // The 2nd of the chits 6, 7, 8, 9, 0: edge section 7, the bottom edge below the bottom-right section.
    expect(drawn.state.game.entry?.sides.bravo).toEqual({ exit: 7 });
    expect(eventsFor(patrolRuleset, drawn.state, drawn.events, "alpha")).toEqual([]);
    expect(exit(drawn.state as S, "1011", "1012")).toBe("ok");
    expect(exit(drawn.state as S, "0311", "0312")).toBe("plot/bad_exit");
  });

  it("patrol 26.72: the Raid's α names its entry edge (beside D, C, B or E) in its pre-plot, must reach β's section by turn 6, and leaves by the same edge", () => {
    const s = createTestMatch({ ob: "27.11", situation: "raid", entry: "variable", forces: { alpha: "3BR", bravo: "3BR" } });
    expect(s.game.order.filter((id) => s.game.men[id]!.side === "alpha").every((id) => s.game.men[id]!.hex === null)).toBe(true);
    expect(code(run(s, "draw_entry", "alpha", {}, [1, 1]))).toBe("entry/none");
    expect(code(run(s, "turn/submit_plot", "alpha", { plot: none }))).toBe("plot/pre_plot_first");
    const edge = RAID_ENTRY_EDGES.find((e) => findRoute(withRaidEdge(s.game, "alpha", e), "alpha"))!;
    const plan = findRoute(withRaidEdge(s.game, "alpha", edge), "alpha")!;
    expect(code(run(s, "preplot", "alpha", { ...plan, edge: 3 }, []))).toBe("entry/bad_edge");
    const r = must(run(s, "preplot", "alpha", { ...plan, edge }, []));
    expect(r.state.game.entry?.sides.alpha).toMatchObject({ entry: edge, exit: edge, entryTurn: 1 });
    expect(eventsFor(patrolRuleset, r.state, r.events, "bravo")).toEqual([]);
  });

  it("patrol 26.2 Step 2: a board on which some draw has no clear Preliminary Movement Plot is refused when the match is made, not left to stall after the draw", () => {
    const make = (board: { cols: number; rows: number }, extra: Record<string, unknown> = {}) =>
      createMatch(patrolRuleset, { scenario: { ob: "27.12", situation: "patrol", forces: { alpha: "3BR", bravo: "3BR" }, board, ...extra } });
    const small = make({ cols: 10, rows: 12 });
    expect(small.ok ? "made" : small.error).toMatchObject({ code: "scenario/no_entry_route", rule: "patrol 26.2" });
    expect(small.ok ? "" : small.error.message).toContain("entry 1, exit 2");
    expect(make({ cols: 12, rows: 12 }).ok).toBe(true);
    expect(make({ cols: 10, rows: 12 }, { entry: "home_edge" }).ok).toBe(true);
  });
});
