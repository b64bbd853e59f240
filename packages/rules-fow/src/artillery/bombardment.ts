// Artillery bombardments as a barrage job (digest §6): who can fire, ranging in (three attempts), template,
// to-hit with the attempt penalty and the 1-2 / 5+ weapon re-rolls, saves against Top armour, pinning, smoke.
import type { DiceSource, Reroll } from "@tactica/dice";
import type { RuleDistance, TableUnit } from "@tactica/table";
import type { FowScore, DieTest } from "../odds/index";
import { rollTest } from "../odds/index";
import type { Modifier } from "../shooting/index";
import { artilleryAtTable, artilleryFpTable, fowCell, FOW_DISTANCES, templateTable } from "../tables/index";
import type { TemplateKind } from "../tables/index";

const R = (s: string) => `FoW [${s}]`;

export type BombardFacts = {
  readonly moved?: boolean; readonly aircraft?: boolean; readonly armouredTrain?: boolean; readonly failedBlitz?: boolean;
  readonly triedToDigIn?: boolean; readonly inBuilding?: boolean; readonly pinned?: boolean; readonly bailedOut?: boolean;
  readonly meetingFirstStep?: boolean;
};
/** Why a Team may not bombard, or null [Artillery › Who Can Bombard]. */
export function cannotBombard(f: BombardFacts): { code: string; rule: string } | null {
  const no = (code: string, rule: string) => ({ code, rule: R(rule) });
  if (f.moved && !f.aircraft && !f.armouredTrain) return no("bombard/moved", "Artillery › Who Can Bombard");
  if (f.failedBlitz) return no("bombard/failed_blitz", "Movement Orders › Blitz Move");
  if (f.triedToDigIn) return no("bombard/dug_in", "Movement Orders › Dig In");
  if (f.inBuilding) return no("bombard/in_building", "Artillery › Who Can Bombard");
  if (f.pinned) return no("bombard/pinned", "Artillery › Who Can Bombard");
  if (f.bailedOut) return no("bombard/bailed_out", "Bailed Out Tank Teams");
  if (f.meetingFirstStep) return no("bombard/meeting_engagement", "Mission Special Rules › Meeting Engagements");
  return null;
}

/** The score to range in: the worse of the spotter's and the Unit's Skill (or Ranging), +1 each for terrain or a
 * Smoke Screen under the template (not for smoke), Night, and smoke on the spotter's line (RULING-11). */
export function rangeInNeed(f: { spotterSkill: number; unitSkill: number; templateOnTerrain?: boolean; templateOnSmokeScreen?: boolean; night?: boolean; throughSmoke?: boolean; smokeMode?: boolean }): { need: number; modifiers: Modifier[] } {
  const m: Modifier[] = [];
  if (!f.smokeMode && (f.templateOnTerrain || f.templateOnSmokeScreen)) m.push({ code: "terrain_under_template", delta: 1, rule: R("Artillery › 5. Roll to Range In") });
  if (f.night) m.push({ code: "night", delta: 1, rule: R("Night Fighting › Ranging In at Night") });
  if (f.throughSmoke) m.push({ code: "smoke", delta: 1, rule: R("Smoke Bombardments › Effects of Smoke Screens (RULING-11)") });
  return { need: Math.max(f.spotterSkill, f.unitSkill) + m.reduce((a, x) => a + x.delta, 0), modifiers: m };
}

/**
 * Up to three attempts to range in [Artillery › 5. Roll to Range In]; an AOP may re-roll a failed third attempt.
 * All three failing removes the marker: the Unit may not Shoot, Assault or Bombard this turn.
 */
export function rangeIn(need: FowScore, dice: DiceSource, o: { aop?: boolean } = {}): { rangedIn: boolean; attempt: 1 | 2 | 3 | null; tests: DieTest[] } {
  const tests: DieTest[] = [];
  for (let k = 1; k <= 3; k++) {
    let t = rollTest(need, dice);
    if (!t.pass && k === 3 && o.aop) { tests.push(t); t = rollTest(need, dice); }
    tests.push(t);
    if (t.pass) return { rangedIn: true, attempt: k as 1 | 2 | 3, tests };
  }
  return { rangedIn: false, attempt: null, tests };
}

