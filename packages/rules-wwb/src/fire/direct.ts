// Direct fire (WWB 8.1) and opportunity fire resolved as direct fire (8.2): the range die from the card's bands,
// the colour modifiers with their sources, and the result applied through health/ and morale/.
import type { Provenance } from "@tactica/engine";
import { fromBook } from "@tactica/engine";
import type { CombatResult, CoverKind, DiceFaceSet, DieColour, Stance, WeaponCard } from "../tables/index";
import { COVER_MODIFIER, FIRE_MODIFIERS, OPEN_MODIFIER, PLACEHOLDER_DICE_FACES, faceOf, ladderIndex, shiftDie } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption, wwbToggle } from "../options/index";
import type { Health } from "../health/index";
import { applyWound } from "../health/index";
import type { MoraleState } from "../morale/index";
import { addStatus } from "../morale/index";
import type { FireRefusal } from "./ammo";

/** One colour modifier: name, steps, rule and where its number comes from. */
export type Modifier = { readonly name: string; readonly value: number; readonly rule: string; readonly provenance: Provenance };

/** The die of a range, from the card's three bands; the same MHx uses the most lethal [8.1 step 3]. */
export function rangeDie(w: WeaponCard, mhx: number, sameMhx: boolean, options?: WwbOptionValues): { ok: true; die: DieColour; band: number | "same_mhx"; provenance: Provenance } | { ok: false; error: FireRefusal } {
  if (sameMhx) {
    let best = 0;
    w.bands.forEach((b, i) => { if (ladderIndex(b.die.value) > ladderIndex(w.bands[best]!.die.value)) best = i; });
    const b = w.bands[best]!;
    return { ok: true, die: b.die.value, band: "same_mhx", provenance: b.die.provenance };
  }
  const inclusive = wwbOption(options, "withinInclusive") === "inclusive";
  const i = w.bands.findIndex((b) => (inclusive ? mhx <= b.maxMhx.value : mhx < b.maxMhx.value));
  if (i < 0) {
    if (wwbOption(options, "beyondLastBand") === "last_band") return { ok: true, die: w.bands[2].die.value, band: 3, provenance: w.bands[2].die.provenance };
    return { ok: false, error: { code: "wwb/out_of_range", message: `${mhx} MHx is beyond the ${w.name}'s last band (${w.bands[2].maxMhx.value} MHx).`, rule: "WWB 8.1 step 3; option wwb/beyond_last_band" } };
  }
  const b = w.bands[i]!;
  return { ok: true, die: b.die.value, band: i + 1, provenance: b.die.provenance };
}

/** Everything a shot's die depends on. */
export type ShotInput = {
  readonly weapon: WeaponCard;
  readonly mhxDistance: number;
  readonly sameMhx: boolean;
  readonly shooterStance: Stance;
  readonly shooterRunning?: boolean;
  /** Weapons Skill level [11.0]. */
  readonly weaponsSkill?: 0 | 1 | 2;
  /** The shooter's side differs from the weapon's faction's [11.0 Weapons]. */
  readonly foreignWeapon?: boolean;
  /** A team machinegun fired by a soldier who is not the Team Gunner [12.0]. */
  readonly substituteGunner?: boolean;
  readonly target: { readonly stance: Stance; readonly cover?: CoverKind };
  /** Aimed at the head (forced by a head-only sight, or deliberate) [8.1 Head shot]. */
  readonly headShot?: boolean;
  /** The shooter's Additional wound penalty (0, -1, -2) [9.0]. */
  readonly woundPenalty?: number;
  /** Extra modifiers the sight line carries (smoke-grenade smoke -2) [6.0 Smoke]. */
  readonly lineModifiers?: readonly { readonly name: string; readonly value: number; readonly rule: string }[];
  readonly options?: WwbOptionValues;
};

/** The die a shot rolls, with every modifier and its rule. */
export type ShotDie = {
  readonly die: DieColour | "none";
  readonly base: DieColour;
  readonly band: number | "same_mhx";
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly clamped: boolean;
  readonly notes: readonly string[];
};

