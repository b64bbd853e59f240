import { describe, expect, it } from "vitest";
import type { WeaponCard } from "../tables/index";
import { WEAPONS } from "../tables/index";
import { HEALTHY } from "../health/index";
import { mayCallSupport, accuracyDice, applyFireResult, checkMarkers, collapseThreshold, firstToFire, impactDie, loaded, rangeDie, reload, resolveAccuracy, rollShot, revealTurn, shotDie, strafingRolls, suppressionDie, suppressionSucceeds, useAttack, useSuppressionAttacks } from "./index";

const garand = WEAPONS.m1_garand!;
const p = (v: unknown) => ({ value: v, provenance: { kind: "placeholder", note: "test card" } }) as never;
/** A card as 8.3's Cases #1/#2 need it: 5 attacks, 3 suppression boxes (3-5). */
const case83: WeaponCard = { ...garand, attacksPerClip: p(5), suppressionBoxes: p([3, 4, 5]) };

describe("wwb 8.1 direct fire", () => {
  it("wwb 8.1 step 3 (T2): Yellow up to 3 MHx, Blue at 4 MHx, Blue in the same MHx (most lethal of the three)", () => {
    expect(rangeDie(garand, 3, false)).toMatchObject({ ok: true, die: "yellow", band: 1 });
    expect(rangeDie(garand, 4, false)).toMatchObject({ ok: true, die: "blue", band: 2 });
    expect(rangeDie(garand, 0, true)).toMatchObject({ ok: true, die: "blue", band: "same_mhx" });
    expect(rangeDie(garand, 99, false)).toMatchObject({ ok: false, error: { code: "wwb/out_of_range" } });
  });
  it("wwb 8.1 step 4 (T2): Blue +1 standing in the open = Purple, -1 Garand standing shot = Blue", () => {
    const r = shotDie({ weapon: garand, mhxDistance: 4, sameMhx: false, shooterStance: "standing", target: { stance: "standing" } });
    expect(r.ok && r.value).toMatchObject({ base: "blue", die: "blue", total: 0 });
    expect(r.ok && r.value.modifiers.map((m) => [m.name, m.value])).toEqual([["M1 Garand standing shot", -1], ["target standing in the open", 1]]);
  });
  it("wwb 8.1 step 4 (T3): a kneeling target in woods takes only the woodland modifier", () => {
    const r = shotDie({ weapon: garand, mhxDistance: 4, sameMhx: false, shooterStance: "kneeling", target: { stance: "kneeling", cover: "woodland" } });
    expect(r.ok && r.value.modifiers.map((m) => m.name)).toEqual(["target in cover: woodland"]);
  });
  it("wwb 8.1, 7.0, 11.0: head shot -2, running -3, Weapons +1/+2, foreign -1 (ignored at Weapons L2); below White no effect", () => {
    const r = shotDie({ weapon: garand, mhxDistance: 2, sameMhx: false, shooterStance: "kneeling", target: { stance: "kneeling" }, headShot: true, weaponsSkill: 2, foreignWeapon: true });
    expect(r.ok && r.value).toMatchObject({ base: "yellow", die: "yellow", total: 0 });
    const run = shotDie({ weapon: garand, mhxDistance: 2, sameMhx: false, shooterStance: "standing", shooterRunning: true, target: { stance: "prone" }, headShot: true });
    expect(run.ok && run.value.die).toBe("none");
  });
  it("wwb 8.1 step 5: results apply through the gauge and status; a heavy wound suppresses", () => {
    expect(applyFireResult("heavy_wound", { health: HEALTHY, morale: "alerted" })).toMatchObject({ morale: "suppressed", knockdown: true, health: { box: 3 } });
    expect(applyFireResult("suppressed", { health: HEALTHY, morale: "suppressed" })).toMatchObject({ morale: "broken", flees: true });
    const d = shotDie({ weapon: garand, mhxDistance: 4, sameMhx: false, shooterStance: "standing", target: { stance: "standing" } });
    // placeholder Blue face 5 = killed; the answer names the face set it used
    expect(d.ok && rollShot(d.value, 5, { health: HEALTHY, morale: "alerted" })).toMatchObject({ die: "blue", result: "killed", health: { condition: "dead" }, faces: "wwb-placeholder-faces-v1" });
  });
  it("wwb 8.2, 6.0, 12.0: OPF fires first at a riser, the ambusher first, the Sniper always second", () => {
    expect(firstToFire({ id: "riser" }, { id: "opf", opf: true }).first).toBe("opf");
    expect(firstToFire({ id: "spotter" }, { id: "target", ambusher: true }).first).toBe("target");
    expect(firstToFire({ id: "sniper", sniper: true }, { id: "other" }).first).toBe("other");
  });
});

