import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { destroyWireAt } from "./wire";

type S = MatchState<PatrolGame, PlotTurn>;
const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;
const scenario = (situation: string, bravo: string) => ({ ob: "27.11", situation, forces: { alpha: "3BR", bravo }, board: { cols: 12, rows: 12 },
  deploy: { a01: { hex: "0304" }, a02: { hex: "0304" } }, ...(situation === "assault" ? { entry: "home_edge" } : {}) });
const run = (s: S, type: string, seat: string, payload: unknown) => apply(patrolRuleset, s, { type, seat, payload }, createFixedDice([]));
const code = (r: ReturnType<typeof run>) => (r.ok ? "ok" : r.error.code);
const must = (r: ReturnType<typeof run>) => { if (!r.ok) throw new Error(r.error.code); return r.state as S; };

describe("Patrol! barbed wire (optional rule 28.3)", () => {
  it("patrol 28.3: β lays wire openly in the Raid and Assault, within the OB's wire figure; nobody else has any", () => {
    const s = createTestMatch(scenario("assault", "3BR 2BW"));
    expect(code(run(s, "lay_wire", "bravo", { hexes: ["0305", "0306", "0307"] }))).toBe("wire/over_allowance");
    expect(code(run(s, "lay_wire", "alpha", { hexes: ["0305"] }))).toBe("wire/none");
    expect(code(run(createTestMatch(scenario("patrol", "3BR 2BW")), "lay_wire", "bravo", { hexes: ["0305"] }))).toBe("wire/none");
    const laid = must(run(s, "lay_wire", "bravo", { hexes: ["0305", "0306"] }));
    expect((viewFor(patrolRuleset, laid, "alpha").game as { wire: unknown }).wire).toEqual({ allowance: 2, hexes: ["0305", "0306"], bridges: {} });
  });

  it("patrol 28.3 (option patrol/barbed_wire_count 'replaces_mines'): each wire marker uses up one of β's mines", () => {
    const made = createMatch(patrolRuleset, { scenario: scenario("raid", "3BR 3mine"), rulings: createRulingsPack({ id: "club", ruleset: "patrol", options: { "patrol/barbed_wire_count": "replaces_mines" } }) });
    if (!made.ok) throw new Error(made.error.message);
    const s = made.state as S;
    expect(s.game.wire?.allowance).toBe(3);
    expect(createTestMatch(scenario("raid", "3BR 3mine")).game.wire).toBeUndefined();
    const mined = must(run(s, "lay_mines", "bravo", { hexes: { "0808": 2 } }));
    expect(code(run(mined, "lay_wire", "bravo", { hexes: ["0305", "0306"] }))).toBe("wire/over_allowance");
    const wired = must(run(mined, "lay_wire", "bravo", { hexes: ["0305"] }));
    expect(code(run(wired, "lay_mines", "bravo", { hexes: { "0808": 3 } }))).toBe("mines/over_allowance");
  });

  it("patrol 28.3: a man entering wire stops there, prone, as the bridge; a friend then crosses; the bridge may not fire", () => {
    const s = withoutPanic(must(run(createTestMatch(scenario("assault", "3BR 2BW")), "lay_wire", "bravo", { hexes: ["0305"] })));
    const one = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0305", "0306"] }] } }, bravo: { orders: {} } }, seeded("wire-1"));
    expect(one.events.find((e) => e.type === "patrol/moved")?.data).toEqual({ man: "a01", path: ["0305"], stoppedBy: "barbed wire (28.3)" });
    expect(one.state.game.men.a01).toMatchObject({ hex: "0305", posture: "prone" });
    expect(one.state.game.wire?.bridges).toEqual({ a01: "0305" });
    const df = apply(patrolRuleset, one.state, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "DF", target: "b01" }] } } } }, createFixedDice([]));
    expect(df.ok ? "" : df.error.code).toBe("plot/bridge");
    const two = playTurn(withoutPanic(one.state), { alpha: { orders: { a02: [{ code: "MV", path: ["0305", "0306"] }] } }, bravo: { orders: {} } }, seeded("wire-2"));
    expect(two.state.game.men.a02!.hex).toBe("0306");
    expect(two.state.game.wire?.bridges).toEqual({ a01: "0305" });
  });

  it("patrol 28.3: a bridge who tries to get free rolls a die at the start of the turn; only a six frees him", () => {
    const s = withoutPanic(must(run(createTestMatch(scenario("assault", "3BR 2BW")), "lay_wire", "bravo", { hexes: ["0305"] })));
    const one = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0305"] }] } }, bravo: { orders: {} } }, seeded("wire-1"));
    const tryFree = (roll: number) => playTurn(withoutPanic(one.state), { alpha: { orders: { a01: [{ code: "PMV", to: "0306" }] } }, bravo: { orders: {} } }, createFixedDice([roll, ...Array.from({ length: 40 }, () => 3)]));
    const stuck = tryFree(5);
    expect(stuck.events.find((e) => e.type === "patrol/bridge_free")?.data).toEqual({ man: "a01", roll: 5, freed: false, rule: "28.3" });
    expect(stuck.state.game.men.a01!.hex).toBe("0305");
    const free = tryFree(6);
    expect(free.state.game.wire?.bridges).toEqual({});
    expect(free.state.game.men.a01!.hex).toBe("0306");
  });

  it("patrol 28.3: a satchel or shell exploding on the wire destroys it and frees its bridge", () => {
    const s = createTestMatch(scenario("assault", "3BR 2BW"));
    const game = { ...s.game, wire: { allowance: 2, hexes: ["0305", "0306"], bridges: { a01: "0305" } } };
    const out = destroyWireAt(game, "0305");
    expect(out.game.wire).toEqual({ allowance: 2, hexes: ["0306"], bridges: {} });
    expect(out.events).toEqual([{ type: "patrol/wire_destroyed", data: { hex: "0305", rule: "28.3" } }]);
  });
});
