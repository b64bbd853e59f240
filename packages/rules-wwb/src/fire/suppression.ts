// Suppression fire at a MHx (WWB 8.3): the card's suppression die, Weapons Skill, success on the suppressed face.
import type { Provenance } from "@tactica/engine";
import { fromBook } from "@tactica/engine";
import type { DiceFaceSet, DieColour, WeaponCard } from "../tables/index";
import { PLACEHOLDER_DICE_FACES, faceOf, shiftDie } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption } from "../options/index";
import type { FireRefusal } from "./ammo";

/** The suppression die after modifiers. */
export type SuppressionDie = { readonly die: DieColour | "none"; readonly base: DieColour; readonly baseProvenance: Provenance; readonly modifiers: readonly { name: string; value: number; rule: string }[] };

/** The die of a suppression fire; refused on the shooter's own MHx [8.3 steps 3, 6; 11.0 Weapons; 7.0 Run]. */
export function suppressionDie(w: WeaponCard, opts: { weaponsSkill?: 0 | 1 | 2; ownMhx?: boolean; woundPenalty?: number; options?: WwbOptionValues }): { ok: true; value: SuppressionDie } | { ok: false; error: FireRefusal } {
  if (opts.ownMhx) return { ok: false, error: { code: "wwb/own_mhx", message: "The target MHx of suppression fire cannot be the shooter's own.", rule: "WWB 8.3 step 3" } };
  const modifiers: { name: string; value: number; rule: string }[] = [];
  if (opts.weaponsSkill) modifiers.push({ name: `Weapons L${opts.weaponsSkill}`, value: opts.weaponsSkill, rule: "WWB 11.0 Weapons" });
  if (opts.woundPenalty) modifiers.push({ name: "wounded (Additional)", value: opts.woundPenalty, rule: "WWB 9.0 (Additional Rule)" });
  const s = shiftDie(w.suppressionDie.value, modifiers.reduce((a, m) => a + m.value, 0), wwbOption(opts.options, "aboveBlack"));
  return { ok: true, value: { die: s.ok ? s.colour : "none", base: w.suppressionDie.value, baseProvenance: w.suppressionDie.provenance, modifiers } };
}

/** Whether a suppression roll succeeds: the suppressed face only, as printed (option wwb/suppression_success) [8.3 step 6]. */
export function suppressionSucceeds(d: SuppressionDie, roll: number, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): { success: boolean; face: string; rule: string; faces: string } {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  if (d.die === "none") return { success: false, face: "none", rule: "WWB 8.3 step 6", faces: faces.id };
  const f = faceOf(faces, d.die, roll).combat;
  const success = f === "suppressed" || (wwbOption(opts.options, "suppressionSuccess") === "any_hit" && f !== "miss");
  return { success, face: f, rule: "WWB 8.3 step 6", faces: faces.id };
}

/** Suppression fire's book provenance (procedure). */
export const SUPPRESSION_PROVENANCE: Provenance = fromBook("WWB 8.3");
