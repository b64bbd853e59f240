import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const submit = (s: S, orders: unknown) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders } } }, createFixedDice([]));
const code = (r: ReturnType<typeof submit>) => (r.ok ? "ok" : r.error.code);
const onMap = (s: S) => s.game.order.filter((id) => s.game.men[id]!.side === "alpha" && s.game.men[id]!.counter === "RF" && s.game.men[id]!.hex !== null);

describe("Patrol! human waves [27.53, 27.82] and exiting men under Preservation [21.23]", () => {
  it("patrol 27.53: the Japanese 50-man Assault α begins with 15 RF on the map; each one incapacitated or killed brings on another through its edge", () => {
    const s0 = withoutPanic(createTestMatch({ ob: "27.53", situation: "assault", alphaSide: 1, entry: "home_edge" }));
    expect(onMap(s0)).toHaveLength(15);
    expect(s0.game.waves?.reserve).toHaveLength(35);
    const fallen = onMap(s0).slice(0, 3);
    const hit = { ...s0, game: { ...s0.game, men: { ...s0.game.men, ...Object.fromEntries(fallen.map((id, i) => [id, { ...s0.game.men[id]!, status: i === 0 ? "I" as const : "K" as const }])) } } };
    const { state, events } = playTurn(hit, { alpha: { orders: {} }, bravo: { orders: {} } }, createFixedDice(Array.from({ length: 60 }, () => 6)));
    const entered = (events.find((e) => e.type === "patrol/wave_entered")?.data as { men: { man: string; hex: string }[] }).men;
    expect(entered.map((m) => m.man)).toEqual(s0.game.waves!.reserve.slice(0, 3));
    for (const m of entered) expect(Number(m.hex.slice(2))).toBe(s0.game.map.box.r0);
    expect(state.game.waves?.reserve).toHaveLength(32);
    // Nothing new falls: nobody else enters next turn.
    const next = playTurn(state, { alpha: { orders: {} }, bravo: { orders: {} } }, createFixedDice(Array.from({ length: 60 }, () => 6)));
    expect(next.state.game.waves?.reserve).toHaveLength(32);
  });

  it("patrol 27.53, 27.82: Japanese RF never fall prone; the Chinese Militia wave (27.82, 'the same technique') may", () => {
    const japanese = createTestMatch({ ob: "27.53", situation: "assault", alphaSide: 1, entry: "home_edge" });
    const a = onMap(japanese)[0]!;
    expect(code(submit(japanese, { [a]: [{ code: "PP" }] }))).toBe("plot/wave_prone");
    const chinese = createTestMatch({ ob: "27.82", situation: "assault", alphaSide: 1, entry: "home_edge" });
    expect(chinese.game.waves?.reserve).toHaveLength(35);
    expect(code(submit(chinese, { [onMap(chinese)[0]!]: [{ code: "PP" }] }))).toBe("ok");
  });

  it("patrol 21.23: once its side has reached Preservation, a man moving off the map may not be used for any combat purpose", () => {
    const s = createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" }, board: { cols: 8, rows: 8 }, deploy: { a01: { hex: "0402" }, b01: { hex: "0404" } } });
    const clear: S = { ...s, game: { ...s.game, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] } } };
    const plot = { a01: [{ code: "KF", target: "b01" }, { code: "MV", path: ["0401"], exit: true }] };
    expect(code(submit(clear, plot))).toBe("ok");
    const reached: S = { ...clear, game: { ...clear.game, sides: { ...clear.game.sides, alpha: { ...clear.game.sides.alpha, reachedRound: 1 } } } };
    expect(code(submit(reached, plot))).toBe("plot/exiting_fights");
    expect(code(submit(reached, { a01: [{ code: "MV", path: ["0401"], exit: true }] }))).toBe("ok");
  });
});
