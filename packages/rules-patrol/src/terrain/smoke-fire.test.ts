import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const submit = (s: S, orders: unknown) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};
/** α riflemen a01 at 0505 and a02 at 0605, β riflemen b01 at 0508 and b02 at 0608 (erect, adjacent: an enfilade pair), smoke on `smoke`. */
const base = (smoke: readonly string[] = []): S => {
  const s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "2BR", bravo: "2BR" },
    deploy: { a01: { hex: "0505" }, a02: { hex: "0605" }, b01: { hex: "0508" }, b02: { hex: "0608" } }, board: { cols: 10, rows: 10 } }));
  return { ...s, game: { ...s.game, smoke: smoke.length > 0 ? [{ hexes: [...smoke], origin: smoke[0]! }] : [] } };
};
const armed = (s: S): S => ({ ...s, game: { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, rifleGrenade: true } } } });

describe("Patrol! 11.54-11.57: fire and smoke", () => {
  it("patrol 11.54: a man standing in a smoke hex may not plot direct, quick or enfilade fire out of it", () => {
    expect(submit(base(), { a01: [{ code: "DF", target: "b01" }] })).toBe("ok");
    const smoked = base(["0505"]);
    expect(submit(smoked, { a01: [{ code: "DF", target: "b01" }] })).toBe("plot/in_smoke");
    expect(submit(smoked, { a01: [{ code: "KF", target: "b01" }] })).toBe("plot/in_smoke");
    expect(submit(smoked, { a01: [{ code: "EF", targets: ["b01", "b02"] }] })).toBe("plot/in_smoke");
    // His neighbour outside the smoke still fires.
    expect(submit(smoked, { a02: [{ code: "DF", target: "b02" }] })).toBe("ok");
  });

  it("patrol 11.55: a man may still fire into a smoke hex (blind fire), and the target defends at 10", () => {
    const s = base(["0508"]);
    expect(submit(s, { a01: [{ code: "DF", target: "b01" }] })).toBe("ok");
    const { events } = playTurn(s, { alpha: { orders: { a01: [{ code: "DF", target: "b01" }] } }, bravo: { orders: {} } }, createFixedDice([6, 6, 6, 6, 6, 6]));
    expect(events.find((e) => e.type === "patrol/fire")?.data).toMatchObject({ firer: "a01", target: "b01", ds: 10 });
    const clear = playTurn(base(), { alpha: { orders: { a01: [{ code: "DF", target: "b01" }] } }, bravo: { orders: {} } }, createFixedDice([6, 6, 6, 6, 6, 6]));
    expect(clear.events.find((e) => e.type === "patrol/fire")?.data).toMatchObject({ firer: "a01", target: "b01", ds: 1 });
  });

  it("patrol 11.57: a rifle grenade may not be fired into or out of a smoke hex", () => {
    expect(submit(armed(base()), { a01: [{ code: "RG", hex: "0508" }] })).toBe("ok");
    expect(submit(armed(base(["0508"])), { a01: [{ code: "RG", hex: "0508" }] })).toBe("plot/rifle_grenade_smoke");
    expect(submit(armed(base(["0505"])), { a01: [{ code: "RG", hex: "0508" }] })).toBe("plot/rifle_grenade_smoke");
  });
});
