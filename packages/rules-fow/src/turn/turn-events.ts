// The ruleset's reactions to the turn model's events: the Starting Step's fixed sub-steps when a player's turn
// starts, a fresh Pinned Down count when a Shooting Step starts, Going to Ground when a turn ends, and the result
// when the turn limit runs out.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent, TurnEventReaction } from "@tactica/engine";
import type { PlayerTurnsTurn } from "@tactica/engine";
import type { FowGame, SideId } from "../state/index";
import type { FowState } from "./commands";
import { endPlayerTurn, runStartingStep, startShootingStep } from "./starting";
import { timeOut } from "./victory";

export function onFowTurnEvent(state: FowState, event: GameEvent, dice: DiceSource): TurnEventReaction<FowGame, PlayerTurnsTurn> {
  const data = (event.data ?? {}) as { seat?: string; step?: string };
  const side = data.seat as SideId | undefined;
  if (state.game.result) return { state, events: [] };
  if (event.type === "turn/step_started" && data.step === "starting" && side) {
    const r = runStartingStep(state.game, side, dice);
    return { state: { ...state, game: r.game }, events: r.events };
  }
  if (event.type === "turn/step_started" && data.step === "shooting") return { state: { ...state, game: startShootingStep(state.game) }, events: [] };
  if (event.type === "turn/step_ended" && data.step === "assault" && side) return { state: { ...state, game: endPlayerTurn(state.game, side) }, events: [] };
  if (event.type === "turn/game_over") {
    const result = timeOut(state.game);
    return { state: { ...state, game: { ...state.game, result } }, events: [{ type: "fow/victory", data: { ...result } }] };
  }
  return { state, events: [] };
}
