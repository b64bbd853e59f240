// The Round in the Chamber die (WWB 2.0; 8.1 step 2; 8.3 steps 1 and 5): clips on its top face, the attack box it
// sits on. Box attacksPerClip + 1 means the clip is empty.
import type { WeaponCard } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbToggle } from "../options/index";

/** The die on a card: clips value (including the loaded clip, option wwb/clip_count) and the 1-based box. */
export type RoundInChamber = { readonly clips: number; readonly box: number; readonly needsBoltReload?: boolean };

/** A refusal: code, reason and rule. */
export type FireRefusal = { readonly code: string; readonly message: string; readonly rule: string };
type R<T> = { ok: true; value: T } | { ok: false; error: FireRefusal };

/** A full weapon at set-up: top face = clips, die on the first box [3.0 Setup (d); 2.0]. */
export function loaded(w: WeaponCard): RoundInChamber {
  return { clips: w.clips.value, box: 1 };
}

/** Whether the clip is empty. */
export function isEmpty(w: WeaponCard, rc: RoundInChamber): boolean {
  return rc.box > w.attacksPerClip.value;
}

/** Use one attack: the die moves one box right ("left" in 8.1 step 2 is a misprint, digest §13.1 item 6) [2.0]. */
export function useAttack(w: WeaponCard, rc: RoundInChamber, options?: WwbOptionValues): R<RoundInChamber> {
  if (rc.clips <= 0) return { ok: false, error: { code: "wwb/out_of_ammo", message: `The ${w.name} has run out of clips.`, rule: "WWB 2.0 Round in the Chamber Die" } };
  if (isEmpty(w, rc)) return { ok: false, error: { code: "wwb/weapon_empty", message: `The ${w.name}'s clip is empty: reload first (an action).`, rule: "WWB 2.0 Round in the Chamber Die; 8.1 step 2" } };
  if (rc.needsBoltReload) return { ok: false, error: { code: "wwb/bolt_reload_needed", message: `The ${w.name} is bolt-action: reload between two attacks.`, rule: "WWB 2.0 Weapons Cards (Optional Rule)" } };
  const bolt = w.boltAction.value && wwbToggle(options, "boltAction");
  return { ok: true, value: { clips: rc.clips, box: rc.box + 1, ...(bolt ? { needsBoltReload: true } : {}) } };
}

/** Reload (an action): top face -1, die back on the first box; en-bloc clips only when empty [2.0]. */
export function reload(w: WeaponCard, rc: RoundInChamber, options?: WwbOptionValues): R<RoundInChamber> {
  if (rc.needsBoltReload && !isEmpty(w, rc)) return { ok: true, value: { clips: rc.clips, box: rc.box } };
  if (w.enBloc.value && wwbToggle(options, "enBloc") && !isEmpty(w, rc)) return { ok: false, error: { code: "wwb/en_bloc_not_empty", message: `The ${w.name} has an en-bloc clip: it cannot be reloaded before it is empty.`, rule: "WWB 2.0 Weapons Cards (Additional rule)" } };
  if (rc.clips - 1 <= 0) return { ok: false, error: { code: "wwb/out_of_ammo", message: `The ${w.name} has no clip left to load.`, rule: "WWB 2.0 Round in the Chamber Die" } };
  return { ok: true, value: { clips: rc.clips - 1, box: 1 } };
}

/** Suppression fire's ammunition: allowed only up to the first suppression box; the die moves right by their number [8.3 steps 1, 5]. */
export function useSuppressionAttacks(w: WeaponCard, rc: RoundInChamber): R<RoundInChamber & { emptyAfter: boolean }> {
  const boxes = w.suppressionBoxes.value;
  const first = boxes[0];
  if (first === undefined) return { ok: false, error: { code: "wwb/no_suppression_attacks", message: `The ${w.name} has no suppression attacks.`, rule: "WWB 8.3 step 1" } };
  if (rc.clips <= 0 || isEmpty(w, rc)) return { ok: false, error: { code: "wwb/weapon_empty", message: `The ${w.name}'s clip is empty.`, rule: "WWB 8.3 step 1" } };
  if (rc.box > first) return { ok: false, error: { code: "wwb/past_suppression_box", message: `The Round in the Chamber die is on box ${rc.box}, beyond the first suppression box (${first}).`, rule: "WWB 8.3 step 1" } };
  const box = rc.box + boxes.length;
  return { ok: true, value: { clips: rc.clips, box, emptyAfter: box > w.attacksPerClip.value } };
}
