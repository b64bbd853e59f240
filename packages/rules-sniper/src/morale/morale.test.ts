import { describe, expect, it } from "vitest";
import { fromOffset, toOffset } from "@tactica/hex";
import { applyWound, applyWounds, fleeChoices, fleePath, isIsolated, leaderActivations, leaderReaches, mayAct, panicTest, panicTests } from "./index";

const healthy = { health: "healthy", stunned: false } as const;

describe("sniper 14.0, 14.2: the wounds ladder", () => {
  it("T3: W, I, W on a healthy soldier leaves him Incap; the last W has no effect", () => {
    const r = applyWounds(healthy, ["W", "I", "W"]);
    expect(r.steps.map((s) => s.health)).toEqual(["wounded", "incap", "incap"]);
    expect(r.final.health).toBe("incap");
  });
  it("two wounds = Incap; two Incap results = KIA; K kills; Stun applies to the healthy and wounded only", () => {
    expect(applyWounds(healthy, ["W", "W"]).final.health).toBe("incap");
    expect(applyWounds(healthy, ["I", "I"]).final.health).toBe("kia");
    expect(applyWound(healthy, "K").health).toBe("kia");
    expect(applyWound({ health: "wounded", stunned: false }, "Stun").stunned).toBe(true);
    expect(applyWound({ health: "incap", stunned: false }, "Stun").stunned).toBe(false);
    expect(applyWound(healthy, "P").health).toBe("healthy");
  });
});

describe("sniper 23.1, 23.2, 51.2: isolation", () => {
  const standingAt = (d: number) => ({ health: "healthy" as const, posture: "standing" as const, losDistance: d });
  it("LOS to a standing ally within 8 or a prone one within 3 keeps him in touch; T10: a German is in touch at 10, others are not", () => {
    expect(isIsolated({ allies: [standingAt(8)], insideBuilding: false }).isolated).toBe(false);
    expect(isIsolated({ allies: [standingAt(10)], insideBuilding: false }).isolated).toBe(true);
    expect(isIsolated({ allies: [standingAt(10)], insideBuilding: false, german: true })).toMatchObject({ isolated: false, rule: "Sniper 23.1, 51.2" });
    expect(isIsolated({ allies: [standingAt(11)], insideBuilding: false, german: true }).isolated).toBe(true);
    expect(isIsolated({ allies: [{ health: "healthy", posture: "prone", losDistance: 4 }], insideBuilding: false }).isolated).toBe(true);
  });
  it("paths: 5 hexes inside, 3 outside, at most one crossing; Incap allies do not count; panicked soldiers are not affected", () => {
    const path = (hexes: number, crossings: number) => ({ health: "wounded" as const, posture: "prone" as const, path: { hexes, crossings } });
    expect(isIsolated({ allies: [path(5, 1)], insideBuilding: true }).isolated).toBe(false);
    expect(isIsolated({ allies: [path(5, 2)], insideBuilding: true }).isolated).toBe(true);
    expect(isIsolated({ allies: [path(4, 0)], insideBuilding: false }).isolated).toBe(true);
    expect(isIsolated({ allies: [{ ...standingAt(2), health: "incap" }], insideBuilding: false }).isolated).toBe(true);
    expect(isIsolated({ allies: [], insideBuilding: false, panicked: true }).isolated).toBe(false);
  });
  it("T4 [5.1, 23.2]: an isolated soldier with activation 3 may fire only on a 5 or 6; he moves on 3-6; opportunity fire is unaffected", () => {
    expect([1, 2, 3, 4, 5, 6].filter((m) => mayAct({ activation: 3, marker: m, task: "combat", isolated: true }).may)).toEqual([5, 6]);
    expect([1, 2, 3, 4, 5, 6].filter((m) => mayAct({ activation: 3, marker: m, task: "movement", isolated: true }).may)).toEqual([3, 4, 5, 6]);
    expect(mayAct({ activation: 5, marker: 6, task: "combat", isolated: true }).may).toBe(false);
    expect(mayAct({ activation: 5, marker: 1, task: "opportunity_fire", isolated: true }).may).toBe(true);
  });
});

