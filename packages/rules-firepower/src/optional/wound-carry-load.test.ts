import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { loadOf } from "./optional-equipment";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState, Soldier } from "../state/types";
import { cmd, hexId, impulseAt as vehicleImpulseAt, man, withMan } from "../weapons/vehicles.fixture";
import type { WoundExtrasSoldier } from "../core/wound-extras-marks";

const WOUNDS = { "firepower/wounds": "on" };
const LOAD = { "firepower/equipment_load": "on" };
const WOUNDED = { wounds: [{ location: "leg" as const, effect: "1S", record: "L1S" }] } as Partial<Soldier>;
const ex = (s: FirepowerState, id: string): WoundExtrasSoldier => soldier(s, id);

/** A1, A2 (wounded), A3 together at (1,3), A's Impulse there; Option 23 wounds and `options` from the start. */
function trio(options: Record<string, string>): FirepowerState {
  const made = createMatch(firepowerRuleset, {
    scenario: { ...toTestScenario([man("A1", 1, 3, 3), man("A2", 1, 3, 3), man("A3", 1, 3, 3)], [man("B1", 6, 3, 6)]), rules: "advanced" },
    rulings: createRulingsPack({ id: "carry-load", ruleset: "firepower", options: { ...WOUNDS, ...options } }),
  });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return withMan(vehicleImpulseAt(made.state as FirepowerState, "A", hexId(1, 3)), "A2", WOUNDED);
}

describe("Option 23.3 with Option 15.2: a carried wounded man weighs 20 points", () => {
  it("firepower 23.3: with 15.2 a lone carrier's load gains 20 points (10 each for a pair) in place of the flat -2/-1, and setting him down lightens it again", () => {
    let s = trio(LOAD);
    const own = loadOf(soldier(s, "A1")).points;
    const full = mfAllowance(soldier(s, "A1"));
    const picked = tryCommand(s, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }));
    if (!picked.ok) throw new Error(picked.error.code);
    s = picked.state as FirepowerState;
    expect(ex(s, "A1").carrying).toEqual({ soldier: "A2", pair: false, weighed: true });
    expect(loadOf(soldier(s, "A1")).points).toBe(own + 20);
    expect(soldier(s, "A1").loadMf).toBe(Math.floor((own + 20) / 10));
    expect(mfAllowance(soldier(s, "A1"))).toBe(full - 2);
    expect(picked.events).toContainEqual(expect.objectContaining({ type: "equipment/load", data: expect.objectContaining({ soldier: "A1", points: own + 20, woundedPoints: 20, carrying: "A2", rule: "Firepower 15.2, 23.3" }), visibleTo: ["A"] }));
    // A3 shares the load: 10 points each.
    s = run(s, cmd("carry_wounded", "A", { soldier: "A3", wounded: "A2" }));
    expect([loadOf(soldier(s, "A1")).points, loadOf(soldier(s, "A3")).points]).toEqual([own + 10, loadOf(soldier(trio(LOAD), "A3")).points + 10]);
    expect(mfAllowance(soldier(s, "A1"))).toBe(full - 1);
    s = run(s, cmd("set_down", "A", { soldier: "A1" }));
    s = run(s, cmd("set_down", "A", { soldier: "A3" }));
    expect([loadOf(soldier(s, "A1")).points, soldier(s, "A1").loadMf ?? 0, mfAllowance(soldier(s, "A1"))]).toEqual([own, Math.floor(own / 10), full]);
  });

  it("firepower 23.3: without 15.2 the carrying is not weighed: the flat -2 stays and the load is his own", () => {
    const s = run(trio({}), cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }));
    expect(ex(s, "A1").carrying).toEqual({ soldier: "A2", pair: false });
    expect(soldier(s, "A1").loadMf).toBeUndefined();
    expect(mfAllowance(soldier(s, "A1"))).toBe(mfAllowance(soldier(trio({}), "A1")) - 2);
  });

  it("firepower 23.3, 15.2: weighed as equipment, a carried man keeps his Prone carrier from swimming (11.2.3); without 15.2 he swims", () => {
    const board = boardOf(startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)])).game);
    const ahead = board.idOf(hexAhead(board.hexOf("4B3")!, 3));
    const swim = (options: Record<string, string>) => {
      const prone = (id: string) => ({ ...stand(id, "4B3", 3), posture: "prone" as const });
      const s0 = impulseAt(startUnderground(undergroundScenario([prone("A1"), prone("A2")], [stand("B1", "4H3", 6)], { water: [{ hex: ahead, depth: 60 }] })), "A", "4B3");
      const s = withMan({ ...s0, options: { ...s0.options, ...WOUNDS, ...options } }, "A2", WOUNDED);
      // A fresh leader (5 MF, 3 left when carrying alone) pays the 3 MF of a swim.
      const carried = withMan(run(s, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" })), "A1", { rank: "S", mf: 0, nonCombatMf: 0 });
      const r = tryCommand(carried, cmd("move", "A", { soldier: "A1" }));
      return r.ok ? "swam" : `${r.error.code} ${r.error.rule ?? ""}`;
    };
    expect(swim(LOAD)).toBe("water/encumbered Firepower 11.2.3, 15.2");
    expect(swim({})).toBe("swam");
  });
});
