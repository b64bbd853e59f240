import { describe, expect, it } from "vitest";
import { sumOfFractionsForTest } from "./sum.fixture";
import { DIE_COLOURS, PLACEHOLDER_DICE_FACES, WEAPONS, parseDiceFaces } from "../tables/index";
import type { DiceFaceSet } from "../tables/index";
import { spottingTest } from "../spotting/index";
import { blastOdds, combatDieOdds, fireOdds, grenadeLandingOdds, meleeRollOdds, numericTestOdds, spottingOdds, supportAccuracyOdds, suppressionOdds } from "./index";
import type { OddsAnswer } from "./index";

const garand = WEAPONS.m1_garand!;
const dist = (a: OddsAnswer) => Object.fromEntries(a.outcomes.map((o) => [o.outcome, o.probability]));
/** A supplied set where every face of every die is a kill (a rulings pack's faces, not the book's). */
const allKill: DiceFaceSet = (() => {
  const r = parseDiceFaces({ id: "all-kill", name: "test set", source: "a test", dice: Object.fromEntries(DIE_COLOURS.map((c) => [c, PLACEHOLDER_DICE_FACES.dice[c].map((f) => ({ ...f, combat: "killed" }))])) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

describe("wwb odds", () => {
  it("wwb 8.1 (T2): the Garand at 4 MHx at a standing man rolls Blue; exact over the placeholder faces, named as such", () => {
    const r = fireOdds({ weapon: garand, mhxDistance: 4, sameMhx: false, shooterStance: "standing", target: { stance: "standing" } });
    if (!r.ok) throw new Error(r.error.code);
    // placeholder Blue: miss, suppressed, light, heavy, killed, killed
    expect(dist(r.value)).toEqual({ miss: "1/6", suppressed: "1/6", light_wound: "1/6", heavy_wound: "1/6", killed: "1/3" });
    expect(r.value.dice).toEqual(["blue"]);
    expect(r.value.faces).toMatchObject({ id: "wwb-placeholder-faces-v1", placeholder: true });
    expect(r.value.modifiers.map((m) => [m.name, m.value, m.rule])).toEqual([
      ["range band 2: base blue", 0, "WWB 8.1 step 3"], ["M1 Garand standing shot", -1, "WWB 8.1 step 4 (Weapon Card)"], ["target standing in the open", 1, "WWB 8.1 step 4 (Player Aid, white)"],
    ]);
    expect(r.value.notes.join(" ")).toMatch(/NOT the book's/);
  });
  it("odds are exact over whatever faces a rulings pack supplies, and say which", () => {
    const r = fireOdds({ weapon: garand, mhxDistance: 4, sameMhx: false, shooterStance: "standing", target: { stance: "standing" }, faces: allKill });
    expect(r.ok && dist(r.value)).toEqual({ killed: "1" });
    expect(r.ok && r.value.faces).toMatchObject({ id: "all-kill", placeholder: false, provenance: "external (a test)" });
  });
  it("a shot that cannot be taken is a typed refusal", () => {
    expect(fireOdds({ weapon: garand, mhxDistance: 40, sameMhx: false, shooterStance: "standing", target: { stance: "standing" } })).toMatchObject({ ok: false, error: { code: "wwb/out_of_range" } });
  });
  it("every answer is a whole distribution (sums to 1)", () => {
    const answers: OddsAnswer[] = [
      combatDieOdds("grey"), spottingOdds(spottingTest({ stance: "standing" }, { stance: "standing" })), grenadeLandingOdds(2), blastOdds(2, "light"),
      meleeRollOdds({ id: "a", health: { box: 0, condition: "ok" }, morale: "alerted" }, { id: "b", health: { box: 0, condition: "ok" }, morale: "shaken" }),
      supportAccuracyOdds({ targetVisibleToRo: true, leaderPresent: true }), numericTestOdds("treat_bleeding", { bonus: 2 }), numericTestOdds("rout"), numericTestOdds("charge_placement", { bonus: 2 }),
    ];
    const s = suppressionOdds(garand, { weaponsSkill: 1 });
    if (s.ok) answers.push(s.value);
    for (const a of answers) expect(sumOfFractionsForTest(a.outcomes.map((o) => o.probability))).toBe("1");
  });
  it("wwb 8.5 (derived): with Blue numbered 1-6 a precise throw at 2 MHx is 1/6 on target, 4/6 forward, 1/6 back", () => {
    const a = dist(grenadeLandingOdds(2));
    // placeholder Grey: 3 faces of 6 carry OK/medal
    expect([a.on_target, a.forward, a.backward, a.scatter_3_toward_1]).toEqual(["1/12", "1/3", "1/12", "1/12"]);
  });
  it("wwb 9.0: treating a bleeding soldier, Red >= 3; a First Aid L2 re-roll of the skull", () => {
    expect(dist(numericTestOdds("treat_bleeding"))).toEqual({ died: "1/6", failed: "1/6", stopped_bleeding: "2/3" });
    expect(dist(numericTestOdds("treat_bleeding", { bonus: 2 }))).toEqual({ died: "1/36", stopped_bleeding: "35/36" });
  });
  it("wwb 6.0: a Spotting Test with Red: identification and the target firing first", () => {
    expect(dist(spottingOdds(spottingTest({ stance: "standing" }, { stance: "standing" })))).toEqual({ not_identified: "5/12", identified: "5/12", not_identified_target_fires_first: "1/12", identified_target_fires_first: "1/12" });
  });
});
