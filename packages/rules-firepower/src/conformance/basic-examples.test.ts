// Digest §14.1 cases 1-11 and 54: the Basic Game examples of the book, played through the rules code.
import { describe, expect, it } from "vitest";
import type { GameEvent } from "@tactica/engine";
import { apply } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { fireOdds } from "../fire/fire-odds";
import { toHitNumber } from "../fire/hit-number";
import { resolveShots } from "../fire/resolve-shots";
import { toSpreadHex } from "../fire/spread-hex";
import { totalModifier } from "../fire/applied-modifier";
import { firepowerRuleset } from "../game/firepower-ruleset";
import { entrySides } from "../game/geometry";
import { firepowerRange } from "../sighting/firepower-range";
import { BASIC_RATE_OF_FIRE } from "../tables/basic-firing-chart";
import { inImpulse, run, soldier, tryCommand } from "./match-fixture";

const rfl = (id: string, hex: string, facing: number, posture: "stand" | "crouch" | "prone" = "stand") => ({ id, weapon: "RFL" as const, hex, facing, posture });
const fireEvent = (events: readonly GameEvent[]) => events.find((e) => e.type === "fire/resolved")?.data as { bursts: { total: number; rolls: number[]; modifiers: { name: string }[] }[] };

describe("Firepower Basic Game examples (digest §14.1)", () => {
  it("firepower 4.2: a roll of 5 with −1 is 4; modifiers −1 and +2 net +1", () => {
    expect(resolveShots(4, -1, [5]).modified).toEqual([4]);
    expect(totalModifier([{ name: "a", value: -1, rule: "", provenance: { kind: "book", section: "4.2" } }, { name: "b", value: 2, rule: "", provenance: { kind: "book", section: "4.2" } }])).toBe(1);
  });

  it("firepower 6.2.7.1: a Prone soldier Stands (2), turns two hexsides (1) and enters a hex (1): 4 MF, legal", () => {
    let s = inImpulse([rfl("A1", "1A3", 1, "prone")], [rfl("B1", "2A3", 5)], "1A3");
    s = run(s, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "stand" } });
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3 } });
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(soldier(s, "A1")).toMatchObject({ mf: 4, hex: { q: 1, r: 8 } });
    expect(tryCommand(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 1 } })).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
  });

  it("firepower 6.2.7.2: up the hill hexside (1) into the hilltop hex (1), down (1) into the next hex (1): 4 MF", () => {
    let s = inImpulse([rfl("A1", "1B3", 2)], [rfl("B1", "2A3", 5)], "1B3");
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(soldier(s, "A1")).toMatchObject({ mf: 2, hex: { q: 2, r: 7 } });
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(soldier(s, "A1")).toMatchObject({ mf: 4, hex: { q: 3, r: 6 } });
  });

  it("firepower 6.2.7.3: S1 fires (2) and goes Prone (1); S2 enters a hex (1), fires (2), goes Prone (1); fire +1 and +2; S2 may fire after leaving the stack", () => {
    let s = inImpulse([rfl("A1", "1A3", 3), rfl("A2", "1A3", 3)], [rfl("B1", "1E5", 5)], "1A3");
    const f1 = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], afterMf: 1 } }, createFixedDice([10, 10, 10]));
    if (!f1.ok) throw new Error(f1.error.code);
    expect(fireEvent(f1.events).bursts[0]!.total).toBe(1);
    s = run(f1.state, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "prone" } });
    expect(tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A2", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "fire/stack_fired" } });
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A2" } });
    const f2 = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A2", targets: ["B1"], afterMf: 1 } }, createFixedDice([10, 10, 10]));
    if (!f2.ok) throw new Error(f2.error.code);
    expect(fireEvent(f2.events).bursts[0]!.total).toBe(2);
    s = run(f2.state, { type: "change_posture", seat: "A", payload: { soldier: "A2", posture: "prone" } });
    expect(soldier(s, "A1").mf).toBe(3);
    expect(soldier(s, "A2").mf).toBe(4);
  });

  it("firepower 6.3.2: a pistol may fire at 8 hexes, not at 9", () => {
    expect(toHitNumber("PST", "semi", 8, "stand")).toMatchObject({ ok: true, value: { hitNumber: 1 } });
    expect(toHitNumber("PST", "semi", 9, "stand")).toMatchObject({ ok: false, error: { code: "fire/out_of_range" } });
  });

  it("firepower 6.3.2.1.1: a Crouching thrower cannot reach 6 hexes; a Standing one throws 6-8", () => {
    expect(toHitNumber("HGN", "throw", 6, "crouch")).toMatchObject({ ok: false, error: { code: "fire/grenade_needs_standing" } });
    for (const r of [6, 7, 8]) expect(toHitNumber("HGN", "throw", r, "stand")).toMatchObject({ ok: true, value: { hitNumber: 2 } });
  });

  it("firepower 6.3.5.1: an LMG fires 3 bursts of 4 shots, at most one burst per target unit, one burst at a lone target", () => {
    expect(BASIC_RATE_OF_FIRE.LMG.auto).toMatchObject({ bursts: 3, shots: 4 });
    const s = inImpulse([{ id: "A1", weapon: "LMG", hex: "1A3", facing: 3, posture: "stand" }], [rfl("B1", "1E5", 5)], "1A3");
    expect(tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1", "B1"] } })).toMatchObject({ ok: false, error: { code: "fire/one_burst_per_target" } });
    const r = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, createFixedDice([10, 10, 10, 10]));
    if (!r.ok) throw new Error(r.error.code);
    expect(fireEvent(r.events).bursts).toHaveLength(1);
    expect(fireEvent(r.events).bursts[0]!.rolls).toHaveLength(4);
  });

  it("firepower 6.3.6.1: an LMG at 15 hexes hits on 3", () => {
    expect(toHitNumber("LMG", "auto", 15, "stand")).toMatchObject({ ok: true, value: { band: "13-20", hitNumber: 3, provenance: { kind: "book" } } });
  });

  it("firepower 6.3.6.3.1: LMG at 30 (hit 3) on two Prone targets: 10,6,5,1 eliminates; 8,7,8,3 (10,9,10,5) misses and Suppresses", () => {
    const odds = fireOdds({ weapon: "LMG", range: 30, firer: { posture: "stand" }, target: { posture: "prone" } });
    if (!odds.ok) throw new Error(odds.error.code);
    expect(odds.value.hit.hitNumber).toBe(3);
    expect(odds.value.modifierTotal).toBe(2);
    expect(resolveShots(3, 2, [10, 6, 5, 1])).toMatchObject({ modified: [12, 8, 7, 3], hit: true });
    expect(resolveShots(3, 2, [8, 7, 8, 3])).toEqual({ modified: [10, 9, 10, 5], hit: false, couldSuppress: true });
  });

  it("firepower 6.3.6.3.2.1: a missed grenade with spread roll 4 lands in the hex next to the target on the thrower's side (orientation reconstructed)", () => {
    const thrower = { q: 0, r: 3 }, target = { q: 0, r: 0 };
    const side = entrySides(thrower, target)[0]!;
    expect(toSpreadHex(target, side, 4)).toEqual({ q: 0, r: 1 });
  });

  it("firepower 6.6: fire that Suppresses a Running soldier removes his +2 for a later shot in the same Impulse", () => {
    let s = inImpulse([{ id: "A1", weapon: "LMG", hex: "1A3", facing: 3, posture: "stand" }, rfl("A2", "1A3", 3)], [rfl("B1", "1E5", 5)], "1A3");
    s = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, running: true } : x)) } };
    const first = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, createFixedDice([10, 10, 10, 10]));
    if (!first.ok) throw new Error(first.error.code);
    expect(fireEvent(first.events).bursts[0]!.modifiers.map((m) => m.name)).toContain("target Running");
    expect(soldier(first.state, "B1")).toMatchObject({ status: "suppressed", running: false });
    s = run(first.state, { type: "move", seat: "A", payload: { soldier: "A2" } });
    const second = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A2", targets: ["B1"] } }, createFixedDice([10, 10, 10]));
    if (!second.ok) throw new Error(second.error.code);
    expect(fireEvent(second.events).bursts[0]!.modifiers.map((m) => m.name)).not.toContain("target Running");
  });

  it("firepower 12: a target in the firer's own hex at another height is at range 1", () => {
    expect(firepowerRange({ q: 3, r: 4 }, { q: 3, r: 4 })).toBe(1);
  });
});
