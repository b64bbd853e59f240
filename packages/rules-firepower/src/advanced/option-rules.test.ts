import { describe, expect, it } from "vitest";
import { adjustedFireModifier, canEnterWire, loopholeModifier, missileWeapons, molotovId, optionalPhaseOrder, readAmmoLetter, skillRollModifier, smokeModifier } from "./option-rules";

describe("option-dependent rule pieces (digest §15)", () => {
  it("each default is the digest's suggestion and the other reading is one option away", () => {
    expect(skillRollModifier({ experience: 5, ownCountry: false, enemy: true })).toBe(-1);
    expect(skillRollModifier({ experience: 5, ownCountry: false, enemy: true }, { "firepower/skill_enemy_weapon": "plus_one" })).toBe(1);
    expect(skillRollModifier({ experience: 2, ownCountry: true, enemy: false })).toBe(0);
    expect([1, 2, 3, 4].map((n) => adjustedFireModifier(n))).toEqual([-2, -4, -6, -6]);
    expect(adjustedFireModifier(3, { "firepower/adjusted_fire": "flat" })).toBe(-2);
    expect([loopholeModifier(), loopholeModifier({ "firepower/loophole_total": "plus_two" })]).toEqual([3, 2]);
    expect([smokeModifier("M"), smokeModifier("W"), smokeModifier("w_fire"), smokeModifier("w_fire", { "firepower/fire_smoke": "plus_two" })]).toEqual([3, 2, 3, 2]);
    expect([canEnterWire(), canEnterWire({ "firepower/wire_entry": "crossable" })]).toEqual([false, true]);
    expect(missileWeapons()).toContain(39);
    expect(missileWeapons({ "firepower/missile_weapons": "without_39" })).not.toContain(39);
    expect([molotovId(), molotovId({ "firepower/molotov_id": "hgn8" })]).toEqual(["HGN5", "HGN8"]);
    expect([readAmmoLetter("S"), readAmmoLetter("S", { "firepower/ammo_s": "none" }), readAmmoLetter("G")]).toEqual(["M", undefined, "G"]);
    expect(optionalPhaseOrder()).toEqual(["fire", "morale", "mix"]);
  });
});
