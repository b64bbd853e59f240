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
  /** Every fire command's firer and target storeys, read before it resolved. */
  const shots: Array<{ from: number; at: number }> = [];
  for (let i = 0; i < 6000 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of ["alpha", "bravo"] as const) {
      const cmd = askBot(sniperRuleset, state, seat, bots[seat].dice);
      if (!cmd) continue;
      if (cmd.type === "fire") {
        const p = cmd.payload as { soldier: string; target: string };
        const level = (id: string) => state.game.soldiers.find((x) => x.id === id)!.level;
        shots.push({ from: level(p.soldier), at: level(p.target) });
      }
      const r = applyRecorded(sniperRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.error.code} ${r.error.message}`);
      ({ state, record } = r);
      types[cmd.type] = (types[cmd.type] ?? 0) + 1;
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record, types, shots };
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

describe("Sniper! two bots play the urban Patrol through apply", () => {
  it("sniper 10.1, 7.5, 37.3-37.4: Naples 1943 on the urban board: soldiers climb, see and fire between storeys, to victory points", { timeout: 120_000 }, () => {
    const urban = SNIPER_SHIPPED_SCENARIOS.find((s) => s.id === "sniper-patrol-naples-1943-urban")!;
    const { state, record, types, shots } = playSniperBots(urban.document, "naples-urban");
    expect(state.game.result, JSON.stringify(types)).not.toBeNull();
    expect(types.climb ?? 0, JSON.stringify(types)).toBeGreaterThan(0);
    // At least one shot between different storeys: the 3-D line [7.5] and range +1 per level [11.8] in play.
    expect(shots.some((x) => x.from !== x.at), JSON.stringify(shots)).toBe(true);
    expect(state.game.soldiers.some((x) => x.level > 0)).toBe(true);
    console.log(JSON.stringify({ result: state.game.result, round: state.turn.round, types, steps: record.steps.length, climbedTo: state.game.soldiers.filter((x) => x.level > 0).map((x) => `${x.id}@${x.level}`) }));
    const fromLog = replayMatch(record, sniperRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
  });
});
