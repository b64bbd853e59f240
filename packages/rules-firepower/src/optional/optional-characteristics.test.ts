import { createMatch, createRulingsPack, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { strengthMeleeModifier, strengthThrowRange } from "./optional-characteristics";
import { maxNewHexes, mfAllowance } from "../core/soldiers";
import type { FirepowerState, Soldier } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon: "RFL", hex, facing, posture: "stand", ...extra });
const ON = { "firepower/characteristics": "on" };

function matchWith(a: Spec[], b: Spec[], options: Record<string, string> = ON): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: toTestScenario(a, b), rulings: createRulingsPack({ id: "opt22", ruleset: "firepower", options }) });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}
/** Side A's chit drawn (face 1), then an Impulse started in `hex` with the motivation roll `roll`. */
const impulseWith = (s: FirepowerState, hex: string, roll: number): { state: FirepowerState; events: readonly { type: string; data?: unknown }[] } => {
  const drawn = run(s, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  const r = tryCommand(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex } }, [roll]);
  if (!r.ok) throw new Error(r.error.code);
  return r;
};
const man = (fields: Partial<Soldier>): Soldier => ({
  id: "x", side: "A", weapon: "RFL", squad: "A", rank: "private", hex: { q: 0, r: 0 }, facing: 1, posture: "stand", status: "none", running: false, eliminated: false,
  acted: false, combatUsed: false, mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [], ...fields,
});

describe("Optional Rule 22: personal characteristics", () => {
  it("firepower 22.1.2: the sheet's speed is the soldier's MF, leaders included; a 5 enters at most 4 new hexes; without the option the sheet is not used", () => {
    const s = matchWith([rfl("A1", id(1, 3), 3, { sheet: { speed: 3 } }), rfl("A2", id(1, 4), 3, { rank: "S", sheet: { speed: 3 } }), rfl("A3", id(1, 5), 3, { sheet: { speed: 5 } })], [rfl("B1", id(7, 3), 6)]);
    expect(["A1", "A2", "A3"].map((x) => mfAllowance(soldier(s, x)))).toEqual([3, 3, 5]);
    expect([maxNewHexes(soldier(s, "A1")), maxNewHexes(soldier(s, "A3"))]).toEqual([Number.POSITIVE_INFINITY, 4]);
    expect(mfAllowance({ ...soldier(s, "A1"), status: "suppressed" })).toBe(2);
    const off = matchWith([rfl("A1", id(1, 3), 3, { sheet: { speed: 3 } })], [rfl("B1", id(7, 3), 6)], {});
    expect([soldier(off, "A1").traits, mfAllowance(soldier(off, "A1"))]).toEqual([undefined, 4]);
  });

  it("firepower 22.1.3: a weak thrower reaches one hex less, a strong one more and a very strong two more, at the longest range's hit number", () => {
    expect(strengthThrowRange(man({ traits: { strength: "W" } }), 8, ON)).toMatchObject({ ok: false, error: { code: "fire/out_of_range", rule: "Firepower 22.1.3" } });
    expect(strengthThrowRange(man({ traits: { strength: "W" } }), 7, ON)).toEqual({ ok: true, lookupRange: 7 });
    expect(strengthThrowRange(man({ traits: { strength: "S" } }), 9, ON)).toEqual({ ok: true, lookupRange: 8 });
    expect(strengthThrowRange(man({ traits: { strength: "S" } }), 10, ON).ok).toBe(false);
    expect(strengthThrowRange(man({ traits: { strength: "V" } }), 10, ON)).toEqual({ ok: true, lookupRange: 8 });
    expect(strengthThrowRange(man({ posture: "prone", traits: { strength: "V" } }), 7, ON)).toEqual({ ok: true, lookupRange: 5 });
    // A Normal man's reach is the chart's: strength passes the range on, and the chart refuses 9 hexes (6.3.2).
    expect(strengthThrowRange(man({ traits: { strength: "N" } }), 9, ON)).toEqual({ ok: true, lookupRange: 9 });
    // Without Option 22 a sheet's strength does nothing.
    expect(strengthThrowRange(man({ traits: { strength: "W" } }), 8, {})).toEqual({ ok: true, lookupRange: 8 });
  });

  it("firepower 22.1.3.1-22.1.3.4: in melee each side's strongest soldier counts: weak +1 attacking / -1 defending, strong and very strong -1 / +1", () => {
    const w = man({ traits: { strength: "W" } }), n = man({ traits: {} }), st = man({ traits: { strength: "S" } }), v = man({ traits: { strength: "V" } });
    expect(strengthMeleeModifier([w], [n], ON)).toBe(1);
    expect(strengthMeleeModifier([w, st], [n], ON)).toBe(-1);
    expect(strengthMeleeModifier([n], [v], ON)).toBe(1);
    expect(strengthMeleeModifier([n], [w], ON)).toBe(-1);
    expect(strengthMeleeModifier([w], [n], {})).toBe(0);
  });

  it("firepower 22.1.10: a roll above the hex's best motivation wastes the Impulse and nobody there acts this phase; the event says when the placeholder default decided", () => {
    const s = matchWith([rfl("A1", id(1, 3), 3, { sheet: { motivation: 4 } }), rfl("A2", id(1, 3), 3)], [rfl("B1", id(7, 3), 6)]);
    const wasted = impulseWith(s, id(1, 3), 6);
    // A2 has no sheet: the default motivation 5 (placeholder, firepower/default_characteristics) is the hex's best.
    expect(wasted.events.find((e) => e.type === "impulse/wasted")?.data).toMatchObject({ roll: 6, motivation: 5, provenance: "placeholder", passed: false, rule: "Firepower 22.1.10" });
    expect(tryCommand(wasted.state, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "soldier/not_in_impulse" } });
    expect(legalActionsFor(firepowerRuleset, wasted.state, "A").map((c) => c.type)).toEqual(["turn/end_impulse"]);
    const after = run(wasted.state, { type: "turn/end_impulse", seat: "A", payload: {} });
    expect(legalActionsFor(firepowerRuleset, after, "A").some((c) => c.type === "turn/start_impulse")).toBe(false);
    const passed = impulseWith(s, id(1, 3), 5);
    expect(passed.events.find((e) => e.type === "impulse/motivated")?.data).toMatchObject({ roll: 5, motivation: 5, passed: true });
    expect(passed.state.game.impulse?.soldiers).toEqual(["A1", "A2"]);
    // A sheet above the default decides with its own number.
    const keen = matchWith([rfl("A1", id(1, 3), 3, { sheet: { motivation: 8 } })], [rfl("B1", id(7, 3), 6)]);
    expect(impulseWith(keen, id(1, 3), 8).events.find((e) => e.type === "impulse/motivated")?.data).toMatchObject({ motivation: 8, provenance: "sheet" });
  });
});
