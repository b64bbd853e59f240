// Vehicle data as tables (Option 19). The Vehicle Card, the Vehicle Weapon Charts and the Vehicle Movement Factor
// Expenditure Chart are missing from the text (digest §9.8): every line here is a PLACEHOLDER except the figures the
// text quotes, which each cell's provenance names. An organiser replaces them with a rulings pack.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "../tables/sources";
import { VEHICLE_HIT_LOCATION } from "../tables/vehicles-hit-location-table";
import { VEHICLE_SMOKE_MF } from "../tables/vehicles-smoke-table";
import { GUN_ELEVATION_FACTOR } from "./vehicles-gun-laying";
import { VEHICLE_SMASH_DAMAGE, VEHICLE_TOPPLE_DAMAGE } from "../tables/vehicles-terrain-table";

/** Vehicle lines in play: the ones the text quotes something of [19.1.4.3, 19.1.10, 19.3.2] and a soft truck. */
export const VEHICLE_TYPES = ["APC2", "LTK3", "RCV2", "BMP1", "TRK1", "MBT14"] as const;
/** One vehicle line of the (missing) Vehicle Charts. */
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Armour basis directions [19.1.7]: front, front side, rear side, rear, top, bottom, tracks. */
export const ARMOUR_FACES = ["F", "FS", "RS", "R", "T", "B", "TRK"] as const;
/** One armour basis direction. */
export type ArmourFace = (typeof ARMOUR_FACES)[number];

