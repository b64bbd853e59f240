import type { AnyTable, Command } from "@tactica/engine";
import { apply, createMatch, createRulingsPack, legalActionsFor, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { WEAPON_NOTE_TABLES } from "../tables/weapon-notes";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playRecordedRandom } from "../play/play-match.fixture";
import { cmd, hexId, impulseAt, man as hexMan } from "../weapons/vehicles.fixture";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

function advanced(a: Spec[], b: Spec[], turns = 1): FirepowerScenario {
  const base = toTestScenario(a, b);
  return { ...base, turns, rules: "advanced", sides: { ...base.sides, A: { ...base.sides.A, squads: { X: { chits: 3, impulses: 2 } } } } };
}

type Cell = { inputs: { weapon: string; posture: string }; value: string };
const postureRuling = (cells: Cell[]) => createRulingsPack({ id: "posture", ruleset: "firepower", tables: { "firepower/weapon_posture": { tableId: "firepower/weapon_posture", version: "r1", source: "test ruling", mode: "patch", cells } } });

function impulse(sc: FirepowerScenario, hex: string, cells?: Cell[]): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: sc, ...(cells ? { rulings: postureRuling(cells) } : {}) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return run(run(made.state as FirepowerState, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex } });
}

const mods = (s: FirepowerState, firer: string, target: string, mode?: "auto" | "semi") => {
  const r = explainFire(s, firer, target, mode);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.odds;
};
const fire = (soldierId: string, mode?: "auto" | "semi"): Command => ({ type: "fire", seat: "A", payload: { soldier: soldierId, targets: ["B1"], ...(mode ? { mode } : {}) } });

describe("firepower 12.2.1: firing posture columns (placeholder Weapon Chart cells)", () => {
  it("firepower 12.2.1: the posture table declares 9 cells (LMG, RFL, PST x stand, crouch, prone), every one a placeholder 'X' naming the missing Weapon Charts", () => {
    const tables: readonly AnyTable[] = WEAPON_NOTE_TABLES;
    const posture = tables[0]?.cells ?? [];
    expect(posture).toHaveLength(9);
    for (const c of posture) {
      expect(c.value).toBe("X");
      expect(c.provenance).toMatchObject({ kind: "placeholder", note: expect.stringContaining("Weapon Charts (missing)") });
    }
    expect(tables.every((t) => firepowerRuleset.tables.includes(t))).toBe(true);
  });

  it("firepower 12.2.1: an 'X' cell adds nothing; a ruled '+1' for the Prone rifle is in the odds and the fire event, with the cell's provenance", () => {
    const sc = advanced([man("A1", "1A3", 3, { squad: "X", posture: "prone" })], [man("B1", "1C3", 6)]);
    const plain = impulse(sc, "1A3");
    expect(mods(plain, "A1", "B1").modifiers.some((m) => m.rule === "Firepower 12.2.1")).toBe(false);
    const ruled = impulse(sc, "1A3", [{ inputs: { weapon: "RFL", posture: "prone" }, value: "+1" }]);
    // The command's odds use the match's tables (the rulings pack): the burst carries the +1 with the ruling's provenance.
    const burst = (s: FirepowerState) => {
      const r = tryCommand(s, fire("A1"), [10, 10, 10, 10, 10, 10]);
      if (!r.ok) throw new Error(r.error.code);
      const data = r.events.map((e) => e.data as { bursts?: { modifiers: { rule: string; value: number; provenance: { kind: string } }[]; total: number }[] }).find((d) => d.bursts)?.bursts?.[0];
      if (!data) throw new Error("no burst");
      return data;
    };
    expect(burst(plain).modifiers.some((m) => m.rule === "Firepower 12.2.1")).toBe(false);
    expect(burst(ruled).modifiers.filter((m) => m.rule === "Firepower 12.2.1")).toEqual([expect.objectContaining({ value: 1, provenance: expect.objectContaining({ kind: "external", source: "test ruling" }) })]);
    expect(burst(ruled).total - burst(plain).total).toBe(1);
  });

  it("firepower 12.2.1: a '-' cell refuses the fire with weapon_notes/posture_prohibited and changes nothing; a Basic match ignores the column", () => {
    const cells = [{ inputs: { weapon: "LMG", posture: "prone" }, value: "-" }];
    const s = impulse(advanced([man("A1", "1A3", 3, { squad: "X", weapon: "LMG", posture: "prone" })], [man("B1", "1C3", 6)]), "1A3", cells);
    const r = tryCommand(s, fire("A1"), [1, 1, 1, 1, 1]);
    expect(r).toMatchObject({ ok: false, error: { code: "weapon_notes/posture_prohibited", rule: "Firepower 12.2.1" } });
    expect(soldier(s, "B1").eliminated).toBe(false);
    expect(legalActionsFor(firepowerRuleset, s, "A").some((c) => c.type === "fire" && (c.payload as { soldier: string }).soldier === "A1")).toBe(false);
  });

  it("firepower 12.2.1, 10.7(10): a 'rest' cell lets the weapon fire in that posture only when rested (Standing in a deep foxhole rests on the lip)", () => {
    const cells = [{ inputs: { weapon: "RFL", posture: "stand" }, value: "rest" }];
    const open = impulse(advanced([man("A1", "1A3", 3, { squad: "X" })], [man("B1", "1C3", 6)]), "1A3", cells);
    expect(tryCommand(open, fire("A1"), [10, 10, 10, 10, 10])).toMatchObject({ ok: false, error: { code: "weapon_notes/rest_only" } });
    const base = advanced([man("A1", "1A3", 3, { squad: "X" })], [man("B1", "1C3", 6)]);
    const inHole = impulse({ ...base, works: [{ hex: "1A3", type: "deep_foxhole" }] }, "1A3", cells);
    const dug: FirepowerState = { ...inHole, game: { ...inHole.game, soldiers: inHole.game.soldiers.map((x) => (x.id === "A1" ? { ...x, inWorks: true } : x)) } };
    expect(tryCommand(dug, fire("A1"), [10, 10, 10, 10, 10]).ok).toBe(true);
  });
});

