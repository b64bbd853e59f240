import { describe, expect, it } from "vitest";
import type { Command, LoggedEvent } from "@tactica/engine";
import { applyRecorded, askBot, createRulingsPack, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { stand } from "../play/authored-match.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { FIXTURE_SERVER_SEED } from "../play/play-match.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";

/** The authored sample with side B holding the two-storey building, upstairs and at the stairs, and side A outside. */
function buildingFight(): FirepowerScenario {
  const base = toAuthoredSampleScenario();
  return {
    ...base, turns: 3,
    sides: {
      A: { ...base.sides.A, soldiers: [stand("A1", "4E2", 3), stand("A2", "4D1", 3), stand("A3", "4C3", 2, { weapon: "LMG" })] },
      B: { ...base.sides.B, soldiers: [stand("B1", "4F2", 6, { storey: 1 }), stand("B2", "4F3", 6, { storey: 1 }), stand("B3", "4H3", 5)] },
    },
  };
}

const OPTIONS = { "firepower/confined_blasts": "on", "firepower/defilade": "on", "firepower/fire_from_above": "on" };

/** Bots play, except that a throw into an upper floor is taken whenever one is legal (so the feature is played). */
function playBuildingFight(matchId: string) {
  const dice = { matchId, serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
  const started = startRecordedMatch(firepowerRuleset, { scenario: buildingFight(), rulings: createRulingsPack({ id: `${matchId}-rulings`, ruleset: "firepower", options: OPTIONS }) }, dice);
  if (!started.ok) throw new Error(started.error.code);
  const stream = createVerifiableDice({ serverSeed: FIXTURE_SERVER_SEED, matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  const botDice = createSeededDice(createRngState(`${matchId}-bots`)).dice;
  let { state, record } = started;
  const events: LoggedEvent[] = [];
  for (let n = 0; n < 3000 && !state.turn.over; n += 1) {
    const upstairs = state.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, state, seat)).find((c: Command) => c.type === "throw_grenade" && (c.payload as { storey?: number }).storey !== undefined);
    const command = upstairs ?? state.seats.map((seat) => askBot(firepowerRuleset, state, seat, botDice)).find((c) => c !== undefined);
    if (!command) throw new Error(`no bot could act at seq ${state.seq}`);
    const r = applyRecorded(firepowerRuleset, state, record, command, stream);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
    ({ state, record } = r);
    events.push(...r.events);
  }
  return { state, record, events };
}

describe("Firepower storeys in play (12.1.6, 12.2.8, 12.7.3, 12.3.4.2.7, Options 16.2.2, 16.2.3, 23.4)", () => {
  it("firepower 12.7.3, 12.2.8: bots fight over a two-storey building, grenades go in at the upper window; the match reaches a result and its record replays to the same hashes from the rolls and the seed", () => {
    const { state, record, events } = playBuildingFight("fp-storeys");
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(record.steps.some((st) => st.command.type === "throw_grenade" && (st.command.payload as { storey?: number }).storey === 1)).toBe(true);
    expect(events.some((e) => e.type === "grenade/thrown" && (e.data as { storey?: number }).storey === 1)).toBe(true);
    expectReplaysToSameHashes(record);
  });
});
