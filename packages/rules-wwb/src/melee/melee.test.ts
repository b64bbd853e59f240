import { describe, expect, it } from "vitest";
import { HEALTHY } from "../health/index";
import { meleeDie, playMelee } from "./index";
import type { Fighter } from "./index";

const italian: Fighter = { id: "italian", health: HEALTHY, morale: "alerted" };
const english: Fighter = { id: "english", health: HEALTHY, morale: "alerted" };

describe("wwb 8.4 melee", () => {
  it("wwb 8.4: Yellow; Strength +1/+2; not alerted Black first; shaken enemy Blue, shaken self Grey, both Yellow", () => {
    expect(meleeDie(italian, english).die).toBe("yellow");
    expect(meleeDie({ ...italian, strength: 2 }, english).die).toBe("blue");
    expect(meleeDie(italian, { ...english, morale: "not_alerted" }, { attackerFirstRoll: true }).die).toBe("black");
    expect(meleeDie(italian, { ...english, morale: "shaken" }).die).toBe("blue");
    expect(meleeDie({ ...english, morale: "shaken" }, italian).die).toBe("grey");
    expect(meleeDie({ ...english, morale: "shaken" }, { ...italian, morale: "shaken" }).die).toBe("yellow");
    expect(meleeDie(italian, { ...english, morale: "shaken" }, { options: { "wwb/add_melee_specials": "false" } }).die).toBe("yellow");
  });
  // The final blow is rolled against a suppressed (no longer shaken) fighter: Yellow, the example names no die.
  it("wwb 8.4 EXAMPLE (T8): suppressed -> shaken; Grey miss; light; light; shaken + shaken = suppressed, he flees after a final heavy blow", () => {
    const r = playMelee(italian, english, ["suppressed", "miss", "light_wound", "light_wound", "suppressed", "heavy_wound"]);
    expect(r.rolls.map((x) => [x.by, x.die, x.result])).toEqual([
      ["italian", "yellow", "suppressed"], ["english", "grey", "miss"], ["italian", "blue", "light_wound"],
      ["english", "grey", "light_wound"], ["italian", "blue", "suppressed"], ["italian", "yellow", "heavy_wound"],
    ]);
    expect(r.rolls[5]!.finalBlow).toBe(true);
    expect(r).toMatchObject({ end: "fled", loser: "english", attacker: { health: { box: 2 } }, defender: { health: { box: 5 } } });
  });
  it("wwb 8.4 Cherry Corner: the simplified melee rolls Yellow (plus Strength) without the special dice", () => {
    expect(meleeDie(italian, { ...english, morale: "shaken" }, { options: { "wwb/cc_simple_melee": "true" } }).die).toBe("yellow");
  });
  it("wwb 8.4 (Additional): a prone defender suffers two attacks before reacting", () => {
    const r = playMelee(italian, { ...english, prone: true }, ["miss", "miss", "miss"]);
    expect(r.rolls.map((x) => x.by)).toEqual(["italian", "italian", "english"]);
  });
  it("wwb 8.4: a suppressed defender flees at once after one final blow; a kill ends it", () => {
    expect(playMelee(italian, { ...english, morale: "suppressed" }, ["light_wound"])).toMatchObject({ end: "fled", rolls: [{ finalBlow: true }] });
    expect(playMelee(italian, english, ["killed"])).toMatchObject({ end: "killed", loser: "english" });
  });
  it("wwb 8.4, 10.0 Surrender: accepted = prisoner and Leadership for the captor; refused = -2 VP, +1 infamy; attacking the helpless too", () => {
    expect(playMelee(italian, english, ["miss", { surrender: "defender", accepted: true }])).toMatchObject({ end: "surrender_accepted", loser: "english", gainsLeadership: "italian" });
    expect(playMelee(italian, english, [{ surrender: "defender", accepted: false }, "miss"]).penalties).toEqual([{ who: "italian", vp: -2, infamy: 1, losesLeadership: true, rule: "WWB 8.4; 10.0 Surrender (refused surrender)" }]);
    expect(playMelee(italian, { ...english, health: { box: 6, condition: "bleeding" } }, ["miss"]).penalties).toHaveLength(1);
  });
});
