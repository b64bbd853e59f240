import type { Command } from "./command";
import { OK, reject } from "./rejection";
import type { Check } from "./rejection";
import { sideOf } from "./sides";
import type { SidesSource } from "./sides";
import type { TurnStatus } from "./turn-model";

/**
 * The gate of an `actor: "opponent"` command: a reaction offered to the side opposing the acting seats. The acting
 * seats themselves and their teammates are refused, each with its own code, and so is any seat while nobody acts.
 */
export function checkOpponent(state: SidesSource, turn: TurnStatus, cmd: Command, rule: string): Check {
  if (turn.actors.length === 0) {
    return reject("turn/no_acting_side", `${cmd.type} reacts to the acting side, and no seat is acting now`, rule);
  }
  if (turn.actors.includes(cmd.seat)) {
    return reject("turn/not_reactive", `${cmd.type} answers another side's activation, and ${cmd.seat} is the acting seat`, rule);
  }
  const side = sideOf(state, cmd.seat);
  const teammate = turn.actors.find((seat) => sideOf(state, seat) === side);
  if (teammate !== undefined) {
    return reject("turn/not_opponent", `${cmd.type} is for the opposing side only: ${cmd.seat} is on side ${side ?? cmd.seat} with the acting seat ${teammate}`, rule);
  }
  return OK;
}
