// Firepower 6.4.3 Status Effects on Speed: "Any Running soldier who is Stunned or Suppressed automatically has the
// Speed unit removed and is no longer considered to be Running." Fixed positions on the sample map, fixed dice.
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier } from "../conformance/match-fixture";
import { explainFire } from "../combat/explain-fire";
import type { FirepowerState } from "../state/types";

const man = (id: string, hex: string, facing: number, weapon: "RFL" | "LMG" = "RFL") => ({ id, weapon, hex, facing, posture: "stand" as const });
const running = (s: FirepowerState, ids: readonly string[]): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (ids.includes(x.id) ? { ...x, running: true } : x)) } });

describe("firepower 6.4.3: a Stunned or Suppressed soldier is no longer Running", () => {
  it("firepower 6.4.3: a Running soldier Stunned by a grenade in the impact hex loses his Speed unit; a Running man outside the blast keeps it", () => {
    // A1 in 1A3 throws at 1D4 (range 3, hit 5): throw 1 hits; B1's blast roll 3 eliminates, B2's 9 Stuns him.
    // B3 in 1E1, far outside the 2-hex blast zone, rolls nothing.
    const s = running(inImpulse([man("A1", "1A3", 3)], [man("B1", "1D4", 5), man("B2", "1D4", 5), man("B3", "1E1", 5)], "1A3"), ["B2", "B3"]);
    const after = run(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1D4" } }, [1, 3, 9]);
    expect(soldier(after, "B2")).toMatchObject({ status: "stunned", posture: "prone", running: false });
    expect(soldier(after, "B3")).toMatchObject({ status: "none", running: true });
  });

  it("firepower 6.4.3: a Running soldier Suppressed by automatic fire that missed him loses his Speed unit, and with it the +2 Running modifier of fire at him", () => {
    // A1's LMG in 1A3 fires auto at B1 in 1E5: every shot rolls 10 and misses; 6.4.1 Suppresses B1 (a modified 10 is
    // possible). B1 had run four hexes: before the burst a shot at him carries the Running modifier, after it none.
    const s = running(inImpulse([man("A1", "1A3", 3, "LMG"), man("A2", "1A3", 3)], [man("B1", "1E5", 5)], "1A3"), ["B1"]);
    const runningMods = (st: FirepowerState) => {
      const e = explainFire(st, "A2", "B1");
      if (!e.ok) throw new Error(e.error.code);
      return e.value.odds.modifiers.filter((m) => m.name === "target Running").map((m) => [m.value, m.rule]);
    };
    expect(runningMods(s)).toEqual([[2, "Firepower 6.3.6.2.6"]]);
    const after = run(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], mode: "auto" } }, Array.from({ length: 10 }, () => 10));
    expect(soldier(after, "B1")).toMatchObject({ status: "suppressed", eliminated: false, running: false });
    expect(runningMods(after)).toEqual([]);
  });
});
