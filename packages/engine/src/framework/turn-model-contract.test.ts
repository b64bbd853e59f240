import { createCommitment, createVerifiableDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAlternatingActivation, initActivationTurn } from "../turn-models/alternating-activation";
import { createChitDraw, initChitTurn, uniformChits } from "../turn-models/chit-draw";
import { createPlayerTurns, initPlayerTurns } from "../turn-models/player-turns";
import { createSideInitiative, initInitiativeTurn } from "../turn-models/side-initiative";
import { createSimultaneousPlot, initPlotTurn } from "../turn-models/simultaneous-plot";
import type { Command } from "./command";
import { defineCommand } from "./define-command";
import { defineRuleset } from "./define-ruleset";
import type { Ruleset } from "./define-ruleset";
import { legalActionsFor } from "./legal-actions";
import { applyRecorded, startRecordedMatch } from "./record-match";
import { recordedDiceFactory } from "./replay-dice";
import { replayMatch } from "./replay-match";
import type { TurnModel } from "./turn-model";
import { isMatchOver } from "./view-for";

type Game = { readonly acts: number };

/** The same one-command ruleset on top of any turn model: the framework must not care which. */
function rulesetOn<T>(id: string, turnModel: TurnModel<T, Game>, turn: T, seats: readonly string[], extra: (seat: string) => Command[] = () => []) {
  const act = defineCommand<Game, T, Record<string, never>>({
    schema: z.object({}).strict(), rule: "contract", validate: () => ({ ok: true }),
    resolve: (s) => ({ state: { ...s, game: { acts: s.game.acts + 1 } }, events: [{ type: "act" }] }),
  });
  return defineRuleset<Game, T, null>({
    id, version: "1", geometry: "hex", turnModel, commands: { act }, scenario: z.null(),
    setup: () => ({ seats, game: { acts: 0 }, turn }), view: (s) => s.game,
    legalActions: (_s, seat) => [{ type: "act", seat, payload: {} }, ...extra(seat)],
  });
}

const two = ["a", "b"] as const;
const six = ["a1", "a2", "a3", "b1", "b2", "b3"];
const cases: [string, Ruleset<Game, unknown, null>][] = [
  ["alternating activation", rulesetOn("c-sniper", createAlternatingActivation<Game>(), initActivationTurn({ seats: two, tracks: { a: [4, 5, 6], b: [3, 6] }, turns: 2, markers: [1, 2, 3, 4, 5, 6], phases: { order: ["refill", "opening", "action", "cleanup"], opening: "opening", activation: "action" } }), two) as Ruleset<Game, unknown, null>],
  ["chit draw", rulesetOn("c-firepower", createChitDraw<Game>(), initChitTurn({ sides: two, chits: { a: uniformChits(3, ["sa"]), b: uniformChits(2, ["sb"]) }, impulses: { sa: 2, sb: 2 }, turns: 2 }), two,
    (seat) => [{ type: "turn/start_impulse", seat, payload: { squad: `s${seat}`, hex: "1A1" } }]) as Ruleset<Game, unknown, null>],
  ["simultaneous plot", rulesetOn("c-patrol", createSimultaneousPlot<Game>({ plotSchema: z.object({ go: z.boolean() }) }), initPlotTurn({ seats: two, turns: 2, stages: ["panic", "initial_combat", "movement", "stun_recovery", "explosives", "maintenance", "record"], inputStages: ["movement"] }), two,
    (seat) => [{ type: "turn/submit_plot", seat, payload: { plot: { go: true } } }]) as Ruleset<Game, unknown, null>],
  ["side initiative", rulesetOn("c-wwb", createSideInitiative<Game>({ initiativeFactors: () => [0] }), initInitiativeTurn({
    sides: [{ id: "a", seats: six.slice(0, 3) }, { id: "b", seats: six.slice(3) }],
    teams: six.map((s) => ({ id: `t-${s}`, seat: s, side: s.slice(0, 1) })), turns: 2, phases: ["first", "second"], closing: "wrap_up",
  }), six) as Ruleset<Game, unknown, null>],
  ["player turns", rulesetOn("c-fow", createPlayerTurns<Game>(), initPlayerTurns({ seats: two, turns: 2, steps: ["starting", "movement", "shooting", "assault"] }), two) as Ruleset<Game, unknown, null>],
];

describe("every turn model through the same framework", () => {
  it.each(cases)("%s: random legal play reaches the end, acts are gated, and the record replays", (_name, ruleset) => {
    const serverSeed = "ab".repeat(16);
    const started = startRecordedMatch(ruleset, { scenario: null }, { matchId: ruleset.id, serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: [], firstCounter: 0 });
    if (!started.ok) throw new Error(started.error.code);
    const stream = createVerifiableDice({ serverSeed, matchId: ruleset.id, playerSeeds: [], counter: 0 });
    let { state, record } = started;
    let acts = 0;
    for (let n = 0; n < 3000 && !isMatchOver(ruleset, state); n += 1) {
      const seat = state.seats[stream.dice.roll(state.seats.length) - 1] ?? "";
      const legal = legalActionsFor(ruleset, state, seat);
      const pick = legal[stream.dice.roll(Math.max(legal.length, 1)) - 1];
      if (!pick) continue;
      if (pick.type === "act") {
        expect(ruleset.turnModel.status(state.turn).actors).toContain(seat);
        acts += 1;
      }
      const r = applyRecorded(ruleset, state, record, pick, stream);
      if (!r.ok) throw new Error(`${pick.type}: ${r.error.code}`);
      ({ state, record } = r);
    }
    expect(isMatchOver(ruleset, state)).toBe(true);
    expect(state.game.acts).toBe(acts);
    // The random picker drew from the same stream outside apply, so only the logged rolls replay here
    // (a service keeps bots on separate dice so that the revealed seed replays too).
    const replay = replayMatch(record, ruleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toHaveLength(record.steps.length + 1);
  });
});
