// Firepower 12.4.1.2: an HRG (hand/rifle grenade) used as a rifle grenade. "Once separately loaded as a rifle grenade
// it must be used as a rifle grenade unless later separately unloaded ... normal rifle grenade rules apply if used as a
// rifle grenade." So, from a rifle (12.4.1.1, the Weapon Chart's "G" note: a rifle grenade launcher attached), one of
// the soldier's HRG rounds is first loaded for all his MF (`load_rgn` with `item: "HRG"`, 11.1.12, written secretly:
// secret-loading.ts); loaded, it is fired as the H rifle grenade it is (`fire_ammo` with ammo H: at a vehicle or
// structure as armour piercing, or as G at a hex, by the HRG line of the placeholder ammunition chart) under the rifle
// grenade rules: not at two hexes or less, only in an Impulse with no MF spent on other Actions, firing takes all his
// MF; it may not be thrown (throw_hrg) and his rifle does not fire normally until it is fired or unloaded.
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import { launcherOf, roundsLeft } from "./ammo-setup";
import { checkActor, mfAllowance, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

const RULE = "Firepower 12.4.1.2";

/** A soldier whose HRG launcher has one round loaded on his rifle as a rifle grenade (present only while loaded). */
export type HrgRifleSoldier = Soldier & { readonly hrgLoaded?: true };

/** Whether an HRG is loaded on his rifle as a rifle grenade [12.4.1.2] (a loaded round lost to a weapon hit goes with it). */
export const hrgLoaded = (s: Soldier): boolean => (s as HrgRifleSoldier).hrgLoaded === true && launcherOf(s)?.weapon === "HRG" && roundsLeft(s, "H") > 0;

/** HRG rounds he may still throw by hand: all but a round loaded as a rifle grenade [12.4.1.2]. */
export const throwableHrgs = (s: Soldier): number => (launcherOf(s)?.weapon === "HRG" ? roundsLeft(s, "H") - (hrgLoaded(s) ? 1 : 0) : 0);

/** Whether he could load an HRG as a rifle grenade: HRG rounds and a rifle (the rifle grenade launcher) [12.4.1.1, 12.4.1.2]. */
export const canFireHrgFromRifle = (s: Soldier): boolean => launcherOf(s)?.weapon === "HRG" && s.weapon === "RFL";

/** The game with his HRG loaded (true) or unloaded. */
export function withHrgLoaded(game: FirepowerGame, id: string, loaded: boolean): FirepowerGame {
  return patchSoldiers(game, (s) => {
    if (s.id !== id) return undefined;
    const { hrgLoaded: _was, ...rest } = s as HrgRifleSoldier;
    const next: HrgRifleSoldier = loaded ? { ...rest, hrgLoaded: true } : rest;
    return next;
  });
}

/**
 * Checks of loading (or unloading) an HRG as a rifle grenade [12.4.1.2, 11.1.12]: Advanced, an HRG round and a rifle,
 * nothing else loaded on the rifle, all his MF. `otherLoaded`: a rifle grenade (RGN) already on the rifle.
 */
export function checkHrgLoad(state: FirepowerState, seat: string, p: { soldier: string; unload?: boolean | undefined }, otherLoaded: (s: Soldier) => boolean): Check & { soldier?: Soldier } {
  if (state.game.rules !== "advanced") return reject("hrg/advanced_only", "hand/rifle grenades (HRG) are Advanced Game equipment", RULE);
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  if (p.unload) {
    if (!hrgLoaded(s)) return reject("hrg/not_loaded", `${s.id} has no HRG loaded as a rifle grenade`, `${RULE}, 11.1.12`);
  } else {
    if (launcherOf(s)?.weapon !== "HRG" || roundsLeft(s, "H") <= 0) return reject("hrg/none_carried", `${s.id} carries no hand/rifle grenade (HRG) to load`, `${RULE}, 8.5`);
    if (s.weapon !== "RFL") return reject("hrg/no_rifle", "an HRG is fired as a rifle grenade from a rifle (RFL); without one it can only be thrown", `${RULE}, 12.4.1.1`);
    if (hrgLoaded(s) || otherLoaded(s)) return reject("rgn/loaded", "a rifle grenade is already loaded on his rifle", "Firepower 11.1.12");
  }
  if (s.mf > 0 || s.combatUsed) return reject("rgn/load_all_mf", "loading or unloading expends all the soldier's MF", "Firepower 11.1.12");
  return { ...OK, soldier: s };
}

/**
 * The rifle grenade rules on an HRG round fired by `fire_ammo` [12.4.1.2, 12.4.1.1]: it must be loaded as a rifle
 * grenade first, the soldier may have spent no MF on other Actions this Impulse, and the target must be three or more
 * hexes away. Other launchers pass.
 */
export function checkHrgRifleFire(s: Soldier, range: number): Check {
  if (launcherOf(s)?.weapon !== "HRG") return OK;
  if (!hrgLoaded(s)) return reject("hrg/not_loaded", `${s.id}'s HRG is fired as a rifle grenade only once loaded on his rifle (load_rgn with item HRG, all his MF of an Impulse); by hand it is thrown (throw_hrg)`, `${RULE}, 12.4.1.1, 11.1.12`);
  if (s.mf > 0) return reject("rgn/other_mf", "a rifle grenade is fired only in an Impulse in which the soldier expends no movement factors for any other Action", `${RULE}, 12.4.1.1`);
  if (range <= 2) return reject("rgn/too_close", "rifle grenades may not be fired at targets two or fewer hexes away", `${RULE}, 12.4.1.1`);
  return OK;
}

/** After a `fire_ammo` shot: a fired HRG rifle grenade leaves the rifle unloaded and took all his MF [12.4.1.1, 12.4.1.2]. */
export function afterHrgRifleFire(game: FirepowerGame, firer: Soldier): FirepowerGame {
  if (launcherOf(firer)?.weapon !== "HRG" || !(firer as HrgRifleSoldier).hrgLoaded) return game;
  const unloaded = withHrgLoaded(game, firer.id, false);
  return patchSoldiers(unloaded, (s) => (s.id === firer.id ? { ...s, mf: mfAllowance(s), afterFireMf: 0 } : undefined));
}
