// Crewed weapons and launchers as a table (10.1, 12.4.3, 12.4.6). Their Weapon Chart lines are missing from the text:
// every line is a PLACEHOLDER but for the figures the text quotes, which the code takes from the book's own tables
// (KNOWN_WEAPONS via src/advanced/weapons.ts) and each cell's note names.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/** Crewed weapons and launchers in play. */
export const CREW_WEAPONS = ["LCW1", "MPL4", "MPL8", "MPL13", "MPL19", "LPL3", "MMG2", "MSL1"] as const;
/** One crewed weapon or launcher. */
export type CrewWeaponType = (typeof CREW_WEAPONS)[number];

/** A crewed weapon or launcher in a scenario: its type, side and crew (soldier ids; the first holds or lays it) [10.1]. */
export const crewWeaponSpecSchema = z.object({
  id: z.string().min(1).max(20),
  side: z.enum(["A", "B"]),
  weapon: z.enum(CREW_WEAPONS),
  crew: z.array(z.string().min(1)).min(1).max(6),
  /** An MSL unit's hex (printed ID): it starts placed on the map; its crew is the soldier with the control box [12.4.6]. */
  hex: z.string().min(1).optional(),
}).strict();
/** A crewed weapon in a scenario. */
export type CrewWeaponSpec = z.infer<typeof crewWeaponSpecSchema>;

const int = z.number().int();
const line = z.object({
  /** Minimum crew (the Crew column) [10.1.2]; 1 = a one-man launcher. */
  crew: int.min(1).max(6),
  /** Ammunition: H (armour piercing, or as G at soldiers, 12.3.5) or L (automatic) [10.7(4)]. */
  ammo: z.enum(["H", "L"]),
  hits: z.array(z.object({ upTo: int.min(1), hit: int.min(0).max(10) }).strict()).min(1),
  penetration: int.min(0),
  /** H blast number (halved as G against soldiers, 12.3.5); null for L. */
  blast: int.min(0).max(10).nullable(),
  /** L: bursts (one per target) and shots per burst [6.3.5]. */
  bursts: int.min(1).max(6),
  shots: int.min(1).max(6),
  /** A guided launcher with its control box: no fire while the firer has a status marker [12.4.3]. */
  guided: z.boolean(),
  /** Single shot, then discarded (LPL) or removed (MSL) [12.4.3, 12.4.6]. */
  singleShot: z.boolean(),
  /** An MSL unit: fired for all MF by the control-box soldier up to this many hexes from it (null: not one) [12.4.6]. */
  separation: int.min(0).max(20).nullable(),
}).strict();
/** One crewed-weapon line. */
export type CrewWeaponLine = z.infer<typeof line>;

const CHART = "its Weapon Chart line is missing from the text (digest §9.7, §12.4); invented, override with a rulings pack";
const cell = (weapon: CrewWeaponType, value: CrewWeaponLine, book: string) => ({ inputs: { weapon }, value, provenance: missing(`${book}; ${CHART}`) });
const at = (...bands: [number, number][]) => bands.map(([upTo, hit]) => ({ upTo, hit }));

/**
 * The crewed weapons' and launchers' lines [10.1, 12.4.3] — PLACEHOLDERS. Book figures used elsewhere in code: LCW1's
 * Move −2 (10.7(9)), MPL13's 4-round groups and 2 Impulse Phases to reload (11.1.12), MPL19's H blast 5 (12.3.5.2,
 * kept here), LPL3's single shot (12.4.3, 26.1), MPL4/MPL8 not fired with a status marker (12.4.3).
 */
export const CREW_WEAPON_CHART = defineTable<{ weapon: CrewWeaponType }, CrewWeaponLine>({
  id: "firepower/crew_weapon_chart",
  version: "1",
  title: "Crewed weapons and launchers (placeholder lines)",
  inputs: z.object({ weapon: z.enum(CREW_WEAPONS) }).strict(),
  output: line,
  cells: [
    cell("LCW1", { crew: 2, ammo: "H", hits: at([15, 6], [60, 4]), penetration: 8, blast: 5, bursts: 1, shots: 1, guided: false, singleShot: false, separation: null }, "SPG-9 recoilless: Move −2 is the book's (10.7(9))"),
    cell("MPL4", { crew: 2, ammo: "H", hits: at([3, 2], [80, 6]), penetration: 9, blast: 5, bursts: 1, shots: 1, guided: true, singleShot: false, separation: null }, "Milan: guided, no fire with a status marker (12.4.3)"),
    cell("MPL8", { crew: 1, ammo: "H", hits: at([3, 2], [40, 6]), penetration: 8, blast: 5, bursts: 1, shots: 1, guided: true, singleShot: false, separation: null }, "Dragon: guided, no fire with a status marker (12.4.3)"),
    cell("MPL13", { crew: 2, ammo: "H", hits: at([10, 6], [40, 4]), penetration: 6, blast: 4, bursts: 1, shots: 1, guided: false, singleShot: false, separation: null }, "4-round groups, 2 Impulse Phases to reload (11.1.12)"),
    cell("MPL19", { crew: 2, ammo: "H", hits: at([8, 6], [30, 4]), penetration: 5, blast: 5, bursts: 1, shots: 1, guided: false, singleShot: false, separation: null }, "RPG-2: H blast 5 is the book's (12.3.5.2)"),
    cell("LPL3", { crew: 1, ammo: "H", hits: at([10, 6], [25, 4]), penetration: 6, blast: 4, bursts: 1, shots: 1, guided: false, singleShot: true, separation: null }, "disposable: single shot, starts loaded (12.4.3, 26.1)"),
    cell("MSL1", { crew: 1, ammo: "H", hits: at([5, 2], [100, 6]), penetration: 10, blast: 5, bursts: 1, shots: 1, guided: false, singleShot: true, separation: 5 }, "a guided anti-tank missile unit with its control box: placed on the map, LOS from the control box, all MF, one shot (12.4.6); the separation is in the missing Notes"),
    cell("MMG2", { crew: 2, ammo: "L", hits: at([12, 5], [30, 4], [60, 3]), penetration: 1, blast: null, bursts: 3, shots: 5, guided: false, singleShot: false, separation: null }, "GMG2 on its tripod (10.7(2))"),
  ],
});

/** MF to join or leave a crew ("acquire"/"discard", 11.1.6): on the missing Leg MF Expenditure Chart — PLACEHOLDER. */
export const CREW_ACTION_MF = defineTable<{ action: "acquire" | "discard" }, number>({
  id: "firepower/crew_action_mf",
  version: "1",
  title: "Acquire and discard MF (placeholder)",
  inputs: z.object({ action: z.enum(["acquire", "discard"]) }).strict(),
  output: int.min(0),
  cells: (["acquire", "discard"] as const).map((action) => ({ inputs: { action }, value: 1, provenance: missing("the acquire/discard MF are on the missing Leg MF Expenditure Chart (11.1.6); invented") })),
});

/** Crewed-weapon tables declared by the ruleset. */
export const CREW_TABLES = [CREW_WEAPON_CHART, CREW_ACTION_MF] as const;
