import { apply, createMatch, legalActionsFor } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { complement, createFixedDice, mul, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { explainSpecialFire } from "../weapons/explain-special";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, man_ } from "../weapons/vehicles.fixture";

type Forts = NonNullable<FirepowerScenario["fortifications"]>;
type Roll = { soldier: string };

const UNIT = hexId(4, 4);
/** B's pillbox in (4,4), its door facing A1 one hex west with a Molotov; B1 inside, B2 beside it. */
const PILLBOX: Forts = [{ hex: UNIT, type: "pillbox", door: 6, garrison: ["B1"] }];

function pillboxMatch(): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([{ ...man("A1", 3, 4, 3), carries: { MOLOTOV: 2 } }], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)]), rules: "advanced", fortifications: PILLBOX } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", hexId(3, 4));
}

const molotov = (extra: Record<string, unknown> = {}) => cmd("fire_special", "A", { soldier: "A1", item: "MOLOTOV", hex: UNIT, inside: true, ...extra });

/** The special/fired data and who the blast rolled for, with these dice (the rest 10s). */
function thrown(s: FirepowerState, c: ReturnType<typeof cmd>, faces: number[]): { fired: Record<string, unknown>; rolled: string[]; events: readonly GameEvent[]; state: FirepowerState } {
  const r = apply(firepowerRuleset, s, c, createFixedDice([...faces, ...Array.from({ length: 12 }, () => 10)]));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const blast = r.events.find((e) => e.type === "special/blast")?.data as { rolls: Roll[] } | undefined;
  return { fired: r.events.find((e) => e.type === "special/fired")?.data as Record<string, unknown>, rolled: (blast?.rolls ?? []).map((x) => x.soldier).filter((x) => x.startsWith("B")).sort(), events: r.events, state: r.state as FirepowerState };
}

describe("the firer's sign on an F or W round's pass (firepower 12.7.5)", () => {
  it("firepower 12.7.5: a Molotov into the pillbox beside him passes its door at -2 (a 7 goes in), or at +2 when he announces worksSign \"+\" (the 7 burns on the wall outside, reaching the man beside it, not the man inside)", () => {
    const s = pillboxMatch();
    const minus = thrown(s, molotov(), [1, 7]);
    expect(minus.fired).toMatchObject({ outcome: "hit", into: "pillbox", burst: "inside_unit", opening: { opening: "door", roll: 7, modifier: -2, needed: 5, passed: true, rule: "Firepower 12.7.3" } });
    expect(minus.fired.opening).not.toHaveProperty("sign");
    expect(minus.rolled).toEqual(["B1"]);
    const plus = thrown(s, molotov({ worksSign: "+" }), [1, 7]);
    expect(plus.fired).toMatchObject({ outcome: "hit", into: "pillbox", burst: "outside_unit", opening: { opening: "door", roll: 7, modifier: 2, passed: false, sign: "+" } });
    expect(plus.rolled).toEqual(["B2"]);
    expect(man_(plus.state, "B1")).toMatchObject({ eliminated: false, status: "none" });
    expect(tryCommand(s, molotov({ worksSign: "x" })).ok).toBe(false);
  });

  it("firepower 12.7.5: explainSpecialFire (commandOdds' fire_special) honours the sign: the pass is the command's own roll, 7 in 10 at -2 and 3 in 10 at \"+\", and only a hit that passes reaches the man inside", () => {
    const s = pillboxMatch();
    // The command with each pass face: how many go in.
    const inside = (extra: Record<string, unknown>) => Array.from({ length: 10 }, (_, i) => thrown(s, molotov(extra), [1, i + 1]).fired.burst).filter((b) => b === "inside_unit").length;
    expect([inside({}), inside({ worksSign: "+" })]).toEqual([7, 3]);
    const minus = explainSpecialFire(s, "A1", "MOLOTOV", UNIT, { inside: true });
    const plus = explainSpecialFire(s, "A1", "MOLOTOV", UNIT, { inside: true, worksSign: "+" });
    if (!minus.ok || !plus.ok) throw new Error("not explained");
    expect(minus.value.opening).toMatchObject({ passed: rational(7, 10), failed: rational(3, 10) });
    expect(plus.value.opening).toMatchObject({ passed: rational(3, 10), failed: rational(7, 10), sign: "+" });
    expect(plus.value.notes.some((n) => n.includes("12.7.5"))).toBe(true);
    // Same throw, same blast: the man inside is touched 3/7 as often with "+".
    const touched = (a: typeof minus.value) => complement(a.outcomes?.get("no effect") ?? rational(1));
    expect(mul(touched(plus.value), rational(7))).toEqual(mul(touched(minus.value), rational(3)));
    expect(touched(minus.value)).not.toEqual(rational(0));
    // Aimed at the hex itself (not inside) there is no opening to pass.
    const plain = explainSpecialFire(s, "A1", "MOLOTOV", UNIT);
    expect(plain.ok && plain.value.opening).toBeUndefined();
  });

  it("firepower 12.7.3, 12.7.5: legal actions offer the Molotov into the adjacent enemy pillbox with and without \"+\", and both offers are accepted", () => {
    const s = pillboxMatch();
    const offered = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "fire_special").map((c) => c.payload);
    expect(offered).toContainEqual({ soldier: "A1", item: "MOLOTOV", hex: UNIT, inside: true });
    expect(offered).toContainEqual({ soldier: "A1", item: "MOLOTOV", hex: UNIT, inside: true, worksSign: "+" });
    expect(tryCommand(s, molotov({ worksSign: "+" }), [1, 7, 10, 10]).ok).toBe(true);
  });
});
