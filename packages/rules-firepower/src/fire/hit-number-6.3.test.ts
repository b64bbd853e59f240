// Firepower 6.3.2, 6.3.2.1.1, 6.3.5, 6.3.6.1, 6.3.6.3.1: hit numbers, ranges and rates of fire of the Basic weapons,
// with the numbers the rule text states (LMG 3 at 15 and at 30 hexes, a pistol reaches 8 hexes, the grenade's range
// line and 5 / 2, LMG 3 x 4, rifle 2 x 3 or 2, grenade 1).
import { describe, expect, it } from "vitest";
import { toHitNumber } from "./hit-number";

const ok = (r: ReturnType<typeof toHitNumber>) => {
  if (!r.ok) throw new Error(`refused: ${r.error.code}`);
  return r.value;
};
const refused = (r: ReturnType<typeof toHitNumber>) => (r.ok ? undefined : r.error);

describe("Firepower 6.3.6.1, 6.3.6.3.1: the hit number", () => {
  it("6.3.6.1: a light machinegun at fifteen hexes (13-20) has hit number 3", () => {
    const h = ok(toHitNumber("LMG", "auto", 15, "stand"));
    expect(h.band).toBe("13-20");
    expect(h.hitNumber).toBe(3);
    expect(h.provenance).toMatchObject({ kind: "book", section: "Firepower 6.3.6.1" });
  });
  it("6.3.6.3.1: a light machinegun at 30 hexes has hit number 3", () => {
    const h = ok(toHitNumber("LMG", "auto", 30, "prone"));
    expect(h.band).toBe("21-30");
    expect(h.hitNumber).toBe(3);
  });
  it("6.3.2.1.1: the hand grenade is 5 at 3-5 hexes and 2 at 6-8 hexes", () => {
    expect(ok(toHitNumber("HGN", "throw", 3, "stand")).hitNumber).toBe(5);
    expect(ok(toHitNumber("HGN", "throw", 5, "prone")).hitNumber).toBe(5);
    expect(ok(toHitNumber("HGN", "throw", 6, "stand")).hitNumber).toBe(2);
    expect(ok(toHitNumber("HGN", "throw", 8, "stand")).hitNumber).toBe(2);
  });
  it("option firepower/grenade_long_hit card: the card's 3 at 6-8 hexes, said to be the card's, not the text's", () => {
    const h = ok(toHitNumber("HGN", "throw", 7, "stand", { "firepower/grenade_long_hit": "card" }));
    expect(h.hitNumber).toBe(3);
    expect(h.provenance.kind).not.toBe("book");
    // the option changes only the 6-8 band of the grenade
    expect(ok(toHitNumber("HGN", "throw", 4, "stand", { "firepower/grenade_long_hit": "card" })).hitNumber).toBe(5);
    expect(ok(toHitNumber("LMG", "auto", 7, "stand", { "firepower/grenade_long_hit": "card" })).hitNumber).toBe(4);
  });
});

describe("Firepower 6.3.2, 6.3.2.1.1: ranges", () => {
  it("6.3.2: a pistol may be fired at eight or less hexes, not at nine", () => {
    expect(ok(toHitNumber("PST", "semi", 8, "stand")).band).toBe("6-8");
    expect(refused(toHitNumber("PST", "semi", 9, "stand"))).toMatchObject({ code: "fire/out_of_range", rule: "Firepower 6.3.2" });
  });
  it("6.3.2: nothing reaches beyond 40 hexes, and range 0 is no range", () => {
    expect(refused(toHitNumber("LMG", "auto", 41, "stand"))).toMatchObject({ code: "fire/out_of_range", rule: "Firepower 6.3.2" });
    expect(refused(toHitNumber("LMG", "auto", 0, "stand"))?.code).toBe("fire/out_of_range");
    expect(ok(toHitNumber("LMG", "auto", 40, "stand")).band).toBe("31-40");
  });
  it("6.3.2.1.1: only a Standing soldier throws a grenade 6-8 hexes; Crouching or Prone only up to 5", () => {
    for (const posture of ["crouch", "prone"] as const) {
      expect(refused(toHitNumber("HGN", "throw", 6, posture))).toMatchObject({ code: "fire/grenade_needs_standing", rule: "Firepower 6.3.2.1.1" });
      expect(ok(toHitNumber("HGN", "throw", 5, posture)).hitNumber).toBe(5);
    }
    expect(ok(toHitNumber("HGN", "throw", 6, "stand")).hitNumber).toBe(2);
  });
  it("6.3.2: the grenade does not reach 9 hexes, even Standing", () => {
    expect(refused(toHitNumber("HGN", "throw", 9, "stand"))?.code).toBe("fire/out_of_range");
  });
});

describe("Firepower 6.3.5: rates of fire", () => {
  it("6.3.5.1: a light machinegun fires three bursts of four shots", () => {
    expect(ok(toHitNumber("LMG", "auto", 4, "stand"))).toMatchObject({ bursts: 3, shots: 4, rofProvenance: { kind: "book", section: "Firepower 6.3.5.1" } });
  });
  it("6.3.5.2: the rifle fires 2X3 automatic or 2 shots semi-automatic", () => {
    expect(ok(toHitNumber("RFL", "auto", 4, "stand"))).toMatchObject({ bursts: 2, shots: 3 });
    expect(ok(toHitNumber("RFL", "semi", 4, "stand"))).toMatchObject({ bursts: 1, shots: 2 });
  });
  it("6.3.5.3: the grenade is one throw; the pistol has only semi-automatic fire", () => {
    expect(ok(toHitNumber("HGN", "throw", 2, "stand"))).toMatchObject({ bursts: 1, shots: 1 });
    expect(refused(toHitNumber("PST", "auto", 2, "stand"))).toMatchObject({ code: "fire/bad_mode", rule: "Firepower 6.3.5.2" });
    expect(refused(toHitNumber("LMG", "semi", 2, "stand"))?.code).toBe("fire/bad_mode");
  });
});

describe("Firepower 6.3.2, 6.3.5.2: a refusal says why in words", () => {
  it("names the weapon and the mode or range it cannot use", () => {
    expect(refused(toHitNumber("PST", "auto", 2, "stand"))?.message).toBe("PST cannot fire auto");
    expect(refused(toHitNumber("LMG", "auto", 41, "stand"))?.message).toBe("no Basic weapon reaches 41 hexes");
    expect(refused(toHitNumber("PST", "semi", 9, "stand"))?.message).toBe("PST cannot fire at 9 hexes");
    expect(refused(toHitNumber("HGN", "throw", 7, "prone"))?.message).toBe("a grenade goes 6-8 hexes only from a Standing thrower");
  });
});
