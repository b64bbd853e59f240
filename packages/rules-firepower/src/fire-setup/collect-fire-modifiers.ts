import type { AnyTable, Provenance } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { BasicModifier } from "../tables/basic-fire-modifiers";
import { BASIC_FIRE_MODIFIERS, basicModifierSection } from "../tables/basic-fire-modifiers";
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FireSituation } from "../fire/fire-situation";
import { fieldModifiers } from "../fire/field-modifiers";
import { tableOf } from "../fire/table-of";
import { nbcFireModifiers } from "../optional/optional-nbc";
import { pnsFireModifiers } from "../blasts/optional-nightsights";
import { lPiercesCover } from "./ammo-l-cover";
import { fortificationModifiers } from "../works/bunkers-fire";
import { heightOptionModifiers } from "../optional/optional-defilade-modifiers";
import { bodyArmorBlastModifiers, bodyArmorFireModifiers } from "./body-armor";
import { structureHeightModifier } from "../works/structure-height";
import { weaponNoteFireModifiers } from "./weapon-notes";
import { lFireMovementModifier } from "./l-fire-movement";

type Use = { readonly id: BasicModifier; readonly name: string; readonly times?: number; readonly provenance?: Provenance };

function toApplied(tables: ReadonlyMap<string, AnyTable> | undefined, use: Use): AppliedModifier {
  const cell = lookupOrThrow(tableOf(tables, BASIC_FIRE_MODIFIERS), { modifier: use.id });
  return { name: use.name, value: cell.value * (use.times ?? 1), rule: `Firepower ${basicModifierSection(use.id)}`, provenance: use.provenance ?? cell.provenance };
}

function inCover(s: FireSituation): boolean {
  return s.target.terrain === "tree" || s.target.terrain === "rough" || s.target.fenceBetween === true || s.target.inWorks === true || s.target.blockCover === true || s.target.openingCover === true || s.target.vehicleCover === true || s.target.positionCover === true;
}

/** Modifiers to an L weapon's shots at one target unit [6.3.6.2.1-7], in the book's order. */
export function collectFireModifiers(s: FireSituation): AppliedModifier[] {
  const uses: Use[] = [];
  if (s.firer.suppressed) uses.push({ id: "firer_suppressed", name: "firer Suppressed" });
  if (s.firer.pinned) uses.push({ id: "firer_pinned", name: "firer Pinned" });
  // 12.3.6: cover an Advanced L bullet penetrates counts only as concealment (ammo-l-cover.ts).
  const pierced = lPiercesCover(s);
  if (inCover(s) && !pierced) uses.push({ id: "target_cover", name: "target in cover" });
  if (s.target.terrain === "tree" || s.target.terrain === "scrub" || s.target.hedgeBetween || s.target.inWorks || s.target.inBuilding || s.target.vehicleConcealed || s.target.treeConcealed || s.target.waterConcealed) uses.push({ id: "target_concealment", name: "target in concealment" });
  if (pierced && !uses.some((u) => u.id === "target_concealment")) uses.push({ id: "target_concealment", name: "target's cover penetrated: concealment only (12.3.6)" });
  if (s.target.posture === "crouch") uses.push({ id: "target_crouching", name: "target Crouching" });
  if (s.target.posture === "prone") uses.push({ id: "target_prone", name: "target Prone" });
  if (s.target.behindHighCover && s.target.posture === "stand") uses.push({ id: "standing_behind_high_cover", name: "target Standing behind 2-height cover" });
  const trees = s.treesAndHedges ?? 0;
  if (trees > 0) uses.push({ id: "tree_or_hedge_in_los", name: `${trees} tree/hedge in LOS`, times: trees, ...(s.losProvenance ? { provenance: s.losProvenance } : {}) });
  // 12.2.12: the Advanced Game takes the Movement Modifiers Chart instead of these two (l-fire-movement.ts).
  const basicMoving = s.advanced !== true;
  if (s.target.running && basicMoving) uses.push({ id: "target_running", name: "target Running" });
  const mf = s.firer.nonCombatMf ?? 0;
  if (mf > 0 && basicMoving) uses.push({ id: "firer_non_combat_mf", name: `firer spends ${mf} non-Combat MF`, times: mf });
  // Advanced: smoke in the LOS, night, the firer's wounds, as they apply to L fire [12.2.7, 12.2.11, 23.1.1].
  // Option 27.1.1: +1 in an NBC suit.
  // 8.8.4, 8.8.6, 12.2.3-12.2.4: a target inside a bunker, pillbox or tower (bunkers-fire.ts).
  const moving = lFireMovementModifier(s);
  return [...uses.map((u) => toApplied(s.tables, u)), ...(moving ? [moving] : []), ...fortificationModifiers(s.target.fortification, s.options, s.tables), ...heightOptionModifiers(s, uses.some((u) => u.id === "target_cover")), ...fieldModifiers(s.field, "L", s.tables), ...nbcFireModifiers(s.firer), ...bodyArmorFireModifiers(s.weapon, s.target), ...pnsFireModifiers(s), ...weaponNoteFireModifiers(s)]; // 12.2.1, 12.2.9 (weapon-notes.ts), 12.4.8 (body-armor.ts), 16.7.2.2 (optional-nightsights.ts)
}

