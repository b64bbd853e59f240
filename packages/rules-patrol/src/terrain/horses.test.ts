import { createFixedDice } from "@tactica/dice";
import { apply, lookupOrThrow } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { applyResult } from "../combat/casualty";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { applyResults } from "../fire/apply-results";
import { resolveBlast } from "../fire/fire";
import { toHorseMovers } from "./horses";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
// Tsaritsyn (OPEN: 1 MP a clear hex), the Horse rule: a01 rides h01, a02 rides h02, a03 is on foot; β far off.
// Contact is made already (β in sight), so nobody stops and falls prone for it (26.56 a).
const start = (horses = true) => withoutPanic(((s: S): S => ({ ...s, game: { ...s.game, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] } } }))(createTestMatch({
  ob: "27.25", situation: "patrol", horses, forces: { alpha: "3BR +2horse", bravo: "1BR" }, board: { cols: 10, rows: 30 },
  deploy: { a01: { hex: "0302" }, a02: { hex: "0502" }, a03: { hex: "0702" }, b01: { hex: "0130", posture: "prone" } } })));
const submit = (s: S, orders: unknown) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders } } }, createFixedDice([]));
const code = (r: ReturnType<typeof submit>) => (r.ok ? "ok" : r.error.code);
const south = (n: number) => Array.from({ length: n }, () => "D");
const dice = () => createFixedDice(Array.from({ length: 80 }, () => 6));

