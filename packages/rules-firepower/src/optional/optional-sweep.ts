// Option 16.5.3 sweeping fire: the pieces the written orders of optional-orders.ts call on.
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { BASIC_RATE_OF_FIRE } from "../tables/basic-firing-chart";
import { hitWithStatus } from "../core/status-ladder";
import type { CombatOrder, FirepowerGame, Side, Soldier } from "../state/types";

export const SWEEP_RULE = "Firepower 16.5.3";

/** Whether a soldier's weapon can sweep: an "L" weapon with an automatic rate of fire (RFL, LMG; not the pistol) [16.5.3]. */
export function canSweep(s: Pick<Soldier, "weapon">): boolean {
  return BASIC_RATE_OF_FIRE[s.weapon].auto !== undefined;
}

/** Whether a Sweep order has already fired its burst into `hex` (one burst per target hex) [16.5.3]. */
export function sweptAlready(order: CombatOrder, hex: Hex): boolean {
  return (order.swept ?? []).some((h) => isSameHex(h, hex));
}

/**
 * Commands by which a soldier expends MF in his hex without entering one (turning, changing posture, climbing): they
 * trigger Sweep orders ("expending movement factors in a hex", 16.5.3) and Tracking orders ("expends movement factors",
 * 16.5.2); Opportunity orders need a hex entered or a hexside crossed (16.5.1), so these windows are not theirs.
 */
export const MF_IN_HEX_COMMANDS: readonly string[] = ["change_facing", "change_posture", "climb"];

/** A soldier's record without what a Suppression may change (status, speed, posture). */
function rest(s: Soldier): Omit<Soldier, "status" | "running" | "posture"> {
  const { status: _s, running: _r, posture: _p, ...others } = s;
  return others;
}

/**
 * A Sweep burst's hits count only as a Suppression in the target hex [16.5.3]: every soldier of `side` in `hex` whom the
 * burst eliminated, Stunned or wounded is put back as he was and Suppressed instead (16.6: Pinned if already Suppressed).
 */
export function suppressionOnly(before: FirepowerGame, after: FirepowerGame, hex: Hex, side: Side, options: Readonly<Record<string, string>>): { game: FirepowerGame; soldiers: string[] } {
  const changed: string[] = [];
  const soldiers = after.soldiers.map((s) => {
    const was = before.soldiers.find((x) => x.id === s.id);
    if (!was || was.eliminated || s.side !== side || !isSameHex(was.hex, hex)) return s;
    // Wounds (Option 23) and lost weapons show as fields added to his record beside status, speed and posture.
    const hurt = s.eliminated || ((s.status === "stunned" || s.status === "inactive") && s.status !== was.status) || JSON.stringify(rest(s)) !== JSON.stringify(rest(was));
    if (!hurt) return s;
    changed.push(s.id);
    return hitWithStatus(was, "suppressed", options);
  });
  return { game: { ...after, soldiers }, soldiers: changed };
}
