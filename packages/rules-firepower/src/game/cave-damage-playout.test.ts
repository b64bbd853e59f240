import type { Command } from "@tactica/engine";
import { applyRecorded, createRulingsPack, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { stand } from "./authored-match.fixture";
import { CAVE_TERRAIN_VALUE } from "./cave-damage";
import { CAVE, undergroundScenario } from "./caves.fixture";
import { firepowerRuleset } from "./firepower-ruleset";
import { FIXTURE_SERVER_SEED } from "./play-match.fixture";
import { expectReplaysToSameHashes } from "./replay.fixture";
import type { FirepowerState } from "./types";

/** B holds the cave; A, at and beside its mouth, throws grenades into it (8.8.7, 12.3.4.2.2). */
const SCENARIO = undergroundScenario(
  [stand("A1", "4A3", 2), stand("A2", "4B3", 2), stand("A3", "4A4", 2)],
  [stand("B1", "4C3", 5), stand("B2", "4C3", 5), stand("B3", "4H3", 5)],
  { id: "fp-cave-damage-playout", turns: 3, caves: [CAVE] },
);
/** A rulings pack giving the cave a terrain value of 2, so two grenades bursting in the hex destroy it. */
const RULINGS = createRulingsPack({ id: "cave-tv-2", ruleset: "firepower", tables: { [CAVE_TERRAIN_VALUE.id]: { tableId: CAVE_TERRAIN_VALUE.id, version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { unit: "cave" }, value: 2 }] } } });

describe("a cave destroyed in play (firepower 12.3.4.2.2)", () => {
  it("firepower 12.3.4.2.2: recorded random legal play throwing grenades into the cave destroys it, reaches a result and replays to the same hashes", () => {
    const matchId = "fp-cave-damage";
    const dice = { matchId, serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
    const started = startRecordedMatch(firepowerRuleset, { scenario: SCENARIO, rulings: RULINGS }, dice);
    if (!started.ok) throw new Error(started.error.code);
    const stream = createVerifiableDice({ serverSeed: FIXTURE_SERVER_SEED, matchId, playerSeeds: dice.playerSeeds, counter: 0 });
    const pick = createSeededDice(createRngState(`${matchId}-pick`)).dice;
    let { state, record } = started;
    let destroyedAt: number | undefined;
    for (let i = 0; i < 3000 && !state.turn.over; i += 1) {
      const s = state;
      const legal: Command[] = s.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, s, seat));
      if (legal.length === 0) throw new Error(`no legal action at step ${i}`);
      const into = legal.filter((c) => c.type === "throw_grenade" && (c.payload as { hex?: string }).hex === CAVE.hex);
      const command = into.length > 0 ? into[pick.roll(into.length) - 1]! : legal[pick.roll(legal.length) - 1]!;
      const r = applyRecorded(firepowerRuleset, state, record, command, stream);
      if (!r.ok) throw new Error(`${command.type}: ${r.error.code} ${r.error.message}`);
      ({ state, record } = r);
      if (destroyedAt === undefined && ((state as FirepowerState).game.caves ?? []).length === 0) destroyedAt = i;
    }
    expect(state.turn.over).toBe(true);
    expect(destroyedAt).toBeDefined();
    const game = (state as FirepowerState).game;
    expect(game.caves).toBeUndefined();
    expect(game.soldiers.filter((x) => x.id === "B1" || x.id === "B2").every((x) => x.eliminated)).toBe(true);
    expectReplaysToSameHashes(record);
  });
});