describe("firepower 12.2.9: scopes", () => {
  it("firepower 12.2.9: a scoped rifle takes -1 (book) on non-automatic fire and nothing on automatic fire", () => {
    const s = impulse(advanced([man("A1", "1A3", 3, { squad: "X", scope: true }), man("A2", "1A3", 3, { squad: "X" })], [man("B1", "1C3", 6)]), "1A3");
    expect(soldier(s, "A1")).toMatchObject({ scope: true });
    const semi = mods(s, "A1", "B1", "semi").modifiers.filter((m) => m.rule === "Firepower 12.2.9");
    expect(semi).toEqual([{ name: "firer's scope (non-automatic fire)", value: -1, rule: "Firepower 12.2.9", provenance: expect.objectContaining({ kind: "book" }) }]);
    expect(mods(s, "A1", "B1", "auto").modifiers.some((m) => m.rule === "Firepower 12.2.9")).toBe(false);
    expect(mods(s, "A2", "B1", "semi").modifiers.some((m) => m.rule === "Firepower 12.2.9")).toBe(false);
    const r = tryCommand(s, fire("A1", "semi"), [10, 10, 10, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(JSON.stringify(r.events)).toContain("Firepower 12.2.9");
  });

  it("firepower 12.2.9: a scope is refused on a weapon without the (placeholder) chart note and in a Basic scenario", () => {
    expect(createMatch(firepowerRuleset, { scenario: advanced([man("A1", "1A3", 3, { squad: "X", weapon: "LMG", scope: true })], [man("B1", "1C3", 6)]) }).ok).toBe(false);
    expect(createMatch(firepowerRuleset, { scenario: toTestScenario([man("A1", "1A3", 3, { scope: true })], [man("B1", "1C3", 6)]) }).ok).toBe(false);
    expect(createMatch(firepowerRuleset, { scenario: advanced([man("A1", "1A3", 3, { squad: "X", scope: true })], [man("B1", "1C3", 6)]) }).ok).toBe(true);
  });

  it("firepower 12.2.1, 12.2.9, 13.6: random legal play with scopes, bayonets and a ruled prohibited posture reaches a result and replays to the same hashes", () => {
    const sc = advanced(
      [man("A1", "1A3", 3, { squad: "X", scope: true, bayonet: true }), man("A2", "1A4", 3, { squad: "X", weapon: "LMG" }), man("A3", "1A5", 3, { squad: "X", weapon: "PST" })],
      [man("B1", "1D3", 6, { scope: true, bayonet: true }), man("B2", "1D4", 6, { weapon: "LMG" }), man("B3", "1D5", 6)],
      2,
    );
    let fires = 0;
    const { state, record } = playRecordedRandom(sc, "fp-weapon-notes", {
      rulings: postureRuling([{ inputs: { weapon: "LMG", posture: "prone" }, value: "-" }, { inputs: { weapon: "RFL", posture: "crouch" }, value: "+1" }]),
      // Half the time (when any is legal) a fire, else any legal action.
      choose: (legal, roll) => {
        const attacks = legal.filter((c) => c.type === "fire");
        return attacks.length > 0 && roll(2) === 1 ? attacks[roll(attacks.length) - 1]! : legal[roll(legal.length) - 1]!;
      },
      onApplied: (command) => {
        if (command.type === "fire") fires += 1;
      },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(fires).toBeGreaterThan(0);
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  }, 60_000);
});

describe("firepower 13.6: bayonets", () => {
  type Resolved = { roll: number; modifier: number; winner: string; modifiers?: { id: string; value: number; rule: string; provenance: { kind: string } }[] };
  const meleeOf = (a: Spec[], b: Spec[], roll: number) => {
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced" } });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(3, 4));
    const r = apply(firepowerRuleset, s, cmd("melee", "A", { soldiers: a.map((x) => x.id), hex: hexId(4, 4) }), createFixedDice([roll, 10, 10, 10]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    return r.events.find((e) => e.type === "melee/resolved")?.data as Resolved;
  };
  const bay = (x: Spec): Spec => ({ ...x, bayonet: true });
  const bayonetMods = (d: Resolved) => (d.modifiers ?? []).filter((m) => m.rule === "Firepower 13.6").map((m) => `${m.id}:${m.value}`);

  it("firepower 13.6: all attackers with bayonets against none roll -1 (book) and win on a 6 that otherwise loses; all defenders with them against none +1", () => {
    const attack = meleeOf([bay(hexMan("A1", 3, 4, 3))], [hexMan("B1", 4, 4, 6)], 6);
    expect(bayonetMods(attack)).toEqual(["attackers_bayonets:-1"]);
    expect(attack.modifiers?.find((m) => m.rule === "Firepower 13.6")?.provenance.kind).toBe("book");
    expect(attack.winner).toBe("attacker");
    const plain = meleeOf([hexMan("A1", 3, 4, 3)], [hexMan("B1", 4, 4, 6)], 6);
    expect(bayonetMods(plain)).toEqual([]);
    expect(plain.winner).not.toBe("attacker");
    expect(bayonetMods(meleeOf([hexMan("A1", 3, 4, 3)], [bay(hexMan("B1", 4, 4, 6))], 6))).toEqual(["defenders_bayonets:1"]);
  });

  it("firepower 13.6: no modifier when both sides have bayonets or only some attackers have them", () => {
    expect(bayonetMods(meleeOf([bay(hexMan("A1", 3, 4, 3))], [bay(hexMan("B1", 4, 4, 6))], 6))).toEqual([]);
    expect(bayonetMods(meleeOf([bay(hexMan("A1", 3, 4, 3)), hexMan("A2", 3, 4, 3)], [hexMan("B1", 4, 4, 6)], 6))).toEqual([]);
  });

  it("firepower 13.6: a bayonet needs the (placeholder) \"Y\" note and the Advanced Game; the note table is a placeholder a ruling can replace", () => {
    expect(createMatch(firepowerRuleset, { scenario: { ...toTestScenario([bay(hexMan("A1", 3, 4, 3, "LMG"))], [hexMan("B1", 4, 4, 6)]), rules: "advanced" } }).ok).toBe(false);
    expect(createMatch(firepowerRuleset, { scenario: toTestScenario([bay(hexMan("A1", 3, 4, 3))], [hexMan("B1", 4, 4, 6)]) }).ok).toBe(false);
    const cells = WEAPON_NOTE_TABLES[2].cells;
    expect(cells.map((c) => [c.inputs.weapon, c.value])).toEqual([["LMG", false], ["RFL", true], ["PST", false]]);
    expect(cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
  });
});
