import { mapDocumentSchema } from "@tactica/map";
import { z } from "zod";
import { mortarSpecSchema } from "../state/mortar-state";
import { vehicleSpecSchema } from "../vehicles/vehicles-state";
import { crewWeaponSpecSchema } from "../tables/crew-weapon-chart";
import { carriesSchema, observationSchema } from "./field-setup";
import { fireConditionsSchema } from "./fires";
import { purchaseSchema } from "./optional-points-purchase";
import { caveSpecSchema } from "../works/caves";
import { roadblockSpecSchema } from "../works/roadblocks";
import { craterSpecSchema } from "../blasts/craters";
import { weatherSchema } from "../blasts/weather";
import { waterSpecSchema } from "../works/water";
import { bridgeSpecSchema } from "../blasts/bridges";
import { wellHexesSchema } from "../blasts/wells";
import { tunnelSpecSchema } from "../works/tunnels";
import { fortificationSpecSchema } from "../works/bunkers";
import { loopholeSpecSchema } from "../works/loopholes";
import { mapExitsSchema } from "./map-exit";
import { mapEntrySchema } from "./map-entry";
import { launcherSchema } from "./ammo-setup";

const soldier = z.object({
  id: z.string().min(1),
  weapon: z.enum(["LMG", "RFL", "PST"]),
  hex: z.string().min(1),
  facing: z.number().int().min(1).max(6),
  posture: z.enum(["stand", "crouch", "prone"]).default("stand"),
  /** Advanced: the soldier's squad (default: the side's one squad, named after the side) [9.1]. */
  squad: z.string().min(1).optional(),
  /** Advanced: private, or leader A (assistant squad leader), S (squad leader), C (officer) [8.5, 11.1]. */
  rank: z.enum(["private", "A", "S", "C"]).default("private"),
  /** Advanced: the building storey he starts on (default 0, the ground floor) [8.2.1]. */
  storey: z.number().int().min(-1).max(14).optional(),
  /** Advanced: he starts on top of the bridge unit in his hex, on its deck (only in a bridge hex; default under it) [8.9] (src/game/bridges.ts). */
  onDeck: z.literal(true).optional(),
  /** Advanced: demolition charges carried as extra equipment [12.4.9]. */
  dmc: z.number().int().min(1).max(5).optional(),
  /** Advanced: smoke, W and illumination rounds, Molotov cocktails and FTR1 shots carried [8.5, 12.3] (src/game/field-setup.ts). */
  carries: carriesSchema.optional(),
  /** Advanced: offensive/defensive grenades HGN1/HGN2 carried, sleeve on or off as each is thrown [12.4.1.3] (src/game/grenade-types.ts). */
  hgn1: z.number().int().min(1).max(10).optional(),
  /** Advanced: rifle grenades (RGN) for his rifle and whether one starts loaded [12.4.1.1, 11.1.12] (src/game/rifle-grenades.ts). */
  rgn: z.object({ rounds: z.number().int().min(1).max(10), loaded: z.boolean().default(false) }).strict().optional(),
  /** Advanced: a nightsight on his weapon, NST or PNS: his fire is at Observation Condition 1 [12.4.7]. */
  nightsight: z.enum(["NST", "PNS"]).optional(),
  /** Advanced: a weapon firing A, C or H rounds and the rounds carried [10.7(4), 12.3] (src/game/ammo-setup.ts). */
  launcher: launcherSchema.optional(),
  /** Option 22: the soldier's character sheet as rolled before the game (traits in play; others default) [22.1]. */
  sheet: z.object({
    speed: z.number().int().min(3).max(5).optional(),
    strength: z.enum(["W", "N", "S", "V"]).optional(),
    reflex: z.number().int().min(1).max(10).optional(),
    motivation: z.number().int().min(1).max(10).optional(),
    /** 22.1.7: T drives any vehicle, MW any but tracked, W wheeled only, No none. */
    driving: z.enum(["T", "MW", "W", "No"]).optional(),
  }).strict().optional(),
  /** Option 27: the soldier wears an NBC suit [27.1]. */
  nbc: z.boolean().optional(),
  /** Advanced: he wears body armour (BDA): +1 against pistol fire and blasts [12.4.8] (src/game/body-armor.ts). */
  bodyArmor: z.boolean().optional(),
  /** Advanced: a scope on his weapon (RFL, placeholder Weapon Chart note): -1 on non-automatic fire [12.2.9] (src/game/weapon-notes.ts). */
  scope: z.boolean().optional(),
  /** Advanced: a bayonet fixed on his weapon (RFL, placeholder "Y" note) for melee [13.6] (src/game/weapon-notes.ts). */
  bayonet: z.boolean().optional(),
}).strict();

