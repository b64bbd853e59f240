// Basic Game sections that were in play without a test named after them (coverage audit, COVERAGE.md).
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import type { FirepowerState, Soldier } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** The state with soldier `id` patched (markers a test starts from). */
function withSoldier(s: FirepowerState, id: string, patch: Partial<Soldier>): FirepowerState {
  return { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === id ? { ...x, ...patch } : x)) } };
}

describe("Basic Game sections without a named test before the audit", () => {
  it("firepower 4.9: no soldier may exit the mapboard in the Basic Game: a move off the edge is refused, into the map accepted", () => {
    const s = inImpulse([man("A1", "1A1", 6)], [man("B1", "2A3", 5)], "1A1");
    const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(r).toMatchObject({ ok: false, error: { code: "move/off_map", rule: "Firepower 4.9" } });
    // Turned to face into the map he moves on.
    const turned = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3 } });
    expect(tryCommand(turned, { type: "move", seat: "A", payload: { soldier: "A1" } }).ok).toBe(true);
  });

  it("firepower 6.2.8: a Suppressed soldier has 3 movement factors, not 4", () => {
    let s = withSoldier(inImpulse([man("A1", "1A3", 3)], [man("B1", "2A3", 5)], "1A3"), "A1", { status: "suppressed" });
    for (let i = 0; i < 3; i += 1) s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(soldier(s, "A1")).toMatchObject({ mf: 3, hexesEntered: 3 });
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
  });

  it("firepower 6.2.8: a Stunned soldier expends no movement factors: moving, turning and firing are refused", () => {
    const s = withSoldier(inImpulse([man("A1", "1A3", 3)], [man("B1", "1E5", 5)], "1A3"), "A1", { status: "stunned" });
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "soldier/stunned" } });
    expect(tryCommand(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 2 } })).toMatchObject({ ok: false, error: { code: "soldier/stunned" } });
    expect(tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "soldier/stunned" } });
  });

  it("firepower 6.3.5.3: the pistol has only semi-automatic fire: automatic fire is refused", () => {
    const s = inImpulse([man("A1", "1A3", 3, { weapon: "PST" })], [man("B1", "1C3", 6)], "1A3");
    const r = tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], mode: "auto" } });
    expect(r).toMatchObject({ ok: false, error: { code: "fire/bad_mode" } });
  });

  it("firepower 6.2.5: one Combat Action per soldier per Impulse Phase: a second fire is refused", () => {
    const s = inImpulse([man("A1", "1A3", 3, { weapon: "LMG" })], [man("B1", "1C3", 6), man("B2", "1C3", 6)], "1A3");
    const once = run(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(tryCommand(once, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } })).toMatchObject({ ok: false, error: { code: "fire/combat_used" } });
  });
});
