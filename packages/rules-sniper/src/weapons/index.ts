// weapons/: the weapon codes of the counters [3.0 C] and what the rules say about each for fire: which row of the
// Firepower table it reads, automatic fire and its ammunition check [12.8], fire through interior walls and one
// ceiling up [7.3], the grenade launcher's rifle shot inside 14 hexes [19.2], the MR code by option (digest §15
// item 39). Imports tables/ and options/.
import { sniperOption } from "../options/index";
import type { SniperOptionValues } from "../options/index";
import type { Firearm } from "../tables/index";

/** Weapon codes on the counters and in the OBs [3.0 C] (MR is used but undefined, digest §15 item 39). */
export const WEAPON_CODES = ["R", "BR", "SR", "AW", "AR", "MP", "MG", "P", "SG", "GL", "MR", "RL", "FT", "SC"] as const;
export type WeaponCode = (typeof WEAPON_CODES)[number];

/** One weapon as fire resolution reads it. */
export type WeaponProfile = {
  readonly code: WeaponCode;
  readonly name: string;
  /** The Firepower table row it fires on, undefined for weapons that do not fire on it (RL, FT, SC). */
  readonly row?: Firearm;
  /** Automatic: an ammunition check after each fire, 1-2 on 1d6 unloads it [12.8]. */
  readonly automatic: boolean;
  /** Fires through interior walls and one ceiling up [7.3, 11.5]. */
  readonly piercing: boolean;
  readonly rule: string;
};

const p = (code: WeaponCode, name: string, row: Firearm | undefined, automatic: boolean, piercing: boolean, rule: string): WeaponProfile =>
  ({ code, name, ...(row ? { row } : {}), automatic, piercing, rule });

export const SNIPER_WEAPONS: Readonly<Record<WeaponCode, WeaponProfile>> = {
  R: p("R", "Rifle", "R", false, true, "Sniper 3.0 C, 7.3"),
  BR: p("BR", "Semi-automatic rifle", "BR", false, false, "Sniper 3.0 C"),
  SR: p("SR", "Assault rifle (semi-automatic)", "SR", false, false, "Sniper 3.0 C, 12.8"),
  AW: p("AW", "Assault rifle (declared AR or SR before each attack)", "SR", true, false, "Sniper 3.0 C, 12.8"),
  AR: p("AR", "Automatic rifle", "AR", true, true, "Sniper 3.0 C, 7.3, 12.8"),
  MP: p("MP", "Submachine gun", "MP", true, false, "Sniper 3.0 C, 12.8"),
  MG: p("MG", "Machine gun", "MG", true, true, "Sniper 3.0 C, 7.3, 12.8"),
  P: p("P", "Pistol", "P", false, false, "Sniper 3.0 C"),
  SG: p("SG", "Shotgun", "SG", false, false, "Sniper 3.0 C"),
  GL: p("GL", "Grenade launcher (a rifle shot of firepower 5 within 14 hexes)", undefined, false, false, "Sniper 19.2"),
  MR: p("MR", "MR (undefined: by option)", "R", false, true, "digest §15 item 39"),
  RL: p("RL", "Rocket launcher", undefined, false, false, "Sniper 28"),
  FT: p("FT", "Flamethrower", undefined, false, false, "Sniper 29"),
  SC: p("SC", "Demolition charge", undefined, false, false, "Sniper 20"),
};

/** The profile a weapon fires with: AW in the mode declared [12.8], MR by option, an MG alone at a window as AR [12.8]. */
export function firingProfile(code: WeaponCode, how: { readonly awMode?: "AR" | "SR"; readonly mgAloneAtWindow?: boolean; readonly options?: SniperOptionValues } = {}): WeaponProfile {
  if (code === "AW") {
    const mode = how.awMode ?? "AR";
    return { ...SNIPER_WEAPONS.AW, row: mode, automatic: mode === "AR", rule: "Sniper 12.8" };
  }
  if (code === "MR") {
    return sniperOption(how.options, "mrWeapon") === "automatic" ? { ...SNIPER_WEAPONS.AR, code: "MR", name: "MR read as an automatic weapon" } : SNIPER_WEAPONS.MR;
  }
  if (code === "MG" && how.mgAloneAtWindow) return { ...SNIPER_WEAPONS.MG, row: "AR", rule: "Sniper 12.8" };
  return SNIPER_WEAPONS[code];
}

/** The grenade launcher's shell arms beyond 14 hexes; inside, it is a rifle shot of firepower 5 [19.2]. */
export const GL_RIFLE_SHOT = { maxRange: 14, firepower: 5, rule: "Sniper 19.2" } as const;

/** The ammunition check [12.8]: after each fire an automatic weapon unloads on 1-2 (an MG with a loader never does). */
export function ammunitionCheck(profile: WeaponProfile, die: number, loader = false): "UNL" | "loaded" {
  if (!profile.automatic || (loader && profile.code === "MG")) return "loaded";
  return die <= 2 ? "UNL" : "loaded";
}
