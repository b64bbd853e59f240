import { apply } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { firepowerRuleset, toAuthoredSampleScenario } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { describe, expect, it } from "vitest";
import { commandOdds } from "./command-odds";
import { startImpulse } from "./command-odds.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Blast = { impact: string; probability: string; total: number; beyond?: number };
const man = (id: string, hex: string, facing: number, posture: Spec["posture"] = "stand"): Spec => ({ id, weapon: "RFL", hex, facing, posture });


/** A roadblock between 4G5 and 4G4 (map direction 0 of 4G5); B1 in 4G5, B2 beyond it in 4G4; A1 throws from 4E6 (2 hexes). */
function divided(): FirepowerState {
  const base = toAuthoredSampleScenario();
  const sides = { A: { ...base.sides.A, soldiers: [man("A1", "4E6", 2)] }, B: { ...base.sides.B, soldiers: [man("B1", "4G5", 1, "prone"), man("B2", "4G4", 4, "prone")] } };
  return startImpulse({ ...base, rules: "advanced", sides, roadblocks: [{ hex: "4G5", sides: [1] }] }, "4E6");
}

function blastsOf(s: FirepowerState, payload: Record<string, unknown>, soldier: string): Blast[] {
  const r = commandOdds(firepowerRuleset, s as MatchState<unknown, unknown>, "A", { type: "throw_grenade", payload });
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return (r.value.parts.find((p) => p.target === soldier)?.details.blasts ?? []) as Blast[];
}

describe("commandOdds rolls the command's own hit-location sides (firepower 12.7.1, 12.7.5)", () => {
  it("firepower 12.7.1: a grenade at a hex with a roadblock on a hexside: the man beyond is reached only when it lands beyond (modified 6-10 at -2: 3 in 10), the hex's own man only when it does not", () => {
    const s = divided();
    expect(blastsOf(s, { soldier: "A1", hex: "4G5" }, "B2")).toMatchObject([{ impact: "4G5", probability: "3/10", beyond: 0 }]);
    expect(blastsOf(s, { soldier: "A1", hex: "4G5" }, "B1")).toMatchObject([{ impact: "4G5", probability: "7/10" }]);
  });

  it("firepower 12.7.5: announced as \"+\" the side roll's +2 moves the burst beyond more often (modified 6-10: 7 in 10), as the command rolls it", () => {
    const s = divided();
    const payload = { soldier: "A1", hex: "4G5", worksSign: "+" };
    expect(blastsOf(s, payload, "B2")).toMatchObject([{ probability: "7/10", beyond: 0 }]);
    // The command with a side roll of 4 (+2: 6, beyond): B2 rolls with the total the odds rate him at.
    const r = apply(firepowerRuleset, s, { type: "throw_grenade", seat: "A", payload }, createFixedDice([1, 4, 10, 10, 10, 10]));
    if (!r.ok) throw new Error(r.error.code);
    const rolls = (r.events.find((e) => e.type === "grenade/blast")?.data as { rolls: { soldier: string; total: number }[] }).rolls;
    expect(rolls.find((x) => x.soldier === "B2")?.total).toBe(blastsOf(s, payload, "B2")[0]?.total);
  });
});
