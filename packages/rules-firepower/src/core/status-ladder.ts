import type { Soldier, SoldierStatus } from "../state/types";

type Options = Readonly<Record<string, string>>;
const pinnedInactive = (options: Options) => options["firepower/pinned_inactive"] === "on";

/** Whether a soldier may not act (Stunned, or Option 16.6 Inactive, which is treated as Stunned) [6.2.8, 16.6]. */
export function isStunned(s: Pick<Soldier, "status">): boolean {
  return s.status === "stunned" || s.status === "inactive";
}

/**
 * The status after a Suppress or Stun result [6.4, 6.4.4]. Basic: Stun wins, Suppress marks an unmarked soldier.
 * Option 16.6: Suppressed (or Pinned) again is Pinned; Stunned (or Inactive) again is Inactive.
 */
export function worsenStatus(current: SoldierStatus, hit: "suppressed" | "stunned", options: Options): SoldierStatus {
  if (hit === "stunned") return pinnedInactive(options) && (current === "stunned" || current === "inactive") ? "inactive" : "stunned";
  if (current === "none") return "suppressed";
  if (pinnedInactive(options) && (current === "suppressed" || current === "pinned")) return "pinned";
  return current;
}

/** A soldier after a Suppress or Stun: status, Prone when Stunned/Inactive [6.4.4] or Pinned [16.6], no longer Running [6.4.3]. */
export function hitWithStatus(s: Soldier, hit: "suppressed" | "stunned", options: Options): Soldier {
  const status = worsenStatus(s.status, hit, options);
  const prone = status === "stunned" || status === "inactive" || status === "pinned";
  return { ...s, status, running: false, ...(prone ? { posture: "prone" as const } : {}) };
}

/** The end of a side's Impulse Phase [6.1.3]: Stunned -> Suppressed; Option 16.6: Inactive -> Stunned -> Pinned -> Suppressed. */
export function statusAtPhaseEnd(status: SoldierStatus, options: Options): SoldierStatus {
  if (!pinnedInactive(options)) return status === "stunned" ? "suppressed" : status;
  if (status === "inactive") return "stunned";
  if (status === "stunned") return "pinned";
  if (status === "pinned") return "suppressed";
  return status;
}