describe("wwb 2.0 ammunition and 8.3 suppression fire", () => {
  it("wwb 2.0: each attack moves the die one box right; an empty clip refuses; reload decrements clips", () => {
    let rc = loaded(garand);
    for (let i = 0; i < garand.attacksPerClip.value; i++) { const r = useAttack(garand, rc); if (!r.ok) throw new Error(r.error.code); rc = r.value; }
    expect(useAttack(garand, rc)).toMatchObject({ ok: false, error: { code: "wwb/weapon_empty" } });
    expect(reload(garand, rc)).toEqual({ ok: true, value: { clips: garand.clips.value - 1, box: 1 } });
    expect(reload(garand, { clips: 4, box: 2 })).toMatchObject({ ok: false, error: { code: "wwb/en_bloc_not_empty" } });
    expect(reload(garand, { clips: 4, box: 2 }, { "wwb/add_en_bloc": "false" }).ok).toBe(true);
  });
  it("wwb 8.3 step 5 (T7): 3 suppression boxes move the die from box 2 to 5; from box 3 the weapon is empty after", () => {
    expect(useSuppressionAttacks(case83, { clips: 3, box: 2 })).toEqual({ ok: true, value: { clips: 3, box: 5, emptyAfter: false } });
    expect(useSuppressionAttacks(case83, { clips: 3, box: 3 })).toEqual({ ok: true, value: { clips: 3, box: 6, emptyAfter: true } });
    expect(useSuppressionAttacks(case83, { clips: 3, box: 4 })).toMatchObject({ ok: false, error: { code: "wwb/past_suppression_box" } });
  });
  it("wwb 8.3 steps 3, 6: not the own MHx; only the suppressed face succeeds (option: any hit)", () => {
    expect(suppressionDie(garand, { ownMhx: true })).toMatchObject({ ok: false, error: { code: "wwb/own_mhx" } });
    const d = suppressionDie(garand, { weaponsSkill: 1 });
    expect(d.ok && d.value.die).toBe("green");
    if (!d.ok) return;
    // placeholder Green: face 3 suppressed, face 4 light wound
    expect(suppressionSucceeds(d.value, 3).success).toBe(true);
    expect(suppressionSucceeds(d.value, 4).success).toBe(false);
    expect(suppressionSucceeds(d.value, 4, { options: { "wwb/suppression_success": "any_hit" } }).success).toBe(true);
  });
});

