import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "@tactica/engine";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import { toVictoryPoints } from "./stage-record";

describe("Patrol! more tasks through apply", () => {
  it("patrol 10.33: enfilade fire splits the MG's 90 over two erect men in a row, each attacked at 45", () => {
    const s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1MG", bravo: "2BR" },
      deploy: { a01: { hex: "0505" }, b01: { hex: "0508" }, b02: { hex: "0509" } }, board: { cols: 10, rows: 10 } }));
    // Rolls: b01 1 (K), b02 6 (col 5 row 6 = W, reconstructed), unload roll 5 (stays loaded), then chits.
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "EF", targets: ["b01", "b02"] }] } }, bravo: { orders: {} } }, createFixedDice([1, 6, 5, 1, 1, 1, 1]));
    const shots = events.filter((e) => e.type === "patrol/fire").map((e) => e.data);
    expect(shots).toMatchObject([{ mode: "EF", target: "b01", as: 45, column: 5, result: "K" }, { mode: "EF", target: "b02", as: 45, column: 5, result: "W" }]);
    expect(state.game.men.b02!.status).toBe("W");
  });

  it("patrol 22.0: weapon exchange swaps the weapons; the wounded man keeps his wound", () => {
    let s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1BR 1MG", bravo: "1BR" },
      deploy: { a01: { hex: "0505" }, a02: { hex: "0505" }, b01: { hex: "0509" } }, board: { cols: 10, rows: 10 } }));
    s = { ...s, game: { ...s.game, men: { ...s.game.men, a02: { ...s.game.men.a02!, status: "W" } } } };
    const { state } = playTurn(s, { alpha: { orders: { a01: [{ code: "WE", with: "a02" }] } }, bravo: { orders: {} } }, createFixedDice([]));
    expect(state.game.men.a01).toMatchObject({ counter: "MG", rifle: null, status: "fit" });
    expect(state.game.men.a02).toMatchObject({ counter: "RF", rifle: "BR", status: "W" });
  });
});

describe("Patrol! optional Leader rules [28.4]", () => {
  it("patrol 28.42 (B21): chits 3, 7, 0 (30%): beside the erect leader only 3 panics; within LOS and 6 hexes 3 or 7; beyond, all three", () => {
    let s = createTestMatch({ ob: "27.12", situation: "patrol", leaders: true, forces: { alpha: "5BR", bravo: "1BR" }, board: { cols: 10, rows: 20 },
      deploy: { a01: { hex: "0512" }, a02: { hex: "0513" }, a03: { hex: "0517" }, a04: { hex: "0710" }, a05: { hex: "1020" }, b01: { hex: "0101" } } });
    s = { ...s, game: { ...s.game, contactRound: 0 } };
    // α (French, 30%) draws 3, 7, 0 from the cup 0-9; β (German, 20%) draws 9 and 8.
    const { events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: {} } }, createFixedDice([4, 7, 1, 10, 9, 1, 1, 1]));
    const alpha = events.find((e) => e.type === "patrol/panic" && (e.data as { side: string }).side === "alpha");
    expect(alpha?.data).toMatchObject({ chits: [3, 7, 0], men: ["a02", "a03", "a05"] });
  });
});

describe("Patrol! Preservation effects [21.2]", () => {
  it("patrol 21.23: once the level is reached, firing men panic on 4 extra chits; others on the normal draw only", () => {
    let s = createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "2BR", bravo: "1BR" }, board: { cols: 10, rows: 12 },
      deploy: { a01: { hex: "0505" }, a02: { hex: "0608" }, b01: { hex: "0510" } } });
    s = { ...s, game: { ...s.game, contactRound: 0, sides: { ...s.game.sides, alpha: { ...s.game.sides.alpha, reachedRound: 0 }, bravo: { ...s.game.sides.bravo, panic: 0 } } } };
    // French 30%: 3 + 4 = 7 chits: 0, 1, 2, 3, 4, 5, 8 (rolls pick index 1 each time, then the 8 from [6, 7, 8, 9]).
    // a01 (DF, on a hex ending 5) panics on the 6th chit; a02 (no task, hex ending 8) only on the first 3: he does not.
    const { events } = playTurn(s, { alpha: { orders: { a01: [{ code: "DF", target: "b01" }] } }, bravo: { orders: {} } },
      createFixedDice([1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(events.find((e) => e.type === "patrol/panic")?.data).toMatchObject({ side: "alpha", chits: [0, 1, 2, 3, 4, 5, 8], men: ["a01"] });
  });
});

