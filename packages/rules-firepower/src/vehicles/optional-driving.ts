// Option 22.1.7 driving in play: the Driving letter of a soldier's sheet says which vehicles he may drive. "T": any
// vehicle; "MW": any but tracked (T) ones; "W": wheeled (W) vehicles only; "No": none. Driving skill includes
// operating smoke generators, which a vehicle makes as its driver moves it (19.1.8), so the same check covers them.
// The letter is rolled before the game on the CHARACTERISTICS TABLE (missing: the scenario gives the result, as for
// the other traits). Reading: a sheet without a Driving letter (or Option 22 off) leaves the driver unrestricted.
import type { AnyTable, Check } from "@tactica/engine";
import { reject } from "@tactica/engine";
import { isStunned } from "../core/status-ladder";
import type { FirepowerGame, Soldier } from "../state/types";
import type { Vehicle } from "./vehicles-state";
import { inBox, lineOf } from "./vehicles-state";

/** Whether a soldier's Driving letter lets him drive a vehicle of this traction [22.1.7]. */
export function mayDrive(s: Soldier, traction: "W" | "MW" | "T"): boolean {
  const driving = s.traits?.driving;
  if (driving === undefined || driving === "T") return true;
  if (driving === "MW") return traction !== "T";
  if (driving === "W") return traction === "W";
  return false;
}

/** The first crewman of `boxes` able to act and allowed to drive the vehicle [19.1.10, 22.1.7]. */
export function ableDriver(game: FirepowerGame, v: Vehicle, boxes: readonly number[], tables?: ReadonlyMap<string, AnyTable>): Soldier | undefined {
  const traction = lineOf(tables, v).traction;
  return boxes.map((b) => inBox(game, v.id, b)).find((s): s is Soldier => !!s && !isStunned(s) && s.posture !== "prone" && !v.used.includes(s.id) && mayDrive(s, traction));
}

/** The refusal when no driver is found: 22.1.7's when an able crewman sits in a driver's box but may not drive it. */
export function noDriverRefusal(game: FirepowerGame, v: Vehicle, action: "drive" | "turn", tables?: ReadonlyMap<string, AnyTable>): Check {
  const traction = lineOf(tables, v).traction;
  const unskilled = [1, 2].map((b) => inBox(game, v.id, b)).find((s) => !!s && !isStunned(s) && s.posture !== "prone" && !mayDrive(s, traction));
  if (unskilled) {
    return reject("vehicle/driver_unskilled", `${unskilled.id}'s Driving "${unskilled.traits?.driving ?? ""}" does not cover a ${traction} vehicle (T: any; MW: not tracked; W: wheeled only; No: none)`, "Firepower 22.1.7");
  }
  return reject("vehicle/no_driver", `a driver (Crew Box 1 or 2) able to act must ${action} the vehicle`, "Firepower 19.1.10");
}
