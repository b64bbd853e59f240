import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { isMovingLauncher, MOVING_LAUNCHERS } from "./moving-launchers";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, vehicleScenario, withMan } from "./vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Mod = { name: string; value: number; rule: string; provenance: { kind: string } };
const RULE = "Firepower 12.2.12.4, 12.2.12";

const NOT_MPL19 = createRulingsPack({ id: "moving", ruleset: "firepower", tables: { "firepower/moving_launchers": { tableId: "firepower/moving_launchers", version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { weapon: "MPL19" }, value: false }] } } });

function rpg(mf: number, ruled = false): FirepowerState {
  const a: Spec = { ...man("A1", 1, 3, 3), launcher: { weapon: "MPL19", rounds: { H: 2 } } };
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([a], [man("B1", 4, 3, 6)]), rules: "advanced" }, ...(ruled ? { rulings: NOT_MPL19 } : {}) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return withMan(impulseAt(made.state as FirepowerState, "A", a.hex), "A1", { nonCombatMf: mf, mf });
}

function modifiersOf(s: FirepowerState, command: ReturnType<typeof cmd>, type: string): Mod[] {
  const r = tryCommand(s, command, [10, 10, 10, 10, 10]);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return (r.events.find((e) => e.type === type)?.data as { modifiers: Mod[] }).modifiers;
}

const asG = cmd("fire_ammo", "A", { soldier: "A1", ammo: "H", use: "general", hex: hexId(4, 3) });

describe("GLR and MPL fired while moving (firepower 12.2.12.4)", () => {
  it("firepower 12.2.12.4: an RPG-2 (MPL19) firing H as G after 2 MF of movement takes the Movement Modifiers Chart's row 2; standing still it takes nothing", () => {
    const moved = modifiersOf(rpg(2), asG, "ammo/fired").filter((m) => m.rule === RULE);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ value: 2, provenance: { kind: "reconstructed" } });
    expect(moved[0]?.name).toContain("MPL19");
    expect(modifiersOf(rpg(0), asG, "ammo/fired").filter((m) => m.rule === RULE)).toEqual([]);
  });

  it("firepower 12.2.12.4: which MPLs are \"some MPL\" is a placeholder table (the Notes on WEAPON CHARTS are missing) that a rulings pack can change; every GLR is the book's", () => {
    expect(MOVING_LAUNCHERS.cells.map((c) => c.provenance.kind)).toEqual(["placeholder", "placeholder", "placeholder", "placeholder"]);
    expect(modifiersOf(rpg(2, true), asG, "ammo/fired").filter((m) => m.rule === RULE)).toEqual([]);
    const tables = new Map([[MOVING_LAUNCHERS.id, MOVING_LAUNCHERS]]);
    expect(isMovingLauncher("GLR1", tables)).toBe(true);
    expect(isMovingLauncher("LPL3", tables)).toBe(false);
  });

  it("firepower 12.2.12.4, 12.2.12.1: a crewed MPL firing H as G at soldiers uses the row of the crewman who spent the most MF", () => {
    const made = createMatch(firepowerRuleset, { scenario: vehicleScenario([man("A11", 2, 3, 3)], [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], [], { crewWeapons: [{ id: "W1", side: "B", weapon: "MPL19", crew: ["B1", "B2"] }] }) });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    const s = impulseAt(made.state as FirepowerState, "B", hexId(4, 2));
    const fire = cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["A11"] });
    const helped = modifiersOf(withMan(s, "B2", { nonCombatMf: 1, mf: 1 }), fire, "crew/fired").filter((m) => m.rule === RULE);
    expect(helped).toMatchObject([{ value: 1 }]);
    expect(modifiersOf(s, fire, "crew/fired").filter((m) => m.rule === RULE)).toEqual([]);
  });
});
