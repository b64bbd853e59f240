// Test helper: two Firepower bots play a whole recorded match through applyRecorded (the service's path).
import type { ChitTurn, Command, MatchRecord, MatchState } from "@tactica/engine";
import { apply, applyRecorded, askBot, createRulingsPack, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerGame, FirepowerState } from "../state/types";

/** The server seed of the fixture match (revealed at the end, so the record replays from it too). */
export const FIXTURE_SERVER_SEED = "0123456789abcdef0123456789abcdef";

/** Play the Basic Game scenario (or `scenario`, with rule `options`) bot against bot; returns the final state, the record and the number of commands. */
export function playBotMatch(
  matchId = "fp-bots-1", maxCommands = 5000, scenario: unknown = BASIC_GAME_SCENARIO, options?: Readonly<Record<string, string>>, prelude: readonly Command[] = [],
): { state: MatchState<FirepowerGame, ChitTurn>; record: MatchRecord; commands: number } {
  const dice = { matchId, serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
  const rulings = options ? { rulings: createRulingsPack({ id: `${matchId}-rulings`, ruleset: "firepower", options }) } : {};
  const started = startRecordedMatch(firepowerRuleset, { scenario, ...rulings }, dice);
  if (!started.ok) throw new Error(started.error.code);
  const stream = createVerifiableDice({ serverSeed: FIXTURE_SERVER_SEED, matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  const botDice = createSeededDice(createRngState(`${matchId}-bots`)).dice;
  let { state, record } = started;
  let commands = 0;
  while (!firepowerRuleset.turnModel.status(state.turn).over && commands < maxCommands) {
    // Scripted opening commands first (a set-up the bots would not make), then the bots.
    const command = prelude[commands] ?? state.seats.map((seat) => askBot(firepowerRuleset, state, seat, botDice)).find((c) => c !== undefined);
    if (!command) throw new Error(`no bot could act at seq ${state.seq}`);
    const r = applyRecorded(firepowerRuleset, state, record, command, stream);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
    ({ state, record } = r);
    commands += 1;
  }
  return { state, record, commands };
}

/**
 * Random legal play: at most `steps` times, one of every seat's legal actions (or `choose`'s pick) picked with dice
 * seeded by `seed`, applied with the match dice seeded by `${seed}-match`. A legal action that is refused throws with
 * the refusal, so the caller proves that legal actions are always accepted; returns the last state and the command
 * types played.
 */
export function playRandomLegal(
  start: FirepowerState,
  seed: string,
  { steps = 400, choose }: { steps?: number; choose?: (legal: readonly Command[], roll: (n: number) => number) => Command | undefined } = {},
): { state: FirepowerState; seen: Set<string> } {
  const pick = createSeededDice(createRngState(seed)).dice;
  const match = createSeededDice(createRngState(`${seed}-match`)).dice;
  const seen = new Set<string>();
  let s = start;
  for (let i = 0; i < steps && !s.turn.over; i += 1) {
    const legal = s.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, s, seat));
    if (legal.length === 0) throw new Error(`no legal action at step ${i}`);
    const cmd = choose?.(legal, (n) => pick.roll(n)) ?? legal[pick.roll(legal.length) - 1]!;
    seen.add(cmd.type);
    const r = apply(firepowerRuleset, s, cmd, match);
    if (!r.ok) throw new Error(`${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return { state: s, seen };
}

/** A picker for `playRecordedRandom`: one of the legal actions `wanted` keeps whenever there is one, else any. */
export function preferring(wanted: (c: Command) => boolean): (legal: readonly Command[], roll: (n: number) => number) => Command {
  return (legal, roll) => {
    const kept = legal.filter(wanted);
    return kept.length > 0 ? kept[roll(kept.length) - 1]! : legal[roll(legal.length) - 1]!;
  };
}

/**
 * Recorded random legal play of `scenario` (match dice from the fixture seed, picks seeded by `${matchId}-pick`), at
 * most `steps` commands or to the end: each pick is applied through applyRecorded (a refusal throws), and `onApplied`
 * sees every accepted command with its events and the step number. `choose` also gets the state the legal actions came
 * from; `rulings` starts the match with a rulings pack (options, table patches). Returns the last state and the record.
 */
export function playRecordedRandom(
  scenario: unknown,
  matchId: string,
  { steps = 3000, choose = (legal, roll) => legal[roll(legal.length) - 1]!, onApplied, rulings }: {
    steps?: number;
    choose?: (legal: readonly Command[], roll: (n: number) => number, state: FirepowerState) => Command;
    onApplied?: (command: Command, events: readonly { type: string; data?: unknown }[], state: FirepowerState, step: number) => void;
    rulings?: ReturnType<typeof createRulingsPack>;
  } = {},
): { state: FirepowerState; record: MatchRecord } {
  const dice = { matchId, serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
  const started = startRecordedMatch(firepowerRuleset, rulings ? { scenario, rulings } : { scenario }, dice);
  if (!started.ok) throw new Error(started.error.code);
  const stream = createVerifiableDice({ serverSeed: FIXTURE_SERVER_SEED, matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  const pick = createSeededDice(createRngState(`${matchId}-pick`)).dice;
  let state = started.state as FirepowerState;
  let record = started.record;
  for (let i = 0; i < steps && !state.turn.over; i += 1) {
    const s = state;
    const legal = s.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, s, seat));
    if (legal.length === 0) throw new Error(`no legal action at step ${i}`);
    const command = choose(legal, (n) => pick.roll(n), s);
    const r = applyRecorded(firepowerRuleset, state, record, command, stream);
    if (!r.ok) throw new Error(`${command.type} ${JSON.stringify(command.payload)}: ${r.error.code} ${r.error.message}`);
    state = r.state as FirepowerState;
    record = r.record;
    onApplied?.(command, r.events, state, i);
  }
  return { state, record };
}
