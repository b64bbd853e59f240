import type { DiceSource } from "@tactica/dice";
import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { parsePayload } from "../framework/parse-payload";
import type { Rejection } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import type { TurnContext, TurnModel } from "../framework/turn-model";

const MAX_AUTOMATIC_TRANSITIONS = 1000;

/**
 * Drive a turn model on its own (no ruleset): check and resolve one turn command, then run its automatic
 * transitions. What `apply` does for turn commands, minus the ruleset's reactions; for tests and tools.
 */
export function stepTurnModel<T, G>(
  model: TurnModel<T, G>,
  turn: T,
  command: Command,
  dice: DiceSource,
  ctx: TurnContext<G>,
): { readonly ok: true; readonly turn: T; readonly events: readonly GameEvent[] } | { readonly ok: false; readonly error: Rejection } {
  const spec = model.commands[command.type];
  if (!spec) return { ok: false, error: { code: "command/unknown_type", message: `unknown turn command ${command.type}`, rule: "" } };
  const parsed = parsePayload(spec.schema, command.payload, spec.rule);
  if (!parsed.ok) return parsed;
  const cmd = { ...command, payload: parsed.payload };
  const valid = spec.validate(turn, cmd, ctx);
  if (!valid.ok) return valid;
  const first = spec.resolve(turn, cmd, dice, ctx);
  let next = first.turn;
  const events = [...first.events];
  for (let step = model.advance?.(next, ctx), n = 0; step; step = model.advance?.(next, ctx), n += 1) {
    if (n >= MAX_AUTOMATIC_TRANSITIONS) throw new Error(`stepTurnModel: ${model.kind} did not settle`);
    next = step.turn;
    events.push(...step.events);
  }
  return { ok: true, turn: next, events };
}

/** A turn command value: `turnCommand("draw_chit", "allies")`. */
export function turnCommand(name: string, seat: Seat, payload: unknown = {}): Command {
  return { type: `turn/${name}`, seat, payload };
}
