import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { applyRecorded, askBot, recordedDiceFactory, replayMatch, startRecordedMatch, verifiableDiceFactory } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { sniperRuleset } from "./ruleset";
import { SNIPER_SHIPPED_SCENARIOS } from "./scenarios/index";
import { victoryPoints } from "./turn/index";

const serverSeed = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const diceRecord = { matchId: "sniper-bots", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alpha", "bravo"], firstCounter: 0 };

export function playSniperBots(scenario: Record<string, unknown>, seed: string) {
  const started = startRecordedMatch(sniperRuleset, { scenario }, diceRecord);
  if (!started.ok) throw new Error(started.error.message);
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const bots = { alpha: createSeededDice(createRngState(`${seed}-a`, "sfc32")), bravo: createSeededDice(createRngState(`${seed}-b`, "sfc32")) };
  let { state, record } = started;
  const types: Record<string, number> = {};
  for (let i = 0; i < 6000 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of ["alpha", "bravo"] as const) {
      const cmd = askBot(sniperRuleset, state, seat, bots[seat].dice);
      if (!cmd) continue;
      const r = applyRecorded(sniperRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.error.code} ${r.error.message}`);
      ({ state, record } = r);
      types[cmd.type] = (types[cmd.type] ?? 0) + 1;
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record, types };
}

describe("Sniper! two bots play the shipped Patrol through apply", () => {
  it("sniper 37.3-37.4: Naples 1943, two bots, to victory points; the record replays to the same hashes", { timeout: 120_000 }, () => {
    const { state, record, types } = playSniperBots(SNIPER_SHIPPED_SCENARIOS[0]!.document, "naples");
    expect(state.game.result, JSON.stringify(types)).not.toBeNull();
    const result = state.game.result!;
    expect(result.vp).toEqual({ alpha: victoryPoints(state.game, "alpha"), bravo: victoryPoints(state.game, "bravo") });
    expect(types.fire ?? 0).toBeGreaterThan(0);
    expect(types.move ?? 0).toBeGreaterThan(0);
    const fromLog = replayMatch(record, sniperRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch(record, sniperRuleset, verifiableDiceFactory(serverSeed));
    expect(fromSeed.ok).toBe(true);
    console.log(JSON.stringify({ result, round: state.turn.round, types, steps: record.steps.length }));
  });
});
