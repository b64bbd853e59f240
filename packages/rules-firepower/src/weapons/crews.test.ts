import { createMatch, createRulingsPack, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import type { CrewWeaponSpec } from "../tables/crew-weapon-chart";
import { crewWeaponsOf, withCrewWeapons } from "./crews";
import { mfAllowance } from "../core/soldiers";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, endPhase, hexId, impulseAt, man, man_, V1, vehicle, vehicleScenario } from "./vehicles.fixture";

const weaponOf = (s: FirepowerState, id: string) => crewWeaponsOf(s.game).find((w) => w.id === id)!;
const crewMatch = (crewWeapons: CrewWeaponSpec[], b = [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], a = [man("A11", 2, 3, 3)], options: Record<string, string> = {}): FirepowerState => {
  const made = createMatch(firepowerRuleset, { scenario: vehicleScenario(a, b, [V1], { crewWeapons }), rulings: createRulingsPack({ id: "crews", ruleset: "firepower", options }) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return made.state as FirepowerState;
};
/** B's next Impulse Phase after A's: A passes, B draws and starts in (4,2). */
const nextB = (s: FirepowerState) => impulseAt(endPhase(impulseAt(endPhase(s), "A", hexId(0, 4))), "B", hexId(4, 2));

describe("crewed weapons, launchers and loading (firepower 10.1, 11.1.12, 12.4.3)", () => {
  it("firepower 12.4.3, 12.3.1.2: an LPL3 fires its one H round at a vehicle, penetrating the front armour it meets, and is discarded", () => {
    const s = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "LPL3", crew: ["B1"] }]), "B", hexId(4, 2));
    // To hit 2 (placeholder hit 6 at 3 hexes); inside blast 4: A7 A8 A9, weapons 15 36 1, engine, radio, sights.
    const r = tryCommand(s, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }), [2, 1, 10, 10, 10, 10, 10, 10, 10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.map((e) => e.type)).toEqual(["crew/fired", "vehicle/hit"]);
    expect(r.events[1]?.data).toMatchObject({ vehicle: "V1", face: "F", armour: 3, penetration: 6, penetrated: true });
    expect(man_(r.state, "A7").eliminated).toBe(true);
    expect(weaponOf(r.state, "W1").spent).toBe(true);
    expect(tryCommand(r.state, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "crew/spent" } });
  });

  it("firepower 10.1.2.2, 11.1.12: a two-man MPL19 worked by one man must be loaded separately, for all his MF, before it fires again", () => {
    const s = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "MPL19", crew: ["B1"] }]), "B", hexId(4, 2));
    const fired = tryCommand(s, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }), [10]);
    if (!fired.ok) throw new Error(fired.error.code);
    expect(fired.events[0]?.data).toMatchObject({ fullCrew: false, result: "missed" });
    expect(weaponOf(fired.state, "W1").loaded).toBe(false);
    const later = nextB(fired.state);
    expect(tryCommand(later, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "crew/not_loaded" } });
    const loaded = run(later, cmd("load_crewed", "B", { weapon: "W1", crewman: "B1" }));
    expect(weaponOf(loaded, "W1").loaded).toBe(true);
    expect(tryCommand(loaded, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "fire/no_mf" } });
  });

  it("firepower 10.1.1, 10.1.2.1: a crew keeps the weapon's Move (LCW1 -2, 10.7(9)) and loses 1 MF per man short", () => {
    const full = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "LCW1", crew: ["B1", "B2"] }]), "B", hexId(4, 2));
    expect([man_(full, "B1").mfPenalty, man_(full, "B2").mfPenalty]).toEqual([2, 2]);
    const alone = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "LCW1", crew: ["B1"] }]), "B", hexId(4, 2));
    expect(man_(alone, "B1").mfPenalty).toBe(3);
    expect(man_(alone, "B2").mfPenalty).toBeUndefined();
    expect([mfAllowance(man_(full, "B1")), mfAllowance(man_(alone, "B1"))]).toEqual([2, 1]);
  });

  it("firepower 10.1.1, 10.1.2.2: the crewmen who help fire an MMG use no weapon of their own; a lone crewman fires one burst", () => {
    const s = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "MMG2", crew: ["B1", "B2"] }], undefined, [man("A11", 1, 3, 3), man("A12", 1, 3, 3)]), "B", hexId(4, 2));
    const r = tryCommand(s, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["A11", "A12"] }), Array.from({ length: 10 }, () => 10));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]?.data).toMatchObject({ helpers: ["B2"], fullCrew: true });
    expect(tryCommand(r.state, cmd("fire", "B", { soldier: "B2", targets: ["A11"] }))).toMatchObject({ ok: false, error: { code: "fire/combat_used" } });
    const alone = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "MMG2", crew: ["B1"] }], undefined, [man("A11", 1, 3, 3), man("A12", 1, 3, 3)]), "B", hexId(4, 2));
    expect(tryCommand(alone, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["A11", "A12"] }))).toMatchObject({ ok: false, error: { code: "fire/too_many_bursts" } });
  });

  it("firepower 12.4.3, 11.2.5: a guided Milan (MPL4) may not be fired by a soldier with a status marker", () => {
    const s = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "MPL4", crew: ["B1", "B2"] }]), "B", hexId(4, 2));
    const marked = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, status: "suppressed" as const } : x)) } };
    expect(tryCommand(marked, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "crew/guided_marked" } });
    expect(tryCommand(s, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }), [10]).ok).toBe(true);
  });

  it("firepower 11.1.12: the MPL13 reloads its 4-round group over 2 Impulse Phases, one loading per phase", () => {
    const s = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "MPL13", crew: ["B1", "B2"] }]), "B", hexId(4, 2));
    const third = withCrewWeapons(s.game, crewWeaponsOf(s.game).map((w) => ({ ...w, rounds: 3 })));
    const r = tryCommand({ ...s, game: third }, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }), [10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(weaponOf(r.state, "W1")).toMatchObject({ rounds: 0, reloading: 2 });
    let later = nextB(r.state);
    later = run(later, cmd("load_crewed", "B", { weapon: "W1", crewman: "B1" }));
    expect(tryCommand(later, cmd("load_crewed", "B", { weapon: "W1", crewman: "B2" }))).toMatchObject({ ok: false, error: { code: "crew/one_load_per_phase" } });
    expect(tryCommand(later, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B2", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "crew/not_loaded" } });
    later = run(nextB(later), cmd("load_crewed", "B", { weapon: "W1", crewman: "B1" }));
    expect(weaponOf(later, "W1")).toMatchObject({ reloading: 0, loaded: true });
  });

  it("firepower 11.1.6.2: a soldier with the weapon acquires it to join its crew and discards it to leave", () => {
    const s = impulseAt(crewMatch([{ id: "W1", side: "B", weapon: "LCW1", crew: ["B1"] }]), "B", hexId(4, 2));
    expect(legalActionsFor(firepowerRuleset, s, "B")).toContainEqual({ type: "join_crew", seat: "B", payload: { weapon: "W1", soldier: "B2" } });
    const joined = run(s, cmd("join_crew", "B", { weapon: "W1", soldier: "B2" }));
    expect(weaponOf(joined, "W1").crew).toEqual(["B1", "B2"]);
    expect(man_(joined, "B2").mf).toBe(1);
    const left = run(joined, cmd("leave_crew", "B", { weapon: "W1", soldier: "B2" }));
    expect(weaponOf(left, "W1").crew).toEqual(["B1"]);
    expect(tryCommand(left, cmd("leave_crew", "B", { weapon: "W1", soldier: "B1" }))).toMatchObject({ ok: false, error: { code: "crew/last_man" } });
  });

  it("firepower 12.4.6: an MSL placed on the map is fired for all MF by the soldier with its control box up to its separation away, LOS from him, and is removed", () => {
    const msl: CrewWeaponSpec = { id: "M1", side: "B", weapon: "MSL1", crew: ["B1"], hex: hexId(7, 2) };
    const s = impulseAt(crewMatch([msl], [man("B1", 5, 4, 6)]), "B", hexId(5, 4));
    const r = tryCommand(s, cmd("fire_crewed", "B", { weapon: "M1", gunner: "B1", targets: ["V1"] }), [1, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[1]?.data).toMatchObject({ vehicle: "V1", face: "F", penetration: 10, penetrated: true });
    expect(man_(r.state, "B1").mf).toBe(4);
    expect(weaponOf(r.state, "M1").spent).toBe(true);
    const moved = run(s, cmd("change_facing", "B", { soldier: "B1", facing: 5 }));
    expect(tryCommand(moved, cmd("fire_crewed", "B", { weapon: "M1", gunner: "B1", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "crew/missile_all_mf" } });
    const far = impulseAt(crewMatch([{ ...msl, hex: hexId(7, 8) }], [man("B1", 5, 2, 6)]), "B", hexId(5, 2));
    expect(tryCommand(far, cmd("fire_crewed", "B", { weapon: "M1", gunner: "B1", targets: ["V1"] }))).toMatchObject({ ok: false, error: { code: "crew/not_crew" } });
  });

  it("firepower 16.8: with the option an LMG carrier may fire his extra pistol instead; without it he may not", () => {
    const b = [man("B1", 4, 2, 6, "LMG")];
    const on = impulseAt(crewMatch([], b, [man("A11", 3, 2, 3)], { "firepower/extra_weapons": "on" }), "B", hexId(4, 2));
    const r = tryCommand(on, cmd("fire_pistol", "B", { soldier: "B1", targets: ["A11"] }), [10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]?.data).toMatchObject({ weapon: "PST" });
    expect(man_(r.state, "B1")).toMatchObject({ weapon: "LMG", combatUsed: true });
    const off = impulseAt(crewMatch([], b, [man("A11", 3, 2, 3)]), "B", hexId(4, 2));
    expect(tryCommand(off, cmd("fire_pistol", "B", { soldier: "B1", targets: ["A11"] }))).toMatchObject({ ok: false, error: { code: "fire/no_extra_weapons" } });
    expect(vehicle(off, "V1").side).toBe("A");
  });
});