describe("Patrol! horses (optional rule 28.2)", () => {
  it("patrol 28.2, 3.34: α's OB horses start under its first men; none without the rule", () => {
    const s = start();
    expect([s.game.men.a01!.mounted, s.game.men.a02!.mounted, s.game.men.a03!.mounted]).toEqual(["h01", "h02", undefined]);
    expect(Object.keys(s.game.horses ?? {})).toEqual(["h01", "h02"]);
    expect(start(false).game.horses).toBeUndefined();
  });

  it("patrol 28.22: a horse moves 20 MP a turn at the men's terrain costs and never goes prone", () => {
    const s = start();
    expect(code(submit(s, { a01: [{ code: "MV", path: south(12) }] }))).toBe("ok");
    expect(code(submit(s, { a03: [{ code: "MV", path: south(12) }] }))).toBe("plot/over_movement_allowance");
    expect(code(submit(s, { a01: [{ code: "PP" }] }))).toBe("plot/horse_prone");
    expect(code(submit(s, { a01: [{ code: "MV", path: south(3), prone: true }] }))).toBe("plot/horse_prone");
    const { state } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: south(12) }], a03: [{ code: "MV", path: south(10) }] } }, bravo: { orders: {} } }, dice());
    expect(state.game.men.a01!.hex).toBe("0314");
    expect(state.game.men.a03!.hex).toBe("0712");
  });

  it("patrol 28.21: mounting and dismounting cost 5 MP each; a dismounted horse stays in its hex and can be mounted again", () => {
    const s = start();
    expect(code(submit(s, { a01: [{ code: "DH" }, { code: "MV", path: south(5) }] }))).toBe("ok");
    expect(code(submit(s, { a01: [{ code: "DH" }, { code: "MV", path: south(6) }] }))).toBe("plot/over_movement_allowance");
    expect(code(submit(s, { a03: [{ code: "DH" }] }))).toBe("plot/not_mounted");
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "DH" }, { code: "MV", path: ["0303"] }] } }, bravo: { orders: {} } }, dice());
    expect(events.find((e) => e.type === "patrol/dismounted")?.data).toEqual({ man: "a01", horse: "h01", rule: "28.21" });
    expect([state.game.men.a01!.mounted, state.game.men.a01!.hex, state.game.horses?.h01?.hex]).toEqual([undefined, "0303", "0302"]);
    const back = { ...state, game: { ...state.game, men: { ...state.game.men, a03: { ...state.game.men.a03!, hex: "0302" } } } };
    expect(code(submit(back, { a01: [{ code: "MH", horse: "h01" }] }))).toBe("plot/cannot_mount");
    expect(code(submit(back, { a03: [{ code: "MH", horse: "h01" }, { code: "MV", path: south(10) }] }))).toBe("ok");
    expect(code(submit(back, { a03: [{ code: "MH", horse: "h01" }, { code: "MV", path: south(11) }] }))).toBe("plot/over_movement_allowance");
    const rode = playTurn(back, { alpha: { orders: { a03: [{ code: "MH", horse: "h01" }, { code: "MV", path: south(10) }] } }, bravo: { orders: {} } }, dice());
    expect([rode.state.game.men.a03!.mounted, rode.state.game.men.a03!.hex]).toEqual(["h01", "0312"]);
  });

  it("patrol 28.23: a rider fires only from a stationary horse", () => {
    const s = start();
    expect(code(submit(s, { a01: [{ code: "KF", target: "b01" }, { code: "MV", path: ["0303"] }] }))).toBe("plot/fire_moving_horse");
  });

  it("patrol 28.24, 28.25: a result on a rider strikes his horse too; the hurt horse throws him (AS 5 as a grenade's outer radius, stunned) and stays put", () => {
    const s = start();
    // The wound is applied (chit roll 1), then the fall: AS 5 against the erect man in the open, rolled 1.
    const out = applyResults(s.game, [{ man: "a01", result: "W", source: "b01" }], createFixedDice([1, 1, 1, 1]), 3);
    expect(out.events.find((e) => e.type === "patrol/horse_hit")?.data).toEqual({ horse: "h01", rider: "a01", from: "fit", to: "W", rule: "28.25" });
    const thrown = out.events.find((e) => e.type === "patrol/thrown")?.data as { as: number; result: string };
    expect(thrown.as).toBe(5);
    // AS 5 against DS 1 (erect, in the open: 10.6) is 5-1, the "1-1 thru 5-1" column of 10.9; its printed row 1 is K.
    expect(thrown.result).toBe("K");
    const a01 = out.game.men.a01!;
    expect([a01.mounted, a01.stunnedRound, out.game.horses?.h01]).toEqual([undefined, 3, { id: "h01", status: "W", hex: "0302" }]);
    expect(out.game.men.a02!.mounted).toBe("h02");
  });

  it("patrol 28.22 (option patrol/horse_tick): by default a horse spends 2 MP while a man on foot spends 1 (the phase on half-MP ticks); one_per_tick runs the horse over 20 ticks", () => {
    const s = start();
    const movers = [{ id: "a01", cum: [1, 2, 3], budget: 3, panicked: false }, { id: "a03", cum: [1, 2], budget: 2, panicked: false }];
    const orders = { a01: [{ code: "MV" as const, path: ["0303", "0304", "0305"] }], a03: [{ code: "MV" as const, path: ["0703", "0704"] }] };
    expect(toHorseMovers(s.game, movers, orders, {}).map((m) => [m.cum, m.budget])).toEqual([[[1, 2, 3], 3], [[2, 4], 4]]);
    expect(toHorseMovers(s.game, movers, orders, { "patrol/horse_tick": "one_per_tick" }).map((m) => [m.cum, m.budget])).toEqual([[[1, 2, 3], 3], [[1, 2], 2]]);
  });

  it("patrol 28.23: a man on horseback fights hand-to-hand as an RF(BR/SR) erect, normal man, attacking or attacked", () => {
    const s0 = start();
    // a01 (on h01) is wounded, b01 stands erect in his hex; each attacks the other.
    const s = { ...s0, game: { ...s0.game, men: { ...s0.game.men, a01: { ...s0.game.men.a01!, status: "W" as const }, b01: { ...s0.game.men.b01!, hex: "0302", posture: "erect" as const } } } };
    const { events } = playTurn(s, { alpha: { orders: { a01: [{ code: "HH", target: "b01" }] } }, bravo: { orders: { b01: [{ code: "HH", target: "a01" }] } } }, dice());
    const fights = events.filter((e) => e.type === "patrol/hand_to_hand").map((e) => e.data as { attacker: string; line: number; riderRule?: string });
    // On foot a wounded BR man attacks on line 3 and is attacked on line 1 (12.5); on horseback both are line 2.
    expect(fights.map((f) => [f.attacker, f.line, f.riderRule])).toEqual([["a01", 2, "28.23"], ["b01", 2, "28.23"]]);
    const onFoot = { ...s, game: { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, mounted: undefined } } } };
    const foot = playTurn(onFoot, { alpha: { orders: { a01: [{ code: "HH", target: "b01" }] } }, bravo: { orders: { b01: [{ code: "HH", target: "a01" }] } } }, dice()).events
      .filter((e) => e.type === "patrol/hand_to_hand").map((e) => (e.data as { line: number }).line);
    expect(foot).toEqual([3, 1]);
  });

  it("patrol 28.22, 26.56 a: at Contact the men on foot stop and fall prone; a rider stops but stays erect (a horse may not go prone)", () => {
    const s0 = start();
    const s = { ...s0, game: { ...s0.game, contactRound: null, men: { ...s0.game.men, b01: { ...s0.game.men.b01!, hex: "0312", posture: "erect" as const } } } };
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: south(4) }], a03: [{ code: "MV", path: south(4) }] } }, bravo: { orders: {} } }, dice());
    expect(events.some((e) => e.type === "patrol/contact")).toBe(true);
    expect(state.game.men.a03!.posture).toBe("prone");
    expect([state.game.men.a01!.posture, state.game.men.a01!.mounted]).toEqual(["erect", "h01"]);
    expect(events.find((e) => e.type === "patrol/rider_stays_erect")?.data).toMatchObject({ man: "a01", horse: "h01", rule: "28.22" });
    const maintenance = events.find((e) => e.type === "patrol/maintenance")?.data as { prone: string[] };
    expect(maintenance.prone).toContain("a03");
    expect(maintenance.prone).not.toContain("a01");
  });

  it("patrol 28.25: a riderless horse is a target of its own, as vulnerable as a man to fire and explosives; a ridden one is hit through its rider", () => {
    const s0 = start();
    const { mounted: _h, ...a01 } = s0.game.men.a01!;
    const s = { ...s0, game: { ...s0.game, men: { ...s0.game.men, a01: { ...a01, hex: "0303" }, b01: { ...s0.game.men.b01!, hex: "0308", posture: "erect" as const } }, horses: { ...s0.game.horses!, h01: { id: "h01", status: "fit" as const, hex: "0302" } } } };
    const bravo = (orders: unknown) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "bravo", payload: { plot: { orders } } }, createFixedDice([]));
    expect(code(bravo({ b01: [{ code: "DF", target: "h01" }] }))).toBe("ok");
    expect(code(bravo({ b01: [{ code: "DF", target: "h02" }] }))).toBe("plot/bad_target"); // under a02: shoot the rider
    expect(code(submit(s, { a03: [{ code: "DF", target: "h01" }] }))).toBe("plot/bad_target"); // α's own horse
    const { state, events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: { b01: [{ code: "DF", target: "h01" }] } } }, createFixedDice(Array.from({ length: 40 }, () => 1)));
    const shot = events.find((e) => e.type === "patrol/fire")?.data as { target: string; result: string };
    expect(shot.target).toBe("h01");
    expect(state.game.horses?.h01?.status).toBe(applyResult("fit", shot.result as Parameters<typeof applyResult>[1]));
    expect(state.game.horses?.h01?.status).not.toBe("fit");
    expect(state.game.sides.alpha.chits).toHaveLength(0); // a horse is not a man: no Preservation chit
    // A grenade's blast reaches the horse in its radius like a man.
    const blast = resolveBlast(s.game, "0302", [20, 10, 5], createFixedDice(Array.from({ length: 20 }, () => 6)), DEFAULT_TABLES, "b01");
    expect(blast.pending.map((p) => p.man)).toContain("h01");
    expect(blast.events.find((e) => (e.data as { man: string }).man === "h01")?.data).toMatchObject({ distance: 0, as: 20, rule: "28.25" });
  });

  it("patrol 28.25, 28.12: a flame burns a riderless horse in its radius as it would a man (AS 20 in the hex, DS 1)", () => {
    const s0 = start();
    const { mounted: _h, ...a01 } = s0.game.men.a01!;
    const s = { ...s0, game: { ...s0.game, men: { ...s0.game.men, a01: { ...a01, hex: "0303" }, a03: { ...s0.game.men.a03!, counter: "FT" as const, rifle: null, hex: "0305" } },
      horses: { ...s0.game.horses!, h01: { id: "h01", status: "fit" as const, hex: "0308" } } } };
    const coefficient = lookupOrThrow(DEFAULT_TABLES.scatterCoefficient, { weapon: "flamethrower" as const, range: 3 }).value;
    const still = [1, 2, 3, 4, 5, 6].find((roll) => lookupOrThrow(DEFAULT_TABLES.scatter, { coefficient, roll }).value === 0)!;
    const { state, events } = playTurn(s, { alpha: { orders: { a03: [{ code: "RG", hex: "0308" }] } }, bravo: { orders: {} } }, createFixedDice([still, ...Array.from({ length: 40 }, () => 1)]));
    const burn = events.find((e) => e.type === "patrol/flame_attack" && (e.data as { man: string }).man === "h01")?.data as { as: number; ds: number; result: string };
    expect([burn.as, burn.ds]).toEqual([20, 1]);
    // 10.9 Firearm Results Table (printed row 1): 20-1, the "16-1 thru 20-1" column, roll 1 = K.
    expect(burn.result).toBe("K");
    expect(state.game.horses?.h01?.status).toBe(applyResult("fit", burn.result as Parameters<typeof applyResult>[1]));
  });
});
