import type { MatchState } from "@tactica/engine";
import { firepowerRuleset } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { describe, expect, it } from "vitest";
import { commandOdds } from "./command-odds";
import { hex, startImpulse } from "./command-odds.fixture";

const UNIT = hex(4, 4);
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, q: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: hex(q, 4), facing: 3, posture: "stand", ...extra });

/** A1 with two Molotovs one hex west of B's pillbox (door facing him), B1 inside and B2 beside it; A's Impulse. */
function beside(): FirepowerState {
  const scenario: FirepowerScenario = {
    id: "special-sign", title: "special sign", map: "firepower-sample-2-panel", turns: 2, rules: "advanced",
    sides: {
      A: { name: "A", edge: "5/6", chits: 2, impulses: 2, soldiers: [man("A1", 3, { carries: { MOLOTOV: 2 } })] },
      B: { name: "B", edge: "2/3", chits: 2, impulses: 2, soldiers: [man("B1", 4), man("B2", 4)] },
    },
    victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
    fortifications: [{ hex: UNIT, type: "pillbox", door: 6, garrison: ["B1"] }],
  };
  return startImpulse(scenario, hex(3, 4));
}

const odds = (s: FirepowerState, payload: Record<string, unknown>) => commandOdds(firepowerRuleset, s as MatchState<unknown, unknown>, "A", { type: "fire_special", payload });

describe("commandOdds of a special round aimed through an opening (firepower 12.7.3, 12.7.5)", () => {
  it("firepower 12.7.5: a Molotov into the pillbox beside him passes its door 7 in 10 at -2 and 3 in 10 when the payload announces worksSign \"+\"", () => {
    const s = beside();
    const minus = odds(s, { soldier: "A1", item: "MOLOTOV", hex: UNIT, inside: true });
    const plus = odds(s, { soldier: "A1", item: "MOLOTOV", hex: UNIT, inside: true, worksSign: "+" });
    if (!minus.ok || !plus.ok) throw new Error("refused");
    const opening = (r: typeof minus) => (r.ok ? (r.value.parts[0]?.details.opening as { outcome: string; probability: string }[]) : []);
    expect(opening(minus)).toEqual([expect.objectContaining({ outcome: "passed", probability: "7/10" }), expect.objectContaining({ outcome: "failed", probability: "3/10" })]);
    expect(opening(plus)).toEqual([expect.objectContaining({ outcome: "passed", probability: "3/10" }), expect.objectContaining({ outcome: "failed", probability: "7/10" })]);
    const unharmed = (r: typeof minus) => Number((r.ok ? (r.value.parts[0]?.details.perSoldierInHex as { outcome: string; decimal: string }[]) : []).find((o) => o.outcome === "no effect")?.decimal);
    expect(unharmed(plus)).toBeGreaterThan(unharmed(minus));
    expect(plus.value.notes.some((n) => n.includes("12.7.5"))).toBe(true);
  });
});
