import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { apply, applyRecorded, checkCommand, createMatch, defaultRulings, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import type { MatchRecord } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { FIREPOWER_SHIPPED_SCENARIOS } from "../scenarios/shipped";
import { firepowerRuleset } from "./firepower-ruleset";
import { FIXTURE_SERVER_SEED } from "./play-match.fixture";
import { expectReplaysToSameHashes } from "./replay.fixture";
import type { FirepowerState } from "../state/types";

/** The bot's budget per decision here: a quarter of its default (FIREPOWER_BOT_BUDGET, 48 fire evaluations). */
const BUDGET = 12;

/**
 * Both seats' bots play `scenario` as the server starts it (default rulings) through the recorded command path with
 * the fixture's verifiable dice, until the match ends or neither bot proposes anything. Every proposal is checked
 * against the rules first; a refusal is counted (and not applied), so the test reports them all.
 */
function playShipped(id: string, scenario: unknown): { state: FirepowerState; record: MatchRecord; refusals: string[] } {
  const dice = { matchId: `shipped-${id}`, serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
  const started = startRecordedMatch(firepowerRuleset, { scenario, rulings: defaultRulings(firepowerRuleset) }, dice);
  if (!started.ok) throw new Error(`${id}: ${started.error.code} ${started.error.message}`);
  const stream = createVerifiableDice({ serverSeed: FIXTURE_SERVER_SEED, matchId: dice.matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  const botDice = createSeededDice(createRngState(`${id}-bots`)).dice;
  let state = started.state as FirepowerState, record = started.record;
  const refusals: string[] = [];
  for (let i = 0; i < 5000 && !firepowerRuleset.turnModel.status(state.turn).over; i++) {
    let moved = false;
    for (const seat of state.seats) {
      const cmd = firepowerRuleset.bot!(state, seat, botDice, { budget: BUDGET });
      if (!cmd) continue;
      const checked = checkCommand(firepowerRuleset, state, cmd);
      if (!checked.ok) { refusals.push(`turn ${state.turn.round} ${seat} ${cmd.type}: ${checked.error.code}`); continue; }
      const r = applyRecorded(firepowerRuleset, state, record, cmd, stream);
      if (!r.ok) throw new Error(`${id} ${cmd.type}: ${r.error.code}`);
      state = r.state as FirepowerState;
      record = r.record;
      moved = true;
      break; // one command at a time: the other seat decides from the new state
    }
    if (!moved) break;
  }
  return { state, record, refusals };
}

describe("Firepower shipped scenarios: two bots play each to its end", () => {
  it.each(FIREPOWER_SHIPPED_SCENARIOS.map((s) => [s.id, s] as const))("%s: every bot proposal is accepted, the match ends with a scored result and its record replays to the same state hashes", { timeout: 60_000 }, (id, shipped) => {
    const { state, record, refusals } = playShipped(id, shipped.document);
    expect(refusals).toEqual([]);
    expect(firepowerRuleset.turnModel.status(state.turn).over, `${id} stalled in turn ${state.turn.round}, step ${firepowerRuleset.turnModel.status(state.turn).step}`).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(state.turn.round).toBeLessThanOrEqual(shipped.turnLimit ?? Infinity);
    expectReplaysToSameHashes(record);
  });
});

describe("Firepower shipped scenarios: the bots answer in every position random legal play reaches", () => {
  // The bot picks from legalActionsFor, so what it proposes passes apply's checks; the way it could still desync is
  // to wait in a step it does not know while its seat has the only moves, which stalls the match and the ai-turn job.
  it.each(FIREPOWER_SHIPPED_SCENARIOS.map((s) => [s.id, s] as const))("%s: 150 random legal commands (set-up placements skipped); wherever a seat has legal actions some bot proposes, and every proposal is accepted", { timeout: 60_000 }, (id, shipped) => {
    const made = createMatch(firepowerRuleset, { scenario: shipped.document, rulings: defaultRulings(firepowerRuleset) });
    if (!made.ok) throw new Error(made.error.code);
    let state = made.state as FirepowerState;
    const pick = createSeededDice(createRngState(`${id}-pick`)).dice, match = createSeededDice(createRngState(`${id}-match`)).dice, bot = createSeededDice(createRngState(`${id}-bot`)).dice;
    const problems: string[] = [];
    let proposals = 0;
    for (let i = 0; i < 150 && !state.turn.over; i++) {
      const step = firepowerRuleset.turnModel.status(state.turn).step;
      const legal = state.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, state, seat));
      if (legal.length === 0) { problems.push(`step ${i} (${step}): no legal action`); break; }
      let answered = false;
      for (const seat of state.seats) {
        const cmd = firepowerRuleset.bot!(state, seat, bot, { budget: 4 });
        if (!cmd) continue;
        answered = true;
        proposals += 1;
        const checked = checkCommand(firepowerRuleset, state, cmd);
        if (!checked.ok) problems.push(`step ${i} (${step}): ${seat} ${cmd.type} refused with ${checked.error.code}`);
      }
      if (!answered) problems.push(`step ${i} (${step}): no bot proposes; legal ${[...new Set(legal.map((c) => `${c.seat}:${c.type}`))].join(", ")}`);
      // Set-up placements would fill the 150 commands (each soldier may be moved again and again): taken only when alone.
      const moves = legal.filter((c) => c.type !== "place_soldier");
      const options = moves.length > 0 ? moves : legal;
      const r = apply(firepowerRuleset, state, options[pick.roll(options.length) - 1]!, match);
      if (!r.ok) throw new Error(`${id}: ${r.error.code}`);
      state = r.state as FirepowerState;
    }
    expect(problems).toEqual([]);
    expect(proposals).toBeGreaterThan(40);
  });
});
