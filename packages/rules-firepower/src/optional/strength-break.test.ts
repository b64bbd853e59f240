import { createMatch } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { inImpulse, stand, withOpeningsClosed, withSoldier } from "../play/authored-match.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState, Traits } from "../state/types";
import { cmd, hexId, impulseAt, man, vehicle, vehicleMatch, withMan } from "../weapons/vehicles.fixture";

const ON = { "firepower/characteristics": "on" };
const strong = (strength: NonNullable<Traits["strength"]>): Traits => ({ strength });

/** Option 22 switched on after the Impulse began (its 22.1.10 motivation roll is not this test's). */
const withOn = (s: FirepowerState, options: Record<string, string>): FirepowerState => ({ ...s, options: { ...s.options, ...options } });

/** The first event of `command` on `s` with the die faces given; throws when refused. */
function attempt(s: FirepowerState, command: { type: string; seat: string; payload: object }, faces: number[]): GameEvent {
  const r = tryCommand(s, command, faces);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const e = r.events[0];
  if (!e) throw new Error("no event");
  return e;
}

describe("Optional Rule 22.1.3: strength on break-open rolls", () => {
  const breakDoor = { type: "break_open", seat: "A", payload: { soldier: "A1", side: 3 } };
  const door = (options: Record<string, string>, traits?: Traits) => {
    const s = withOn(inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4H6", 5)], "4E2", { map: withOpeningsClosed() }), options);
    return traits ? withSoldier(s, "A1", { traits }) : s;
  };

  it("firepower 22.1.3: a weak soldier's 3 at a building door is a 4 and fails; a strong one's 4 is a 3 and breaks it; a normal man's 4 fails", () => {
    expect(attempt(door(ON, strong("W")), breakDoor, [3])).toMatchObject({ type: "opening/break_attempt", data: { roll: 3, needed: 3, broken: false, strength: "W", strengthModifier: 1, total: 4, strengthRule: "Firepower 22.1.3" } });
    expect(attempt(door(ON, strong("S")), breakDoor, [4])).toMatchObject({ data: { roll: 4, broken: true, strength: "S", strengthModifier: -1, total: 3 } });
    expect(attempt(door(ON, strong("V")), breakDoor, [4]).data).toMatchObject({ broken: true, strengthModifier: -1 });
    const normal = attempt(door(ON, strong("N")), breakDoor, [4]);
    expect(normal.data).toMatchObject({ roll: 4, broken: false });
    expect(normal.data).not.toHaveProperty("strengthModifier");
  });

  it("firepower 22.1.3: without Option 22 a sheet's strength does not change the roll (a weak man's 3 breaks the door)", () => {
    const e = attempt(door({}, strong("W")), breakDoor, [3]);
    expect(e.data).toMatchObject({ roll: 3, broken: true });
    expect(e.data).not.toHaveProperty("strengthModifier");
  });

  it("firepower 22.1.3: at a closed bunker door (1 or less) a strong soldier's 2 breaks it and a weak one's 1 does not", () => {
    const fortifications: NonNullable<FirepowerScenario["fortifications"]> = [{ hex: hexId(4, 4), type: "bunker", door: 6, doorClosed: true, garrison: ["A2"] }];
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([man("A1", 3, 4, 3), man("A2", 4, 4, 1)], [man("B1", 7, 0, 6)]), rules: "advanced", fortifications } });
    if (!made.ok) throw new Error(made.error.code);
    const s = withOn(impulseAt(made.state as FirepowerState, "A", hexId(3, 4)), ON);
    const breakIt = cmd("bunker_door", "A", { soldier: "A1", action: "break" });
    const broke = tryCommand(withMan(s, "A1", { traits: strong("S") }), breakIt, [2]);
    if (!broke.ok) throw new Error(broke.error.code);
    expect(broke.events[0]).toMatchObject({ type: "bunker/break_attempt", data: { roll: 2, needed: 1, broken: true, strengthModifier: -1, total: 1, strengthRule: "Firepower 22.1.3" } });
    expect(broke.state.game.fortifications?.[0]).toMatchObject({ doorBroken: true });
    expect(attempt(withMan(s, "A1", { traits: strong("W") }), breakIt, [1]).data).toMatchObject({ roll: 1, broken: false, strengthModifier: 1, total: 2 });
  });

  it("firepower 22.1.3: a very strong soldier breaks a vehicle hatch (4 or less) on a 5; a weak one fails on a 4", () => {
    const s = withOn(impulseAt(vehicleMatch([], [man("B1", 1, 2, 3)]), "B", hexId(1, 2)), ON);
    const breakHatch = cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 7 });
    const r = tryCommand(withMan(s, "B1", { traits: strong("V") }), breakHatch, [5]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "vehicle/hatch_break_attempt", data: { roll: 5, needed: 4, broken: true, strength: "V", strengthModifier: -1, total: 4 } });
    expect(vehicle(r.state, "V1").brokenHatches).toEqual([7]);
    expect(attempt(withMan(s, "B1", { traits: strong("W") }), breakHatch, [4]).data).toMatchObject({ roll: 4, broken: false, strengthModifier: 1, total: 5 });
  });
});
