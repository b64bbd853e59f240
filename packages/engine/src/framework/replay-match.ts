import { canonicalJson, createCommitment } from "@tactica/dice";
import { rulingsPackHash } from "../options/rulings-pack";
import { apply } from "./apply";
import { createMatch } from "./create-match";
import type { Ruleset } from "./define-ruleset";
import type { MatchRecord } from "./match-record";
import type { MatchState } from "./match-state";
import type { DiceFactory, DiceStream } from "./replay-dice";
import { stateHash } from "./state-hash";

/** Why a replay diverged from its record. */
export type ReplayMismatchKind = "ruleset" | "rulings" | "dice_commitment" | "setup" | "rejected" | "dice" | "rolls" | "state_hash";

/** The first point where a replay disagrees with the record; step -1 is set-up, 0.. are commands. */
export interface ReplayMismatch {
  readonly step: number;
  readonly kind: ReplayMismatchKind;
  readonly expected: string;
  readonly actual: string;
}

/** Per-step hashes (index 0 = initial state, i+1 = after step i) and the first mismatch, if any. */
export interface ReplayReport<G, T> {
  readonly ok: boolean;
  readonly hashes: readonly string[];
  readonly state: MatchState<G, T> | undefined;
  readonly mismatch?: ReplayMismatch;
}

/** Replay a match record from scratch and compare every step's rolls and state hash with the record. */
export function replayMatch<G, T, Sc>(
  record: MatchRecord,
  ruleset: Ruleset<G, T, Sc>,
  diceFactory: DiceFactory,
): ReplayReport<G, T> {
  const fail = (hashes: readonly string[], state: MatchState<G, T> | undefined, mismatch: ReplayMismatch) =>
    ({ ok: false, hashes, state, mismatch }) as const;
  const wanted = `${record.ruleset.id}@${record.ruleset.version}`;
  const have = `${ruleset.id}@${ruleset.version}`;
  if (wanted !== have) return fail([], undefined, { step: -1, kind: "ruleset", expected: wanted, actual: have });
  const packHash = rulingsPackHash(record.rulings);
  if (packHash !== record.rulingsPackHash) {
    return fail([], undefined, { step: -1, kind: "rulings", expected: record.rulingsPackHash, actual: packHash });
  }
  const seed = record.dice.serverSeed;
  if (seed !== undefined && createCommitment(seed).serverSeedHash !== record.dice.serverSeedHash) {
    const actual = createCommitment(seed).serverSeedHash;
    return fail([], undefined, { step: -1, kind: "dice_commitment", expected: record.dice.serverSeedHash, actual });
  }
  const created = createMatch(ruleset, { scenario: record.scenario, rulings: record.rulings });
  if (!created.ok) return fail([], undefined, { step: -1, kind: "setup", expected: record.initialHash, actual: created.error.code });
  let state = created.state;
  const hashes = [stateHash(state)];
  if (hashes[0] !== record.initialHash) {
    return fail(hashes, state, { step: -1, kind: "state_hash", expected: record.initialHash, actual: hashes[0] ?? "" });
  }
  const stream = diceFactory(record);
  for (const [i, step] of record.steps.entries()) {
    const before = stream.rolls().length;
    const outcome = replayStep(ruleset, state, step.command, stream);
    if (outcome.kind !== "ok") return fail(hashes, state, { step: i, kind: outcome.kind, expected: step.stateHash, actual: outcome.detail });
    const rolls = canonicalJson(stream.rolls().slice(before));
    if (rolls !== canonicalJson(step.rolls)) {
      return fail(hashes, state, { step: i, kind: "rolls", expected: canonicalJson(step.rolls), actual: rolls });
    }
    state = outcome.state;
    hashes.push(outcome.hash);
    if (outcome.hash !== step.stateHash) return fail(hashes, state, { step: i, kind: "state_hash", expected: step.stateHash, actual: outcome.hash });
  }
  return { ok: true, hashes, state };
}

type StepOutcome<G, T> =
  | { kind: "ok"; state: MatchState<G, T>; hash: string }
  | { kind: "rejected" | "dice"; detail: string };

function replayStep<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  command: MatchRecord["steps"][number]["command"],
  stream: DiceStream,
): StepOutcome<G, T> {
  try {
    const result = apply(ruleset, state, command, stream.dice);
    if (!result.ok) return { kind: "rejected", detail: result.error.code };
    return { kind: "ok", state: result.state, hash: result.stateHash };
  } catch (error) {
    // Recorded dice throw when the replay asks for a roll the record never made: that is divergence, not a bug.
    if (error instanceof RangeError) return { kind: "dice", detail: error.message };
    throw error;
  }
}