const side = z.object({
  name: z.string(),
  /** Map edge the side sets up on [2]: "2/3" (right) or "5/6" (left). */
  edge: z.enum(["2/3", "5/6"]),
  /** Sequence units (chits) and Impulses per Impulse Phase [3, 9]. */
  chits: z.number().int().min(1).max(10),
  impulses: z.number().int().min(1).max(10),
  soldiers: z.array(soldier).min(1),
  /** Advanced: sequence units and Impulses per squad [9.1-9.2]; without it the side is one squad named after it. */
  squads: z.record(z.string().min(1), z.object({ chits: z.number().int().min(1).max(10), impulses: z.number().int().min(1).max(10) }).strict()).optional(),
  /** Advanced: the map sides (2/3 right, 5/6 left) this side's soldiers may exit by [10.2] (src/game/map-exit.ts). */
  exits: mapExitsSchema,
  /** Advanced: squads held off the map, the map side (2/3, 5/6) they enter by and the first Turn they may [10.2] (src/game/map-entry.ts). */
  entry: mapEntrySchema,
}).strict();

const half = z.object({ qAtLeast: z.number().int().optional(), qAtMost: z.number().int().optional() }).strict();

/**
 * A Firepower scenario as data (what the editor produces): map, turns, both sides' soldiers with set-up
 * hexes (printed IDs), chits and Impulses, and the victory line for the 3 VP survivors [7].
 */
