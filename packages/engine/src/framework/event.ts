import type { Seat } from "./seat";

/** Something that happened; public unless `visibleTo` lists the only seats that may see it. */
export interface GameEvent {
  readonly type: string;
  readonly data?: unknown;
  /** Seats allowed to see this event; absent means every seat and spectators. */
  readonly visibleTo?: readonly Seat[];
}

/** An event as stored in the match log: its step number and the hash of the state after that step. */
export interface LoggedEvent extends GameEvent {
  readonly seq: number;
  readonly stateHash: string;
}
