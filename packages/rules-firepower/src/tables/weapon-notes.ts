// Firepower 12.2.1 and 12.2.9: numbers that sit on the missing Weapon Charts (10.7), as placeholder cells a rulings
// pack can override. 12.2.1: "These are the modifiers found in the Posture Columns on the WEAPON CHARTS (see 10.7)":
// per weapon and posture, "X" (fires, no modifier), "+n" (a die modifier), "-" (may not fire so) or "rest" (fires
// so only when rested, 10.7(10)). The charts are missing: every cell is "X" for the Basic L weapons (the Basic Game
// lets them fire in every posture with no posture modifier to the firer, 6.3). 12.2.9: which weapons carry a scope
// "have a note to that effect in their WEAPON CHARTS": placeholder list (the rifle). 13.6: "Weapons whose notes
// indicate that they have bayonets ('Y')": placeholder list (the rifle).
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { POSTURES } from "./basic-mf-chart";
import type { Posture } from "./basic-mf-chart";
import { missing } from "./sources";

/** The L weapons in play whose Weapon Chart posture columns the table holds [12.2.1]. */
export const POSTURE_WEAPONS = ["LMG", "RFL", "PST"] as const;
/** A weapon with posture columns in the table. */
export type PostureWeapon = (typeof POSTURE_WEAPONS)[number];

/** One posture column cell: "X", "+n", "-" (prohibited) or "rest" (rest only) [12.2.1]. */
export type PostureCell = "X" | `+${number}` | "-" | "rest";

const POSTURE_NOTE = "Weapon Charts (missing), posture columns [12.2.1, 10.7]: placeholder = 'X' (no modifier), "
  + "as the Basic Game fires these weapons from every posture with no firer posture modifier (6.3)";

/** Posture column of the Weapon Charts: weapon x firer posture -> X | +n | - | rest [12.2.1] (every cell a placeholder). */
export const WEAPON_POSTURE = defineTable<{ weapon: PostureWeapon; posture: Posture }, PostureCell>({
  id: "firepower/weapon_posture",
  version: "1",
  title: "Weapon Chart posture columns (12.2.1, placeholder)",
  inputs: z.object({ weapon: z.enum(POSTURE_WEAPONS), posture: z.enum(POSTURES) }),
  output: z.custom<PostureCell>((v) => typeof v === "string" && /^(X|\+[1-9]|-|rest)$/.test(v), { message: "a posture cell is X, +n, - or rest" }),
  cells: POSTURE_WEAPONS.flatMap((weapon) => POSTURES.map((posture) => ({ inputs: { weapon, posture }, value: "X" as PostureCell, provenance: missing(POSTURE_NOTE) }))),
});

const SCOPE_NOTE = "Weapon Charts (missing), scope notes [12.2.9]: placeholder = the rifle (RFL) may carry a scope; the LMG and pistol may not";

/** Which weapons in play may carry a scope (the Weapon Chart note) [12.2.9] (placeholder cells). */
export const SCOPE_WEAPONS = defineTable<{ weapon: PostureWeapon }, boolean>({
  id: "firepower/scope_weapons",
  version: "1",
  title: "Weapon Chart scope notes (12.2.9, placeholder)",
  inputs: z.object({ weapon: z.enum(POSTURE_WEAPONS) }),
  output: z.boolean(),
  cells: POSTURE_WEAPONS.map((weapon) => ({ inputs: { weapon }, value: weapon === "RFL", provenance: missing(SCOPE_NOTE) })),
});

const BAYONET_NOTE = "Weapon Charts (missing), 'Y' notes [13.6]: placeholder = the rifle (RFL) has a bayonet; the LMG and pistol do not";

/** Which weapons in play have the "Y" (bayonet) note [13.6] (placeholder cells). */
export const BAYONET_WEAPONS = defineTable<{ weapon: PostureWeapon }, boolean>({
  id: "firepower/bayonet_weapons",
  version: "1",
  title: "Weapon Chart bayonet ('Y') notes (13.6, placeholder)",
  inputs: z.object({ weapon: z.enum(POSTURE_WEAPONS) }),
  output: z.boolean(),
  cells: POSTURE_WEAPONS.map((weapon) => ({ inputs: { weapon }, value: weapon === "RFL", provenance: missing(BAYONET_NOTE) })),
});

/** The tables of the weapon-chart notes. */
export const WEAPON_NOTE_TABLES = [WEAPON_POSTURE, SCOPE_WEAPONS, BAYONET_WEAPONS] as const;
