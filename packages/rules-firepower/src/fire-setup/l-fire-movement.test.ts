import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario, tryCommand } from "../conformance/match-fixture";
import { fireOdds } from "./fire-odds";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { crewFirer, lFireMovementModifier } from "./l-fire-movement";
import type { FirepowerState } from "../state/types";
import { isSideShot } from "../vehicles/vehicles-side-shot";
import { updateVehicle } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, vehicleScenario, withMan } from "../weapons/vehicles.fixture";

type Mod = { name: string; value: number; rule: string; provenance: { kind: string; section?: string } };
const CHART = "Firepower 12.2.12";
const NO_FIRE = Array.from({ length: 12 }, () => 10);

/** A1 (rifle, (1,3) facing SE) and B1 ((4,3)) in A's Impulse; A1 spent `mf` non-Combat MF, B1 Running or not. */
function duel(rules: "basic" | "advanced", mf: number, running: boolean): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([man("A1", 1, 3, 3)], [man("B1", 4, 3, 6)]), rules } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const s = withMan(impulseAt(made.state as FirepowerState, "A", hexId(1, 3)), "A1", { mf, nonCombatMf: mf });
  return withMan(s, "B1", { running });
}

/** The modifiers of the first burst of a `fire` command (nothing hits: every die a 10). */
function burstModifiers(s: FirepowerState, payload: Record<string, unknown>): Mod[] {
  const r = tryCommand(s, cmd("fire", "A", { soldier: "A1", targets: ["B1"], ...payload }), NO_FIRE);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return (r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { modifiers: Mod[] }[] }).bursts[0]!.modifiers;
}

const moving = (mods: readonly Mod[]): Mod[] => mods.filter((m) => m.rule.startsWith(CHART) || m.rule.startsWith("Firepower 6.3.6.2.6") || m.rule.startsWith("Firepower 6.3.6.2.7"));

