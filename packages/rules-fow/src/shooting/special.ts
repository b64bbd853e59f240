// Smoke ammunition, Flame-throwers and Snipers (digest §5.10), Shooting at Aircraft limits (§5.5).
import type { TableUnit } from "@tactica/table";
import type { WeaponProfile } from "../forces/index";
import { FOW_DISTANCES } from "../tables/index";
import { within } from "./measure";

/** A flame-thrower keeps its Arsenal line but becomes AT 2, FP 1+, Breakthrough Gun, Hits Top Armour [Flame-throwers]. */
export function asFlameThrower(w: WeaponProfile): WeaponProfile {
  const rules = [...new Set([...w.rules, "flame_thrower", "breakthrough_gun", "hits_top_armour", "full_rof_when_moving"] as const)];
  return { ...w, antiTank: 2, firepower: 1, rules };
}

/** Sniper Team profile [Snipers]: Confident Veteran; always Concealed, Gone to Ground and in BP; re-rolls misses; pins any platoon it hits. */
export const SNIPER_PROFILE = {
  motivation: "confident", skill: "veteran", weapon: { range: { in: 16, cm: 40 }, rof: 1, antiTank: 0, firepower: 4 },
  alwaysConcealed: true, alwaysGoneToGround: true, alwaysBulletproof: true, rerollMisses: true, pinsAnyUnitHit: true, deployment: "ambush",
  rule: "FoW [Snipers]",
} as const;

/** A Sniper may not fire with a friendly Team within 4"/10cm [Snipers]. */
export function sniperMayFire(friendlyDistances: readonly number[], unit: TableUnit, toleranceMm = 0.5): { ok: boolean; rule: string } {
  return { ok: !friendlyDistances.some((d) => within(d, FOW_DISTANCES.sniperFriendly.pair, unit, toleranceMm)), rule: "FoW [Snipers]" };
}
/** Driven Off [Snipers]: the destroying player rolls; 4+ knocks the sniper out, else it slips away to ambush again. */
export function sniperDrivenOff(face: number): "knocked_out" | "slips_away" {
  return face >= 4 ? "knocked_out" : "slips_away";
}

/** Firing Smoke [Firing Smoke]: each hit places a 2"/5cm marker on the team hit; no damage; removed at the firer's next turn. */
export function smokeMarkers(hitTeams: readonly string[]): { team: string; diameter: typeof FOW_DISTANCES.smokeMarker.pair }[] {
  return hitTeams.map((team) => ({ team, diameter: FOW_DISTANCES.smokeMarker.pair }));
}

/** Who may shoot at Aircraft and at what ROF [Shooting at Aircraft; Weapon Special Rules › Anti-aircraft]. */
export function antiAircraftRof(w: Pick<WeaponProfile, "rules" | "rof">): { rof: number; rule: string } | null {
  if (w.rules.includes("anti_aircraft")) return { rof: w.rof.halted, rule: "FoW [Weapon Special Rules › Anti-aircraft]" };
  if (w.rules.includes("aa_mg") || w.rules.includes("self_defence_aa") || w.rules.includes("heavy_aa")) return { rof: 1, rule: "FoW [Weapon Special Rules › AA MGs, Self-defence Anti-aircraft, Heavy Anti-aircraft]" };
  return null;
}
