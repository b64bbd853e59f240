import { createVerifiableDice } from "@tactica/dice";
import type { DiceSource, RollRecord } from "@tactica/dice";
import type { MatchRecord } from "./match-record";

/** A dice source that also reports every roll made so far (createVerifiableDice has this shape). */
export interface DiceStream {
  readonly dice: DiceSource;
  rolls(): readonly RollRecord[];
}

/** Builds the dice stream a replay uses for a whole match. */
export type DiceFactory = (record: MatchRecord) => DiceStream;

/**
 * Dice that give back the faces logged in the record, in order (replay before the server seed is revealed).
 * A request for a different die, or more rolls than were logged, throws: the replay has diverged.
 */
export function createRecordedDice(logged: readonly RollRecord[]): DiceStream {
  const made: RollRecord[] = [];
  return {
    dice: {
      roll(sides) {
        const next = logged[made.length];
        if (!next) throw new RangeError(`replay: roll ${made.length} was never logged`);
        if (next.sides !== sides) throw new RangeError(`replay: roll ${made.length} was a d${next.sides}, now a d${sides}`);
        made.push(next);
        return next.value;
      },
    },
    rolls: () => made.slice(),
  };
}

/** Replay from the record's own logged rolls. */
export const recordedDiceFactory: DiceFactory = (record) => createRecordedDice(record.steps.flatMap((s) => s.rolls));

/** Replay by re-deriving every roll from the revealed server seed (independent of the logged faces). */
export function verifiableDiceFactory(serverSeed: string): DiceFactory {
  return (record) =>
    createVerifiableDice({
      serverSeed,
      matchId: record.dice.matchId,
      playerSeeds: record.dice.playerSeeds,
      counter: record.dice.firstCounter,
    });
}
