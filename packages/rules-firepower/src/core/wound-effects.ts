// What a soldier carries and the wounds he has taken (Advanced equipment, Option 23), stored on the soldier.
import type { SpecialItem } from "../tables/special-weapons";
import type { WoundLocation } from "../tables/wound-table";
import { parseWound } from "../advanced/characteristics";
import type { Soldier } from "../state/types";

/** One recorded wound [23.1.1]: location, the table's effect code, and the sheet record (e.g. "L2S"). */
export type WoundEntry = { readonly location: WoundLocation; readonly effect: string; readonly record: string };

/** A soldier with special rounds carried (scenario `carries`), wounds and a destroyed weapon (each absent until used). */
export type FieldSoldier = Soldier & {
  readonly carries?: Readonly<Partial<Record<SpecialItem, number>>>;
  readonly wounds?: readonly WoundEntry[];
  /** A nightsight on his weapon: he fires at Observation Condition 1 [12.4.7]. */
  readonly nightsight?: "NST" | "PNS";
  /** His major personal weapon was destroyed by a weapon hit [23.1.4.2.1]. */
  readonly weaponLost?: boolean;
};

function woundSum(s: FieldSoldier, key: "fire" | "speed" | "melee"): number {
  return (s.wounds ?? []).reduce((n, w) => n + (parseWound(w.effect)?.[key] ?? 0), 0);
}

/** Fire penalty of a soldier's "nF" wounds [23.1.1]. */
export function woundFireOf(s: FieldSoldier): number {
  return woundSum(s, "fire");
}

/** Maximum-MF reduction of a soldier's "nS" wounds [23.1.1]. */
export function woundSpeedOf(s: FieldSoldier): number {
  return woundSum(s, "speed");
}

/** Melee penalty of a soldier's "nM" wounds: +n attacking, −n defending [23.1.1]. */
export function woundMeleeOf(s: FieldSoldier): number {
  return woundSum(s, "melee");
}

/** Rounds of `item` a soldier still carries. */
export function carried(s: FieldSoldier, item: SpecialItem): number {
  return s.carries?.[item] ?? 0;
}

/** The soldier with one `item` round used (Molotov single use, FTR1 shots, 12.3.3). */
export function useCarried(s: FieldSoldier, item: SpecialItem): FieldSoldier {
  return { ...s, carries: { ...s.carries, [item]: Math.max(0, carried(s, item) - 1) } };
}

/** Whether the soldier's major personal weapon was destroyed [23.1.4.2.1]. */
export function weaponLost(s: FieldSoldier): boolean {
  return s.weaponLost === true;
}

/**
 * Option 23.1.1 "nM" wounds in a melee: +n to the roll for attackers, −n for defenders (the roll is per side, so the
 * most wounded soldier of each side counts, as the strongest does for 22.1.3).
 */
export function woundMeleeModifier(attackers: readonly FieldSoldier[], defenders: readonly FieldSoldier[]): number {
  const worst = (side: readonly FieldSoldier[]) => side.reduce((n, s) => Math.max(n, woundMeleeOf(s)), 0);
  return worst(attackers) - worst(defenders);
}
