// Reactions inside the opponent's Impulse (Options 16.1 and 16.5) as the engine's pending reaction: while a fused
// grenade or an order window waits, only the reaction commands are accepted; every other game command and every turn
// command is refused with the reason. The window's data stays in the game state (pendingReturn, pendingReaction),
// so states hash as they always did; the ruleset exposes it through `pendingReaction`.
import type { Check, PendingReaction } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { FirepowerGame, FirepowerState } from "../state/types";

/** Whether a reaction is awaited: a fused grenade (16.1) or an order window after an enemy move (16.5). */
export function reactionWaiting(game: FirepowerGame): Check {
  if (game.pendingReturn) return reject("grenade/awaiting_return", "a grenade lies fused: the side in its impact hex decides first whether to throw it back", "Firepower 16.1");
  if (game.pendingReaction) return reject("order/awaiting_reaction", "the other side may fire a written order at the soldier who just moved before he goes on", "Firepower 16.5");
  return OK;
}

/**
 * The open 16.1 or 16.5 window as the engine's pending reaction: the side that decides, and the reaction commands
 * (`answers`, each of which checks for itself that its own window is the one open).
 */
export function firepowerPendingReaction(state: FirepowerState, answers: readonly string[]): PendingReaction | undefined {
  const waiting = reactionWaiting(state.game);
  const side = state.game.pendingReturn?.side ?? state.game.pendingReaction?.side;
  if (waiting.ok || !side) return undefined;
  return { seats: [side], answers, rule: waiting.error.rule, code: waiting.error.code, reason: waiting.error.message };
}
