import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import type { PatrolGame } from "../state/index";
import { resolveVehiclePanic, resolveVehicleTasks } from "./vehicles-combat";
import { explodeVehicles } from "../fire/index";

/**
 * The vehicle steps that follow a stage of the turn [4.1]: B panic of buttoned vehicles [23.41]; F vehicles set to
 * blow up this turn explode [14.23 B, D]; G hatches open or close and crews bail out [23.4, 23.7].
 */
export function afterVehicleStage(stage: string, out: { game: PatrolGame; events: GameEvent[] }, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  if (!out.game.vehicles) return out;
  const next = stage === "panic" ? resolveVehiclePanic(out.game, dice, round)
    : stage === "explosives" ? explodeVehicles(out.game, dice, tables, round)
    : stage === "maintenance" ? resolveVehicleTasks(out.game)
    : undefined;
  return next ? { game: next.game, events: [...out.events, ...next.events] } : out;
}
