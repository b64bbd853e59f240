import { rational, toFractionString, totalProbability } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import type { FireSituation } from "../fire/fire-situation";
import { fireOdds } from "./fire-odds";

const open = { posture: "stand" } as const;
function odds(s: FireSituation) {
  const r = fireOdds(s);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const p = (a: ReturnType<typeof odds>, o: "eliminated" | "stunned" | "suppressed" | "no effect") => toFractionString(a.outcomes.get(o) ?? rational(0));

describe("fireOdds", () => {
  it("LMG at 30 hexes against a Prone target: hit 3, +2, one burst of 4 shots, unhit soldiers Suppressed", () => {
    const a = odds({ weapon: "LMG", range: 30, firer: open, target: { posture: "prone" } });
    expect(a.hit).toMatchObject({ band: "21-30", hitNumber: 3, shots: 4, bursts: 3 });
    expect(a.modifiers).toEqual([{ name: "target Prone", value: 2, rule: "Firepower 6.3.6.2.4", provenance: { kind: "book", section: "Firepower 6.3.6.2.4" } }]);
    expect(toFractionString(a.perShot)).toBe("1/10");
    expect(p(a, "eliminated")).toBe("3439/10000");
    expect(p(a, "suppressed")).toBe("6561/10000");
    expect(a.provenance.allBook).toBe(true);
  });

  it("every modifier of 6.3.6.2 with its rule, and a hit that cannot happen still Suppresses if 1 + ΣMod ≤ 10", () => {
    const a = odds({
      weapon: "RFL", range: 4, firer: { posture: "stand", suppressed: true, nonCombatMf: 2 },
      target: { posture: "crouch", running: true, terrain: "tree" }, treesAndHedges: 1,
    });
    expect(a.modifiers.map((m) => [m.name, m.value, m.rule])).toEqual([
      ["firer Suppressed", 1, "Firepower 6.3.6.2.1"], ["target in cover", 1, "Firepower 6.3.6.2.2"],
      ["target in concealment", 1, "Firepower 6.3.6.2.3"], ["target Crouching", 1, "Firepower 6.3.6.2.4"],
      ["1 tree/hedge in LOS", 1, "Firepower 6.3.6.2.5"], ["target Running", 2, "Firepower 6.3.6.2.6"],
      ["firer spends 2 non-Combat MF", 2, "Firepower 6.3.6.2.7"],
    ]);
    expect(a.modifierTotal).toBe(9);
    expect(p(a, "eliminated")).toBe("0");
    expect(p(a, "suppressed")).toBe("1");
  });

  it("semi-automatic fire never Suppresses; the answer is external where the card supplies the cell", () => {
    const a = odds({ weapon: "RFL", mode: "semi", range: 1, firer: open, target: open });
    expect(a.hit).toMatchObject({ hitNumber: 6, shots: 2 });
    expect(p(a, "eliminated")).toBe("21/25");
    expect(p(a, "no effect")).toBe("4/25");
    expect(a.provenance.weakest).toBe("external");
  });

  it("refuses fire out of range, modes the weapon lacks and long throws by a Crouching thrower", () => {
    expect(fireOdds({ weapon: "PST", range: 9, firer: open, target: open })).toMatchObject({ ok: false, error: { code: "fire/out_of_range" } });
    expect(fireOdds({ weapon: "LMG", mode: "semi", range: 3, firer: open, target: open })).toMatchObject({ ok: false, error: { code: "fire/bad_mode" } });
    expect(fireOdds({ weapon: "HGN", range: 6, firer: { posture: "crouch" }, target: open })).toMatchObject({ ok: false, error: { code: "fire/grenade_needs_standing" } });
  });

  it("a grenade at a Standing soldier in the open at 3 hexes: throw 1/2, blast 5 at impact, spread hexes +3/+4", () => {
    const a = odds({ weapon: "HGN", range: 3, firer: open, target: open });
    expect(toFractionString(a.perShot)).toBe("1/2");
    // Impact 1/2 × (1/2 elim, 1/2 stunned); spread 1/2: 6/10 adjacent (2/10 elim, else Suppressed), 4/10 two away (1/10 elim).
    expect(p(a, "eliminated")).toBe(toFractionString(rational(25 + 6 + 2, 100)));
    expect(p(a, "stunned")).toBe("1/4");
    expect(toFractionString(totalProbability(a.outcomes))).toBe("1");
    expect(a.provenance.weakest).toBe("reconstructed");
  });

  it("the card's 3 for grenades at 6-8 hexes is an option, answered as external", () => {
    const a = odds({ weapon: "HGN", range: 7, firer: open, target: open, options: { "firepower/grenade_long_hit": "card" } });
    expect(a.hit).toMatchObject({ hitNumber: 3, provenance: { kind: "external" } });
    expect(odds({ weapon: "HGN", range: 7, firer: open, target: open }).hit.hitNumber).toBe(2);
  });
});

describe("fireOdds over many situations", () => {
  it("every answer is a distribution summing to 1, with eliminated ≤ 1 − (miss every shot)", () => {
    const postures = ["stand", "crouch", "prone"] as const;
    let answered = 0;
    for (const weapon of ["LMG", "RFL", "PST", "HGN"] as const) {
      for (let range = 1; range <= 40; range += 3) {
        for (let k = 0; k < 12; k += 1) {
          const r = fireOdds({
            weapon, range, firer: { posture: postures[k % 3]!, suppressed: k % 2 === 0, nonCombatMf: k % 3 },
            target: { posture: postures[(k + 1) % 3]!, running: k % 4 === 0, terrain: k % 5 === 0 ? "tree" : "clear" }, treesAndHedges: k % 2,
          });
          if (!r.ok) continue;
          answered += 1;
          expect(toFractionString(totalProbability(r.value.outcomes))).toBe("1");
          expect(r.value.provenance.text.length).toBeGreaterThan(0);
        }
      }
    }
    expect(answered).toBeGreaterThan(100);
  });

  it("12.2.7: a smoke hex known only by its value (a line ruled on a map) is named by what gives that value", () => {
    const a = odds({ weapon: "RFL", range: 2, firer: open, target: open, field: { smoke: [{ hex: "4B4", value: 3 }, { hex: "4C4", value: 2 }] } });
    expect(a.modifiers.map((m) => [m.name, m.value, m.rule])).toEqual([
      ["smoke hex 4B4 (F/M or Fire) in the LOS", 3, "Firepower 12.2.7"], ["smoke hex 4C4 (W) in the LOS", 2, "Firepower 12.2.7"],
    ]);
  });
});
