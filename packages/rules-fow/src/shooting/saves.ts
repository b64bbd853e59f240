// 8. Roll Saves (digest §5.8) and the results (§5.9): armour saves, Firepower tests, Bailed Out Again, saves of
// Infantry, Gun, Unarmoured Tank and Aircraft teams, and Bulletproof Cover. Dice are an input; every die is logged.
import type { DiceSource } from "@tactica/dice";
import type { FowOnePlus, FowScore } from "../odds/index";
import { FOW_ONE_PLUS_DEFAULT, rollTest } from "../odds/index";

/**
 * Readings a save roll depends on: RULING-1 (fow/seven_rule) and a printed Firepower 1+ (fow/printed_one_plus;
 * left out, the option's default "always": the rulebook's fail-on-a-1 is for scores modified to better than 2+).
 */
export type SaveOptions = { readonly sevenRule?: "to_hit_only" | "all_tests"; readonly onePlus?: FowOnePlus };
export type HitOutcome = "no_effect" | "saved" | "protected_by_cover" | "bailed_out" | "destroyed";
export type SaveStep = { readonly roll: string; readonly need: string; readonly faces: readonly number[]; readonly pass: boolean; readonly rule: string };
export type HitResult = { readonly outcome: HitOutcome; readonly steps: readonly SaveStep[]; readonly armourUsed?: "front" | "side" | "top"; readonly part?: "hull" | "turret" };

const R = (s: string) => `FoW [${s}]`;

/**
 * A Firepower test: d6 >= FP. Above 6 it cannot pass when the 7/8 rule is read as to-hit only (RULING-1: Flying
 * Tank "impossible for FP 6"); under fow/seven_rule all_tests a 7 is a 6 then 5+. Bunkers re-roll successes.
 */
export function firepowerTest(fp: FowScore, dice: DiceSource, o: SaveOptions & { bunker?: boolean; rerollFailures?: boolean } = {}): SaveStep {
  if (fp === 1 && (o.onePlus ?? FOW_ONE_PLUS_DEFAULT) === "always") return { roll: "firepower", need: "1+", faces: [], pass: true, rule: "FoW [8. Roll Saves › Firepower Test; How It Works › Die Rolls] (a printed 1+ is met by every roll: fow/printed_one_plus)" };
  const rule = o.bunker ? R("Bunkers › Bunkers Are Tough") : R("8. Roll Saves › Firepower Test");
  if (typeof fp === "number" && fp > 6 && (o.sevenRule ?? "to_hit_only") === "to_hit_only") return { roll: "firepower", need: `${fp}+`, faces: [], pass: false, rule: `${rule} (RULING-1: above 6 fails)` };
  const t = rollTest(fp, dice);
  let faces = [...t.faces], pass = t.pass;
  if ((o.bunker && pass) || (o.rerollFailures && !pass)) { const r = rollTest(fp, dice); faces = [...faces, ...r.faces]; pass = r.pass; }
  return { roll: "firepower", need: fp === "auto" ? "auto" : `${fp}+`, faces, pass, rule };
}

export type ArmouredTarget = {
  readonly armour: { readonly front: number; readonly side: number; readonly top: number };
  /** Turret armour, when the turret's facing differs from the hull's (the hull/turret roll decides). */
  readonly turret?: { readonly front: number; readonly side: number };
  readonly bailedOut?: boolean;
  readonly remount: FowScore;
  readonly bunker?: boolean;
  readonly improvisedArmour?: boolean;
  readonly schurzen?: boolean;
};
export type ArmouredHit = {
  readonly antiTank: number;
  readonly firepower: FowScore;
  /** Shooter entirely in front of the line across the front of the hull (and of the turret). */
  readonly inFrontOfHull: boolean;
  readonly inFrontOfTurret?: boolean;
  /** Bombardment, flame-thrower, Hits Top Armour, Petard, mines, booby traps, assault grenades: Top armour. */
  readonly top?: boolean;
  /** Defensive Fire always hits Side armour [2. Opponent's Defensive Fire]. */
  readonly defensiveFire?: boolean;
  readonly longRange?: boolean;
  readonly infantryWeapon?: boolean;
};

/**
 * One hit on an Armoured Tank [8. Roll Saves › Armour Save]: hull or turret (4+ turret) when it matters, Front if
 * the shooter is entirely in front, else Side; the owner rolls d6 + armour (+1 over 16"/40cm) against AT: more
 * bounces; equal = Firepower test (pass Bails Out); less = Firepower test (pass Destroys, fail Bails Out). A
 * Bailed Out tank bailed again tests d6 >= Remount or is Destroyed.
 */
