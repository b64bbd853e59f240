import type { TableOverride } from "../tables/table-override";
import type { Seat } from "./seat";

/** The whole state of a match: an immutable plain-JSON value, hashed after every step. */
export interface MatchState<G = unknown, T = unknown> {
  readonly ruleset: { readonly id: string; readonly version: string };
  /** Effective option choices (rulings pack applied), fixed for the match. */
  readonly options: Readonly<Record<string, string>>;
  /** The rulings pack's hash and table overrides, so commands use the organiser's tables. */
  readonly rulings: { readonly hash: string; readonly tables: Readonly<Record<string, TableOverride>> };
  readonly seats: readonly Seat[];
  /** Number of commands applied so far. */
  readonly seq: number;
  /** The turn model's own state (whose activation, drawn chits, locked plots...). */
  readonly turn: T;
  /** The ruleset's game state (units, markers...). */
  readonly game: G;
}