const int = z.number().int();
const vehicleLine = z.object({
  /** SMV (one hex) or LGV (two hexes: the front hex and the rear hex behind it, 19.1.1; vehicles-large.ts). */
  size: z.enum(["SMV", "LGV"]),
  traction: z.enum(["W", "MW", "T"]),
  mf: int.min(1).max(30),
  climb: int.min(0).max(10),
  /** Turret hexsides per Impulse Phase; 0 = no turret [19.1.4, 19.2.5]. */
  turretTurn: int.min(0).max(6),
  weight: int.min(1),
  /** Die-roll modifier when firing A or H at it [19.1.5]. */
  targetSize: int.min(-5).max(5),
  height: z.object({ turret: int.min(1), hull: int.min(1) }).strict(),
  armour: z.object({ F: int.min(0), FS: int.min(0), RS: int.min(0), R: int.min(0), T: int.min(0), B: int.min(0), TRK: int.min(0) }).strict(),
  /** Crew Boxes used [19.1.10]. */
  crew: z.array(int.min(1).max(15)).min(1),
  passengers: int.min(0).max(20),
  /** Passengers ride inside (bold in the chart) [19.1.9.1]. */
  inside: z.boolean(),
  /** Vehicle weapons by number with their positions [19.1.11-19.1.12]; the first is the main gun. */
  weapons: z.array(z.object({ weapon: z.enum(["1", "9", "15", "36", "76"]), position: z.enum(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N"]) }).strict()),
  /** Special equipment letters [19.1.8]: I infrared, L laser, S stabiliser... */
  equipment: z.string(),
  /** The main gun's elevation and depression (LOS Chart line numbers), height above the ground and long barrel X [19.1.13-19.1.14]. */
  gun: z.object({ elevation: int.min(0).max(90), depression: int.min(0).max(90), height: int.min(0).max(10), long: z.boolean() }).strict().optional(),
  /** The amphibious Move Factor (the second Move Factor, ford "A"): MF it may spend entering water hexes per Impulse [19.1.4.2]. */
  water: int.min(0).max(30).optional(),
  /** Firing ports [19.1.12 "(X,X)"]: ports on each side and in the rear; absent without [19.3.9]. */
  ports: z.object({ sides: int.min(0).max(10), rear: int.min(0).max(10) }).strict().optional(),
  /** Chart notes in play [19.1.19]: "coax_separate", the coaxial may engage a separate hex (19.1.19.2). */
  notes: z.array(z.enum(["coax_separate"])).optional(),
}).strict();
/** One vehicle line. */
export type VehicleLine = z.infer<typeof vehicleLine>;

const CARD = "the Vehicle Card is missing from the text (digest §9.8); invented, override with a rulings pack";

/** The Vehicle Charts [19.1] — PLACEHOLDER lines; the figures the text states are kept and named in each cell's note. */
export const VEHICLE_CHART = defineTable<{ vehicle: VehicleType }, VehicleLine>({
  id: "firepower/vehicle_chart",
  version: "1",
  title: "Vehicle Charts (placeholder lines)",
  inputs: z.object({ vehicle: z.enum(VEHICLE_TYPES) }).strict(),
  output: vehicleLine,
  cells: [
    {
      inputs: { vehicle: "APC2" },
      value: { size: "SMV", traction: "T", mf: 12, climb: 2, turretTurn: 0, weight: 11, targetSize: 0, height: { turret: 2, hull: 2 }, armour: { F: 2, FS: 2, RS: 2, R: 2, T: 2, B: 1, TRK: 2 }, crew: [2, 4], passengers: 11, inside: true, weapons: [{ weapon: "1", position: "H" }], equipment: "" },
      provenance: missing(`climb 2 is the book's (19.1.4.3); ${CARD}`),
    },
    {
      inputs: { vehicle: "LTK3" },
      value: { size: "SMV", traction: "T", mf: 12, climb: 2, turretTurn: 3, weight: 16, targetSize: 0, height: { turret: 3, hull: 2 }, armour: { F: 4, FS: 3, RS: 2, R: 2, T: 2, B: 1, TRK: 2 }, crew: [2, 9, 11, 12], passengers: 0, inside: false, weapons: [{ weapon: "76", position: "A" }, { weapon: "1", position: "J" }], equipment: "I", gun: { elevation: 19, depression: 8, height: 2, long: false } },
      provenance: missing(`crew boxes 2, 9, 11, 12 are the book's (19.1.10); ${CARD}`),
    },
    {
      inputs: { vehicle: "RCV2" },
      value: { size: "SMV", traction: "MW", mf: 14, climb: 1, turretTurn: 3, weight: 8, targetSize: 1, height: { turret: 2, hull: 2 }, armour: { F: 2, FS: 1, RS: 1, R: 1, T: 1, B: 1, TRK: 1 }, crew: [2, 9, 11], passengers: 0, inside: false, weapons: [{ weapon: "9", position: "A" }, { weapon: "1", position: "J" }], equipment: "", notes: ["coax_separate"], gun: { elevation: 60, depression: 10, height: 2, long: false } },
      provenance: missing(`crew boxes 2, 9, 11 are the book's (19.1.10); the coaxial-separate-hex note (19.1.19.2) and ${CARD}`),
    },
    {
      inputs: { vehicle: "BMP1" },
      value: { size: "SMV", traction: "T", mf: 12, climb: 2, turretTurn: 3, weight: 13, targetSize: 0, height: { turret: 2, hull: 2 }, armour: { F: 3, FS: 2, RS: 2, R: 2, T: 2, B: 1, TRK: 2 }, crew: [2, 7], passengers: 8, inside: true, weapons: [{ weapon: "15", position: "A" }, { weapon: "36", position: "K" }, { weapon: "1", position: "J" }], equipment: "IE", ports: { sides: 4, rear: 1 }, water: 2, gun: { elevation: 33, depression: 4, height: 2, long: false } },
      provenance: missing(`front armour 3, weapons 15, 36, 1, two crewmen and infrared are the book's (19.3.2); the crew boxes, positions, the smoke generator E, the firing ports (4,1), amphibious (water MF 2) and the rest: ${CARD}`),
    },
    {
      inputs: { vehicle: "TRK1" },
      value: { size: "SMV", traction: "MW", mf: 14, climb: 1, turretTurn: 0, weight: 5, targetSize: -1, height: { turret: 2, hull: 2 }, armour: { F: 0, FS: 0, RS: 0, R: 0, T: 0, B: 0, TRK: 0 }, crew: [2], passengers: 12, inside: false, weapons: [], equipment: "" },
      provenance: missing(`a soft-skinned truck (armour 0, 19.1.7): ${CARD}`),
    },
    {
      inputs: { vehicle: "MBT14" },
      value: { size: "LGV", traction: "T", mf: 12, climb: 2, turretTurn: 0, weight: 39, targetSize: 0, height: { turret: 2, hull: 2 }, armour: { F: 6, FS: 3, RS: 3, R: 2, T: 2, B: 1, TRK: 3 }, crew: [1, 3, 6], passengers: 0, inside: false, weapons: [{ weapon: "76", position: "B" }], equipment: "D4", gun: { elevation: 12, depression: 10, height: 2, long: true } },
      provenance: missing(`the main gun in position B served by crewman 1 or 3 is the book's (19.1.10); large (LGV), the rear driver in box 6, weapon 76 standing in for its gun, smoke projectors D4, the long barrel and every number: ${CARD}`),
    },
  ],
});

/** Ammunition groups of the Vehicle Weapon Charts [19.1.11]: F/G/W, A/L, H (the chart's BL and PY columns). */
export const VEHICLE_AMMO = ["A", "H", "G", "L"] as const;
/** One ammunition type a vehicle weapon fires. */
export type VehicleAmmo = (typeof VEHICLE_AMMO)[number];

const weaponLine = z.object({
  /** Hit numbers by range band: the first band whose `upTo` is at least the range. */
  hits: z.array(z.object({ upTo: int.min(1), hit: int.min(0).max(10) }).strict()).min(1),
  /** Shots rolled per firing (L: one burst of this many shots at one target, as the Basic LMG's 4 [6.3.5]); 1 for single rounds. */
  shots: int.min(1).max(6),
  /** Penetration (PY) and blast (BL) per ammunition type the weapon fires [19.1.11]. */
  ammo: z.partialRecord(z.enum(VEHICLE_AMMO), z.object({ penetration: int.min(0), blast: int.min(0).max(10).nullable() }).strict()),
  /** A missile weapon: fired for All vehicle MF, no move or turn that Impulse [19.2.3.2]. */
  missile: z.boolean(),
  /** A missile's control-box separation in hexes: a soldier may carry the box off the vehicle and fire from that far [19.2.3.2]. */
  separation: int.min(0).max(20).optional(),
  /** MF the vehicle expends to fire it [19.2.3.1]. */
  fireMf: int.min(0).max(10),
}).strict();
/** One vehicle weapon line. */
export type VehicleWeaponLine = z.infer<typeof weaponLine>;

const WEAPON_CARD = "the Vehicle Weapon Charts are missing from the text (digest §9.8); invented, override with a rulings pack";

/** Vehicle weapon numbers the placeholder chart knows. */
export const VEHICLE_WEAPON_IDS = ["1", "9", "15", "36", "76"] as const;
/** A vehicle weapon number the placeholder chart knows. */
export type VehicleWeaponId = (typeof VEHICLE_WEAPON_IDS)[number];

/** The Vehicle Weapon Charts [19.1.11] — every cell a PLACEHOLDER (the text names weapon 9, M242 Bushmaster, only). */

export const VEHICLE_WEAPONS = defineTable<{ weapon: VehicleWeaponId }, VehicleWeaponLine>({
  id: "firepower/vehicle_weapons",
  version: "1",
  title: "Vehicle Weapon Charts (placeholder lines)",
  inputs: z.object({ weapon: z.enum(VEHICLE_WEAPON_IDS) }).strict(),
  output: weaponLine,
  cells: [
    { inputs: { weapon: "1" }, value: { hits: [{ upTo: 12, hit: 5 }, { upTo: 30, hit: 4 }, { upTo: 60, hit: 3 }], shots: 4, ammo: { L: { penetration: 1, blast: null } }, missile: false, fireMf: 1 }, provenance: missing(`coaxial/hull machinegun: ${WEAPON_CARD}`) },
    { inputs: { weapon: "9" }, value: { hits: [{ upTo: 20, hit: 6 }, { upTo: 60, hit: 5 }], shots: 1, ammo: { A: { penetration: 4, blast: 4 }, G: { penetration: 1, blast: 5 } }, missile: false, fireMf: 2 }, provenance: missing(`M242 Bushmaster 25mm (named in 19.1.11): ${WEAPON_CARD}`) },
    { inputs: { weapon: "15" }, value: { hits: [{ upTo: 10, hit: 6 }, { upTo: 40, hit: 4 }], shots: 1, ammo: { H: { penetration: 7, blast: 5 }, G: { penetration: 1, blast: 6 } }, missile: false, fireMf: 2 }, provenance: missing(`73mm main gun: ${WEAPON_CARD}`) },
    { inputs: { weapon: "36" }, value: { hits: [{ upTo: 5, hit: 2 }, { upTo: 100, hit: 6 }], shots: 1, ammo: { H: { penetration: 9, blast: 5 } }, missile: true, separation: 5, fireMf: 0 }, provenance: missing(`missile (19.1.8), control-box separation 5 as MSL1's: ${WEAPON_CARD}`) },
    { inputs: { weapon: "76" }, value: { hits: [{ upTo: 15, hit: 6 }, { upTo: 60, hit: 5 }], shots: 1, ammo: { H: { penetration: 9, blast: 6 }, G: { penetration: 1, blast: 7 } }, missile: false, fireMf: 2 }, provenance: missing(`152mm gun/launcher: ${WEAPON_CARD}`) },
  ],
});

/** Vehicle actions of the (missing) Vehicle Movement Factor Expenditure Chart [19.2]. */
export const VEHICLE_ACTIONS = ["enter_clear", "enter_scrub", "enter_rough", "enter_tree", "enter_hill", "cross_height", "turn"] as const;
/** One vehicle action. */
export type VehicleAction = (typeof VEHICLE_ACTIONS)[number];

const MF_CHART = "the Vehicle Movement Factor Expenditure Chart is missing from the text (digest §9.8); invented, override with a rulings pack";
const cost = (traction: "W" | "MW" | "T", action: VehicleAction, value: number | null) => ({ inputs: { traction, action }, value, provenance: missing(MF_CHART) });

/**
 * MF per vehicle action by traction [19.2] — PLACEHOLDERS; null = prohibited ("P", 19.2.7.4). The text's own rules
 * apply on top in code: backing doubles [19.2.7.1], a turret turns for 1 MF per hexside [19.2.5].
 */
export const VEHICLE_MF_CHART = defineTable<{ traction: "W" | "MW" | "T"; action: VehicleAction }, number | null>({
  id: "firepower/vehicle_mf_chart",
  version: "1",
  title: "Vehicle Movement Factor Expenditure Chart (placeholder)",
  inputs: z.object({ traction: z.enum(["W", "MW", "T"]), action: z.enum(VEHICLE_ACTIONS) }).strict(),
  output: int.min(0).nullable(),
  cells: [
    cost("T", "enter_clear", 1), cost("T", "enter_scrub", 2), cost("T", "enter_rough", 2), cost("T", "enter_tree", 4), cost("T", "enter_hill", 1), cost("T", "cross_height", 2), cost("T", "turn", 1),
    cost("MW", "enter_clear", 1), cost("MW", "enter_scrub", 2), cost("MW", "enter_rough", 3), cost("MW", "enter_tree", 6), cost("MW", "enter_hill", 1), cost("MW", "cross_height", 3), cost("MW", "turn", 1),
    cost("W", "enter_clear", 1), cost("W", "enter_scrub", 3), cost("W", "enter_rough", 4), cost("W", "enter_tree", null), cost("W", "enter_hill", 1), cost("W", "cross_height", 4), cost("W", "turn", 1),
  ],
});

/**
 * Blast numbers of anti-vehicle mines inside a penetrated vehicle: the text gives VMN1/VMN2 only penetration (3/6,
 * 12.4.4.2) and no blast number, so these are PLACEHOLDERS an organiser overrides.
 */
export const VMN_INSIDE_BLAST = defineTable<{ mine: "VMN1" | "VMN2" }, number>({
  id: "firepower/vmn_inside_blast",
  version: "1",
  title: "Anti-vehicle mine blast inside a penetrated vehicle (placeholder)",
  inputs: z.object({ mine: z.enum(["VMN1", "VMN2"]) }).strict(),
  output: int.min(0).max(10),
  cells: [
    { inputs: { mine: "VMN1" }, value: 4, provenance: missing("12.4.4.2 gives VMN1 penetration 3 but no blast number; invented") },
    { inputs: { mine: "VMN2" }, value: 6, provenance: missing("12.4.4.2 gives VMN2 penetration 6 but no blast number; invented") },
  ],
});

/**
 * PMN2 Claymore range modifiers [12.3.2.1, 12.4.4.1.2]: "listed in place of hit numbers on its line of the WEAPON
 * CHARTS", which is missing — PLACEHOLDERS; null = beyond its reach.
 */
export const PMN2_RANGE_MODIFIERS = defineTable<{ range: number }, number | null>({
  id: "firepower/pmn2_range_modifiers",
  version: "1",
  title: "PMN2 Claymore range modifiers (placeholder)",
  inputs: z.object({ range: int.min(1).max(100) }).strict(),
  output: int.nullable(),
  toCellInputs: ({ range }) => ({ range: Math.min(range, 6) }),
  cells: [1, 2, 3, 4, 5, 6].map((range) => ({
    inputs: { range }, value: range <= 5 ? range - 1 : null,
    provenance: missing("PMN2's own range modifiers are on its missing Weapon Chart line (12.3.2.1); invented: +0 at 1 hex, +1 per hex more, none beyond 5"),
  })),
});

/** Penetration of G blasts whose number the text does not give (hand grenades): 1, as the book's PMN1 and H-as-G [12.4.4.1.1, 12.3.5]. */
export const G_PENETRATION = 1;

/**
 * Penetration of the Basic L weapons against armour [12.3.6, 19.3.5.1]: on the missing Weapon Charts — PLACEHOLDERS
 * (rifle and machinegun bullets go through 1, a pistol's through none).
 */
export const L_PENETRATION = defineTable<{ weapon: "LMG" | "RFL" | "PST" }, number>({
  id: "firepower/l_penetration",
  version: "1",
  title: "L weapon penetration (placeholder)",
  inputs: z.object({ weapon: z.enum(["LMG", "RFL", "PST"]) }).strict(),
  output: int.min(0),
  cells: (["LMG", "RFL", "PST"] as const).map((weapon) => ({
    inputs: { weapon }, value: weapon === "PST" ? 0 : 1, provenance: missing("the L weapons' penetration numbers are on the missing Weapon Charts (12.3.6); invented"),
  })),
});

/** Vehicle tables declared by the ruleset. */
export const VEHICLE_TABLES = [VEHICLE_CHART, VEHICLE_WEAPONS, VEHICLE_MF_CHART, VMN_INSIDE_BLAST, PMN2_RANGE_MODIFIERS, L_PENETRATION, VEHICLE_HIT_LOCATION, VEHICLE_SMOKE_MF, GUN_ELEVATION_FACTOR, VEHICLE_TOPPLE_DAMAGE, VEHICLE_SMASH_DAMAGE] as const;
