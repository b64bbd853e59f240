import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { createFixedDice } from "@tactica/dice";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { flameOrWpBlast } from "../combat/special-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playRecordedRandom } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

function advanced(a: Spec[], b: Spec[], turns = 1): FirepowerScenario {
  const base = toTestScenario(a, b);
  return { ...base, turns, rules: "advanced", sides: { ...base.sides, A: { ...base.sides.A, squads: { X: { chits: 3, impulses: 2 } } } } };
}

function impulse(sc: FirepowerScenario, hex: string): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return run(run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex } });
}

const armourMods = (s: FirepowerState, firer: string, target: string, mode?: "auto" | "semi" | "throw") => {
  const r = explainFire(s, firer, target, mode);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.odds;
};

describe("firepower 12.4.8: body armour", () => {
  it("firepower 12.4.8: pistol fire at a soldier wearing body armour takes +1 (book), rifle fire does not", () => {
    const s = impulse(advanced([man("A1", "1A3", 3, { squad: "X", weapon: "PST" }), man("A2", "1A3", 3, { squad: "X" })], [man("B1", "1C3", 6, { bodyArmor: true }), man("B2", "1C4", 6)]), "1A3");
    expect(soldier(s, "B1")).toMatchObject({ bodyArmor: true });
    const pistol = armourMods(s, "A1", "B1", "semi").modifiers.filter((m) => m.rule === "Firepower 12.4.8");
    expect(pistol).toEqual([{ name: "target wears body armour (pistol)", value: 1, rule: "Firepower 12.4.8", provenance: expect.objectContaining({ kind: "book" }) }]);
    expect(armourMods(s, "A1", "B2", "semi").modifiers.some((m) => m.rule === "Firepower 12.4.8")).toBe(false);
    expect(armourMods(s, "A2", "B1", "semi").modifiers.some((m) => m.rule === "Firepower 12.4.8")).toBe(false);
    // The +1 is in the total the shots are rolled with.
    expect(armourMods(s, "A1", "B1", "semi").modifierTotal - armourMods(s, "A1", "B2", "semi").modifierTotal).toBe(1);
  });

  it("firepower 12.4.8: a grenade blast roll against him takes +1: a 5 that kills an unarmoured man in the impact hex only Stuns him", () => {
    const sc = (armour: boolean) => advanced([man("A1", "1A3", 3, { squad: "X" })], [man("B1", "1C3", 6, armour ? { bodyArmor: true } : {})]);
    const blastOf = (armour: boolean) => {
      const r = tryCommand(impulse(sc(armour), "1A3"), { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1C3" } }, [1, 10, 5, 10, 10, 10]); // throw hits; the thrower (2 hexes off) rolls 10, B1 5
      if (!r.ok) throw new Error(r.error.code);
      return { state: r.state, events: r.events };
    };
    const plain = blastOf(false), armoured = blastOf(true);
    expect(soldier(plain.state, "B1").eliminated).toBe(true);
    expect(soldier(armoured.state, "B1")).toMatchObject({ eliminated: false, status: "stunned" });
    expect(armoured.events).toContainEqual(expect.objectContaining({ type: "grenade/blast", data: expect.objectContaining({ rolls: expect.arrayContaining([expect.objectContaining({ soldier: "B1", roll: 5, bodyArmor: "Firepower 12.4.8" })]) }) }));
  });

  it("firepower 12.4.8: an F or W blast roll against him takes +1 too (a 6 that hits at blast 6 leaves him Stunned)", () => {
    const at = (armour: boolean) => {
      const s = impulse(advanced([man("A1", "1A3", 3, { squad: "X" })], [man("B1", "1C3", 6, armour ? { bodyArmor: true } : {})]), "1A3");
      const board = boardOf(s.game);
      const impact = board.hexOf("1C3");
      if (!impact) throw new Error("no 1C3");
      return flameOrWpBlast(board, s.game, impact, 6, false, createFixedDice([6, 10, 10, 10]), { options: s.options });
    };
    expect(at(false).rolls).toEqual([expect.objectContaining({ soldier: "B1", roll: 6, total: 0, result: "hit" })]);
    expect(at(true).rolls).toEqual([expect.objectContaining({ soldier: "B1", roll: 6, total: 1, result: "stunned", bodyArmor: "Firepower 12.4.8" })]);
  });

  it("firepower 12.4.8: body armour is Advanced Game equipment: a Basic scenario with it is refused", () => {
    const base = toTestScenario([man("A1", "1A3", 3)], [man("B1", "1C3", 6, { bodyArmor: true })]);
    expect(createMatch(firepowerRuleset, { scenario: base }).ok).toBe(false);
    expect(createMatch(firepowerRuleset, { scenario: toTestScenario([man("A1", "1A3", 3)], [man("B1", "1C3", 6)]) }).ok).toBe(true);
  });

  it("firepower 12.4.8: random legal play with armoured soldiers and pistols reaches a result and replays to the same hashes", () => {
    const sc = advanced(
      [man("A1", "1A3", 3, { squad: "X", weapon: "PST", bodyArmor: true }), man("A2", "1A4", 3, { squad: "X", bodyArmor: true }), man("A3", "1A5", 3, { squad: "X", weapon: "LMG" })],
      [man("B1", "1D3", 6, { weapon: "PST", bodyArmor: true }), man("B2", "1D4", 6, { bodyArmor: true }), man("B3", "1D5", 6)],
      2,
    );
    let armoured = 0;
    const { state, record } = playRecordedRandom(sc, "fp-body-armor", {
      // Half the time (when any is legal) an attack, else any legal action.
      choose: (legal, roll) => {
        const attacks = legal.filter((c) => c.type === "fire" || c.type === "throw_grenade");
        return attacks.length > 0 && roll(2) === 1 ? attacks[roll(attacks.length) - 1]! : legal[roll(legal.length) - 1]!;
      },
      onApplied: (_command, events) => {
        if (JSON.stringify(events).includes("Firepower 12.4.8")) armoured += 1;
      },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(armoured).toBeGreaterThan(0);
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  }, 60_000);
});
