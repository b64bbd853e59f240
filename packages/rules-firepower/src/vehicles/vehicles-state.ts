// Vehicles in play (Option 19): the scenario's vehicle units, their state, and the geometry of armour and riders.
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { entrySides } from "../core/geometry";
import { findSoldier } from "../core/soldiers";
import type { FirepowerGame, Side, Soldier } from "../state/types";
import type { ArmourFace, VehicleLine, VehicleType } from "./vehicle-chart";
import { VEHICLE_CHART, VEHICLE_TYPES } from "./vehicle-chart";
import { initialRear, targetHexOf, vehicleIn } from "./vehicles-large";

const RIDER_PLACES = ["inside", "bow", "turret", "rear"] as const;

/**
 * A vehicle in a scenario [19.1]: its chart line, side, squad, hex (printed ID), hull facing and turret facing, its
 * crewmen (soldier ids of the side, each in one of the line's Crew Boxes, in the vehicle's hex) and its passengers.
 */
export const vehicleSpecSchema = z.object({
  id: z.string().min(1).max(20),
  type: z.enum(VEHICLE_TYPES),
  side: z.enum(["A", "B"]),
  /** The squad whose Impulses move it [8.5: vehicles belong to squads]; default the side's one squad. */
  squad: z.string().min(1).optional(),
  hex: z.string().min(1),
  facing: z.number().int().min(1).max(6),
  turret: z.number().int().min(1).max(6).optional(),
  crew: z.array(z.object({ soldier: z.string().min(1), box: z.number().int().min(1).max(15) }).strict()).min(1).max(15),
  passengers: z.array(z.object({ soldier: z.string().min(1), place: z.enum(RIDER_PLACES) }).strict()).max(20).default([]),
}).strict();
/** A vehicle in a scenario. */
export type VehicleSpec = z.output<typeof vehicleSpecSchema>;

/** Damage recorded on a vehicle [19.3.7-19.3.8]. */
export type VehicleDamage = {
  readonly engine: boolean;
  /** Penetrating track hits: T vehicles lose their tracks on the first, W/MW on the second (the first halves MF) [19.3.8]. */
  readonly tracks: number;
  readonly radio: boolean;
  readonly sights: boolean;
  /** Weapons (numbers) hit: they may no longer fire. */
  readonly weapons: readonly string[];
};

/** A vehicle in play. */
export type Vehicle = {
  readonly id: string;
  readonly type: VehicleType;
  readonly side: Side;
  readonly squad: string;
  readonly hex: Hex;
  /** A large vehicle's rear hex, behind `hex` (its front hex); absent for small vehicles [19.1.1, vehicles-large.ts]. */
  readonly rear?: Hex;
  readonly facing: number;
  readonly turret: number;
  readonly damage: VehicleDamage;
  /** A vehicle Fire (Option 21.2): inside, then also the exterior, then the hex(es) too [21.2.1-21.2.3]; absent when none. */
  readonly fire?: "inside" | "exterior" | "hex";
  /** Hexes with enemy soldiers entered this Impulse before speed S, run down once it is reached [19.5]; absent when none. */
  readonly runDownPending?: readonly Hex[];
  /** MF spent entering water hexes this Impulse (amphibious, 19.2); absent when none. */
  readonly waterMf?: number;
  /** Firing-port directions fired out of this Impulse (one firer each, 19.3.9); absent when none. */
  readonly portsFired?: readonly ("left" | "right" | "rear")[];
  /** Missile control boxes carried off the vehicle, by weapon and soldier [19.2.3.2]; absent when none. */
  readonly controlBoxes?: readonly { readonly weapon: string; readonly soldier: string }[];
  /** Smoke projector rounds fired so far this game (the number after the D is the total, 19.1.8); absent when none. */
  readonly smokeRounds?: number;
  /** Crew Boxes whose hatch an enemy broke open: open for the rest of the game [19.4.3]; absent when none. */
  readonly brokenHatches?: readonly number[];
  /** Weapons (numbers) whose round must be loaded separately before they fire again [19.1.10, 11.1.12]. */
  readonly unloaded: readonly string[];
  /** This Impulse Phase: the vehicle took an Impulse [6.1]; this Impulse: MF spent, non-combat part, new hexes, crewmen used, weapons fired. */
  readonly acted: boolean;
  readonly inImpulse: boolean;
  readonly mf: number;
  readonly nonCombatMf: number;
  readonly hexesEntered: number;
  /** Turret hexsides turned this Impulse Phase [19.2.5]. */
  readonly turretTurned: number;
  readonly used: readonly string[];
  readonly fired: readonly string[];
  readonly missileFired: boolean;
  /** The main gun's shot this Impulse: its target and gunner (the coaxial's target and crewman follow it, 19.1.12 J). */
  readonly main?: { readonly target: string; readonly gunner: string };
};

