// Plot loading written secretly (11.1.12 with 19.2.6): "soldier number-LOAD-ammunition type" is noted in secret. The
// other side learns that a crewman of the vehicle was given a written task, not which one, nor which gun is loaded:
// its view of another side's vehicle carries no `unloaded` weapons and no crewmen used, until the game has a result.
import type { GameEvent } from "@tactica/engine";
import type { FirepowerGame, Side } from "../state/types";
import { vehiclesOf, withVehicles } from "./vehicles-state";

/** The events of a secret loading [11.1.12]: a public note with no detail, and the detail for the loading side only. */
export function secretLoadEvents(side: Side, vehicle: string, weapon: string, crewman: string): GameEvent[] {
  return [
    { type: "vehicle/task_written", data: { vehicle, rule: "Firepower 11.1.12, 19.2.6" } },
    { type: "vehicle/loaded", data: { vehicle, weapon, crewman, rule: "Firepower 19.1.10, 11.1.12" }, visibleTo: [side] },
  ];
}

/** The game as `viewer` sees it: other sides' vehicles without their unloaded weapons and crewmen used (secret, 11.1.12). */
export function toVehicleLoadView(game: FirepowerGame, viewer: string): FirepowerGame {
  const vehicles = vehiclesOf(game);
  if (vehicles.length === 0 || game.result) return game;
  return withVehicles(game, vehicles.map((v) => (v.side === viewer ? v : { ...v, unloaded: [], used: [] })));
}