/** Modifiers to a grenade throw [6.3.6.2]: only firer Suppressed and trees/hedges in the LOS apply (option 15.17). */
export function collectThrowModifiers(s: FireSituation): AppliedModifier[] {
  const uses: Use[] = [];
  if (s.firer.suppressed) uses.push({ id: "firer_suppressed", name: "thrower Suppressed" });
  if (s.firer.pinned) uses.push({ id: "firer_pinned", name: "thrower Pinned" });
  const trees = s.treesAndHedges ?? 0;
  if (trees > 0) uses.push({ id: "tree_or_hedge_in_los", name: `${trees} tree/hedge in LOS`, times: trees, ...(s.losProvenance ? { provenance: s.losProvenance } : {}) });
  // Advanced: smoke in the LOS, night, the thrower's wounds, as they apply to G rounds [12.2.7, 12.2.11, 23.1.1].
  return [...uses.map((u) => toApplied(s.tables, u)), ...fieldModifiers(s.field, "G", s.tables), ...nbcFireModifiers(s.firer), ...structureHeightModifier(s.structureHeight ?? 0, s.tables)]; // 12.2.10 (structure-height.ts)
}

/**
 * Modifiers to one soldier's blast roll [6.3.6.2.2, 6.3.6.2.4, 6.3.6.3.2.2]: distance from impact, cover, posture,
 * and `treesBetween` (trees/hedges in the blast's line that option `firepower/grenade_tree_hedge` counts) [6.3.6.2.5, 12.2.6].
 */
export function collectBlastModifiers(
  target: { readonly posture: FireSituation["target"]["posture"]; readonly terrain?: FireSituation["target"]["terrain"]; readonly fenceBetween?: boolean; readonly treesBetween?: number; readonly inWorks?: boolean; readonly behindHighCover?: boolean; readonly bodyArmor?: boolean },
  distance: number, tables?: ReadonlyMap<string, AnyTable>,
): AppliedModifier[] {
  const uses: Use[] = [];
  if (distance === 1) uses.push({ id: "blast_adjacent", name: "blast zone, adjacent hex" });
  if (distance === 2) uses.push({ id: "blast_two_hexes", name: "blast zone, two hexes away" });
  // 12.2.3: a foxhole or trench is cover from all directions, against G blasts too.
  if (target.terrain === "tree" || target.terrain === "rough" || target.fenceBetween || target.inWorks) uses.push({ id: "target_cover", name: "target in cover" });
  if (target.posture === "crouch") uses.push({ id: "target_crouching", name: "target Crouching" });
  if (target.posture === "prone") uses.push({ id: "target_prone", name: "target Prone" });
  if (target.behindHighCover && target.posture === "stand") uses.push({ id: "standing_behind_high_cover", name: "target Standing behind 2-height cover" });
  const trees = target.treesBetween ?? 0;
  if (trees > 0) uses.push({ id: "tree_or_hedge_in_los", name: `${trees} tree/hedge between the impact hex and the soldier`, times: trees });
  return [...uses.map((u) => toApplied(tables, u)), ...bodyArmorBlastModifiers(target.bodyArmor)]; // 12.4.8 (body-armor.ts)
}
