// Test helper: a recorded Firepower match must replay to the same state hashes from its logged rolls and from the
// revealed server seed (design: verifiable dice, deterministic core).
import type { MatchRecord } from "@tactica/engine";
import { recordedDiceFactory, replayMatch, verifiableDiceFactory } from "@tactica/engine";
import { expect } from "vitest";
import { firepowerRuleset } from "./firepower-ruleset";
import { FIXTURE_SERVER_SEED } from "./play-match.fixture";

/** Replay `record` from its logged rolls and from the fixture's server seed; both must give every stored hash. */
export function expectReplaysToSameHashes(record: MatchRecord): void {
  const fromLog = replayMatch(record, firepowerRuleset, recordedDiceFactory);
  expect(fromLog.mismatch).toBeUndefined();
  expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  const fromSeed = replayMatch({ ...record, dice: { ...record.dice, serverSeed: FIXTURE_SERVER_SEED } }, firepowerRuleset, verifiableDiceFactory(FIXTURE_SERVER_SEED));
  expect(fromSeed.mismatch).toBeUndefined();
  expect(fromSeed.hashes).toEqual(fromLog.hashes);
}