/** The die of a direct (or opportunity) shot [8.1 steps 3-4]. */
export function shotDie(s: ShotInput): { ok: true; value: ShotDie } | { ok: false; error: FireRefusal } {
  const r = rangeDie(s.weapon, s.mhxDistance, s.sameMhx, s.options);
  if (!r.ok) return r;
  const mods: Modifier[] = [];
  const notes: string[] = [];
  const cherry = wwbToggle(s.options, "cherryCoverOnly");
  if (!cherry) {
    const st = s.weapon.stanceModifier[s.shooterStance];
    if (st.value !== 0 || st.provenance.kind === "book") mods.push({ name: `${s.weapon.name} ${s.shooterStance} shot`, value: st.value, rule: "WWB 8.1 step 4 (Weapon Card)", provenance: st.provenance });
    if (s.weaponsSkill) mods.push({ name: `Weapons L${s.weaponsSkill}`, value: s.weaponsSkill, rule: "WWB 11.0 Weapons", provenance: fromBook("WWB 11.0 Weapons") });
  }
  // In the open or in cover: not cumulative [8.1 step 4].
  if (s.target.cover) {
    const c = COVER_MODIFIER[s.target.cover];
    mods.push({ name: `target in cover: ${s.target.cover.replace("_", " ")}`, value: c.value, rule: "WWB 8.1 step 4 (Player Aid, yellow)", provenance: c.provenance });
    notes.push("in-cover modifier only: the target's stance modifier does not add (WWB 8.1 step 4, not cumulative)");
  } else if (!cherry) {
    const o = OPEN_MODIFIER[s.target.stance];
    mods.push({ name: `target ${s.target.stance} in the open`, value: o.value, rule: "WWB 8.1 step 4 (Player Aid, white)", provenance: o.provenance });
  }
  if (cherry) notes.push("Cherry Corner: only the in-cover modifiers (WWB 8.1)");
  if (!cherry) {
    if (s.headShot) mods.push({ name: "head shot", ...FIRE_MODIFIERS.headShot, rule: "WWB 8.1 Head shot" });
    if (s.shooterRunning) mods.push({ name: "shooter running", ...FIRE_MODIFIERS.shooterRunning, rule: "WWB 7.0 Run" });
    if (s.foreignWeapon && s.weaponsSkill !== 2) mods.push({ name: "foreign weapon", ...FIRE_MODIFIERS.foreignWeapon, rule: "WWB 11.0 Weapons" });
    if (s.substituteGunner && s.weapon.teamMachinegun) mods.push({ name: "team machinegun without its Team Gunner", ...FIRE_MODIFIERS.substituteGunner, rule: "WWB 12.0 Team Gunner" });
    if (s.woundPenalty) mods.push({ name: "wounded (Additional)", value: s.woundPenalty, rule: "WWB 9.0 (Additional Rule)", provenance: fromBook("WWB 9.0") });
    for (const m of s.lineModifiers ?? []) mods.push({ ...m, provenance: fromBook(m.rule) });
  }
  const total = mods.reduce((a, m) => a + m.value, 0);
  const shifted = shiftDie(r.die, total, wwbOption(s.options, "aboveBlack"));
  if (!shifted.ok) {
    const white = wwbOption(s.options, "belowWhite") === "white";
    notes.push(white ? "below White: rolls White (option wwb/below_white)" : "below White: the shot has no effect (WWB 8.5 by analogy; option wwb/below_white)");
    return { ok: true, value: { die: white ? "white" : "none", base: r.die, band: r.band, modifiers: mods, total, clamped: true, notes } };
  }
  return { ok: true, value: { die: shifted.colour, base: r.die, band: r.band, modifiers: mods, total, clamped: shifted.clamped, notes } };
}

/** What a fire result did to its target. */
export type FireEffect = {
  readonly result: CombatResult | "no_effect";
  readonly health: Health;
  readonly morale: MoraleState;
  readonly knockdown: boolean;
  readonly flees: boolean;
  readonly notes: readonly string[];
  readonly faces: string;
};

/** Apply a combat result to a target [8.1 step 5; 9.0; 10.0]. */
export function applyFireResult(result: CombatResult, target: { health: Health; morale: MoraleState }, opts: { headShot?: boolean; options?: WwbOptionValues; faces?: DiceFaceSet } = {}): FireEffect {
  const faces = (opts.faces ?? PLACEHOLDER_DICE_FACES).id;
  const notes: string[] = [];
  if (result === "miss") return { result, health: target.health, morale: target.morale, knockdown: false, flees: false, notes: ["missed"], faces };
  if (result === "suppressed") {
    const c = addStatus(target.morale, "suppressed");
    return { result, health: target.health, morale: c.morale, knockdown: false, flees: c.flees, notes: [c.rule], faces };
  }
  const w = applyWound(target.health, result, { ...(opts.headShot ? { headShot: true } : {}), ...(opts.options ? { options: opts.options } : {}) });
  notes.push(w.note);
  let morale = target.morale;
  let flees = false;
  if (w.suppressed) {
    if (morale === "suppressed" && wwbOption(opts.options, "heavyWoundOnSuppressed") === "stays") notes.push("heavy wound on a suppressed soldier: stays suppressed (option)");
    else {
      const c = addStatus(morale, "suppressed");
      morale = c.morale;
      flees = c.flees;
    }
  }
  return { result, health: w.health, morale, knockdown: w.knockdown, flees, notes, faces };
}

/** Roll a shot: the face of its die and the effect on the target [8.1 step 5]. */
export function rollShot(die: ShotDie, roll: number, target: { health: Health; morale: MoraleState }, opts: { headShot?: boolean; options?: WwbOptionValues; faces?: DiceFaceSet } = {}): FireEffect & { die: DieColour | "none" } {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  if (die.die === "none") return { die: "none", result: "no_effect", health: target.health, morale: target.morale, knockdown: false, flees: false, notes: ["below White: no effect"], faces: faces.id };
  const face = faceOf(faces, die.die, roll);
  return { die: die.die, ...applyFireResult(face.combat, target, { ...opts, faces }) };
}

/** Who resolves first in a mutual exchange [8.2 step 5; 6.0 Spotting Test; 12.0 Sniper]. */
export function firstToFire(a: { id: string; opf?: boolean; ambusher?: boolean; sniper?: boolean }, b: { id: string; opf?: boolean; ambusher?: boolean; sniper?: boolean }): { first: string; rule: string } {
  if (a.ambusher !== b.ambusher) return { first: a.ambusher ? a.id : b.id, rule: "WWB 6.0 Spotting Test (the target fires first)" };
  if (a.sniper !== b.sniper) return { first: a.sniper ? b.id : a.id, rule: "WWB 12.0 Sniper (always shoots second)" };
  if (a.opf !== b.opf) return { first: a.opf ? a.id : b.id, rule: "WWB 8.2 step 5 (OPF fires first at a riser)" };
  return { first: a.id, rule: "WWB 8.1 (the acting soldier)" };
}
