// Vehicles and water (Option 19.1.4.2-19.1.4.3, 19.2) and smoke hexes (19.2.1.1): an amphibious vehicle (two Move
// Factors, "A" for ford) enters water hexes, spending on them no more than its amphibious Move Factor per Impulse;
// others may not enter water deeper than their ford, and the map gives no depths, so every water hex is taken as
// too deep for them. Entering a smoke hex costs 2 MF more.
import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import type { Board } from "../core/board";
import { smokeAt } from "../blasts/smoke";
import type { FirepowerGame } from "../state/types";
import type { VehicleLine } from "./vehicle-chart";
import { VEHICLE_MF_CHART } from "./vehicle-chart";
import type { Vehicle } from "./vehicles-state";

/** Extra MF of entering a smoke hex [19.2.1.1] (the book's number). */
export const SMOKE_HEX_MF = 2;

/** Whether a hex is a water hex (the map's terrain id). */
export function isWater(board: Board, hex: Hex): boolean {
  const cell = board.map.indexOf(hex.q, hex.r);
  return cell >= 0 && board.map.terrainIds[board.map.terrain[cell] ?? 0] === "water";
}

/** The extra MF of entering `hex` when it is a smoke hex [19.2.1.1]. */
export function smokeEntryMf(game: FirepowerGame, hex: Hex, options: Readonly<Record<string, string>>): number {
  return smokeAt(game, hex, options) ? SMOKE_HEX_MF : 0;
}

/**
 * Entering a water hex [19.1.4.2-19.1.4.3, 19.2]: only an amphibious vehicle, at the chart's clear-terrain cost
 * (placeholder; the water column of the Vehicle MF Chart is missing), within its amphibious Move Factor for the
 * Impulse. Undefined when `to` is no water hex.
 */
export function waterEntry(board: Board, v: Vehicle, line: VehicleLine, to: Hex, tables?: ReadonlyMap<string, AnyTable>): (Check & { mf?: number; water?: true }) | undefined {
  if (!isWater(board, to)) return undefined;
  if (line.water === undefined) return reject("vehicle/too_deep", `the ${v.type} is not amphibious and the water is deeper than its ford (the map gives no depths)`, "Firepower 19.1.4.3");
  const enter = lookup(tableOf(tables, VEHICLE_MF_CHART), { traction: line.traction, action: "enter_clear" as const });
  const mf = enter.ok && enter.value !== null ? enter.value : 1;
  if ((v.waterMf ?? 0) + mf > line.water) return reject("vehicle/water_mf", `at most ${line.water} MF in water hexes per Impulse (amphibious Move Factor)`, "Firepower 19.2");
  return { ...OK, mf, water: true };
}
