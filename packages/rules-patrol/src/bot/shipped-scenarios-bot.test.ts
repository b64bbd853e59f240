import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { applyRecorded, checkCommand, createMatch, recordedDiceFactory, replayMatch, startRecordedMatch } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import type { PatrolGame } from "../state/state";
import { patrolRuleset } from "../ruleset";
import { PATROL_SHIPPED_SCENARIOS } from "../scenarios/shipped";
import { findSectionRouteGap } from "./bot-route";

const serverSeed = "5eed5eed5eed5eed5eed5eed5eed5eed";
/** The bot's budget per decision here, a quarter of its default 400 (on these boards the plays came out the same). */
const BUDGET = 100;

/**
 * Both seats' bots play `scenario` through the recorded command path with the match's verifiable dice, each bot on
 * its own seeded dice, until the match ends or neither bot proposes anything. Every proposal is checked against the
 * rules first; a refusal is counted (and not applied), so the test reports them instead of stopping at the first.
 */
function playShipped(id: string, scenario: unknown) {
  const diceRecord = { matchId: `shipped-${id}`, serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alpha", "bravo"], firstCounter: 0 };
  const started = startRecordedMatch(patrolRuleset, { scenario }, diceRecord);
  if (!started.ok) throw new Error(`${id}: ${started.error.code} ${started.error.message}`);
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const bots = { alpha: createSeededDice(createRngState(`${id}-a`, "sfc32")).dice, bravo: createSeededDice(createRngState(`${id}-b`, "sfc32")).dice };
  let state = started.state as MatchState<PatrolGame, PlotTurn>, record = started.record;
  const refusals: string[] = [];
  for (let i = 0; i < 5000 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of ["alpha", "bravo"] as const) {
      const cmd = patrolRuleset.bot!(state, seat, bots[seat], { budget: BUDGET });
      if (!cmd) continue;
      const checked = checkCommand(patrolRuleset, state, cmd);
      if (!checked.ok) { refusals.push(`round ${state.turn.round} ${seat} ${cmd.type}: ${checked.error.code}`); continue; }
      const r = applyRecorded(patrolRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${id} ${cmd.type}: ${r.error.code}`);
      state = r.state as MatchState<PatrolGame, PlotTurn>;
      record = r.record;
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record, refusals };
}

describe("Patrol! shipped scenarios: two bots play each to its end", () => {
  it.each(PATROL_SHIPPED_SCENARIOS.map((s) => [s.id, s] as const))("%s: every bot proposal is accepted, the match ends (victory or turn limit) and its record replays to the same state hashes", { timeout: 60_000 }, (id, shipped) => {
    const { state, record, refusals } = playShipped(id, shipped.document);
    expect(refusals).toEqual([]);
    expect(state.game.result, `${id} stalled in round ${state.turn.round}, step ${state.turn.step}`).not.toBeNull();
    expect(state.turn.round).toBeLessThanOrEqual(shipped.turnLimit ?? Infinity);
    const replayed = replayMatch(record, patrolRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    expect(replayed.hashes[replayed.hashes.length - 1]).toBe(record.steps[record.steps.length - 1]?.stateHash);
  });
});

describe("Patrol! shipped scenarios: no chit draw leaves a side without a pre-plot", () => {
  // One seeded playout sees one draw; a board where another draw has no legal Preliminary Movement Plot would stall
  // that match at its first plot. The Patrol and the Ambush are checked at creation (checkSetup); the Recon and the
  // Raid are not (bot-route.ts findSectionRouteGap), so they are checked here.
  it.each(PATROL_SHIPPED_SCENARIOS.map((s) => [s.id, s] as const))("%s", (_id, shipped) => {
    const made = createMatch(patrolRuleset, { scenario: shipped.document });
    if (!made.ok) throw new Error(made.error.code);
    expect(findSectionRouteGap(made.state.game as PatrolGame)).toBeUndefined();
  });

  it("patrol 26.66 d, 26.72: the check finds the boards that stall (a deep Recon, a Raid whose β section is all craters)", () => {
    const gap = (scenario: Record<string, unknown>) => { const m = createMatch(patrolRuleset, { scenario }); if (!m.ok) throw new Error(m.error.code); return findSectionRouteGap(m.state.game as PatrolGame); };
    expect(gap({ ob: "27.21", situation: "recon", board: { cols: 48, rows: 30 } })).toMatchObject({ side: "alpha" });
    expect(gap({ ob: "27.21", situation: "raid", board: { cols: 10, rows: 12 } })).toEqual({ side: "alpha", entry: 1 });
  });
});