/** A Firepower game with vehicles (the field is absent when the scenario has none). */
export type VehicleGame = FirepowerGame & { readonly vehicles?: readonly Vehicle[] };

/** The vehicles of a game. */
export function vehiclesOf(game: FirepowerGame): readonly Vehicle[] {
  return (game as VehicleGame).vehicles ?? [];
}

/** The game with its vehicles replaced. */
export function withVehicles(game: FirepowerGame, vehicles: readonly Vehicle[]): FirepowerGame {
  const next: VehicleGame = { ...game, vehicles };
  return next;
}

/** The game with one vehicle's fields set. */
export function updateVehicle(game: FirepowerGame, id: string, fields: Partial<Vehicle>): FirepowerGame {
  return withVehicles(game, vehiclesOf(game).map((v) => (v.id === id ? { ...v, ...fields } : v)));
}

/** A vehicle by id. */
export function findVehicle(game: FirepowerGame, id: string): Vehicle | undefined {
  return vehiclesOf(game).find((v) => v.id === id);
}

/** The vehicle in a hex, either half of an LGV counting (one vehicle per hex: vehicles never pass through each other, 19.2.1). */
export function vehicleAt(game: FirepowerGame, hex: Hex): Vehicle | undefined {
  return vehicleIn(vehiclesOf(game), hex);
}

/** The chart line of a vehicle (the match's table: a rulings pack may replace the placeholders). */
export function lineOf(tables: ReadonlyMap<string, AnyTable> | undefined, v: Pick<Vehicle, "type">): VehicleLine {
  return lookupOrThrow(tableOf(tables, VEHICLE_CHART), { vehicle: v.type }).value;
}

/** Living soldiers aboard a vehicle (crew and passengers). */
export function aboard(game: FirepowerGame, vehicleId: string): Soldier[] {
  return game.soldiers.filter((s) => !s.eliminated && s.riding?.vehicle === vehicleId);
}

/** Living crewmen of a vehicle, by Crew Box. */
export function crewOf(game: FirepowerGame, vehicleId: string): Soldier[] {
  return aboard(game, vehicleId).filter((s) => s.riding?.place === "crew");
}

/**
 * Shut in by armour: an inside passenger, or a crewman not Standing (hatch closed, 19.4.2). Blasts outside and L fire
 * reach them only through penetration [19.3.2-19.3.5]. A Standing crewman is exposed with 1 height of cover.
 */
export function isShutIn(s: Pick<Soldier, "riding" | "posture">): boolean {
  return s.riding !== undefined && (s.riding.place === "inside" || (s.riding.place === "crew" && s.posture !== "stand"));
}

/**
 * The armour basis a shot from `from` meets [19.1.7]: the hull side its line enters by, relative to the vehicle's
 * facing (F, FS, RS, R); the top when fired from the vehicle's own hex. On a vertex the firer picks the weaker side
 * (as the firer picks a grenade's spread side on a vertex, 6.3.6.3.2.1; the ARMOR BASIS DIAGRAMS are missing).
 */
export function armourFaceFrom(v: Pick<Vehicle, "hex" | "facing" | "rear">, from: Hex, line: VehicleLine): ArmourFace {
  // An LGV is hit in its nearer half; the side of that hex the shot enters gives the armour basis [19.3.1.1.2].
  const at = targetHexOf(v, from, hexDistance);
  if (isSameHex(from, at)) return "T";
  const faces = entrySides(from, at).map((d): ArmourFace => {
    const rel = (d - (v.facing - 1) + 12) % 6;
    return rel === 0 ? "F" : rel === 3 ? "R" : rel === 1 || rel === 5 ? "FS" : "RS";
  });
  return faces.reduce((a, b) => (line.armour[b] < line.armour[a] ? b : a));
}