describe("Patrol! satchel charges [11.6]", () => {
  it("patrol 11.61, 11.65: PS uses one of the OB's satchels; thrown 3 hexes it detonates in F1 and a K becomes I", () => {
    const s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1BR 1SC", bravo: "1BR" },
      deploy: { a01: { hex: "0505" }, b01: { hex: "0508" } }, board: { cols: 10, rows: 10 } }));
    expect(s.game.sides.alpha.satchels).toBe(1);
    const first = playTurn(s, { alpha: { orders: { a01: [{ code: "PS" }] } }, bravo: { orders: {} } }, createFixedDice([]));
    expect(first.state.game.men.a01!.grenade).toBe("SC");
    expect(first.state.game.sides.alpha.satchels).toBe(0);
    // Range 3 -> coefficient 4, roll 1 = H; blast 40 (placeholder row) vs DS 1: column 5, roll 1 = K -> I; chit.
    const { state, events } = playTurn(first.state, { alpha: { orders: { a01: [{ code: "TG", hex: "0508" }] } }, bravo: { orders: {} } }, createFixedDice([1, 1, 1, 1, 1]));
    expect(events.find((e) => e.type === "patrol/detonation")?.data).toMatchObject({ hex: "0508", kind: "satchel" });
    expect(state.game.men.b01).toMatchObject({ status: "I", stunnedRound: 2 });
  });
});

describe("Patrol! rifle grenades [13.0]", () => {
  it("patrol 13.13, 13.3: PR arms on 1-3 in G5; fired at a hex it bursts on impact in C3 (20/10/5) and the firer is unarmed", () => {
    const s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" },
      deploy: { a01: { hex: "0505" }, b01: { hex: "0508" } }, board: { cols: 10, rows: 10 } }));
    const first = playTurn(s, { alpha: { orders: { a01: [{ code: "PR" }] } }, bravo: { orders: {} } }, createFixedDice([2]));
    expect(first.state.game.men.a01!.rifleGrenade).toBe(true);
    // Range 3: coefficient 1, roll 1 = H; b01 in the burst hex: 20 vs DS 1 = column 4, roll 2 = K; chit.
    const { state, events } = playTurn(first.state, { alpha: { orders: { a01: [{ code: "RG", hex: "0508" }] } }, bravo: { orders: {} } }, createFixedDice([1, 2, 1, 1]));
    expect(events.find((e) => e.type === "patrol/rifle_grenade")?.data).toMatchObject({ landed: "0508", scatter: 0 });
    expect(state.game.men.b01!.status).toBe("K");
    expect(state.game.men.a01).toMatchObject({ rifleGrenade: false, unarmed: true });
  });
});

describe("Patrol! carrying [7.6]", () => {
  it("patrol 7.6, 26.54: two men carry an incapacitated friend off their edge; he scores 5 VP for his side", () => {
    let s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "3BR", bravo: "1BR" },
      deploy: { a01: { hex: "0404" }, a02: { hex: "0404" }, a03: { hex: "0404" }, b01: { hex: "0410" } }, board: { cols: 10, rows: 12 } }));
    s = { ...s, game: { ...s.game, men: { ...s.game.men, a03: { ...s.game.men.a03!, status: "I", posture: "prone" } } } };
    const carry = { code: "CC" as const, body: "a03", path: ["A" as const, "A" as const, "A" as const], exit: true };
    const alone = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [carry] } } } }, createFixedDice([]));
    expect(alone.ok ? "" : alone.error.code).toBe("plot/one_carrier");
    const { state } = playTurn(s, { alpha: { orders: { a01: [carry], a02: [carry] } }, bravo: { orders: {} } }, createFixedDice([]));
    expect(state.game.men.a03).toMatchObject({ exited: true, carriedOff: true });
    expect(state.game.men.a01!.exited).toBe(true);
    // 26.54: 5 for the friend carried off; no field points, since no α man is left on the map.
    expect(toVictoryPoints(state.game, "alpha")).toBe(5);
  });
});

describe("Patrol! rockets and thump guns [14.0, 15.0]", () => {
  it("patrol 14.11, 14.31: a rocket fired at a hex bursts like a rifle grenade there and leaves the launcher unloaded", () => {
    const s = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1RL", bravo: "1BR" },
      deploy: { a01: { hex: "0505" }, b01: { hex: "0508" } }, board: { cols: 10, rows: 10 } }));
    // Rocket row (placeholder) range 3: coefficient 1, roll 1 = H; 20 vs DS 1: column 4, roll 1 = K; chit.
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "RG", hex: "0508" }] } }, bravo: { orders: {} } }, createFixedDice([1, 1, 1, 1]));
    expect(events.find((e) => e.type === "patrol/rifle_grenade")?.data).toMatchObject({ weapon: "rocket", landed: "0508" });
    expect(state.game.men.b01!.status).toBe("K");
    expect(state.game.men.a01!.unloaded).toBe(true);
  });

  it("patrol 15.13: a thump-gun round at a hex closer than 7 is refused (it fires as a rifle at a man instead)", () => {
    const s = createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1GL", bravo: "1BR" },
      deploy: { a01: { hex: "0505" }, b01: { hex: "0508" } }, board: { cols: 10, rows: 10 } });
    const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "RG", hex: "0508" }] } } } }, createFixedDice([]));
    expect(r.ok ? "" : r.error.code).toBe("plot/gl_minimum_range");
  });
});
