import { createCommitment, createVerifiableDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { createRulingsPack } from "../options/rulings-pack";
import type { Command } from "./command";
import type { MatchRecord } from "./match-record";
import { toMatchRecord } from "./match-record-schema";
import { applyRecorded, startRecordedMatch } from "./record-match";
import { recordedDiceFactory, verifiableDiceFactory } from "./replay-dice";
import { replayMatch } from "./replay-match";
import { duelScenario, toyDuel } from "./toy-duel.fixture";

const serverSeed = "00112233445566778899aabbccddeeff";
const dice = { matchId: "match-1", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alice", "bob"], firstCounter: 0 };
const rulings = createRulingsPack({ id: "club", ruleset: "toy-duel", options: { "toy-duel/damage": "two" } });

function turnOf(red: number, blue: number): Command[] {
  return [
    { type: "turn/submit_plot", seat: "red", payload: { plot: { move: red, fire: true, note: "r" } } },
    { type: "rename", seat: "blue", payload: { name: "Bleu" } },
    { type: "turn/lock_plot", seat: "red", payload: {} },
    { type: "turn/submit_plot", seat: "blue", payload: { plot: { move: blue, fire: true, note: "b" } } },
    { type: "turn/lock_plot", seat: "blue", payload: {} },
  ];
}

/** Play three turns live with verifiable dice and return the record the service would have stored. */
function recordMatch(): MatchRecord {
  const started = startRecordedMatch(toyDuel, { scenario: duelScenario, rulings }, dice);
  if (!started.ok) throw new Error(started.error.code);
  const stream = createVerifiableDice({ serverSeed, matchId: dice.matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  let { state, record } = started;
  for (const command of [...turnOf(1, -1), ...turnOf(0, 0), ...turnOf(-1, 1)]) {
    const r = applyRecorded(toyDuel, state, record, command, stream);
    if (!r.ok) throw new Error(r.error.code);
    ({ state, record } = r);
    if (state.turn.over || toyDuel.isOver?.(state)) break;
  }
  return record;
}

describe("replayMatch", () => {
  const record = recordMatch();

  it("replays to the same state hash at every step, from the logged rolls and from the revealed seed", () => {
    expect(record.steps.some((s) => s.rolls.length > 0)).toBe(true);
    const fromLog = replayMatch(record, toyDuel, recordedDiceFactory);
    const fromSeed = replayMatch({ ...record, dice: { ...record.dice, serverSeed } }, toyDuel, verifiableDiceFactory(serverSeed));
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.ok).toBe(true);
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    expect(fromSeed.hashes).toEqual(fromLog.hashes);
  });

  it("reports a tampered roll at the step that made it", () => {
    const i = record.steps.findIndex((s) => s.rolls.length > 0);
    // Flip the first shot of the turn from miss to hit or back (range 2 needs a 6), so the outcome changes.
    const flip = (v: number) => (v === 6 ? 1 : 6);
    const steps = record.steps.map((s, j) => (j === i ? { ...s, rolls: s.rolls.map((r, k) => (k === 0 ? { ...r, value: flip(r.value) } : r)) } : s));
    const byLog = replayMatch({ ...record, steps }, toyDuel, recordedDiceFactory);
    expect(byLog.mismatch).toMatchObject({ step: i, kind: "state_hash" });
    const bySeed = replayMatch({ ...record, steps }, toyDuel, verifiableDiceFactory(serverSeed));
    expect(bySeed.mismatch).toMatchObject({ step: i, kind: "rolls" });
    expect(bySeed.hashes).toHaveLength(i + 1);
  });

  it("a tampered roll that changes no outcome leaves the state hash alone but fails the replay from the seed", () => {
    // Every toy shot needs 3 or more, so swapping a 1 and a 2 never changes a hit.
    const i = record.steps.findIndex((s) => s.rolls.some((r) => r.value <= 2));
    expect(i).toBeGreaterThanOrEqual(0);
    const steps = record.steps.map((s, j) => (j === i ? { ...s, rolls: s.rolls.map((r) => (r.value <= 2 ? { ...r, value: 3 - r.value } : r)) } : s));
    expect(replayMatch({ ...record, steps }, toyDuel, recordedDiceFactory).ok).toBe(true);
    expect(replayMatch({ ...record, steps }, toyDuel, verifiableDiceFactory(serverSeed)).mismatch).toMatchObject({ step: i, kind: "rolls" });
  });

  it("reports a tampered command, a rejected command and a wrong hash", () => {
    const swapped = record.steps.map((s, j) => (j === 0 ? { ...s, command: { ...s.command, payload: { plot: { move: 0, fire: true, note: "r" } } } } : s));
    expect(replayMatch({ ...record, steps: swapped }, toyDuel, recordedDiceFactory).mismatch).toMatchObject({ step: 0, kind: "state_hash" });
    const illegal = record.steps.map((s, j) => (j === 1 ? { ...s, command: { ...s.command, payload: { name: "x".repeat(20) } } } : s));
    expect(replayMatch({ ...record, steps: illegal }, toyDuel, recordedDiceFactory).mismatch).toMatchObject({ step: 1, kind: "rejected", actual: "toy/name_too_long" });
    const wrongHash = record.steps.map((s, j) => (j === 2 ? { ...s, stateHash: "0".repeat(64) } : s));
    expect(replayMatch({ ...record, steps: wrongHash }, toyDuel, recordedDiceFactory).mismatch).toMatchObject({ step: 2, kind: "state_hash" });
  });

  it("reports a record for another ruleset version, another rulings pack or a seed that breaks the commitment", () => {
    expect(replayMatch({ ...record, ruleset: { id: "toy-duel", version: "0.9.0" } }, toyDuel, recordedDiceFactory).mismatch).toMatchObject({ step: -1, kind: "ruleset" });
    const otherPack = createRulingsPack({ id: "club", ruleset: "toy-duel", options: { "toy-duel/damage": "one" } });
    expect(replayMatch({ ...record, rulings: otherPack }, toyDuel, recordedDiceFactory).mismatch).toMatchObject({ kind: "rulings" });
    const badSeed = "ff".repeat(16);
    expect(replayMatch({ ...record, dice: { ...record.dice, serverSeed: badSeed } }, toyDuel, verifiableDiceFactory(badSeed)).mismatch)
      .toMatchObject({ step: -1, kind: "dice_commitment" });
  });

  it("reports replay dice that run out as a dice mismatch", () => {
    const i = record.steps.findIndex((s) => s.rolls.length > 0);
    const steps = record.steps.map((s, j) => (j === i ? { ...s, rolls: [] } : s));
    const out = replayMatch({ ...record, steps }, toyDuel, recordedDiceFactory);
    expect(out.mismatch?.kind === "dice" || out.mismatch?.kind === "rolls").toBe(true);
    expect(out.mismatch?.step).toBe(i);
  });

  it("a record survives a JSON round trip (storage, upload for a dispute) and still replays", () => {
    const parsed = toMatchRecord(JSON.parse(JSON.stringify(record)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(replayMatch(parsed.record, toyDuel, recordedDiceFactory).ok).toBe(true);
    const broken = toMatchRecord({ ...record, steps: [{ ...record.steps[0], stateHash: "nope" }] });
    expect(broken.ok ? "" : broken.error).toMatchObject({ code: "record/invalid", message: expect.stringMatching(/^steps\.0\.stateHash: /) });
  });

  it("an exported record with the server's signature parses, and the signature is not part of what replays", () => {
    const signed = { ...JSON.parse(JSON.stringify(record)), signature: { keyId: "k1", algorithm: "Ed25519", signature: "c2ln" } };
    const parsed = toMatchRecord(signed);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect("signature" in parsed.record).toBe(false);
    expect(replayMatch(parsed.record, toyDuel, recordedDiceFactory).ok).toBe(true);
    const wrongAlgorithm = toMatchRecord({ ...signed, signature: { ...signed.signature, algorithm: "RSA" } });
    expect(wrongAlgorithm.ok ? "" : wrongAlgorithm.error).toMatchObject({ code: "record/invalid", message: expect.stringMatching(/^signature\.algorithm: /) });
  });
});
