import type { Seat } from "./seat";

/** A command as sent by a client: its type (`fire`, `turn/draw_chit`), the issuing seat and a payload. */
export interface Command<P = unknown> {
  readonly type: string;
  readonly seat: Seat;
  readonly payload: P;
}

/** The prefix of commands owned by the turn model rather than the ruleset. */
export const TURN_COMMAND_PREFIX = "turn/";

/** True when a command type belongs to the turn model (`turn/...`). */
export function isTurnCommandType(type: string): boolean {
  return type.startsWith(TURN_COMMAND_PREFIX);
}
