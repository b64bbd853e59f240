import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { applyRecorded, askBot, recordedDiceFactory, replayMatch, startRecordedMatch, verifiableDiceFactory } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { wwbRuleset } from "./ruleset";
import { WWB_SHIPPED_SCENARIOS } from "./scenarios/index";
import { wwbPoints } from "./turn/index";

const serverSeed = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const SEATS = ["us-1", "us-2", "us-3", "de-1", "de-2", "de-3"];
const diceRecord = { matchId: "wwb-bots", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: SEATS, firstCounter: 0 };

export function playWwbBots(scenario: Record<string, unknown>, seed: string) {
  const started = startRecordedMatch(wwbRuleset, { scenario }, diceRecord);
  if (!started.ok) throw new Error(started.error.message);
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const bots: Record<string, DiceSource> = Object.fromEntries(started.state.seats.map((s) => [s, createSeededDice(createRngState(`${seed}-${s}`, "sfc32")).dice]));
  let { state, record } = started;
  const types: Record<string, number> = {};
  for (let i = 0; i < 4000 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of state.seats) {
      const cmd = askBot(wwbRuleset, state, seat, bots[seat]!);
      if (!cmd) continue;
      const r = applyRecorded(wwbRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.error.code} ${r.error.message}`);
      ({ state, record } = r);
      types[cmd.type] = (types[cmd.type] ?? 0) + 1;
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record, types };
}

describe("WWB six bots play the shipped 3-v-3 through apply", () => {
  it("WWB 4.0, 5.0: Crossroads 3 v 3, six bots, to a result at the turn limit; the record replays to the same hashes", { timeout: 60_000 }, () => {
    const doc = { ...WWB_SHIPPED_SCENARIOS.find((s) => s.id === "wwb-crossroads-3v3")!.document, turns: 2 };
    const { state, record, types } = playWwbBots(doc, "crossroads");
    expect(state.game.result, JSON.stringify(types)).not.toBeNull();
    const result = state.game.result!;
    expect(result.points).toEqual({ allies: wwbPoints(state.game, "allies"), axis: wwbPoints(state.game, "axis") });
    for (const t of ["turn/roll_initiative", "turn/activate_team", "turn/end_activation", "fire", "move"]) expect(types[t] ?? 0, t).toBeGreaterThan(0);
    const fromLog = replayMatch(record, wwbRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch(record, wwbRuleset, verifiableDiceFactory(serverSeed));
    expect(fromSeed.ok).toBe(true);
    console.log(JSON.stringify({ result, round: state.turn.round, types, steps: record.steps.length }));
  });
});
