// Large vehicles (LGV, Option 19.1.1): two hexes, the front hex (the vehicle's `hex`) and the rear hex behind it.
// Movement moves both halves, a turn pivots the rear into a new hex (19.2.4, 19.2.7.6), weapons fire and range from
// the hex that holds them (19.1.12 "LGV LOC"), passengers get on and off at the rear (19.1.16), and the vehicle
// stands in both hexes for stacking, LOS and blasts.
import { lookupOrThrow } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { z } from "zod";
import { boardFrom } from "../core/board";
import { hexAhead } from "../core/geometry";
import type { VehicleLine } from "./vehicle-chart";
import { VEHICLE_CHART } from "./vehicle-chart";
import type { Vehicle, VehicleSpec } from "./vehicles-state";

/** The facing straight behind `facing` (1-6). */
export const behind = (facing: number): number => ((facing + 2) % 6) + 1;

/** The rear hex of an LGV whose front hex is `front`, facing `facing` [19.1.1, 19.2.4]. */
export function rearHexOf(front: Hex, facing: number): Hex {
  return hexAhead(front, behind(facing));
}

/** The hexes a vehicle stands in: its hex, and an LGV's rear hex too. */
export function vehicleHexes(v: Pick<Vehicle, "hex" | "rear">): Hex[] {
  return v.rear ? [v.hex, v.rear] : [v.hex];
}

/** Whether the vehicle stands in `hex` (either half of an LGV). */
export function occupies(v: Pick<Vehicle, "hex" | "rear">, hex: Hex): boolean {
  return vehicleHexes(v).some((h) => isSameHex(h, hex));
}

/** Weapon positions in an LGV's rear hex [19.1.12]: F, G, K, L, M, N; H and I ride with a K turret. */
const REAR_POSITIONS = ["F", "G", "K", "L", "M", "N"];

/** The hex a weapon position is in on an LGV (range and LOS count from it, 19.1.12 "LGV LOC"); an SMV's own hex. */
export function weaponHex(v: Pick<Vehicle, "hex" | "rear">, line: VehicleLine, position: string): Hex {
  if (!v.rear) return v.hex;
  const kTurret = line.weapons.some((w) => w.position === "K");
  const inRear = REAR_POSITIONS.includes(position) || ((position === "H" || position === "I") && kTurret) || (position === "J" && line.weapons[0]?.position === "K");
  return inRear ? v.rear : v.hex;
}

/** The hex of a vehicle a shot from `from` hits: the nearer half of an LGV (the front on a tie) [19.3.1.1.2]. */
export function targetHexOf(v: Pick<Vehicle, "hex" | "rear">, from: Hex, distance: (a: Hex, b: Hex) => number): Hex {
  if (!v.rear) return v.hex;
  return distance(from, v.rear) < distance(from, v.hex) ? v.rear : v.hex;
}

/** The LOS obstacle heights of a vehicle's hexes [19.1.6]: the turret's in the hex that holds it, the hull's in the other. */
export function obstacleHexes(v: Pick<Vehicle, "hex" | "rear">, line: VehicleLine): { hex: Hex; headHeight: number }[] {
  if (!v.rear) return [{ hex: v.hex, headHeight: line.height.turret }];
  const turretInRear = line.weapons[0]?.position === "K";
  return [
    { hex: v.hex, headHeight: turretInRear ? line.height.hull : line.height.turret },
    { hex: v.rear, headHeight: turretInRear ? line.height.turret : line.height.hull },
  ];
}

/** The hex soldiers get off into, and on from: an LGV's rear hex for passengers (19.1.16 NOTE), else the vehicle's hex. */
export function passengerHex(v: Pick<Vehicle, "hex" | "rear">): Hex {
  return v.rear ?? v.hex;
}

/**
 * Where an LGV's halves go when it enters a hex [19.2.1]: forward the front enters the hex ahead and the rear takes
 * the old front hex; backing the rear enters the hex behind and the front takes the old rear hex. `entered` is the one
 * new hex, the one that pays the chart's cost.
 */
export function lgvStep(v: Pick<Vehicle, "hex" | "rear" | "facing">, back: boolean): { front: Hex; rear: Hex; entered: Hex } | undefined {
  if (!v.rear) return undefined;
  if (!back) {
    const entered = hexAhead(v.hex, v.facing);
    return { front: entered, rear: v.hex, entered };
  }
  const entered = hexAhead(v.rear, behind(v.facing));
  return { front: v.rear, rear: entered, entered };
}

type ScenarioLike = { readonly vehicles?: readonly VehicleSpec[] | undefined } & Parameters<typeof boardFrom>[0];

/**
 * Scenario checks for large vehicles [19.1.1, 19.2.1]: the rear hex (behind the front hex, against the facing) is on
 * the map, and no hex holds two vehicles, either half of an LGV counting.
 */
export function checkLargeVehicleScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const specs = sc.vehicles ?? [];
  if (!specs.some((v) => lookupOrThrow(VEHICLE_CHART, { vehicle: v.type }).value.size === "LGV")) return;
  const board = boardFrom(sc);
  if (!board) return;
  const taken = new Map<string, string>();
  specs.forEach((spec, i) => {
    const front = board.hexOf(spec.hex);
    if (!front) return;
    const hexes = [front];
    if (lookupOrThrow(VEHICLE_CHART, { vehicle: spec.type }).value.size === "LGV") {
      const rear = rearHexOf(front, spec.facing);
      if (!board.has(rear)) ctx.addIssue({ code: "custom", message: `${spec.id}: a large vehicle's rear hex (behind ${spec.hex}) is off the map (19.1.1)`, path: ["vehicles", i, "facing"] });
      else hexes.push(rear);
    }
    for (const h of hexes) {
      const key = `${h.q},${h.r}`;
      const other = taken.get(key);
      if (other && other !== spec.id) ctx.addIssue({ code: "custom", message: `${spec.id} and ${other} both stand in hex ${board.idOf(h)}: one vehicle per hex (19.2.1)`, path: ["vehicles", i, "hex"] });
      taken.set(key, spec.id);
    }
  });
}

/** The rear hex a new LGV starts with (undefined for an SMV). */
export function initialRear(line: VehicleLine, front: Hex, facing: number): Hex | undefined {
  return line.size === "LGV" ? rearHexOf(front, facing) : undefined;
}

/** The game's vehicle standing in `hex` among `vehicles`, either half of an LGV counting. */
export function vehicleIn(vehicles: readonly Vehicle[], hex: Hex): Vehicle | undefined {
  return vehicles.find((v) => occupies(v, hex));
}

