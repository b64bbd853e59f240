import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { toClaymoreCone, toClaymoreView, transferDetonators } from "./claymore";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
// An American-style β with two Claymores (custom force, 29.24), Ypres board cleared of terrain, in Contact, no panic.
const M = "0608";
function start(deploy: Record<string, { hex: string }> = {}): S {
  const s = withoutPanic(createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "2BR", bravo: "2AW 2CLY" }, board: { cols: 12, rows: 14 },
    deploy: { a01: { hex: "0604" }, a02: { hex: "1101" }, b01: { hex: "0612" }, b02: { hex: "1014" }, ...deploy } }));
  return { ...s, game: { ...s.game, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] } } };
}
const place = (s: S, seat: string, claymores: unknown[]) => apply(patrolRuleset, s, { type: "place_claymores", seat, payload: { claymores } }, createFixedDice([]));
const placed = (s: S, claymores: unknown[]) => { const r = place(s, "bravo", claymores); if (!r.ok) throw new Error(r.error.code); return r.state as S; };
const code = (r: ReturnType<typeof place>) => (r.ok ? "ok" : r.error.code);
const ones = (n = 80) => Array.from({ length: n }, () => 1);
const typed = (events: readonly LoggedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

describe("Patrol! Claymore mines [18.5]", () => {
  it("patrol 18.54: the cone — 50 across hexside A, then four ranks of three at 40, 30, 20, 10; backblast 30 behind and 20 on each flank", () => {
    const g = start().game;
    const cone = toClaymoreCone(g, M, "A");
    const count = (as: number) => cone.filter((c) => c.as === as).length;
    expect([cone.length, count(50), count(40), count(30), count(20), count(10)]).toEqual([16, 1, 3, 4, 5, 3]);
    expect(cone.slice(0, 2)).toEqual([expect.objectContaining({ hex: "0607", as: 50, rank: 1 }), expect.objectContaining({ hex: "0606", as: 40, rank: 2 })]);
    expect(cone.filter((c) => c.rank === "backblast").map((c) => c.as)).toEqual([30, 20, 20]);
    expect(cone.every((c) => c.hex !== M)).toBe(true);
    // Positions are reconstructed (the diagram is lost); hex M is option patrol/claymore_hex_m.
    expect(cone[0]!.provenance.kind).toBe("reconstructed");
    expect(toClaymoreCone(g, M, "A", { "patrol/claymore_hex_m": "as_30" }).find((c) => c.hex === M)?.as).toBe(30);
  });

  it("patrol 18.5, 18.51, 18.52: Claymores are emplaced in secret before the first lock, within the allowance, each with a tripwire anchor in the cone or a detonator", () => {
    const s = start();
    expect(s.game.claymores).toEqual({ alpha: { allowance: 0, placed: [] }, bravo: { allowance: 2, placed: [] } });
    expect(code(place(s, "alpha", [{ hex: M, facing: "A", detonator: "a01" }]))).toBe("claymore/none");
    expect(code(place(s, "bravo", [1, 2, 3].map(() => ({ hex: M, facing: "A", detonator: "b01" }))))).toBe("claymore/over_allowance");
    expect(code(place(s, "bravo", [{ hex: M, facing: "A", anchor: "0609" }]))).toBe("claymore/anchor_outside_cone");
    expect(code(place(s, "bravo", [{ hex: M, facing: "A", anchor: "0606", detonator: "b01" }]))).toBe("claymore/trigger");
    expect(code(place(s, "bravo", [{ hex: M, facing: "A", detonator: "a01" }]))).toBe("claymore/bad_detonator");
    expect(code(place(s, "bravo", [{ hex: "0612", facing: "A", detonator: "b01" }]))).toBe("claymore/bad_hex");
    const r = place(s, "bravo", [{ hex: M, facing: "A", anchor: "0606" }]);
    if (!r.ok) throw new Error(r.error.code);
    expect(eventsFor(patrolRuleset, r.state, r.events, "alpha")).toEqual([]);
    expect(eventsFor(patrolRuleset, r.state, r.events, "bravo")).toHaveLength(1);
    for (const v of ["alpha", "spectator"] as const) {
      expect((viewFor(patrolRuleset, r.state, v).game as { claymores: unknown }).claymores).toEqual({ alpha: { allowance: 0, placed: [] }, bravo: { allowance: 2, placed: [] } });
      expect(JSON.stringify(viewFor(patrolRuleset, r.state, v))).not.toContain("bcly1");
    }
  });

  it("patrol 18.52, 18.53: a man entering a hex on the tripwire rolls; odd fires the cone at once and everyone in it is at least stunned", () => {
    const s = placed(start({ a02: { hex: "0503" } }), [{ hex: M, facing: "A", anchor: "0606" }]);
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0605", "0606"] }], a02: [{ code: "MV", path: ["0504"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(typed(events, "patrol/tripwire")).toEqual([{ claymore: "bcly1", man: "a01", hex: "0606", roll: 1, rule: "18.52" }]);
    expect(typed(events, "patrol/claymore")[0]).toMatchObject({ claymore: "bcly1", hex: M, facing: "A", how: "tripwire" });
    // Everyone where he stands at that instant: a01 on the wire (rank 2, 40), a02 already in 0504 (rank 5 flank, 10).
    expect(typed(events, "patrol/blast")).toEqual([expect.objectContaining({ man: "a01", claymore: "bcly1", as: 40, result: "K" }), expect.objectContaining({ man: "a02", hex: "0504", as: 10 })]);
    expect(state.game.men.a01!.status).toBe("K");
    expect(typed(events, "patrol/stunned")[0]).toEqual({ men: ["a01", "a02"] });
    expect([state.game.men.b02!.status, state.game.men.b02!.stunnedRound]).toEqual(["fit", null]);
    expect(state.game.claymores!.bravo.placed[0]!.fired).toBe(true);
    // A fired mine is public; its trigger stays the owner's.
    expect((toClaymoreView(state.game.claymores!, "alpha") as { bravo: { placed: unknown[] } }).bravo.placed).toEqual([{ id: "bcly1", hex: M, facing: "A", fired: true }]);
  });

  it("patrol 18.52 (fog): an even roll fires nothing, and only the owner learns the wire was touched", () => {
    const s = placed(start(), [{ hex: M, facing: "A", anchor: "0606" }]);
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0605", "0606"] }] } }, bravo: { orders: {} } }, createFixedDice(Array.from({ length: 80 }, () => 2)));
    expect(typed(events, "patrol/tripwire_held")).toEqual([{ claymore: "bcly1", man: "a01", hex: "0606", roll: 2, rule: "18.52" }]);
    for (const v of ["alpha", "spectator"] as const) {
      const text = JSON.stringify([eventsFor(patrolRuleset, state, events, v), viewFor(patrolRuleset, state, v)]);
      expect(text).not.toMatch(/bcly1|tripwire|"0608"/);
    }
    // α's legal actions (plot steps name every hex he may reach, 0608 among them) are those of a board without the mine.
    const legal = patrolRuleset.legalActions(state, "alpha");
    expect(JSON.stringify(legal)).not.toMatch(/bcly1|tripwire/);
    const claymores = state.game.claymores!;
    expect(legal).toEqual(patrolRuleset.legalActions({ ...state, game: { ...state.game, claymores: { ...claymores, bravo: { ...claymores.bravo, placed: [] } } } }, "alpha"));
    expect(state.game.men.a01!.hex).toBe("0606");
  });

  it("patrol 18.51: the designated detonator fires his Claymore in the DF segment and does nothing else; no one else may", () => {
    const s = placed(start({ a01: { hex: "0607" } }), [{ hex: M, facing: "A", detonator: "b01" }]);
    const submit = (orders: Record<string, unknown[]>) => { const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "bravo", payload: { plot: { orders } } }, createFixedDice([])); return r.ok ? "ok" : r.error.code; };
    expect(submit({ b02: [{ code: "DC", claymore: "bcly1" }] })).toBe("claymore/not_detonator");
    expect(submit({ b01: [{ code: "DC", claymore: "bcly1" }, { code: "PP" }] })).toBe("claymore/detonate_alone");
    expect(submit({ b01: [{ code: "DC", claymore: "acly1" }] })).toBe("claymore/bad_claymore");
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0606"] }] } }, bravo: { orders: { b01: [{ code: "DC", claymore: "bcly1" }] } } }, createFixedDice(ones()));
    expect(typed(events, "patrol/claymore")[0]).toMatchObject({ claymore: "bcly1", how: "detonator" });
    // Fired before movement: a01 is hit where he stood, rank 1, at 50.
    expect(typed(events, "patrol/blast")).toEqual([expect.objectContaining({ man: "a01", hex: "0607", as: 50 })]);
    expect(state.game.men.a01!.status).toBe("K");
  });

  it("patrol 18.51: a friend who exchanges weapons with the fallen detonator takes over the switch (the side alone is told)", () => {
    const s = placed(start(), [{ hex: M, facing: "A", detonator: "b01" }]);
    const g = { ...s.game, men: { ...s.game.men, b01: { ...s.game.men.b01!, status: "I" as const } } };
    const out = transferDetonators(g, [{ type: "patrol/weapons_exchanged", data: { men: ["b02", "b01"] } }]);
    expect(out.game.claymores!.bravo.placed[0]!.detonator).toBe("b02");
    expect(out.events).toEqual([{ type: "patrol/detonator_taken_over", data: { from: "b01", to: "b02", rule: "18.51" }, visibleTo: ["bravo"] }]);
    expect(transferDetonators(s.game, [{ type: "patrol/weapons_exchanged", data: { men: ["b02", "b01"] } }]).events).toEqual([]);
  });
});