/** Where a shot from `from` crosses the vehicle, for rider cover [19.1.9.2]: over its front, its rear, or a side. */
export function hullSideFrom(v: Pick<Vehicle, "hex" | "facing">, from: Hex): "front" | "rear" | "side" {
  if (isSameHex(from, v.hex)) return "side";
  const rel = (entrySides(from, v.hex)[0]! - (v.facing - 1) + 12) % 6;
  return rel === 0 ? "front" : rel === 3 ? "rear" : "side";
}

/** The vehicles of a scenario in play; crewmen and passengers are marked aboard (they stand in the vehicle's hex). */
export function setupVehicles(game: FirepowerGame, specs: readonly VehicleSpec[], hexOf: (id: string) => Hex | undefined): FirepowerGame {
  if (specs.length === 0) return game;
  const riding = new Map<string, NonNullable<Soldier["riding"]>>();
  const vehicles = specs.map((spec): Vehicle => {
    const hex = hexOf(spec.hex);
    if (!hex) throw new Error(`rules-firepower: vehicle ${spec.id}: no hex ${spec.hex}`);
    for (const c of spec.crew) riding.set(c.soldier, { vehicle: spec.id, place: "crew", box: c.box });
    for (const p of spec.passengers) riding.set(p.soldier, { vehicle: spec.id, place: p.place });
    const rear = initialRear(lookupOrThrow(VEHICLE_CHART, { vehicle: spec.type }).value, hex, spec.facing);
    return {
      id: spec.id, type: spec.type, side: spec.side, squad: spec.squad ?? spec.side, hex, ...(rear ? { rear } : {}), facing: spec.facing, turret: spec.turret ?? spec.facing,
      damage: { engine: false, tracks: 0, radio: false, sights: false, weapons: [] }, unloaded: [],
      acted: false, inImpulse: false, mf: 0, nonCombatMf: 0, hexesEntered: 0, turretTurned: 0, used: [], fired: [], missileFired: false,
    };
  });
  const soldiers = game.soldiers.map((s) => {
    const r = riding.get(s.id);
    const v = r ? vehicles.find((x) => x.id === r.vehicle) : undefined;
    // Crewmen and inside passengers start seated (Crouch: hatches closed, 19.4.2); everyone aboard is in the vehicle's hex.
    const seated = r?.place === "crew" || r?.place === "inside";
    return r && v ? { ...s, riding: r, hex: v.hex, ...(seated ? { posture: "crouch" as const } : {}) } : s;
  });
  return withVehicles({ ...game, soldiers }, vehicles);
}

/** Scenario checks for vehicles: crewmen and passengers are soldiers of the vehicle's side, each aboard once, in the line's boxes and capacity. */
export function vehicleSpecIssues(specs: readonly VehicleSpec[], soldierSide: (id: string) => Side | undefined): string[] {
  const issues: string[] = [];
  const seen = new Set<string>();
  for (const v of specs) {
    const line = lookupOrThrow(VEHICLE_CHART, { vehicle: v.type }).value;
    for (const id of [...v.crew.map((c) => c.soldier), ...v.passengers.map((p) => p.soldier)]) {
      if (soldierSide(id) !== v.side) issues.push(`${v.id}: ${id} is not a soldier of side ${v.side}`);
      if (seen.has(id)) issues.push(`${v.id}: ${id} is aboard twice`);
      seen.add(id);
    }
    for (const c of v.crew) if (!line.crew.includes(c.box)) issues.push(`${v.id}: the ${v.type} has no Crew Box ${c.box} (19.1.10)`);
    if (new Set(v.crew.map((c) => c.box)).size !== v.crew.length) issues.push(`${v.id}: one crewman per Crew Box (19.1.10)`);
    if (v.passengers.length > line.passengers + (line.inside && line.armour.T > 0 ? Math.ceil(line.passengers / 2) : 0)) issues.push(`${v.id}: more passengers than the ${v.type} carries (19.1.9.1)`);
  }
  if (new Set(specs.map((v) => v.id)).size !== specs.length) issues.push("vehicle ids must be unique");
  return issues;
}

/** The soldier standing in Crew Box `box` of a vehicle, if alive. */
export function inBox(game: FirepowerGame, vehicleId: string, box: number): Soldier | undefined {
  return crewOf(game, vehicleId).find((s) => s.riding?.box === box);
}

/** Whether a soldier is aboard any vehicle (by id), for callers that hold only an id. */
export function isAboard(game: FirepowerGame, id: string): boolean {
  return findSoldier(game, id)?.riding !== undefined;
}
