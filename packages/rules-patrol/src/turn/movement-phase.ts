import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { withColumnPlotted } from "../situations/index";
import { applyHorseMounts } from "../terrain/index";
import { resolveMovement } from "./stage-movement";
import type { PatrolGame } from "../state/index";

/**
 * Phase D [7.0]: the 26.2 column's movement multiple (entry.ts), mounting and dismounting horses at its start
 * [28.21] (horses.ts), then the MP-by-MP movement (stage-movement.ts).
 */
export function resolveMovementPhase(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  const mounts = applyHorseMounts(withColumnPlotted(game, round, tables));
  const moved = resolveMovement(mounts.game, dice, tables, round);
  return { game: moved.game, events: [...mounts.events, ...moved.events] };
}