describe("sniper 24.0, 24.1, 24.2, 24.3: panic", () => {
  it("a roll at or above the panic value passes; 1-2 under drops him prone, 3 or more makes him flee; P1/P2 and already panicked take 1/2/1 off", () => {
    expect(panicTest({ panicValue: 4, roll: 4 })).toMatchObject({ panics: false });
    expect(panicTest({ panicValue: 4, roll: 3 })).toMatchObject({ panics: true, margin: 1, effect: "prone" });
    expect(panicTest({ panicValue: 4, roll: 1 })).toMatchObject({ panics: true, margin: 3, effect: "flee" });
    expect(panicTest({ panicValue: 4, roll: 5, cause: "P2" })).toMatchObject({ modified: 3, panics: true });
    expect(panicTest({ panicValue: 4, roll: 5, cause: "P1", alreadyPanicked: true })).toMatchObject({ modified: 3, panics: true });
    expect(panicTest({ panicValue: 4, roll: 1, cause: "adjacent_move" })).toMatchObject({ panics: false, effect: "stays" });
  });
  it("T7: two tests from one explosion - if the first panics him the second is skipped", () => {
    expect(panicTests([{ panicValue: 4, roll: 2, cause: "ally_hit" }, { panicValue: 4, roll: 6, cause: "P" }])).toMatchObject({ taken: [{ panics: true }], skipped: 1 });
    expect(panicTests([{ panicValue: 4, roll: 5, cause: "ally_hit" }, { panicValue: 4, roll: 2, cause: "P" }]).taken).toHaveLength(2);
  });
  it("T5: panic 4 in 1229, roll 1: flees; direction 1 allows 6, 1 or 2; he takes 2, rolls 4, is stopped at 1531 and drops prone", () => {
    expect(panicTest({ panicValue: 4, roll: 1 }).effect).toBe("flee");
    expect(fleeChoices(1)).toEqual([6, 1, 2]);
    expect(fleeChoices(6)).toEqual([5, 6, 1]);
    const layout = { orientation: "flat", parity: "even" } as const; // CCRR, odd columns higher (option sniper/hex_numbering)
    const start = fromOffset({ col: 12, row: 29 }, layout);
    const stop = fromOffset({ col: 15, row: 31 }, layout);
    const f = fleePath(start, 2, 4, (h) => !(h.q === stop.q && h.r === stop.r)); // the map art is absent: blocked beyond 1531
    expect(f.stoppedEarly).toBe(true);
    expect(f.path.map((h) => { const o = toOffset(h, layout); return `${o.col}${o.row}`; })).toEqual(["1330", "1430", "1531"]);
  });
});

describe("sniper 22.2, 22.3, 51.4: leaders", () => {
  it("T8: under marker 3 an active leader activates up to 3 soldiers, a Japanese one 4 [51.4]; none when stunned, panicked or not active", () => {
    expect(leaderActivations({ marker: 3, leaderActivation: 2 })).toEqual({ count: 3, rule: "Sniper 22.3" });
    expect(leaderActivations({ marker: 3, leaderActivation: 2, japanese: true }).count).toBe(4);
    expect(leaderActivations({ marker: 3, leaderActivation: 2, stunned: true }).count).toBe(0);
    expect(leaderActivations({ marker: 3, leaderActivation: 4 }).count).toBe(0);
  });
  it("sniper 22.2: same room, or within 8 of a standing leader / 3 of a prone one with a LOS", () => {
    expect(leaderReaches({ sameRoom: false, leaderPosture: "standing", losDistance: 8 })).toBe(true);
    expect(leaderReaches({ sameRoom: false, leaderPosture: "prone", losDistance: 4 })).toBe(false);
    expect(leaderReaches({ sameRoom: true, leaderPosture: "prone" })).toBe(true);
  });
});
