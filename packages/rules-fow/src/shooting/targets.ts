// 4. Declare Targets (digest §5.3): Limited Field of Fire (Hull Mounted weapons and Gun Teams: the target fully in
// front), Turntable and all-round weapons, the Aircraft Safety Distance, Minimum Range, only AA weapons at aircraft.
import type { Footprint, TableUnit } from "@tactica/table";
import { isEntirelyInFront } from "@tactica/table";
import type { WeaponProfile } from "../forces/index";
import { FOW_DISTANCES } from "../tables/index";
import { pairSide, within } from "./measure";

export type TargetRefusal = { readonly code: string; readonly message: string; readonly rule: string };

/**
 * Whether `shooter` may declare (or take hits assigned from) `target` with `weapon`: field of fire from the front
 * line (x, y on the front edge, facing in degrees) left after movement (RULING-39: no rotating into the arc first);
 * Minimum Range 8"/20cm; aircraft only by anti-aircraft weapons; aircraft may not target a team within 8"/20cm of
 * one of their own side. Distances in the match's unit.
 */
export function targetRefusal(p: {
  readonly weapon: Pick<WeaponProfile, "rules">;
  readonly shooterKind: "tank" | "infantry" | "gun" | "aircraft";
  readonly front?: { readonly x: number; readonly y: number; readonly facing: number };
  readonly target: Footprint;
  readonly targetIsAircraft?: boolean;
  readonly range: number;
  /** Aircraft shooting: distance from the target to the nearest team friendly to the aircraft. */
  readonly nearestFriendlyOfAircraft?: number;
  readonly unit: TableUnit;
  readonly toleranceMm?: number;
}): TargetRefusal | null {
  const tol = p.toleranceMm ?? 0.5;
  const r = p.weapon.rules;
  if (p.targetIsAircraft && !(r.includes("anti_aircraft") || r.includes("aa_mg") || r.includes("self_defence_aa") || r.includes("heavy_aa"))) {
    return { code: "target/not_anti_aircraft", message: "only anti-aircraft weapons may shoot at Aircraft", rule: "FoW [Shooting › Which Weapons Can Fire]" };
  }
  if (r.includes("minimum_range") && p.range < pairSide(FOW_DISTANCES.minimumRange.pair, p.unit)) {
    return { code: "target/minimum_range", message: "a Minimum Range weapon cannot target a team closer than 8\"/20cm", rule: FOW_DISTANCES.minimumRange.rule };
  }
  const limited = (r.includes("hull_mounted") || p.shooterKind === "gun") && !r.includes("turntable");
  if (limited && p.front && !isEntirelyInFront(p.target, p.front)) {
    return { code: "target/field_of_fire", message: "the target is not fully in front of the weapon (Limited Field of Fire; RULING-39: no rotating into the arc)", rule: "FoW [4. Declare Targets › Limited Fields of Fire]" };
  }
  if (p.shooterKind === "aircraft" && p.nearestFriendlyOfAircraft !== undefined && within(p.nearestFriendlyOfAircraft, FOW_DISTANCES.aircraftSafety.pair, p.unit, tol)) {
    return { code: "target/aircraft_safety", message: "aircraft cannot target a team within 8\"/20cm of a friendly team", rule: FOW_DISTANCES.aircraftSafety.rule };
  }
  return null;
}
