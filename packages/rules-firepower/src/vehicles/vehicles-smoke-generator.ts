// Vehicle smoke generators (E) [19.1.8]: every hex the vehicle's rear hex enters becomes a smoke hex, for 2 MF each.
import type { AnyTable, Check, GameEvent } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import { boardOf } from "../core/board";
import { addSmoke } from "../blasts/smoke";
import type { FirepowerGame } from "../state/types";
import { hasSmokeGenerator, VEHICLE_SMOKE_MF } from "../tables/vehicles-smoke-table";
import type { Vehicle } from "./vehicles-state";
import { lineOf } from "./vehicles-state";

/** MF of one smoke device use (`firepower/vehicle_smoke_mf`). */
export function smokeMf(tables: ReadonlyMap<string, AnyTable> | undefined, device: "projector" | "generator"): number {
  const cell = lookup(tableOf(tables, VEHICLE_SMOKE_MF), { device });
  return cell.ok ? cell.value : device === "generator" ? 2 : 1;
}

/** Whether the vehicle may make smoke as it moves: a generator (E) and a working engine [19.1.8, 19.3.8]; the refusal otherwise. */
export function checkGenerator(v: Vehicle, tables: ReadonlyMap<string, AnyTable> | undefined): Check {
  if (!hasSmokeGenerator(lineOf(tables, v))) return reject("vehicle/no_generator", `the ${v.type} has no smoke generator`, "Firepower 19.1.8");
  if (v.damage.engine) return reject("vehicle/engine_hit", "a smoke generator may not be used with a hit engine", "Firepower 19.3.8");
  return OK;
}

/** The game with a generator's smoke in the hex the vehicle's rear entered [19.1.8 E], and its event. */
export function generatorSmoke(game: FirepowerGame, v: Vehicle, rearEntered: Hex, round: number, mf: number): { game: FirepowerGame; events: GameEvent[] } {
  return {
    game: addSmoke(game, { hex: rearEntered, source: "M", round, by: v.id }),
    events: [{ type: "vehicle/smoke_generated", data: { vehicle: v.id, hex: boardOf(game).idOf(rearEntered), mf, rule: "Firepower 19.1.8" } }],
  };
}

