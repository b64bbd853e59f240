import { rulingsPackHash } from "../options/rulings-pack";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch, defaultRulings } from "./create-match";
import type { MatchSetup } from "./create-match";
import type { Ruleset } from "./define-ruleset";
import type { LoggedEvent } from "./event";
import type { MatchDiceRecord, MatchRecord } from "./match-record";
import { appendStep } from "./match-record";
import type { MatchState } from "./match-state";
import type { Rejection } from "./rejection";
import type { DiceStream } from "./replay-dice";
import { stateHash } from "./state-hash";

/** Create a match and its record together (what a service stores when a match is created). */
export function startRecordedMatch<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  setup: MatchSetup,
  dice: MatchDiceRecord,
): { readonly ok: true; readonly state: MatchState<G, T>; readonly record: MatchRecord } | { readonly ok: false; readonly error: Rejection } {
  const made = createMatch(ruleset, setup);
  if (!made.ok) return made;
  const rulings = setup.rulings ?? defaultRulings(ruleset);
  const record: MatchRecord = {
    ruleset: { id: ruleset.id, version: ruleset.version },
    scenario: setup.scenario,
    rulings,
    rulingsPackHash: rulingsPackHash(rulings),
    dice,
    initialHash: stateHash(made.state),
    steps: [],
  };
  return { ok: true, state: made.state, record };
}

/** Apply a command and, if accepted, append it to the record with the rolls it made and the new state hash. */
export function applyRecorded<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  record: MatchRecord,
  command: Command,
  stream: DiceStream,
):
  | { readonly ok: true; readonly state: MatchState<G, T>; readonly record: MatchRecord; readonly events: readonly LoggedEvent[] }
  | { readonly ok: false; readonly error: Rejection } {
  const before = stream.rolls().length;
  const result = apply(ruleset, state, command, stream.dice);
  if (!result.ok) return result;
  const rolls = stream.rolls().slice(before);
  return { ok: true, state: result.state, events: result.events, record: appendStep(record, { command, rolls, stateHash: result.stateHash }) };
}
