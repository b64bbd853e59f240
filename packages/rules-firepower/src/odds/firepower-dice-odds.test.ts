import { isDistribution, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { firepowerBlastOdds, firepowerBurstOdds, firepowerCheckChance, firepowerFace, firepowerJumpOdds, firepowerMeleeOdds } from "./firepower-dice-odds";

describe("firepower odds", () => {
  it("firepower 1.3: the d10 face 0 reads as 10", () => {
    expect(firepowerFace(0)).toBe(10);
    expect(firepowerFace(7)).toBe(7);
  });

  it("firepower §8.1: P(hit) per shot = clamp(hit − ΣMod, 0, 10)/10", () => {
    expect(firepowerCheckChance(3, 2)).toEqual(rational(1, 10));
    expect(firepowerCheckChance(5, -7)).toEqual(rational(1));
    expect(firepowerCheckChance(2, 4)).toEqual(rational(0));
  });

  it("firepower 6.3.6.3.1: LMG at 30 hexes (hit 3) at a Prone target (+2), one 4-shot burst", () => {
    const odds = firepowerBurstOdds({ hitNumber: 3, modifierTotal: 2, shots: 4, automatic: true });
    expect(isDistribution(odds)).toBe(true);
    // Only a rolled 1 hits (1 + 2 = 3); the unhit target is Suppressed by automatic fire (6.4.1).
    expect(odds.get("eliminated")).toEqual(rational(3439, 10000));
    expect(odds.get("suppressed")).toEqual(rational(6561, 10000));
    expect(odds.has("no_effect")).toBe(false);
  });

  it("firepower 6.4.1: suppression when no hit is possible, under both readings of digest §15 item 15", () => {
    const base = { hitNumber: 3, modifierTotal: 9, shots: 1, automatic: true } as const;
    expect(firepowerBurstOdds(base).get("suppressed")).toEqual(rational(1));
    const rolled = firepowerBurstOdds({ ...base, suppression: "if_rolled" });
    expect(rolled.get("suppressed")).toEqual(rational(1, 10));
    expect(rolled.get("no_effect")).toEqual(rational(9, 10));
    expect(firepowerBurstOdds({ ...base, automatic: false }).get("no_effect")).toEqual(rational(1));
  });

  it("firepower 6.5.1: melee, modified ≤ 5 the attacker wins", () => {
    expect(firepowerMeleeOdds(0).get("attacker_wins")).toEqual(rational(1, 2));
    expect(firepowerMeleeOdds(-2).get("attacker_wins")).toEqual(rational(7, 10));
  });

  it("firepower 15.1: a 3-height jump is d10 + 6 (≥16 eliminated, 10–15 Stunned)", () => {
    const odds = firepowerJumpOdds(3);
    expect(isDistribution(odds)).toBe(true);
    expect(odds.get("eliminated")).toEqual(rational(1, 10));
    expect(odds.get("stunned")).toEqual(rational(6, 10));
    expect(odds.get("no_effect")).toEqual(rational(3, 10));
  });

  it("firepower 6.4.2: grenade blast 5 on a Prone soldier (+2), impact hex vs blast zone", () => {
    const impact = firepowerBlastOdds({ blastNumber: 5, modifierTotal: 2, zone: "impact" });
    expect(impact.get("eliminated")).toEqual(rational(3, 10));
    expect(impact.get("stunned")).toEqual(rational(7, 10));
    expect(firepowerBlastOdds({ blastNumber: 5, modifierTotal: 2, zone: "blast_zone" }).get("suppressed")).toEqual(rational(7, 10));
    expect(firepowerBlastOdds({ blastNumber: 5, modifierTotal: 4, zone: "blast_zone" }).get("no_effect")).toEqual(rational(9, 10));
  });
});