export const firepowerScenarioSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  /** A shipped map id, or the name (stored map id) of the authored map given in `mapDocument`. */
  map: z.string().min(1),
  /**
   * The map document played on (what the editor authors; the API puts a stored map's document here, at the version
   * it had when the scenario was saved or the match created). Its terrain ids must be Firepower's; hexes, heights,
   * hexside features and buildings with levels and stairs are in play [2.1, 8.2].
   */
  mapDocument: mapDocumentSchema.optional(),
  turns: z.number().int().min(1).max(20),
  /**
   * "basic" (default: rules 1-7) or "advanced": leaders have 5 MF but enter at most 4 new hexes [11.1], soldiers
   * may back straight back at double cost [11.2.1.2], unlimited Impulses until the first Combat Action [11.3.2].
   */
  rules: z.enum(["basic", "advanced"]).default("basic"),
  sides: z.object({ A: side, B: side }).strict(),
  /**
   * A set-up phase [2.4]: the soldiers' hexes above are where they start unless moved; each side may re-place its
   * soldiers (hex, facing, posture) within its set-up area, the side with the low roll first, the other after it.
   * Without it, the soldiers start where the scenario puts them.
   */
  setup: z.object({
    /** Each side's set-up area (axial q bounds), e.g. "within five hexes of his side of the mapboard" [2.4]. */
    areas: z.object({ A: half, B: half }).strict(),
    /** Who sets up first: by the 2.4 roll (default), or fixed by the scenario. */
    first: z.enum(["roll", "A", "B"]).default("roll"),
    /** PMN1 mines each side may secretly place anywhere on the map during its set-up [8.8.9, 12.4.4.1.1]. */
    mines: z.object({ A: z.number().int().min(0).max(50).default(0), B: z.number().int().min(0).max(50).default(0) }).strict().optional(),
    /** Mine types the sides may lay (default PMN1 only): PMN2 Claymores and VMN1/VMN2 anti-vehicle mines too [12.4.4]. */
    mineTypes: z.array(z.enum(["PMN1", "PMN2", "VMN1", "VMN2"])).min(1).max(4).optional(),
  }).strict().optional(),
  victory: z.object({
    perElimination: z.number().int().min(0),
    perSurvivorAcross: z.number().int().min(0),
    /** Where each side's survivors score: the opposite half, beyond the "0" row / panel fold [7] (digest §15 item 24). */
    opposite: z.object({ A: half, B: half }).strict(),
  }).strict(),
  /** Advanced: foxholes and trenches, wire, double wire, abatis, blocks and ditches the defender sets up, fixed for the game (printed hex IDs) [8.8, 8.8.2, 8.8.3, 8.8.5]. */
  works: z.array(z.object({ hex: z.string().min(1), type: z.enum(["shallow_foxhole", "deep_foxhole", "trench", "wire", "double_wire", "abatis", "block", "ditch"]) }).strict()).max(200).optional(),
  /** Advanced: the height of the trees in heights, for climbing (11.1.11.1) and LOS; absent: the placeholder 6 [8.2.2] (src/game/climbing-more.ts). */
  treeHeight: z.number().int().min(1).max(40).optional(),
  /** Advanced: bunkers and pillboxes (door hexside 1-6, door closed) and towers (sandbagged) [8.8.4, 8.8.6] (src/game/bunkers.ts). */
  fortifications: z.array(fortificationSpecSchema).max(50).optional(),
  /** Advanced: loopholes the scenario cuts into building walls (hexside 1-6, storey) [8.2.4] (src/game/loopholes.ts). */
  loopholes: z.array(loopholeSpecSchema).max(100).optional(),
  /** Advanced: caves, each with the hexside (1-6) of its mouth, opposite a height hexside of 3+ [8.8.7] (src/game/caves.ts). */
  caves: z.array(caveSpecSchema).max(50).optional(),
  /** Advanced: roadblocks, fences 3 heights high on the hexsides (1-6) of a hex they connect [8.8.5.4] (src/game/roadblocks.ts). */
  roadblocks: z.array(roadblockSpecSchema).max(100).optional(),
  /** Advanced: craters of the preliminary bombardment, single (-1) or double (-2) rough depressions [8.7] (src/game/craters.ts). */
  craters: z.array(craterSpecSchema).max(200).optional(),
  /** Advanced: the weather, Snow or Mud: extra MF for the Leg MF chart's note (b) Actions [11.2.2] (src/game/weather.ts). */
  weather: weatherSchema.optional(),
  /** Advanced: water hexes with their depth in inches: fording (x2 MF, Stand <=48", Crouch <=24") and swimming (Prone, >=18", 3 MF) [11.2.1.1, 11.2.3] (src/game/water.ts). */
  water: z.array(waterSpecSchema).max(200).optional(),
  /** Advanced: bridges over low spots, unit hexes in order and the two originating hexes of equal height; soldiers on the deck or under it, vehicles off [8.9] (src/game/bridges.ts). */
  bridges: z.array(bridgeSpecSchema).max(20).optional(),
  /** Advanced: well and tree-stump hexes (1 height, position cover, no concealment) [10.4.6] (src/game/wells.ts). */
  wells: wellHexesSchema.optional(),
  stumps: wellHexesSchema.optional(),
  /** Advanced: the side that may secretly record tunnel hexes at set-up, and how many [8.8.8] (src/game/tunnels.ts). */
  tunnels: tunnelSpecSchema.optional(),
  /** Mortars and their crews (Advanced, 12.4.2; src/mortar): class, crew soldier ids, radio link [20.1.1]. */
  mortars: z.array(mortarSpecSchema).max(20).optional(),
  /** Vehicles (Option 19, Advanced; src/game/vehicles-*.ts): chart line, side, squad, hex, facing, turret, crew in Crew Boxes, passengers. */
  vehicles: z.array(vehicleSpecSchema).max(20).optional(),
  /** Crewed weapons and launchers (Advanced, 10.1, 12.4.3; src/game/crews.ts): type, side, crew soldier ids (the first holds it). */
  crewWeapons: z.array(crewWeaponSpecSchema).max(30).optional(),
  /** Advanced: the Observation Condition, 1 (day, default) to 3; 2 and 3 are night [12.2.11, 12.3.8]. */
  observation: observationSchema.optional(),
  /** Advanced, Option 21: fire conditions, Normal (default), Dry (clear hexes burn) or Wet (G blasts start no Fire) [21.1]. */
  fireConditions: fireConditionsSchema.optional(),
  /**
   * The side the scenario designates as defender (the other is the attacker): in the Advanced Game he chooses his
   * buildings' doors and windows (the map's flags, or `setup_opening` in a set-up phase) and the attacker's start
   * open [8.2.5] (src/game/setup-openings.ts); he may not set up in craters [8.7]; with Option 24 his squads take -1
   * on panic checks [24.2.2].
   */
  defender: z.enum(["A", "B"]).optional(),
  /** Option 26: per side, the points of the given forces that the side's bought forces replace [26.1-26.3] (optional-points-purchase.ts). */
  purchase: purchaseSchema.optional(),
  notes: z.string().optional(),
}).strict();

/** A Firepower scenario. */
export type FirepowerScenario = z.input<typeof firepowerScenarioSchema>;

/** A parsed Firepower scenario (defaults filled in). */
export type FirepowerScenarioData = z.infer<typeof firepowerScenarioSchema>;