export function resolveArmouredHit(t: ArmouredTarget, h: ArmouredHit, dice: DiceSource, o: SaveOptions = {}): HitResult {
  const steps: SaveStep[] = [];
  let part: "hull" | "turret" = "hull";
  let facing: "front" | "side" | "top";
  let armour: number;
  if (h.top) { facing = "top"; armour = t.armour.top; }
  else {
    const differs = t.turret !== undefined && h.inFrontOfTurret !== undefined && h.inFrontOfTurret !== h.inFrontOfHull;
    if (differs) {
      const f = dice.roll(6);
      part = f >= 4 ? "turret" : "hull";
      steps.push({ roll: "hull_or_turret", need: "4+ turret", faces: [f], pass: f >= 4, rule: R("8. Roll Saves › Hull or Turret (RULING-23g)") });
    }
    const front = h.defensiveFire ? false : part === "turret" ? h.inFrontOfTurret! : h.inFrontOfHull;
    facing = front ? "front" : "side";
    const plate = part === "turret" && t.turret ? t.turret : t.armour;
    armour = front ? plate.front : plate.side;
    if (!front && t.schurzen && h.infantryWeapon && typeof h.firepower === "number" && h.firepower >= 5) armour = Math.max(armour, 5);
  }
  const d = dice.roll(6);
  const total = d + armour + (h.longRange && !h.top ? 1 : 0);
  const natural6 = t.improvisedArmour === true && d === 6 && typeof h.firepower === "number" && h.firepower >= 5;
  steps.push({ roll: "armour_save", need: `> AT ${h.antiTank}`, faces: [d], pass: natural6 || total > h.antiTank, rule: R(`8. Roll Saves › Armour Save (${facing} ${armour}${h.longRange && !h.top ? " +1 long range" : ""})`) });
  if (natural6 || total > h.antiTank) return { outcome: "no_effect", steps, armourUsed: facing, part };
  const fp = firepowerTest(h.firepower, dice, { ...o, bunker: t.bunker });
  steps.push(fp);
  let outcome: HitOutcome = total === h.antiTank ? (fp.pass ? "bailed_out" : "no_effect") : (fp.pass ? "destroyed" : "bailed_out");
  if (outcome === "bailed_out" && t.bailedOut) {
    const r = rollTest(t.remount, dice);
    steps.push({ roll: "bailed_out_again", need: `${t.remount}+`, faces: r.faces, pass: r.pass, rule: R("Bailed Out Tank Teams › Bailed Out Again") });
    outcome = r.pass ? "bailed_out" : "destroyed";
  }
  return { outcome, steps, armourUsed: facing, part };
}

/**
 * One hit on an Infantry or Gun Team (or, with no BP, an Unarmoured Tank) [8. Roll Saves]: d6 >= save survives;
 * otherwise destroyed unless in Bulletproof Cover, where the shooter must also pass d6 >= FP. Breakthrough Gun and
 * Flame-throwers re-roll successful saves.
 */
export function resolveTeamHit(t: { save: FowScore; bulletproof: boolean; bunker?: boolean; unarmouredTank?: boolean }, h: { firepower: FowScore; rerollSaves?: boolean }, dice: DiceSource, o: SaveOptions = {}): HitResult {
  const steps: SaveStep[] = [];
  const s = rollTest(t.save, dice);
  let faces = [...s.faces], pass = s.pass;
  if (h.rerollSaves && pass) { const r = rollTest(t.save, dice); faces = [...faces, ...r.faces]; pass = r.pass; }
  steps.push({ roll: "save", need: `${t.save}+`, faces, pass, rule: R(t.unarmouredTank ? "8. Roll Saves › Unarmoured Tank Saves" : "8. Roll Saves › Infantry and Gun Saves") + (h.rerollSaves ? " (successes re-rolled: Breakthrough Gun)" : "") });
  if (pass) return { outcome: "saved", steps };
  if (!t.bulletproof || t.unarmouredTank) return { outcome: "destroyed", steps };
  const fp = firepowerTest(h.firepower, dice, { ...o, bunker: t.bunker });
  steps.push({ ...fp, rule: `${fp.rule}; ${R("8. Roll Saves › Bulletproof Cover")}` });
  return { outcome: fp.pass ? "destroyed" : "protected_by_cover", steps };
}

/** One hit on an Aircraft [Shooting at Aircraft]: save 3+, else FP test (Flying Tank +1: FP 6 cannot destroy it, B12). */
export function resolveAircraftHit(h: { firepower: number; flyingTank?: boolean }, dice: DiceSource, o: SaveOptions = {}): HitResult {
  const s = rollTest(3, dice);
  const steps: SaveStep[] = [{ roll: "save", need: "3+", faces: s.faces, pass: s.pass, rule: R("Shooting › Shooting at Aircraft") }];
  if (s.pass) return { outcome: "saved", steps };
  const fp = firepowerTest(h.firepower + (h.flyingTank ? 1 : 0), dice, o);
  steps.push(h.flyingTank ? { ...fp, rule: `${fp.rule}; ${R("Weapon Special Rules › Flying Tank")}` } : fp);
  return { outcome: fp.pass ? "destroyed" : "no_effect", steps };
}

/** Hull or turret: front/side for each part from the shooter's position; roll only when the two differ (RULING-23g main text). */
export function needsHullTurretRoll(turreted: boolean, inFrontOfHull: boolean, inFrontOfTurret: boolean, reading: "main_text" | "qrs" = "main_text", frontAndSideVisible = true): boolean {
  if (!turreted) return false;
  if (reading === "qrs") return frontAndSideVisible;
  return inFrontOfHull !== inFrontOfTurret;
}
