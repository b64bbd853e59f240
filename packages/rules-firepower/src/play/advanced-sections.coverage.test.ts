// Advanced Game sections COVERAGE.md marked in play with no test that carried their number (issue 29). Fixed
// positions on the authored sample map (authored-match.fixture), fixed dice.
import { describe, expect, it } from "vitest";
import { headHeightAt } from "../advanced/heights";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { explainFire } from "../combat/explain-fire";
import { inImpulse, stand, variant, withOpeningsClosed, withSoldier } from "./authored-match.fixture";

const move = (soldierId: string) => ({ type: "move", seat: "A", payload: { soldier: soldierId } });
const B_FAR = stand("B1", "4H6", 5);

describe("Advanced Game sections named by their tests (issue 29)", () => {
  it("firepower 8.2.5 (the part in play): a door drawn open is crossed for the entry cost, the same door drawn closed is not", () => {
    const open = tryCommand(inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2"), move("A1"));
    if (!open.ok) throw new Error(open.error.code);
    expect(soldier(open.state, "A1").mf).toBe(1);
    const closed = tryCommand(inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2", { map: withOpeningsClosed() }), move("A1"));
    expect(closed).toMatchObject({ ok: false, error: { code: "move/closed_opening" } });
  });

  it("firepower 10.5: a soldier's head is his ground plus his posture's height (Standing 2, Crouching 1, Prone 0)", () => {
    expect([headHeightAt(0, "stand"), headHeightAt(0, "crouch"), headHeightAt(0, "prone")]).toEqual([2, 1, 0]);
    expect([headHeightAt(3, "stand"), headHeightAt(-2, "prone")]).toEqual([5, -2]);
  });

  it("firepower 11.1.2: in the Advanced Game turning 1 to 3 hexsides still costs 1 MF (a turn not taken as 11.3.1's free one)", () => {
    const s = inImpulse([stand("A1", "4C3", 2)], [B_FAR], "4C3");
    for (const facing of [3, 5, 4]) expect(soldier(run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing } }), "A1"), `to ${facing}`).toMatchObject({ facing, mf: 1 });
  });

  it("firepower 11.1.5: Advanced posture changes cost as in the Basic Game: Standing to Prone 1 MF, Prone to Standing 2", () => {
    const posture = (from: "stand" | "prone", to: "stand" | "prone") =>
      soldier(run(inImpulse([stand("A1", "4C3", 2, { posture: from })], [B_FAR], "4C3"), { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: to } }), "A1");
    expect(posture("stand", "prone")).toMatchObject({ posture: "prone", mf: 1 });
    expect(posture("prone", "stand")).toMatchObject({ posture: "stand", mf: 2 });
  });

  it("firepower 12.2.2: in the Advanced Game a Suppressed firer's shot takes +1; an unsuppressed one none", () => {
    const s = inImpulse([stand("A1", "4C3", 2)], [stand("B1", "4E3", 5)], "4C3");
    const firerMods = (st: typeof s) => {
      const e = explainFire(st, "A1", "B1");
      if (!e.ok) throw new Error(e.error.code);
      return e.value.odds.modifiers.filter((m) => m.name.startsWith("firer")).map((m) => [m.name, m.value]);
    };
    expect(firerMods(s)).toEqual([]);
    expect(firerMods(withSoldier(s, "A1", { status: "suppressed" }))).toEqual([["firer Suppressed", 1]]);
  });

  it("firepower 11.1.7: in the Advanced Game firing costs 2 MF and is the soldier's one Combat Action of the Impulse Phase", () => {
    const s = inImpulse([stand("A1", "4A1", 4)], [stand("B1", "4A3", 1), stand("B2", "4A4", 1)], "4A1");
    const fire = (target: string) => ({ type: "fire", seat: "A", payload: { soldier: "A1", targets: [target], mode: "semi" } });
    const once = run(s, fire("B1"), Array.from({ length: 10 }, () => 10));
    expect(soldier(once, "A1")).toMatchObject({ mf: 2, combatUsed: true });
    expect(tryCommand(once, fire("B2"), Array.from({ length: 10 }, () => 10))).toMatchObject({ ok: false, error: { code: "fire/combat_used" } });
  });

  it("firepower 12.3.4.1: in the Advanced Game a hand grenade hits on 8 at 1-2 hexes and on 5 at 3-5: the roll at the number lands in the hex, one over does not", () => {
    const thrown = (hex: string, roll: number) => {
      const s = inImpulse([stand("A1", "4A1", 4)], [B_FAR], "4A1");
      const r = tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex } }, [roll, 10, 10, 10, 10, 10, 10]);
      if (!r.ok) throw new Error(r.error.code);
      const e = r.events.find((x) => x.type === "grenade/thrown")?.data as { hitNumber: number; outcome: string; impact: string | null };
      return [e.hitNumber, e.outcome === "hit" && e.impact === hex];
    };
    // 4A1 -> 4A3 is 2 hexes, 4A4 3 and 4A6 5.
    expect([thrown("4A3", 8), thrown("4A3", 9)]).toEqual([[8, true], [8, false]]);
    expect([thrown("4A4", 5), thrown("4A4", 6), thrown("4A6", 5), thrown("4A6", 6)]).toEqual([[5, true], [5, false], [5, true], [5, false]]);
  });

  it("firepower 6.3.6.2.3: a target in a scrub hex is in concealment, +1 to the fire roll, in the Basic and the Advanced Game; in the open none", () => {
    // The authored map with 4A4 drawn as scrub; A1 in 4A1 faces it, 3 hexes off.
    const scrub = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: { q: 0, r: 3 }, id: "4A4", terrain: "scrub" }] }));
    const concealment = (rules: "basic" | "advanced", map?: ReturnType<typeof variant>) => {
      const e = explainFire(inImpulse([stand("A1", "4A1", 4)], [stand("B1", "4A4", 1)], "4A1", { rules, ...(map ? { map } : {}) }), "A1", "B1");
      if (!e.ok) throw new Error(e.error.code);
      return e.value.odds.modifiers.map((m) => [m.name, m.value, m.rule]);
    };
    for (const rules of ["basic", "advanced"] as const) {
      expect(concealment(rules, scrub), rules).toEqual([["target in concealment", 1, "Firepower 6.3.6.2.3"]]);
      expect(concealment(rules), rules).toEqual([]);
    }
  });
});