describe("wwb 13.0 fire support", () => {
  it("wwb 13.0, 12.0: Pink with Blue when the RO sees the target and the Leader called; else White and 2 MHx drift", () => {
    expect(accuracyDice({ targetVisibleToRo: true, leaderPresent: true })).toMatchObject({ die: "pink", driftMhx: 1 });
    expect(accuracyDice({ targetVisibleToRo: false, leaderPresent: true })).toMatchObject({ die: "white", driftMhx: 2 });
    expect(accuracyDice({ targetVisibleToRo: true, leaderPresent: false })).toMatchObject({ die: "white", driftMhx: 2 });
    expect(accuracyDice({ targetVisibleToRo: true, leaderPresent: true, substituteRo: true }).die).toBe("white");
  });
  it("wwb 13.0 (T12): a Pink null drifts 1 MHx toward the Blue number; a Pink OK is on target; Black at the impact", () => {
    expect(resolveAccuracy({ targetVisibleToRo: true, leaderPresent: true }, [1, 3])).toMatchObject({ onTarget: false, driftMhx: 1, direction: { number: 3 } });
    expect(resolveAccuracy({ targetVisibleToRo: true, leaderPresent: true }, [5, 3])).toMatchObject({ onTarget: true });
    expect(impactDie("impact")?.die).toBe("black");
    expect(impactDie("adjacent")).toBeUndefined();
    expect(impactDie("adjacent", { "wwb/opt_artillery_splash": "true" })?.die).toBe("blue");
    expect(revealTurn(4)).toMatchObject({ turn: 5, phase: "resolution" });
    expect(checkMarkers([true, true, false, false, false, false].map((real) => ({ real }))).ok).toBe(true);
    expect(checkMarkers([true, false, false, false, false, false].map((real) => ({ real }))).ok).toBe(false);
  });
  it("wwb 13.0 C2: artillery collapses on Red 5+, a satchel on 4+ (literal each)", () => {
    expect([collapseThreshold("artillery"), collapseThreshold("satchel"), collapseThreshold("artillery", { "wwb/satchel_collapse": "satchel_four" })]).toEqual([5, 4, 4]);
  });
  it("wwb 13.0 Air Support (T13): Green in the open, Grey in cover per overflown MHx; bombing at the target", () => {
    const s = strafingRolls([{ mhx: "a", soldiers: [{ id: "x", inCover: false }] }, { mhx: "b", soldiers: [{ id: "y", inCover: true }] }, { mhx: "t", soldiers: [{ id: "z", inCover: false }] }], "t");
    expect(s.rolls).toEqual([{ mhx: "a", soldier: "x", die: "green" }, { mhx: "b", soldier: "y", die: "grey" }]);
    expect(s.bombing).toEqual({ mhx: "t", die: "black", directionReference: "attack" });
  });
});

describe("wwb 12.0 Team Gunner and 13.0 limits; Cherry Corner 8.1", () => {
  it("wwb 12.0 Team Gunner: the team machinegun without its Team Gunner fires at -3 on all ranges", () => {
    const mg = WEAPONS.mg42!;
    const base = { weapon: mg, mhxDistance: 2, sameMhx: false, shooterStance: "prone" as const, target: { stance: "kneeling" as const } };
    const a = shotDie(base);
    const b = shotDie({ ...base, substituteGunner: true });
    expect(a.ok && b.ok && a.value.total - b.value.total).toBe(3);
    expect(b.ok && b.value.modifiers.some((m) => m.rule === "WWB 12.0 Team Gunner")).toBe(true);
  });
  it("wwb 8.1 Cherry Corner: only the in-cover modifiers count", () => {
    const s = { weapon: garand, mhxDistance: 4, sameMhx: false, shooterStance: "standing" as const, shooterRunning: true, target: { stance: "standing" as const } };
    const r = shotDie({ ...s, options: { "wwb/cc_cover_only": "true" } });
    expect(r.ok && r.value.modifiers).toEqual([]);
    const c = shotDie({ ...s, target: { stance: "kneeling", cover: "woodland" }, options: { "wwb/cc_cover_only": "true" } });
    expect(c.ok && c.value.modifiers.map((m) => m.name)).toEqual(["target in cover: woodland"]);
  });
  it("wwb 13.0 Fire Support: no more than one fire support per turn", () => {
    expect(mayCallSupport(0, 0).ok).toBe(true);
    expect(mayCallSupport(1, 0)).toMatchObject({ ok: false, error: { code: "wwb/support_once_per_turn" } });
    expect(mayCallSupport(1, 0, { "wwb/support_cap": "impacts" }).ok).toBe(true);
  });
});
