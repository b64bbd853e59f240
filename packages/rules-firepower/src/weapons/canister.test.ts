import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "./vehicles.fixture";
import { explainAmmoFireInMatch } from "../play/ammo-odds";
import { launcherOf } from "../fire-setup/ammo-setup";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const SHOTGUN: Spec = { ...man("A1", 1, 3, 3), launcher: { weapon: "SHG1", rounds: { C: 2 } } };

function match(a: Spec[], b: Spec[]): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced" } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]!.hex);
}
const canister = cmd("fire_ammo", "A", { soldier: "A1", ammo: "C" });
type Roll = { soldier: string; range: number; roll: number; total: number; result: string; modifiers: { name: string; value: number; provenance: { kind: string } }[] };
const rollsOf = (r: { events: readonly { type: string; data?: unknown }[] }) => (r.events.find((e) => e.type === "ammo/canister")?.data as { rolls: Roll[] }).rolls;

describe("canister rounds (firepower 12.3.2)", () => {
  it("firepower 12.3.2.2: one roll per soldier, friend or foe, in the firing arc within reach; a hit eliminates, a miss Suppresses if a 2 could hit, nobody is Stunned", () => {
    // A1 (1,3) faces 3; B1 at 2 hexes, B2 at 3 hexes, friend A2 at 2 hexes in the arc; B3 behind A1 (out of arc).
    const s = match([SHOTGUN, man("A2", 3, 3, 3)], [man("B1", 3, 2, 6), man("B2", 4, 3, 6), man("B3", 0, 3, 6)]);
    const r = tryCommand(s, canister, [1, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const rolls = rollsOf(r);
    expect(rolls.map((x) => x.soldier).sort()).toEqual(["A2", "B1", "B2"]);
    const by = new Map(rolls.map((x) => [x.soldier, x]));
    for (const x of rolls) {
      const expected = x.roll + x.total <= 5 ? "eliminated" : 2 + x.total <= 5 ? "suppressed" : "no effect";
      expect(x.result).toBe(expected);
    }
    expect(rolls[0]!.result).toBe("eliminated");
    expect(rolls.slice(1).every((x) => x.result === "suppressed")).toBe(true);
    expect(r.state.game.soldiers.filter((x) => x.status === "stunned")).toEqual([]);
    expect(soldier(r.state, "B3")).toMatchObject({ eliminated: false, status: "none" });
    expect(by.get("B2")?.range).toBe(3);
    expect(launcherOf(soldier(r.state, "A1"))?.rounds.C).toBe(1);
  });

  it("firepower 12.3.2.1: the range modifier is +1 at range 5 (book) and a placeholder cell elsewhere, which the event names", () => {
    const s = match([SHOTGUN], [man("B1", 6, 3, 6), man("B2", 3, 3, 6)]);
    const r = tryCommand(s, canister, [10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const rolls = rollsOf(r);
    const at5 = rolls.find((x) => x.soldier === "B1")!, at2 = rolls.find((x) => x.soldier === "B2")!;
    expect(at5.range).toBe(5);
    expect(at5.modifiers[0]).toMatchObject({ name: "canister at range 5", value: 1, provenance: { kind: "book" } });
    expect(at2.modifiers[0]).toMatchObject({ name: "canister at range 2", provenance: { kind: "placeholder" } });
    expect(r.events[0]).toMatchObject({ data: { blast: 5, rangeModifiers: expect.stringContaining("placeholder") } });
  });

  it("firepower 12.3.2.1: a canister round is not aimed: naming a target is refused", () => {
    const s = match([SHOTGUN], [man("B1", 3, 3, 6)]);
    expect(tryCommand(s, cmd("fire_ammo", "A", { soldier: "A1", ammo: "C", hex: hexId(3, 3) }))).toMatchObject({ ok: false, error: { code: "ammo/bad_target", rule: "Firepower 12.3.2.1" } });
  });

  it("firepower 12.3.2.2, 12.2.4-12.2.5: posture counts against canister, concealment does not; a soldier who could not possibly be hit is not rolled for", () => {
    const prone = (id: string, q: number): Spec => ({ ...man(id, q, 3, 6), posture: "prone" });
    // A1 Suppressed (+1): B2 Prone at range 6 totals +5 (placeholder +2, Prone +2, firer +1), so 1 + 5 > 5.
    const s = withMan(match([SHOTGUN], [prone("B1", 3), prone("B2", 7)]), "A1", { status: "suppressed" });
    const odds = explainAmmoFireInMatch(s, "A", { soldier: "A1", ammo: "C" });
    if (!odds.ok) throw new Error(odds.error.code);
    expect(odds.value.soldiers.map((x) => x.soldier)).toEqual(["B1"]);
    const b1 = odds.value.soldiers[0]!;
    expect(b1.modifiers.map((m) => m.name)).toContain("target Prone");
    expect(b1.modifiers.map((m) => m.name)).not.toContain("target in concealment");
    // blast 5, range 2 (-1 placeholder), Prone +2, firer Suppressed +1: total +2, hit on 1-3, else Suppressed (2 + 2 <= 5).
    expect(b1.outcomes.get("eliminated")).toEqual({ num: 3n, den: 10n });
    expect(b1.outcomes.get("suppressed")).toEqual({ num: 7n, den: 10n });
    expect(odds.value.provenance.allBook).toBe(false);
  });
});