describe("Advanced L fire takes the Movement Modifiers Chart (firepower 12.2.12)", () => {
  it("firepower 12.2.12.3: an Advanced rifleman who spent 1 non-Combat MF fires at a Running soldier: the chart's book cell +3, in place of the Basic +2 and +1", () => {
    const mods = moving(burstModifiers(duel("advanced", 1, true), {}));
    expect(mods).toHaveLength(1);
    expect(mods[0]).toMatchObject({ value: 3, rule: CHART, provenance: { kind: "book" } });
    expect(mods[0]!.name).toBe("Movement Modifiers Chart: firer spent 1 non-Combat MF, target Run");
  });

  it("firepower 6.3.6.2.6, 6.3.6.2.7: the Basic Game keeps its own +2 target Running and +1 per firer MF", () => {
    const mods = moving(burstModifiers(duel("basic", 1, true), {}));
    expect(mods.map((m) => [m.name, m.value, m.rule])).toEqual([
      ["target Running", 2, "Firepower 6.3.6.2.6"],
      ["firer spends 1 non-Combat MF", 1, "Firepower 6.3.6.2.7"],
    ]);
  });

  it("firepower 12.2.12.1: the line counts MF before and after firing (the announced afterMf), and 3 and 4 MF share the '3-4' line", () => {
    // 1 before + 1 announced after: line 2, no speed unit: +2 (reconstructed cell).
    expect(moving(burstModifiers(duel("advanced", 1, false), { afterMf: 1 }))).toMatchObject([{ value: 2, rule: CHART, provenance: { kind: "reconstructed" } }]);
    // The 3-4 line: 3 MF and 4 MF both give +3 at a standing-still target (the Basic +1 per MF would give +4 for 4).
    const s = duel("advanced", 0, false);
    const board = boardOf(s.game);
    const firer = man_(s, "A1"), target = man_(s, "B1");
    const los = losFrom(board, s.game, firer, toViewpoint(target), s.options)!;
    const at = (mf: number) => lFireMovementModifier(toFireSituation(board, s.game, { ...firer, nonCombatMf: mf }, target, "auto", 0, s.options, los));
    expect([at(3)?.value, at(4)?.value]).toEqual([3, 3]);
    expect(at(0)).toBeUndefined();
  });

  it("firepower 12.2.12: standing still at a Running target the Run column alone applies (+2, reconstructed); nothing moves, nothing applies", () => {
    expect(moving(burstModifiers(duel("advanced", 0, true), {}))).toMatchObject([{ value: 2, rule: CHART, provenance: { kind: "reconstructed" }, name: "Movement Modifiers Chart: firer spent 0 non-Combat MF, target Run" }]);
    expect(moving(burstModifiers(duel("advanced", 0, false), {}))).toEqual([]);
  });

  it("firepower 12.2.12: explainFire and fireOdds (the odds query and the bot) name the chart with the same cell the fire command rolls against", () => {
    const s = duel("advanced", 1, true);
    const explained = explainFire(s, "A1", "B1");
    if (!explained.ok) throw new Error(explained.error.message);
    const chart = explained.value.odds.modifiers.filter((m) => m.rule === CHART);
    expect(chart).toEqual(moving(burstModifiers(s, {})));
    expect(explained.value.odds.modifiers.some((m) => m.name === "target Running")).toBe(false);
    const board = boardOf(s.game);
    const los = losFrom(board, s.game, man_(s, "A1"), toViewpoint(man_(s, "B1")), s.options)!;
    const odds = fireOdds(toFireSituation(board, s.game, man_(s, "A1"), man_(s, "B1"), "auto", 0, s.options, los));
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.value.modifierTotal).toBe(explained.value.odds.modifierTotal);
    const r = tryCommand(s, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }), NO_FIRE);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect((r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { total: number }[] }).bursts[0]!.total).toBe(explained.value.odds.modifierTotal);
  });

  it("firepower 12.2.12.1: a crewed MMG's L bursts take the line of the crewman who spent the most MF, not only the gunner's", () => {
    const made = createMatch(firepowerRuleset, { scenario: vehicleScenario([man("A11", 2, 3, 3)], [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], [V1], { crewWeapons: [{ id: "W1", side: "B", weapon: "MMG2", crew: ["B1", "B2"] }] }) });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    const s = impulseAt(made.state as FirepowerState, "B", hexId(4, 2));
    const fire = cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["A11"] });
    const crewMods = (state: FirepowerState): Mod[] => {
      const r = tryCommand(state, fire, NO_FIRE);
      if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
      return moving((r.events.find((e) => e.type === "crew/fired")?.data as { modifiers: Mod[] }).modifiers);
    };
    expect(crewMods(withMan(s, "B2", { nonCombatMf: 2, mf: 2 }))).toMatchObject([{ value: 2, rule: CHART, name: "Movement Modifiers Chart: firer spent 2 non-Combat MF, target no speed unit" }]);
    expect(crewMods(s)).toEqual([]);
    expect(crewFirer(man_(s, "B1"), [{ ...man_(s, "B2"), nonCombatMf: 2 }]).nonCombatMf).toBe(2);
  });

  it("firepower 12.2.12.2: a soldier riding a vehicle shows its speed unit: Run column for 4-6 new hexes, speed S for 7-9 (placeholder cells)", () => {
    // A10 rides on V1's rear deck; B1 fires at him from (4,2).
    const s = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6)]), "B", hexId(4, 2));
    const at = (hexes: number): Mod[] => {
      const moved: FirepowerState = { ...s, game: updateVehicle(s.game, "V1", { hexesEntered: hexes }) };
      const r = tryCommand(moved, cmd("fire", "B", { soldier: "B1", targets: ["A10"] }), NO_FIRE);
      if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
      return moving((r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { modifiers: Mod[] }[] }).bursts[0]!.modifiers);
    };
    expect(at(0)).toEqual([]);
    expect(at(5)).toMatchObject([{ value: 2, rule: CHART, name: "Movement Modifiers Chart: firer spent 0 non-Combat MF, target Run" }]);
    // From (4,2) the fire does not enter V1 through an FS or RS direction (19.3.6, next test): line 0, column S: +2 (placeholder cell).
    expect(isSideShot({ ...vehicle(s, "V1"), hexesEntered: 8 }, { q: 4, r: 2 })).toBe(false);
    expect(at(8)).toMatchObject([{ value: 2, rule: CHART, provenance: { kind: "placeholder" }, name: "Movement Modifiers Chart: firer spent 0 non-Combat MF, target speed S" }]);
  });

  it("firepower 19.3.6: L fire at a rider of a vehicle at speed S from its FS or RS direction uses one line lower", () => {
    // From (1,4), south of V1 at (1,2) facing SE: the fire enters through its rear-side.
    const s = impulseAt(vehicleMatch([], [man("B1", 1, 4, 1)]), "B", hexId(1, 4));
    const fast = { ...vehicle(s, "V1"), hexesEntered: 8 };
    expect(isSideShot(fast, { q: 1, r: 4 })).toBe(true);
    const r = tryCommand({ ...s, game: updateVehicle(s.game, "V1", { hexesEntered: 8 }) }, cmd("fire", "B", { soldier: "B1", targets: ["A10"] }), NO_FIRE);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const mods = moving((r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { modifiers: Mod[] }[] }).bursts[0]!.modifiers);
    // Line 0 becomes line 1; column S: +3 (placeholder cell, 1 + 2).
    expect(mods).toMatchObject([{ value: 3, rule: "Firepower 12.2.12, 19.3.6" }]);
    expect(mods[0]!.name).toMatch(/side shot at a fast vehicle: line 1/);
  });

  it("firepower 12.2.12, 19.1.8: a vehicle's L fire at a Running soldier takes the chart once (its own line, with the stabiliser), not the chart and the Basic +2 again", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6)]), "A", hexId(1, 2));
    const r = tryCommand(withMan(s, "B1", { running: true }), cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "B1" }), NO_FIRE);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const mods = moving((r.events.find((e) => e.type === "vehicle/fired")?.data as { modifiers: Mod[] }).modifiers);
    expect(mods).toMatchObject([{ value: 2, rule: CHART }]);
  });
});

