import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { NIGHTSIGHTS } from "../blasts/optional-nightsights";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, q: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon: "RFL", hex: id(q, 3), facing, posture: "stand", ...extra });
const ON = { [NIGHTSIGHTS.id]: "on" };

/** A1 (NST) and A2 (PNS) at q 1 and 0 facing B2 at q 3; A's Impulse in A1's hex. */
function field(extra: Partial<FirepowerScenario>, options: Record<string, string>): FirepowerState {
  const sc: FirepowerScenario = { ...toTestScenario([man("A1", 1, 3, { nightsight: "NST" }), man("A2", 0, 3, { nightsight: "PNS" })], [man("B2", 3, 6)]), rules: "advanced", ...extra };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run({ ...made.state, options: { ...made.state.options, ...options } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } });
}

/** The Observation Condition lines of `firer`'s fire at B2, and the 16.7.2.1 note. */
function nightLines(s: FirepowerState, firer: string): { name: string; value: number; rule: string }[] {
  const x = explainFire(s, firer, "B2");
  if (!x.ok) throw new Error(x.error.code);
  return x.value.odds.modifiers.filter((m) => m.name.includes("Observation Condition") || m.rule === "Firepower 16.7.2.1").map((m) => ({ name: m.name, value: m.value, rule: m.rule }));
}

describe("Optional Rule 16.7.2.1: NST in Snow at Night", () => {
  it("firepower 16.7.2.1: in Snow at Condition 3 an NST brings the target to Condition 2 (+1), at Condition 2 to 1; strictly Night, a PNS or the option off give Condition 1", () => {
    const snow3 = field({ observation: 3, weather: "snow" }, ON);
    const lines = nightLines(snow3, "A1");
    expect(lines.find((m) => m.name.includes("Observation Condition 2"))?.value).toBe(1);
    expect(lines.some((m) => m.name.includes("Observation Condition 3"))).toBe(false);
    expect(lines).toContainEqual({ name: "NST in Snow at Night: visibility one Condition better only", value: 0, rule: "Firepower 16.7.2.1" });
    // Condition 2 in Snow: one better is Condition 1, no modifier.
    expect(nightLines(field({ observation: 2, weather: "snow" }, ON), "A1")).toEqual([]);
    // Strictly Night (no weather), or Mud (ground, not falling weather): Condition 1 as 12.4.7.
    expect(nightLines(field({ observation: 3 }, ON), "A1")).toEqual([]);
    expect(nightLines(field({ observation: 3, weather: "mud" }, ON), "A1")).toEqual([]);
    // 16.7.2.1 is the NST's: the PNS still sees at Condition 1 in Snow; without Option 16.7.2 the NST does too.
    expect(nightLines(snow3, "A2")).toEqual([]);
    expect(nightLines(field({ observation: 3, weather: "snow" }, {}), "A1")).toEqual([]);
  });

  it("firepower 16.7.2.1: an NST firer's fire command in Snow at Condition 3 needs one more on its roll than strictly at Night", () => {
    const fire = (extra: Partial<FirepowerScenario>) => {
      const r = apply(firepowerRuleset, field({ observation: 3, ...extra }, ON), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } }, createFixedDice([10, 10, 10, 10, 10, 10]));
      if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
      return JSON.stringify(r.events);
    };
    const snow = fire({ weather: "snow" }), night = fire({});
    expect(snow).toContain("Firepower 16.7.2.1");
    expect(snow).toContain("Observation Condition 2");
    expect(night).not.toContain("Firepower 16.7.2.1");
    expect(night).not.toContain("Observation Condition");
  });
});
