import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "../weapons/vehicles.fixture";
import { worksRangeModifier } from "./works-hit-location";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Hit = { inWork: boolean; roll: number; modifier: number; modified: number; inOn: number; sign: string; provenance: string; table: string; rule: string };
type Roll = { soldier: string; total: number };

function inTrench(thrower: Spec, type: "trench" | "shallow_foxhole"): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([thrower], [man("B1", 4, 4, 6)]), rules: "advanced", works: [{ hex: hexId(4, 4), type }] } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return withMan(impulseAt(made.state as FirepowerState, "A", thrower.hex), "B1", { inWorks: true });
}

/** A grenade thrown at B1's hex that hits (roll 1); `faces` follow: the hit-location roll, then B1's blast roll. */
function thrown(s: FirepowerState, faces: number[], worksSign?: "-" | "+") {
  const r = tryCommand(s, cmd("throw_grenade", "A", { soldier: "A1", hex: hexId(4, 4), ...(worksSign ? { worksSign } : {}) }), [1, ...faces, 10, 10, 10]);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const data = r.events.find((e) => e.type === "grenade/blast")?.data as { worksHit?: Hit; rolls: Roll[] };
  return { state: r.state as FirepowerState, hit: data.worksHit, b1: data.rolls.find((x) => x.soldier === "B1") };
}

describe("hit location into a foxhole or trench (firepower 12.7.2, 12.7.5)", () => {
  const far = man("A1", 1, 4, 3); // range 3: -1

  it("firepower 12.7.2: a grenade bursting in a trench hex rolls whether it lands in the trench; in it, the men there get no cover modifier, near it they do", () => {
    const s = inTrench(far, "trench");
    const inside = thrown(s, [4, 10]);
    expect(inside.hit).toMatchObject({ roll: 4, modifier: -1, modified: 3, inOn: 3, inWork: true, provenance: "placeholder", table: "firepower/works_hit_location", rule: "Firepower 12.7.2, 12.7.5" });
    const near = thrown(s, [5, 10]);
    expect(near.hit).toMatchObject({ roll: 5, modified: 4, inWork: false });
    // The cover of the work is the whole difference between the two blast rolls' totals.
    expect((near.b1?.total ?? 0) - (inside.b1?.total ?? 0)).toBeGreaterThan(0);
    // He is still in the trench after the blast.
    expect(soldier(inside.state, "B1").inWorks).toBe(true);
  });

  it("firepower 12.7.2: the range modifier is -3 at one hex, -1 at two or three, none beyond", () => {
    expect([1, 2, 3, 4].map((r) => worksRangeModifier(r))).toEqual([-3, -1, -1, 0]);
    const close = inTrench(man("A1", 3, 4, 3), "shallow_foxhole");
    expect(thrown(close, [5, 10]).hit).toMatchObject({ modifier: -3, modified: 2, inOn: 2, inWork: true });
  });

  it("firepower 12.7.5: the thrower may announce the modifiers as \"+\" to keep the grenade out of the work; modified rolls stay within 1-10", () => {
    const s = inTrench(far, "trench");
    expect(thrown(s, [3, 10], "+").hit).toMatchObject({ sign: "+", modifier: 1, modified: 4, inWork: false });
    expect(thrown(s, [10, 10], "+").hit).toMatchObject({ modified: 10 });
    expect(thrown(inTrench(man("A1", 3, 4, 3), "trench"), [1, 10]).hit).toMatchObject({ modified: 1, inWork: true });
  });

  it("firepower 12.7.2: with nobody in the work of the impact hex no hit-location roll is made and the blast is rolled at once", () => {
    const out = thrown(withMan(inTrench(far, "trench"), "B1", { inWorks: false }), [10]);
    expect(out.hit).toBeUndefined();
    expect(out.b1).toBeDefined();
  });
});
