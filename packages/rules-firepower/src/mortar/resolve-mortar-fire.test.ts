import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { mortarChart, toMortarHitNumber } from "../tables/mortar-chart";
import { aImpulse, mortarMatch } from "./mortar.fixture";
import { resolveMortarFire } from "./resolve-mortar-fire";

const order = (hex: string, adjusted = false) => ({ mortar: "M1", crewman: "A1", observer: "A3", hex, phase: 1, adjusted, by: "observe_order" as const });

describe("Firepower mortar fire [12.4.2, 20.1.2]", () => {
  it("firepower 12.4.2: the mortar lines are placeholders (the Weapon Chart is missing) except MRT6's 21-hex minimum range", () => {
    for (const c of mortarChart.cells) expect(c.provenance.kind).toBe("placeholder");
    const mrt6 = mortarChart.cells.find((c) => c.inputs.mortar === "MRT6")!;
    expect(mrt6.value.minRange).toBe(21);
    expect(toMortarHitNumber(mrt6.value, 20)).toBeUndefined(); // "no hit numbers listed for ranges 1-20"
    expect(toMortarHitNumber(mrt6.value, 21)).toBe(5);
  });

  it("firepower 12.4.2: a hit bursts in the target hex as a G round: one roll per soldier in the zone, friend or foe", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }, { id: "B2", hex: "1G3" }]), "1A3");
    // MRT-L at range 7: hit number 5 (placeholder); roll 3 -> hit at 1H3; blast 6: B1 (impact) rolls 2 -> eliminated, B2 (adjacent, +3) rolls 9 -> survives, Suppressed since an unmodified 2 (+3 = 5) could hit.
    const out = resolveMortarFire(s.game, order("1H3"), createFixedDice([3, 2, 9]));
    expect(out.events.map((e) => e.type)).toEqual(["mortar/fired", "mortar/blast"]);
    expect(out.events[0]?.data).toMatchObject({ target: "1H3", hitNumber: 5, roll: 3, outcome: "hit", impact: "1H3", provenance: { kind: "placeholder" } });
    const rolls = (out.events[1]?.data as { rolls: { soldier: string; result: string }[] }).rolls;
    expect(rolls.map((r) => [r.soldier, r.result])).toEqual([["B1", "eliminated"], ["B2", "suppressed"]]);
    expect(out.game.soldiers.find((x) => x.id === "B1")?.eliminated).toBe(true);
  });

  it("firepower 16.2.1: adjusted fire at the same hex takes -2", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A3");
    // Roll 7 misses (hit number 5) but could have hit: spread. Face 1 lies beyond the target, off the map's east edge.
    expect(resolveMortarFire(s.game, order("1H3"), createFixedDice([7, 1])).events[0]?.data).toMatchObject({ total: 0, roll: 7, outcome: "off_map", impact: null });
    const spread = resolveMortarFire(s.game, order("1H3"), createFixedDice([7, 4, 9]));
    expect(spread.events[0]?.data).toMatchObject({ outcome: "spread", spread: { roll: 4 } });
    expect((spread.events[0]?.data as { impact: string }).impact).not.toBe("1H3");
    const adjusted = resolveMortarFire(s.game, order("1H3", true), createFixedDice([7, 9]));
    expect(adjusted.events[0]?.data).toMatchObject({ total: -2, roll: 7, outcome: "hit", modifiers: [{ value: -2, rule: "Firepower 16.2.1", provenance: { kind: "book" } }] });
  });

  it("firepower 12.4.2: the same game, order and dice give the same events (pure)", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }, { id: "B2", hex: "1G3" }]), "1A3");
    const faces = [8, 4, 3, 5, 6, 7];
    expect(resolveMortarFire(s.game, order("1H3"), createFixedDice(faces))).toEqual(resolveMortarFire(s.game, order("1H3"), createFixedDice(faces)));
  });

  it("firepower 12.4.4.3: a mortar bomb bursting in a mined hex sets the mine off after its own blast", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1G3" }]), "1A3");
    const hex = s.game.soldiers.find((x) => x.id === "B1")!.hex;
    const game = { ...s.game, mines: [{ id: "m1", side: "B" as const, hex: { q: hex.q + 1, r: hex.r }, type: "PMN1" as const, exploded: false }] };
    // Roll 3 hits 1H3 (east of 1G3); B1 (adjacent) rolls 9 for the bomb, then the mine goes off.
    const out = resolveMortarFire(game, order("1H3"), createFixedDice([3, 9, 9, 9, 9]));
    expect(out.events.map((e) => e.type).slice(0, 2)).toEqual(["mortar/fired", "mortar/blast"]);
    expect(out.events.length).toBeGreaterThan(2);
    expect(out.game.mines?.[0]?.exploded).toBe(true);
  });
});
