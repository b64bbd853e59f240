import type { DiceSource } from "@tactica/dice";
import type { Command } from "./command";
import { isTurnCommandType } from "./command";
import type { CommandContext } from "./define-command";
import type { Ruleset } from "./define-ruleset";
import { deepFreeze } from "./deep-freeze";
import type { GameEvent, LoggedEvent } from "./event";
import type { MatchState } from "./match-state";
import type { Rejection } from "./rejection";
import { tablesFor } from "./match-tables";
import { stateHash } from "./state-hash";
import { checkCommand } from "./check-command";
import { resolveWithHooks } from "./hooks";
import { withReactions } from "./reactions";
import { evaluateStanding } from "./standing-reactions";
import { isRulingCommandType, resolveRulingCommand } from "../options/settle-ruling";

/** The outcome of `apply`: the next state with its logged events, or a rejection (state unchanged). */
export type ApplyResult<G, T> =
  | { readonly ok: true; readonly state: MatchState<G, T>; readonly events: readonly LoggedEvent[]; readonly stateHash: string }
  | { readonly ok: false; readonly error: Rejection };

/**
 * Apply one command: check it (turn model, schema, reaction window, guards, validator: gate-command.ts), resolve
 * it with `dice` inside the ruleset's after-command hooks, fire the standing reactions it triggers, let the ruleset
 * react to turn events, and return the next frozen state. Pure; a rejection leaves nothing changed and
 * rolls no dice, because validators never receive the dice.
 */
export function apply<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  command: Command,
  dice: DiceSource,
): ApplyResult<G, T> {
  const checked = checkCommand(ruleset, state, command);
  if (!checked.ok) return checked;
  const { cmd, ctx } = checked;
  const resolved = isRulingCommandType(cmd.type) ? resolveRulingCommand(ruleset.options, state, cmd, dice)
    : isTurnCommandType(cmd.type)
    ? resolveTurnCommand(ruleset, state, cmd, dice)
    : resolveGameCommand(ruleset, state, cmd, dice, ctx);
  const settled = settle(ruleset, resolved, dice);
  // options and rulings change only by a ruling/settle; for every other command they are the state's own.
  // The engine's reactions (reactions.ts) are kept too; withReactions drops the field when empty, so hashes hold.
  const next = deepFreeze(withReactions({ ...state, seq: state.seq + 1, options: settled.state.options, rulings: settled.state.rulings, game: settled.state.game, turn: settled.state.turn }, settled.state.reactions ?? {}));
  const hash = stateHash(next);
  const events = settled.events.map((e): LoggedEvent => ({ ...e, seq: next.seq, stateHash: hash }));
  return { ok: true, state: next, events: deepFreeze(events), stateHash: hash };
}

type Step<G, T> = { state: MatchState<G, T>; events: readonly GameEvent[] };

function resolveTurnCommand<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  cmd: Command,
  dice: DiceSource,
): Step<G, T> {
  const spec = ruleset.turnModel.commands[cmd.type];
  if (!spec) throw new Error(`apply: turn command ${cmd.type} vanished after its check`);
  const ctx = { game: state.game, seats: state.seats, options: state.options };
  const out = spec.resolve(state.turn, cmd, dice, ctx);
  return reactToTurnEvents(ruleset, { ...state, turn: out.turn }, out.events, dice);
}

function resolveGameCommand<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  cmd: Command,
  dice: DiceSource,
  ctx: CommandContext,
): Step<G, T> {
  const spec = ruleset.commands[cmd.type];
  if (!spec) throw new Error(`apply: command ${cmd.type} vanished after its check`);
  // The command with the ruleset's hooks around it (hooks.ts), then the standing reactions it triggers.
  const hooked = resolveWithHooks(ruleset.afterCommand ?? [], (s, c, d, x) => spec.resolve(s, c, d, x), state, cmd, dice, ctx);
  const out = evaluateStanding(ruleset.standingReactions, state, hooked, cmd, dice, ctx);
  const after = ruleset.turnModel.afterGameCommand;
  const turn = after ? after(out.state.turn, cmd, spec.tags ?? []) : out.state.turn;
  return { state: withReactions({ ...state, game: out.state.game, turn }, out.state.reactions ?? {}), events: out.events };
}

/** More automatic transitions than any turn could need: the turn model is looping, which is a bug. */
const MAX_AUTOMATIC_TRANSITIONS = 1000;

/** Run the turn model's automatic transitions, the ruleset reacting to each, until the model waits for input. */
function settle<G, T, Sc>(ruleset: Ruleset<G, T, Sc>, start: Step<G, T>, dice: DiceSource): Step<G, T> {
  const advance = ruleset.turnModel.advance;
  if (!advance) return start;
  let { state } = start;
  const events = [...start.events];
  for (let i = 0; i < MAX_AUTOMATIC_TRANSITIONS; i += 1) {
    const step = advance(state.turn, { game: state.game, seats: state.seats, options: state.options });
    if (!step) return { state, events };
    const reacted = reactToTurnEvents(ruleset, { ...state, turn: step.turn }, step.events, dice);
    state = reacted.state;
    events.push(...reacted.events);
  }
  throw new Error(`apply: turn model ${ruleset.turnModel.kind} did not settle`);
}

/** Each turn event is followed by the ruleset's reaction to it (markers removed on a chit draw, ...). */
function reactToTurnEvents<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  start: MatchState<G, T>,
  turnEvents: readonly GameEvent[],
  dice: DiceSource,
): Step<G, T> {
  const hook = ruleset.onTurnEvent;
  if (!hook) return { state: start, events: turnEvents };
  let state = start;
  const events: GameEvent[] = [];
  for (const event of turnEvents) {
    events.push(event);
    const ctx: CommandContext = { turn: ruleset.turnModel.status(state.turn), options: state.options, tables: tablesFor(ruleset, state) };
    const out = hook(state, event, dice, ctx);
    state = withReactions({ ...state, game: out.state.game }, out.state.reactions ?? {});
    events.push(...out.events);
  }
  return { state, events };
}
