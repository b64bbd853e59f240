import type { TablePosition } from "@tactica/contracts";
import type { Footprint } from "../geometry";
import { footprintDistance, toConvexCore } from "../geometry";
import type { TableUnit } from "../units";
import { CLOSED_GAP, ruleDistance, toSubmm } from "../units";
import { closestPoints } from "../geometry";
import type { LineBlockers } from "./trace-line";

/** Team types of Flames of War 1.1 as far as sight cares. */
export type TeamKind = "infantry" | "gun" | "tank" | "aircraft" | "cavalry" | "train";

/** A team on the table, in sub-millimetres. */
export type TableTeam = {
  readonly id: string;
  readonly side: string;
  readonly kind: TeamKind;
  /** Base (infantry, guns), hull (tanks) or flight stand (aircraft) (2.1). */
  readonly footprint: Footprint;
  /** Weapon mount: guns and tanks trace LOS from it (2.1); default the footprint's centre. */
  readonly mount?: { readonly x: number; readonly y: number };
  /** Facing in degrees clockwise (0 = +x); default the footprint's angle. */
  readonly facing?: number;
  /** Height of the eye / sample points above the team's ground (sub-mm). */
  readonly height: number;
  /** Target sample heights (hull, turret: 2.1 "any point on the tank"); default [height]. */
  readonly sampleHeights?: readonly number[];
  /** Ground height override (an upper floor); default the hill contour under the centre. */
  readonly elevation?: number;
  readonly upperFloor?: boolean;
  readonly stationary?: boolean;
  readonly inFoxholes?: boolean;
  readonly gunShield?: boolean;
  readonly dashed?: boolean;
  readonly shotLastTurn?: boolean;
};

/** Options of a shot that change which friendly teams block (2.3 item 3). */
export type BlockingOptions = { readonly canFireOverFriendly?: boolean; readonly defensiveFire?: boolean };

/** The framework's table position (in the match's unit) as a footprint in sub-mm; no footprint = a point. */
export function fromTablePosition(p: TablePosition, unit: TableUnit): Footprint {
  const x = toSubmm(p.x, unit), y = toSubmm(p.y, unit);
  const f = p.footprint;
  if (!f) return { shape: "point", x, y };
  if (f.shape === "circle") return { shape: "circle", x, y, r: toSubmm(f.radius, unit) };
  return { shape: "rect", x, y, w: toSubmm(f.width, unit), h: toSubmm(f.height, unit), angle: f.angle ?? 0 };
}

/**
 * Does `other` block the shooter's lines (2.3 item 3)? Friendly teams block, except stationary Infantry; "Can Fire
 * Over Friendly Teams" ignores them, but never over Cavalry nor through an Armoured Train; defending Infantry do not
 * block their own Defensive Fire. Enemy teams never block.
 */
export function isTeamBlocker(other: TableTeam, shooter: TableTeam, o: BlockingOptions = {}): boolean {
  if (other.id === shooter.id || other.side !== shooter.side || other.kind === "aircraft") return false;
  if (other.kind === "infantry" && (other.stationary || o.defensiveFire)) return false;
  if (o.canFireOverFriendly && other.kind !== "cavalry" && other.kind !== "train") return false;
  return true;
}

/** Friendly-team blockers and the gaps under 3/4"/20mm between them (2.3 item 4), plus smoke markers. */
export function prepareBlockers(
  shooter: TableTeam, target: TableTeam | undefined, teams: readonly TableTeam[], unit: TableUnit, o: BlockingOptions,
  smoke: LineBlockers["smoke"],
): LineBlockers {
  const blocking = teams.filter((t) => t.id !== target?.id && isTeamBlocker(t, shooter, o));
  const out = blocking.map((t) => ({ id: t.id, ...toConvexCore(t.footprint) }));
  const limit = ruleDistance(CLOSED_GAP, unit);
  const teamGaps: { a: string; b: string; xy: Float64Array }[] = [];
  for (let i = 0; i < blocking.length; i++) {
    for (let j = i + 1; j < blocking.length; j++) {
      const a = blocking[i]!, b = blocking[j]!;
      const d = footprintDistance(a.footprint, b.footprint);
      if (d === 0 || d >= limit) continue;
      const ca = out[i]!, cb = out[j]!;
      const [x1, y1, x2, y2] = closestPoints(ca.xy, cb.xy);
      // Circles: pull the bridge ends out to the rims.
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const ux = (x2 - x1) / len, uy = (y2 - y1) / len;
      teamGaps.push({ a: a.id, b: b.id, xy: Float64Array.of(x1 + ux * ca.radius, y1 + uy * ca.radius, x2 - ux * cb.radius, y2 - uy * cb.radius) });
    }
  }
  return { teams: out, teamGaps, smoke };
}
