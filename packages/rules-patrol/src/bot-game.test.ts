import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { applyRecorded, askBot, recordedDiceFactory, replayMatch, startRecordedMatch, verifiableDiceFactory } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toVictoryPoints } from "./turn/stage-record";
import { patrolRuleset } from "./ruleset";

const serverSeed = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const diceRecord = { matchId: "patrol-bots", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alpha", "bravo"], firstCounter: 0 };

function playBots(scenario: Record<string, unknown>, seed: string) {
  const started = startRecordedMatch(patrolRuleset, { scenario }, diceRecord);
  if (!started.ok) throw new Error(started.error.message);
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const bots = { alpha: createSeededDice(createRngState(`${seed}-a`, "sfc32")), bravo: createSeededDice(createRngState(`${seed}-b`, "sfc32")) };
  let { state, record } = started;
  for (let i = 0; i < 2000 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of ["alpha", "bravo"] as const) {
      const cmd = askBot(patrolRuleset, state, seat, bots[seat].dice);
      if (!cmd) continue;
      const r = applyRecorded(patrolRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code} ${r.error.message}`);
      ({ state, record } = r);
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record };
}

describe("Patrol! two bots play a full situation through apply", () => {
  it("patrol 26.54: Ypres Patrol, two bots, to victory points; the record replays to the same hashes", { timeout: 60_000 }, () => {
    const { state, record } = playBots({ ob: "27.11", situation: "patrol", turns: 25 }, "ypres");
    expect(state.game.result).not.toBeNull();
    const result = state.game.result!;
    expect(result.vp).toEqual({ alpha: toVictoryPoints(state.game, "alpha"), bravo: toVictoryPoints(state.game, "bravo") });
    expect(state.turn.round).toBeGreaterThan(1);
    const fromLog = replayMatch(record, patrolRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch({ ...record, dice: { ...record.dice, serverSeed } }, patrolRuleset, verifiableDiceFactory(serverSeed));
    expect(fromSeed.hashes).toEqual(fromLog.hashes);
    expect(["alpha", "bravo", "draw"]).toContain(result.winner);
  });

  it.each([["assault", "27.13", undefined], ["patrol", "27.31", { alpha: "6BR 1RL 1tank", bravo: "6BR 1RL 1APC 1tank" }]])("patrol 23.0-24.8: %s of %s with vehicles, two bots drive and fire them to victory points; the record replays to the same hashes", { timeout: 90_000 }, (situation, ob, forces) => {
    const { state, record } = playBots({ ob, situation, turns: 12, ...(forces ? { forces } : {}) }, `vehicles-${ob}`);
    expect(state.game.result).not.toBeNull();
    const vehicles = Object.values(state.game.vehicles ?? {});
    expect(vehicles.length).toBeGreaterThan(0);
    // Some vehicle was plotted by a bot (the locked plots are in the record).
    expect(JSON.stringify(record.steps.map((s) => s.command))).toMatch(/"(a|b)-(tank|apc)1":\[\{"code":"(MV|DF|GUN)"/);
    const fromLog = replayMatch(record, patrolRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });

  it.each([["patrol", "26.2, 26.56"], ["recon", "26.62, 26.66 d"], ["ambush", "26.82, 26.86"], ["raid", "26.72"]])("patrol %s (%s): with variable entry two bots draw, pre-plot, enter and play to victory points; the record replays to the same hashes", { timeout: 60_000 }, (situation) => {
    const { state, record } = playBots({ ob: "27.11", situation, entry: "variable", turns: 20 }, `entry-${situation}`);
    expect(state.game.result).not.toBeNull();
    const types = record.steps.map((s) => s.command.type);
    expect(types.includes("draw_entry")).toBe(situation !== "raid"); // 26.72: the Raid's α names its edge, no chits
    expect(types.filter((t) => t === "preplot")).toHaveLength(situation === "patrol" ? 2 : 1);
    // Every α man came on the map by the column (none is still waiting at the end).
    expect(state.game.order.filter((id) => state.game.men[id]!.side === "alpha").every((id) => state.game.men[id]!.hex !== null || state.game.men[id]!.exited)).toBe(true);
    const fromLog = replayMatch(record, patrolRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});

describe("Patrol! two bots with the optional and special rules", () => {
  it.each([
    ["27.53 assault, human wave", { ob: "27.53", situation: "assault", alphaSide: 1, turns: 12 }],
    ["27.25 patrol, Cossack horses (28.2)", { ob: "27.25", situation: "patrol", alphaSide: 1, horses: true, turns: 12 }],
    ["Ypres patrol, leaders (28.4)", { ob: "27.11", situation: "patrol", leaders: true, turns: 15 }],
  ])("patrol %s: two bots play to victory points and the record replays to the same hashes", { timeout: 60_000 }, (_name, scenario) => {
    const { state, record } = playBots(scenario, "optional-rules");
    expect(state.game.result).not.toBeNull();
    expect(replayMatch(record, patrolRuleset, recordedDiceFactory).hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
