import { apply, createMatch, legalActionsFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState, Soldier } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "../weapons/vehicles.fixture";
import { inImpulse, stand } from "../play/authored-match.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function meleeMatch(a: Spec[], b: Spec[], rules: "advanced" | "basic" = "advanced", options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const s = made.state as FirepowerState;
  return impulseAt({ ...s, options: { ...s.options, ...options } }, "A", a[0]!.hex);
}

type Resolved = { roll: number; modifier: number; winner: string; modifiers?: { id: string; value: number; rule: string; provenance: { kind: string } }[] };

function meleeAt(s: FirepowerState, ids: string[], hex: string, roll: number): { state: FirepowerState; data: Resolved } {
  const r = apply(firepowerRuleset, s, cmd("melee", "A", { soldiers: ids, hex }), createFixedDice([roll, 10, 10, 10]));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const ev = r.events.find((e) => e.type === "melee/resolved");
  return { state: r.state as FirepowerState, data: ev?.data as Resolved };
}

const ids = (d: Resolved) => (d.modifiers ?? []).map((m) => `${m.id}:${m.value}`).sort();
const DEF = hexId(4, 4);

describe("advanced melee modifiers (firepower 13)", () => {
  it("firepower 13.1, 13.2: two Crouching attackers against one Prone defender: -2 for the extra attacker, +1 for the attackers' posture, -2 for the defender's", () => {
    const s = meleeMatch([{ ...man("A1", 3, 4, 3), posture: "crouch" }, { ...man("A2", 3, 4, 3), posture: "prone" }], [{ ...man("B1", 4, 4, 6), posture: "prone" }]);
    const { data } = meleeAt(s, ["A1", "A2"], DEF, 8);
    expect(ids(data)).toEqual(["attacker_excess:-2", "attackers_crouching:1", "defenders_prone:-2"]);
    expect(data.modifier).toBe(-3);
    expect(data.winner).toBe("attacker"); // 8 - 3 = 5 ≤ 5
    expect(data.modifiers?.every((m) => m.provenance.kind === "book" && m.rule.startsWith("Firepower 13."))).toBe(true);
  });

  it("firepower 6.5.2: the Basic Game keeps only the count modifier for the same melee", () => {
    const s = meleeMatch([{ ...man("A1", 3, 4, 3), posture: "crouch" }, { ...man("A2", 3, 4, 3), posture: "prone" }], [{ ...man("B1", 4, 4, 6), posture: "prone" }], "basic");
    const { data } = meleeAt(s, ["A1", "A2"], DEF, 8);
    expect(data.modifier).toBe(-2);
    expect(data.modifiers).toBeUndefined();
    expect(data.winner).toBe("defender"); // 8 - 2 = 6
  });

  it("firepower 13.3: an attacker entering from behind every defender rolls -3, and wins on a 8 that would otherwise lose", () => {
    // B1 faces 3 (away from A1 at 3,4): A1 crosses B1's hexside 6, the one opposite his facing.
    const behind = meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)]);
    const r = meleeAt(behind, ["A1"], DEF, 8);
    expect(ids(r.data)).toEqual(["rear_attack:-3"]);
    expect(r.data.winner).toBe("attacker");
    expect(soldier(r.state, "B1").eliminated).toBe(true);
    const front = meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 6)]);
    const f = meleeAt(front, ["A1"], DEF, 8);
    expect(f.data.modifiers).toEqual([]);
    expect(f.data.winner).toBe("defender");
    expect(soldier(f.state, "A1").eliminated).toBe(true);
  });

  it("firepower 13.3: beside the rear hexside counts under the default three-hexside rear, not with firepower/melee_rear one; and not when one defender faces him", () => {
    const oblique = (options: Record<string, string> = {}) => meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 2)], "advanced", options);
    expect(ids(meleeAt(oblique(), ["A1"], DEF, 8).data)).toEqual(["rear_attack:-3"]);
    expect(ids(meleeAt(oblique({ "firepower/melee_rear": "one" }), ["A1"], DEF, 8).data)).toEqual([]);
    const mixed = meleeMatch([man("A1", 3, 4, 3), man("A2", 3, 4, 3)], [man("B1", 4, 4, 3), man("B2", 4, 4, 6)]);
    expect(ids(meleeAt(mixed, ["A1", "A2"], DEF, 8).data)).toEqual([]);
  });

  it("firepower 13.4: all defenders Stunned, Inactive or unarmed -3; all attackers so +3", () => {
    const base = meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 6), man("B2", 4, 4, 6)]);
    const helpless = withMan(withMan(base, "B1", { status: "stunned" }), "B2", { unarmed: true });
    expect(ids(meleeAt(helpless, ["A1"], DEF, 5).data)).toEqual(["defender_excess:2", "defenders_stunned:-3"]);
    const one = withMan(base, "B1", { status: "inactive" });
    expect(ids(meleeAt(one, ["A1"], DEF, 5).data)).toEqual(["defender_excess:2"]);
    const weak = withMan(meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 6)]), "A1", { unarmed: true } satisfies Partial<Soldier>);
    const r = meleeAt(weak, ["A1"], DEF, 3);
    expect(ids(r.data)).toEqual(["attackers_stunned:3"]);
    expect(r.data.winner).toBe("defender"); // 3 + 3 = 6
  });

  it("firepower 13, 6.5: legal actions list the melee ahead; a melee at a hex not ahead is refused and changes nothing", () => {
    const base = meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)]);
    expect(meleeAt(base, ["A1"], DEF, 8).data.modifier).toBe(-3);
    const refused = tryCommand(base, cmd("melee", "A", { soldiers: ["A1"], hex: hexId(6, 4) }), [1]);
    expect(refused).toMatchObject({ ok: false, error: { code: "melee/not_ahead" } });
    expect(legalActionsFor(firepowerRuleset, base, "A")).toContainEqual(cmd("melee", "A", { soldiers: ["A1"], hex: DEF }));
  });

  it("firepower 15.1.3, 13.2: the normal melee after a jump (Advanced) rolls with the 13.x modifiers: a Prone man landed beside gives -2", () => {
    // On the authored map 4D2 is a 3-height hill; A1 jumps down to 4C3 where B1 lies Prone (injury 1, impact 5: no effect, melee 7).
    const s = inImpulse([stand("A1", "4D2", 5)], [{ ...stand("B1", "4C3", 2), posture: "prone" }, stand("B9", "4H1", 6)], "4D2", { options: { "firepower/jumping": "on" } });
    const r = tryCommand(s, { type: "jump", seat: "A", payload: { soldier: "A1" } }, [1, 5, 7]);
    if (!r.ok) throw new Error(r.error.code);
    const data = r.events.find((e) => e.type === "melee/resolved")?.data as Resolved;
    expect(ids(data)).toEqual(["defenders_prone:-2"]);
    expect(data).toMatchObject({ roll: 7, modifier: -2, winner: "attacker" });
  });
});
