import type { RollRecord } from "@tactica/dice";
import type { RulingsPack } from "../options/rulings-pack";
import type { Command } from "./command";

/** How the match's dice were derived (design.md "Dice anyone can verify"); the seed is revealed at the end. */
export interface MatchDiceRecord {
  readonly matchId: string;
  readonly serverSeedHash: string;
  /** Present once the match has ended and the server seed is revealed. */
  readonly serverSeed?: string;
  readonly playerSeeds: readonly string[];
  /** Counter of the first roll of the match (normally 0). */
  readonly firstCounter: number;
}

/** One applied command with the dice it rolled and the hash of the state after it. */
export interface MatchStep {
  readonly command: Command;
  readonly rolls: readonly RollRecord[];
  readonly stateHash: string;
}

/** Everything needed to replay a match and check it: ruleset, scenario, rulings, dice, commands. */
export interface MatchRecord {
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly scenario: unknown;
  /** The organiser's rulings pack (options and table overrides) and its hash. */
  readonly rulings: RulingsPack;
  readonly rulingsPackHash: string;
  readonly dice: MatchDiceRecord;
  /** Hash of the state `createMatch` built, before any command. */
  readonly initialHash: string;
  readonly steps: readonly MatchStep[];
}

/** A new record with one more step (records are values; the caller stores the result). */
export function appendStep(record: MatchRecord, step: MatchStep): MatchRecord {
  return { ...record, steps: [...record.steps, step] };
}