/** To hit each team under the template: its Is Hit On, +1 per attempt after the first, +1 in repeat mode when the spotter cannot see, +1 smoke ball. */
export function bombardmentNeed(f: { isHitOn: number; attempt: 1 | 2 | 3; repeatUnseen?: boolean; smokeBall?: boolean }): { need: number; modifiers: Modifier[] } {
  const m: Modifier[] = [];
  if (f.attempt > 1) m.push({ code: `attempt_${f.attempt}`, delta: f.attempt - 1, rule: R("Artillery › 6. Roll to Hit") });
  if (f.repeatUnseen) m.push({ code: "repeat_unseen", delta: 1, rule: R("Artillery › Repeat Bombardments") });
  if (f.smokeBall) m.push({ code: "smoke", delta: 1, rule: R("Firing Smoke › Effects of Smoke (RULING-11)") });
  return { need: f.isHitOn + m.reduce((a, x) => a + x.delta, 0), modifiers: m };
}

/** Weapons firing: 1-2 re-roll successful hits (not aircraft Bombs and Rockets), 5+ re-roll misses; rockets count Teams. */
export function bombardmentReroll(weapons: number, o: { bombsOrRockets?: boolean } = {}): { reroll: Reroll; rule?: string } {
  if (weapons <= 2 && !o.bombsOrRockets) return { reroll: "hits", rule: R("Artillery › 6. Roll to Hit (one or two weapons)") };
  if (weapons >= 5) return { reroll: "misses", rule: R("Artillery › 6. Roll to Hit (five or more weapons)") };
  return { reroll: "none" };
}

/**
 * Template [Artillery; Rocket Launchers]: standard 6"/15cm; rocket launchers all counting as two or more ->
 * Double-width 6"x12"; all counting as four -> Devastating 12" square (RULING-12: six reads as four or more by default).
 */
export function templateFor(f: { rockets?: boolean; countsAs?: readonly number[]; stukaReading?: "at_least_four" | "exactly_four" }): { kind: TemplateKind; width: RuleDistance; depth: RuleDistance; rule: string } {
  let kind: TemplateKind = "standard";
  const c = f.countsAs ?? [];
  if (f.rockets && c.length > 0) {
    const min = Math.min(...c);
    const four = (f.stukaReading ?? "at_least_four") === "at_least_four" ? min >= 4 : c.every((x) => x === 4);
    kind = four ? "devastating" : min >= 2 ? "double_width" : "standard";
  }
  const cell = fowCell(templateTable, { kind }).value;
  return { kind, width: cell.width, depth: cell.depth, rule: R("Artillery › Rocket Launchers (RULING-12)") };
}

/** Bombardment AT/FP from handbook Arsenal lines (§6.3); several weapon types: the lowest AT and worst FP. */
export function bombardmentRatings(lines: readonly { arsenalAt: number; arsenalFp: number }[]): { antiTank: number; firepower: number } {
  const at = lines.map((l) => fowCell(artilleryAtTable, { arsenalAt: l.arsenalAt }).value);
  const fp = lines.map((l) => fowCell(artilleryFpTable, { arsenalFp: l.arsenalFp }).value);
  return { antiTank: Math.min(...at), firepower: Math.max(...fp) };
}

/** Saves under a bombardment: Top armour; Infantry and Gun re-roll successful saves on a repeat or Time on Target. */
export function bombardmentSaveRules(f: { repeat?: boolean; timeOnTarget?: boolean }): { armour: "top"; rerollSuccessfulSaves: boolean; longRangeBonus: false; rule: string } {
  return { armour: "top", rerollSuccessfulSaves: f.repeat === true || f.timeOnTarget === true, longRangeBonus: false, rule: R("Artillery › 7. Roll Saves (RULING-33)") };
}

/** Smoke Screen length: 4"/10cm per weapon firing, from the Aiming Point at any angle (B8). */
export function smokeScreenLength(weapons: number, unit: TableUnit): number {
  const p = FOW_DISTANCES.smokePerWeapon.pair;
  return weapons * (unit === "inch" ? p.in : p.cm);
}

/** Any hit pins every Infantry, Gun and Unarmoured Tank Unit hit [Artillery › 8. Pin Down Target]. */
export const BOMBARDMENT_PINS = { automatic: "bombardment" as const, rule: R("Artillery › 8. Pin Down Target") };
