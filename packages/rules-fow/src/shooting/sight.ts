// Steps 1-3 of shooting on a continuous table: range, line of sight and concealment from @tactica/table's kernels,
// as the plain facts the score to hit and the saves take (digest §2, §5).
import type { CompiledTable, Footprint, SmokeScreenMarkers, TableTeam } from "@tactica/table";
import { checkTableLineOfSight, coverFacts, isEntirelyInFront } from "@tactica/table";
import { fowTableRulings } from "../options/index";
import { FOW_DISTANCES } from "../tables/index";
import { over } from "./measure";

export type SightFacts = {
  readonly hasLos: boolean;
  /** Range in the match's unit (nearest footprint edges, 2-D: RULING-2). */
  readonly range: number;
  readonly longRange: boolean;
  readonly concealed: boolean;
  readonly bulletproof: boolean;
  readonly reasons: readonly { readonly code: string; readonly rule: string; readonly by?: string }[];
  readonly los: { readonly clearLines: number; readonly totalLines: number; readonly neededLines: number; readonly rules: readonly string[] };
};

/**
 * Range, LOS (RULING-3 threshold from the match options), Concealment (RULING-4, -7) and Bulletproof Cover of
 * `target` seen by `shooter` [1. Check Range; 2. Check Line of Sight; 3. Check for Concealment].
 */
export function sightFacts(table: CompiledTable, shooter: TableTeam, target: TableTeam, o: {
  readonly options?: Readonly<Record<string, string>>; readonly teams?: readonly TableTeam[]; readonly smoke?: readonly SmokeScreenMarkers[]; readonly nightLimit?: number; readonly canFireOverFriendly?: boolean; readonly defensiveFire?: boolean;
} = {}): SightFacts {
  const rulings = fowTableRulings(o.options);
  const los = checkTableLineOfSight(table, shooter, target, {
    rulings, ...(o.teams ? { teams: o.teams } : {}), ...(o.smoke ? { smoke: o.smoke } : {}), ...(o.nightLimit !== undefined ? { nightLimit: o.nightLimit } : {}),
    blocking: { canFireOverFriendly: o.canFireOverFriendly, defensiveFire: o.defensiveFire },
  });
  const cover = coverFacts(table, shooter, target, los, rulings);
  const tolMm = rulings.tolerance / 10;
  return {
    hasLos: los.hasLos, range: los.rangeInUnit, longRange: over(los.rangeInUnit, FOW_DISTANCES.longRange.pair, table.unit, tolMm),
    concealed: los.hasLos && cover.concealed, bulletproof: cover.bulletproof,
    reasons: [...cover.reasons, ...cover.bulletproofReasons],
    los: { clearLines: los.clearLines, totalLines: los.totalLines, neededLines: los.neededLines, rules: los.rules },
  };
}

/**
 * Front or Side armour [8. Roll Saves › Armour Save]: Front if the shooter is entirely in front of a line drawn
 * across the front of the hull (or turret) of the tank hit. `facing` in degrees (0 = +x); `halfDepth` sub-mm from
 * the centre to the front edge.
 */
export function armourFacing(shooter: Footprint, tank: { x: number; y: number; facing: number; halfDepth: number }): "front" | "side" {
  const rad = (tank.facing * Math.PI) / 180;
  const line = { x: tank.x + Math.cos(rad) * tank.halfDepth, y: tank.y + Math.sin(rad) * tank.halfDepth, facing: tank.facing };
  return isEntirelyInFront(shooter, line) ? "front" : "side";
}
