import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { toSoldierViewpoint } from "../combat/advanced-los";
import { firepowerRuleset } from "./firepower-ruleset";
import { explodeGrenade } from "../combat/grenade-command";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Forts = NonNullable<FirepowerScenario["fortifications"]>;

function towerMatch(a: Spec[], b: Spec[], fortifications: Forts, impulseHex: string, options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", fortifications } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt({ ...made.state, options: { ...made.state.options, ...options } } as FirepowerState, "A", impulseHex);
}

const fire = (sid: string, target: string) => cmd("fire", "A", { soldier: sid, targets: [target] });
const MISSES = Array.from({ length: 12 }, () => 10);

function burstTotal(s: FirepowerState, sid: string, target: string): { total: number; names: string[] } {
  const r = apply(firepowerRuleset, s, fire(sid, target), createFixedDice(MISSES));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const b = (r.events[0]?.data as { bursts: { total: number; modifiers: { name: string }[] }[] }).bursts[0];
  return { total: b?.total ?? Number.NaN, names: b?.modifiers.map((m) => m.name) ?? [] };
}

const TOWER = hexId(1, 1);

describe("towers (firepower 8.8.6)", () => {
  it("firepower 8.8.6, 11.1.8: a soldier goes up the tower's stairs from its own hex at the stairs' (placeholder) cost and stands 5 heights up", () => {
    const s = towerMatch([man("A1", 1, 1, 3)], [man("B1", 7, 4, 6)], [{ hex: TOWER, type: "tower" }], TOWER);
    const r = apply(firepowerRuleset, s, cmd("fortification", "A", { soldier: "A1", into: true }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "bunker/entered", data: { unit: "tower", mf: 2, provenance: { kind: "placeholder" }, rule: "Firepower 8.8.6, 11.1.8" } });
    const a1 = soldier(r.state, "A1");
    expect(a1.inFortification).toBe("tower");
    expect(toSoldierViewpoint(a1).upHeight).toBe(7);
    expect(toSoldierViewpoint({ ...a1, posture: "crouch" }).upHeight).toBe(6);
  });

  it("firepower 8.8.6: a tower holds eight soldiers of one side", () => {
    const nine = Array.from({ length: 9 }, (_, i) => man(`A${i + 1}`, 1, 1, 3));
    const s = towerMatch(nine, [man("B1", 7, 4, 6)], [{ hex: TOWER, type: "tower", garrison: nine.slice(0, 8).map((x) => x.id) }], TOWER);
    expect(tryCommand(s, cmd("fortification", "A", { soldier: "A9", into: true }))).toMatchObject({ ok: false, error: { code: "bunker/full", rule: "Firepower 8.8.6" } });
  });

  it("firepower 8.8.6, 12.1: from the tower floor a soldier sees over the 3-height hill that hides the same target from the ground", () => {
    // The sample map's hill 1C3 (3 heights) stands at (2, 7), a tree beyond it at (3, 7).
    const foot = hexId(1, 7);
    const ground = towerMatch([man("A1", 1, 7, 3)], [man("B1", 4, 7, 6)], [{ hex: foot, type: "tower" }], foot);
    expect(tryCommand(ground, fire("A1", "B1"), MISSES)).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    const up = towerMatch([man("A1", 1, 7, 3)], [man("B1", 4, 7, 6)], [{ hex: foot, type: "tower", garrison: ["A1"] }], foot);
    expect(tryCommand(up, fire("A1", "B1"), MISSES).ok).toBe(true);
  });

  it("firepower 8.8.6, 12.1.5: a scenario tower is an 8-height obstacle through its hex, as a map-drawn one", () => {
    const shooters = [man("A1", 1, 4, 3)], targets = [man("B1", 5, 4, 6)];
    const open = towerMatch(shooters, targets, [], hexId(1, 4));
    expect(tryCommand(open, fire("A1", "B1"), MISSES).ok).toBe(true);
    const blocked = towerMatch(shooters, targets, [{ hex: hexId(3, 4), type: "tower" }], hexId(1, 4));
    expect(tryCommand(blocked, fire("A1", "B1"), MISSES)).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    // The scenario's tower joins the game's map document, where the LOS judge reads towers (and names them).
    expect(blocked.game.mapDocument?.fortifications).toContainEqual({ type: "tower", hex: { q: 3, r: 4 } });
  });

  it("firepower 8.8.6, 12.2.3-12.2.4: a man in an open tower has cover and concealment (+2); a sandbagged tower's loopholes give +3, and a Prone man there is hidden", () => {
    const at = (forts: Forts, posture: Spec["posture"] = "stand") => towerMatch([man("A1", 4, 4, 6)], [{ ...man("B1", 1, 4, 3), posture }], forts, hexId(4, 4));
    const outside = burstTotal(at([{ hex: hexId(1, 4), type: "tower" }]), "A1", "B1");
    const open = burstTotal(at([{ hex: hexId(1, 4), type: "tower", garrison: ["B1"] }]), "A1", "B1");
    const sandbags = burstTotal(at([{ hex: hexId(1, 4), type: "tower", sandbagged: true, garrison: ["B1"] }]), "A1", "B1");
    expect(open.total).toBe(outside.total + 2);
    expect(open.names).toEqual(expect.arrayContaining(["target in cover (in a tower)", "target in concealment (in a tower)"]));
    expect(sandbags.total).toBe(outside.total + 3);
    const prone = at([{ hex: hexId(1, 4), type: "tower", sandbagged: true, garrison: ["B1"] }], "prone");
    expect(tryCommand(prone, fire("A1", "B1"), MISSES)).toMatchObject({ ok: false, error: { code: "bunker/no_opening" } });
  });

  it("firepower 8.8.6: a sandbagged tower's men fire through its loopholes Standing or Crouching, not Prone; an open tower's men fire any way", () => {
    const from = (sandbagged: boolean, posture: Spec["posture"]) => towerMatch([{ ...man("A1", 1, 4, 3), posture }], [man("B1", 5, 4, 6)], [{ hex: hexId(1, 4), type: "tower", ...(sandbagged ? { sandbagged } : {}), garrison: ["A1"] }], hexId(1, 4));
    expect(tryCommand(from(true, "crouch"), fire("A1", "B1"), MISSES).ok).toBe(true);
    expect(tryCommand(from(true, "prone"), fire("A1", "B1"), MISSES)).toMatchObject({ ok: false, error: { code: "bunker/loophole_posture" } });
    expect(tryCommand(from(false, "prone"), fire("A1", "B1"), MISSES).ok).toBe(true);
  });

  it("firepower 8.8.6: a grenade bursting at the foot of the tower does not reach the men on its floor 5 heights up", () => {
    const s = towerMatch([man("A1", 7, 0, 3)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], [{ hex: hexId(4, 4), type: "tower", garrison: ["B1"] }], hexId(7, 0));
    const r = explodeGrenade(s.game, { q: 4, r: 4 }, createFixedDice(Array.from({ length: 10 }, () => 10)), { options: s.options, tables: new Map() });
    expect((r.events[0]?.data as { rolls: { soldier: string }[] }).rolls.map((x) => x.soldier)).toEqual(["B2"]);
  });

  it("firepower 8.8.6: leaving the tower brings a soldier down its stairs into the hex; he may then move on", () => {
    let s = towerMatch([man("A1", 1, 1, 3)], [man("B1", 7, 4, 6)], [{ hex: TOWER, type: "tower", garrison: ["A1"] }], TOWER);
    expect(tryCommand(s, cmd("move", "A", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "bunker/leave_first" } });
    s = run(s, cmd("fortification", "A", { soldier: "A1", into: false }));
    expect(soldier(s, "A1").inFortification).toBeUndefined();
    expect(soldier(s, "A1").hex).toEqual({ q: 1, r: 1 });
  });
});
