import type { InPlayRulings } from "../options/settle-ruling";
import type { TableOverride } from "../tables/table-override";
import type { Seat } from "./seat";
import type { MatchReactions } from "./reactions";
import type { Side } from "./sides";

/** The whole state of a match: an immutable plain-JSON value, hashed after every step. */
export interface MatchState<G = unknown, T = unknown> {
  readonly ruleset: { readonly id: string; readonly version: string };
  /** Effective option values (rulings pack applied); only a `ruling/settle` changes one (settle-ruling.ts). */
  readonly options: Readonly<Record<string, string>>;
  /** The rulings pack's hash and table overrides, so commands use the organiser's tables; rulings settled in play. */
  readonly rulings: { readonly hash: string; readonly tables: Readonly<Record<string, TableOverride>> } & InPlayRulings;
  readonly seats: readonly Seat[];
  /**
   * Teams of seats, present only when the ruleset's set-up declared them (see sides.ts: otherwise each seat is its
   * own side, derived), so states of rulesets without sides hash exactly as before.
   */
  readonly sides?: readonly Side[];
  /** Number of commands applied so far. */
  readonly seq: number;
  /** The turn model's own state (whose activation, drawn chits, locked plots...). */
  readonly turn: T;
  /** The ruleset's game state (units, markers...). */
  readonly game: G;
  /** Open reaction window and secret standing reactions the engine holds (reactions.ts); absent when there are none. */
  readonly reactions?: MatchReactions;
}
