import type { Command } from "./command";
import { isTurnCommandType } from "./command";
import type { CommandContext, CommandSpec } from "./define-command";
import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import { tablesFor } from "./match-tables";
import { gateCommand } from "./gate-command";
import { parsePayload } from "./parse-payload";
import { reject } from "./rejection";
import type { Check, Rejection } from "./rejection";
import { checkOpponent } from "./check-opponent";
import { checkRulingCommand, isRulingCommandType } from "../options/settle-ruling";
import type { TurnStatus } from "./turn-model";

/** A command that passed every check, with its parsed payload and the context its resolver receives. */
export type CheckedCommand =
  | { readonly ok: true; readonly cmd: Command; readonly ctx: CommandContext }
  | { readonly ok: false; readonly error: Rejection };

/**
 * Everything `apply` checks before resolving, in order: ruleset identity, end of match, seat, command type,
 * payload schema, the turn model (whose activation, which step), then the command's own validator.
 */
export function checkCommand<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  command: Command,
): CheckedCommand {
  if (state.ruleset.id !== ruleset.id || state.ruleset.version !== ruleset.version) {
    return reject("match/ruleset_mismatch", `state belongs to ${state.ruleset.id}@${state.ruleset.version}`);
  }
  const turn = ruleset.turnModel.status(state.turn);
  if (turn.over || ruleset.isOver?.(state) === true) return reject("match/over", "the match is over");
  if (!state.seats.includes(command.seat)) return reject("match/unknown_seat", "no such seat in this match");
  const ctx: CommandContext = { turn, options: state.options, tables: tablesFor(ruleset, state) };
  if (isTurnCommandType(command.type)) return checkTurnCommand(ruleset, state, command, ctx);
  if (isRulingCommandType(command.type)) return checkRulingCommand(ruleset.options, state, command, ctx);
  const spec = ruleset.commands[command.type];
  if (!spec) return reject("command/unknown_type", `unknown command ${command.type}`);
  const parsed = parsePayload(spec.schema, command.payload, spec.rule);
  if (!parsed.ok) return parsed;
  const cmd: Command = { type: command.type, seat: command.seat, payload: parsed.payload };
  const allowed = checkTurnGate(spec, turn, cmd, state);
  if (!allowed.ok) return allowed;
  const valid = gateCommand(ruleset, state, cmd, ctx, () => spec.validate(state, cmd, ctx)); // window, guards (gate-command.ts)
  return valid.ok ? { ok: true, cmd, ctx } : valid;
}

function checkTurnCommand<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  command: Command,
  ctx: CommandContext,
): CheckedCommand {
  const spec = ruleset.turnModel.commands[command.type];
  if (!spec) return reject("command/unknown_type", `unknown turn command ${command.type}`);
  const parsed = parsePayload(spec.schema, command.payload, spec.rule);
  if (!parsed.ok) return parsed;
  const cmd: Command = { type: command.type, seat: command.seat, payload: parsed.payload };
  const valid = gateCommand(ruleset, state, cmd, ctx, () => spec.validate(state.turn, cmd, { game: state.game, seats: state.seats, options: state.options }));
  return valid.ok ? { ok: true, cmd, ctx } : valid;
}

/** The framework's generic turn rules for game commands: the right step, and the right seat. */
function checkTurnGate<G, T>(spec: CommandSpec<G, T>, turn: TurnStatus, cmd: Command, state: MatchState<G, T>): Check {
  if (spec.steps && !spec.steps.includes(turn.step)) {
    return reject("turn/wrong_step", `${cmd.type} is not allowed in step ${turn.step}`, spec.rule);
  }
  const acting = turn.actors.includes(cmd.seat);
  const actor = spec.actor ?? "active";
  if (actor === "active" && !acting) {
    return reject("turn/not_your_activation", `${cmd.seat} is not the acting seat`, spec.rule);
  }
  if (actor === "reactive" && acting) {
    return reject("turn/not_reactive", `${cmd.type} answers another seat's activation, and ${cmd.seat} is the acting seat`, spec.rule);
  }
  return actor === "opponent" ? checkOpponent(state, turn, cmd, spec.rule) : { ok: true };
}
