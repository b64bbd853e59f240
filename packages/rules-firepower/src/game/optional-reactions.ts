// Reactions inside the opponent's Impulse (Options 16.1 and 16.5): while one waits, only the reaction commands are
// accepted; every other game command and every turn command is refused with the reason.
import type { Check, ChitTurn, CommandSpec, TurnModel } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { FirepowerGame } from "./types";

/** Whether a reaction is awaited: a fused grenade (16.1) or an order window after an enemy move (16.5). */
export function reactionWaiting(game: FirepowerGame): Check {
  if (game.pendingReturn) return reject("grenade/awaiting_return", "a grenade lies fused: the side in its impact hex decides first whether to throw it back", "Firepower 16.1");
  if (game.pendingReaction) return reject("order/awaiting_reaction", "the other side may fire a written order at the soldier who just moved before he goes on", "Firepower 16.5");
  return OK;
}

/** Every game command but the `reactions` waits while a reaction is awaited. */
export function withReactionGate<T extends Readonly<Record<string, CommandSpec<FirepowerGame, ChitTurn>>>>(commands: T, reactions: readonly string[]): T {
  return Object.fromEntries(Object.entries(commands).map(([type, spec]) => [type, reactions.includes(type) ? spec : {
    ...spec,
    validate: (state, cmd, ctx) => { const waiting = reactionWaiting(state.game); return waiting.ok ? spec.validate(state, cmd, ctx) : waiting; },
  } satisfies CommandSpec<FirepowerGame, ChitTurn>])) as T;
}

/** No Impulse ends and no chit is drawn while a reaction is awaited. */
export function withReactionTurnGate(model: TurnModel<ChitTurn, FirepowerGame>): TurnModel<ChitTurn, FirepowerGame> {
  return {
    ...model,
    commands: Object.fromEntries(Object.entries(model.commands).map(([type, spec]) => [type, {
      ...spec,
      validate: (t, cmd, ctx) => { const waiting = reactionWaiting(ctx.game); return waiting.ok ? spec.validate(t, cmd, ctx) : waiting; },
    }])),
  };
}
