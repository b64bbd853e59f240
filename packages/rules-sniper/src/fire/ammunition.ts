// The ammunition check after automatic fire [12.8]: 1-2 on 1d6 unloads the weapon.
import type { Rational } from "@tactica/dice";
import { sniperFaceChance } from "../odds/index";
import { firingProfile } from "../weapons/index";
import type { FireSituation } from "./resolve-fire";

/** The chance the firer's weapon is unloaded after this attack, or undefined for a weapon never checked. */
export function ammunitionOdds(s: Pick<FireSituation, "weapon" | "awMode" | "mgAloneAtWindow" | "options"> & { readonly loader?: boolean }): Rational | undefined {
  const p = firingProfile(s.weapon, { ...(s.awMode ? { awMode: s.awMode } : {}), ...(s.mgAloneAtWindow ? { mgAloneAtWindow: true } : {}), ...(s.options ? { options: s.options } : {}) });
  if (!p.automatic || (s.loader && p.code === "MG")) return undefined;
  return sniperFaceChance([1, 2]);
}
