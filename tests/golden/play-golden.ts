// Plays a golden match the way tests/golden/record.ts recorded it (bots, seeded legal picks, the fixed server seed).
import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import type { Command, MatchRecord, MatchState, Ruleset } from "@tactica/engine";
import { applyRecorded, askBot, createRulingsPack, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import type { GoldenMatch } from "./golden-matches";

/** The server seed of every golden match (public: the records replay from it). */
export const GOLDEN_SERVER_SEED = "9e3779b97f4a7c15f39cc0605cedc834";
const SERVER_SEED = GOLDEN_SERVER_SEED;

/** Plays one golden match: at each step the bots answer, or (every `randomEvery`-th step) a seeded legal action. */
export function playGolden(g: GoldenMatch): MatchRecord {
  const ruleset = g.ruleset as Ruleset;
  const dice = { matchId: `golden-${g.name}`, serverSeedHash: createCommitment(SERVER_SEED).serverSeedHash, playerSeeds: ["golden-1", "golden-2"], firstCounter: 0 };
  const rulings = g.options ? { rulings: createRulingsPack({ id: `golden-${g.name}-rulings`, ruleset: ruleset.id, options: g.options }) } : {};
  const started = startRecordedMatch(ruleset, { scenario: g.scenario, ...rulings }, dice);
  if (!started.ok) throw new Error(`${g.name}: ${started.error.code} ${started.error.message}`);
  const stream = createVerifiableDice({ serverSeed: SERVER_SEED, matchId: dice.matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  const botDice = createSeededDice(createRngState(`golden-${g.name}-bots`)).dice;
  const pick = createSeededDice(createRngState(`golden-${g.name}-pick`)).dice;
  let state: MatchState = started.state;
  let record = started.record;
  for (let step = 0; step < g.steps && !ruleset.turnModel.status(state.turn).over && !ruleset.isOver?.(state); step += 1) {
    let command: Command | undefined;
    if (g.randomEvery && step % g.randomEvery === g.randomEvery - 1) {
      // The actions as recorded: the per-step plot choices with their details (issue 18) came after the recording
      // and would change the seeded picks, not the rules; the records' state hashes are checked apart (golden.test.ts).
      const legal = state.seats.flatMap((seat) => legalActionsFor(ruleset, state, seat)).filter((a) => !("details" in a));
      command = legal.length > 0 ? legal[pick.roll(legal.length) - 1] : undefined;
    }
    command ??= state.seats.map((seat) => askBot(ruleset, state, seat, botDice)).find((c) => c !== undefined);
    if (!command) throw new Error(`${g.name} step ${step}: no bot acts and the match is not over`);
    const r = applyRecorded(ruleset, state, record, command, stream);
    if (!r.ok) throw new Error(`${g.name} step ${step}: ${command.type}: ${r.error.code} ${r.error.message}`);
    ({ state, record } = r);
  }
  return record;
}