describe("Patrol! a Claymore opens the Ambush [26.86 d]", () => {
  it("patrol 26.86 d: β springs the Ambush with a Claymore: that is the Contact, α stops and falls prone, β's normal OF does not fire that turn", () => {
    // Ypres 12 x 12, Ambush: β hidden in section E (columns 05-08, rows 07-12); custom forces with a Claymore (29.24).
    const s0 = withoutPanic(createTestMatch({ ob: "27.11", situation: "ambush", forces: { alpha: "2BR", bravo: "2AW 1CLY" }, board: { cols: 12, rows: 12 },
      deploy: { a01: { hex: "0607" }, a02: { hex: "0903" }, b01: { hex: "0610" }, b02: { hex: "0810" } } }));
    const s = placed({ ...s0, game: { ...s0.game, map: { ...s0.game.map, terrain: {}, slopes: [] } } }, [{ hex: M, facing: "A", detonator: "b01" }]);
    const { state, events } = playTurn(s, {
      alpha: { orders: { a02: [{ code: "MV", path: ["0904", "0905"] }] } },
      bravo: { orders: { b01: [{ code: "DC", claymore: "bcly1" }], b02: [{ code: "OF", hex: "0904" }] } },
    }, createFixedDice(ones()));
    expect(typed(events, "patrol/claymore")[0]).toMatchObject({ claymore: "bcly1", how: "detonator" });
    expect(typed(events, "patrol/contact")).toEqual([{ round: 1, rule: "26.86 d" }]);
    expect(typed(events, "patrol/opportunity_fire")).toEqual([]);
    expect([state.game.men.a02!.hex, state.game.men.a02!.posture]).toEqual(["0903", "prone"]);
    expect(state.game.contactRound).toBe(1);
  });
});
