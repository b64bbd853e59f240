import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { applyRecorded, askBot, recordedDiceFactory, replayMatch, startRecordedMatch, verifiableDiceFactory } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { fowRuleset } from "./ruleset";
import { FOW_SHIPPED_SCENARIOS } from "./scenarios/index";
import { victoryPoints } from "./turn/index";

const serverSeed = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const diceRecord = { matchId: "fow-bots", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };

export function playFowBots(scenario: unknown, seed: string) {
  const started = startRecordedMatch(fowRuleset, { scenario }, diceRecord);
  if (!started.ok) throw new Error(started.error.message);
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const bots = { A: createSeededDice(createRngState(`${seed}-a`, "sfc32")), B: createSeededDice(createRngState(`${seed}-b`, "sfc32")) };
  let { state, record } = started;
  const types: Record<string, number> = {};
  for (let i = 0; i < 3000 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of ["A", "B"] as const) {
      const cmd = askBot(fowRuleset, state, seat, bots[seat].dice);
      if (!cmd) continue;
      const r = applyRecorded(fowRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.error.code} ${r.error.message}`);
      ({ state, record } = r);
      types[cmd.type] = (types[cmd.type] ?? 0) + 1;
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record, types };
}

describe("Flames of War: two bots play the shipped Free For All through apply", () => {
  it("fow Missions › Free For All: two bots from their views to a result; the record replays to the same hashes", { timeout: 60_000 }, () => {
    const { state, record, types } = playFowBots(FOW_SHIPPED_SCENARIOS[0]!.document, "ffa");
    expect(state.game.result, JSON.stringify(types)).not.toBeNull();
    const result = state.game.result!;
    expect(result.vp).toEqual(victoryPoints(state.game, result.winner));
    expect(types.move ?? 0).toBeGreaterThan(0);
    expect(types.shoot ?? 0).toBeGreaterThan(0);
    expect(types.roll_saves ?? 0).toBeGreaterThan(0);
    const fromLog = replayMatch(record, fowRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch(record, fowRuleset, verifiableDiceFactory(serverSeed));
    expect(fromSeed.ok).toBe(true);
    console.log(JSON.stringify({ result, round: state.turn.round, types, steps: record.steps.length }));
  });
});
