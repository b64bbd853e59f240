import type { Seat } from "./seat";

/** Who an event is addressed to: a seat by name, or every seat of a side (`{ side: "axis" }`). */
export type EventAudience = Seat | { readonly side: string };

/** Something that happened; public unless `visibleTo` lists the only seats (or sides) that may see it. */
export interface GameEvent {
  readonly type: string;
  readonly data?: unknown;
  /**
   * Seats and sides allowed to see this event (`["axis"]`, `[{ side: "us" }]`, `["us-1", "us-2"]`); absent means
   * every seat and spectators. A side entry reaches every seat of that side, and never a spectator.
   */
  readonly visibleTo?: readonly EventAudience[];
}

/** An event as stored in the match log: its step number and the hash of the state after that step. */
export interface LoggedEvent extends GameEvent {
  readonly seq: number;
  readonly stateHash: string;
}
