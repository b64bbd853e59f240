import { createCommitment, createFixedDice, createVerifiableDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apply } from "../framework/apply";
import type { Command } from "../framework/command";
import { createMatch } from "../framework/create-match";
import { defineCommand } from "../framework/define-command";
import { defineRuleset } from "../framework/define-ruleset";
import type { MatchState } from "../framework/match-state";
import { applyRecorded, startRecordedMatch } from "../framework/record-match";
import { OK } from "../framework/rejection";
import { recordedDiceFactory, verifiableDiceFactory } from "../framework/replay-dice";
import { replayMatch } from "../framework/replay-match";
import { stateHash } from "../framework/state-hash";
import { viewFor } from "../framework/view-for";
import { createPlayerTurns, initPlayerTurns } from "../turn-models/player-turns";
import type { PlayerTurnsTurn } from "../turn-models/player-turns";
import { defineNumberOption, defineOption } from "./define-option";
import { choiceOption, numberOption } from "./read-option";
import { createRulingsPack } from "./rulings-pack";

// A made-up ruleset whose one command reads two options, so a test sees a settled reading used by later commands.
const cover = defineOption({
  id: "duel/hedge_cover", description: "Does a hedge give cover?", choices: { cover: "It does.", no_cover: "It does not." },
  default: "cover", citation: "duel 7.2", inPlay: { by: ["agreement", "roll"], rule: "duel 1.4 (disputes: roll a die)" },
});
const reach = defineNumberOption({
  id: "duel/reach", description: "Hexes a shout carries.", min: 1, max: 5, step: 1, default: 2, citation: "duel 9.1",
  inPlay: { by: ["agreement"], rule: "duel 1.4" },
});
const weather = defineOption({
  id: "duel/weather", description: "What weather the scenario means.", choices: { clear: "Clear.", rain: "Rain.", fog: "Fog." },
  default: "clear", citation: "duel 3", inPlay: { by: ["roll"], rule: "duel 1.5", roll: { sides: 10, atLeast: 6 } },
});
const fixed = defineOption({ id: "duel/fixed", description: "Not for players.", choices: { a: "A", b: "B" }, default: "a", citation: "duel 2" });

type Game = { readonly heard: readonly string[] };
const shout = defineCommand<Game, PlayerTurnsTurn, Record<string, never>>({
  schema: z.object({}).strict(), rule: "duel 9", actor: "any", validate: () => OK,
  resolve: (s, cmd, _dice, ctx) => ({ state: { ...s, game: { heard: [...s.game.heard, `${cmd.seat}:${choiceOption(ctx.options, cover)}:${numberOption(ctx.options, reach)}`] } }, events: [] }),
});
const duel = defineRuleset<Game, PlayerTurnsTurn, null>({
  id: "duel", version: "1", geometry: "hex", turnModel: createPlayerTurns<Game>(), commands: { shout },
  options: [cover, reach, weather, fixed], scenario: z.null(),
  setup: () => ({ seats: ["red", "blue"], game: { heard: [] }, turn: initPlayerTurns({ seats: ["red", "blue"], first: "red", turns: 1, steps: ["play"] }) }),
  view: (s) => s.game, legalActions: () => [],
});

const settle = (seat: string, payload: Record<string, unknown>): Command => ({ type: "ruling/settle", seat, payload });
const shoutBy = (seat: string): Command => ({ type: "shout", seat, payload: {} });

function play(commands: readonly Command[], faces: readonly number[] = []): { state: MatchState<Game, PlayerTurnsTurn>; events: unknown[]; refused?: string } {
  const made = createMatch(duel, { scenario: null });
  if (!made.ok) throw new Error(made.error.code);
  let state = made.state;
  const events: unknown[] = [];
  const dice = createFixedDice(faces);
  for (const c of commands) {
    const r = apply(duel, state, c, dice);
    if (!r.ok) return { state, events, refused: r.error.code };
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

const rollFor = (seat: string, value: string, otherwise?: string) =>
  settle(seat, { optionId: "duel/hedge_cover", method: "roll", value, ...(otherwise === undefined ? {} : { otherwise }) });

describe("ruling/settle by a dispute roll", () => {
  it("a d6 of 4+ makes the roller's reading stand for every later command (FoW How It Works: 4, 5 or 6)", () => {
    const r = play([shoutBy("red"), rollFor("blue", "no_cover"), shoutBy("red")], [4]);
    expect(r.refused).toBeUndefined();
    expect(r.state.game.heard).toEqual(["red:cover:2", "red:no_cover:2"]);
    expect(r.state.options["duel/hedge_cover"]).toBe("no_cover");
    expect(r.events[0]).toMatchObject({ type: "ruling/settled", seq: 2, data: {
      optionId: "duel/hedge_cover", value: "no_cover", previous: "cover", method: "roll", rule: "duel 1.4 (disputes: roll a die)",
      citation: "duel 7.2", seq: 2, seats: ["blue"], roll: { sides: 6, atLeast: 4, face: 4, claimed: "no_cover", otherwise: "cover" } } });
  });

  it("1, 2 or 3 settles the opponent's reading, for the rest of the game too", () => {
    const r = play([rollFor("blue", "no_cover"), rollFor("red", "no_cover")], [3, 6]);
    expect(r.state.options["duel/hedge_cover"]).toBe("cover");
    expect(r.state.rulings.settled?.["duel/hedge_cover"]).toMatchObject({ value: "cover", roll: { face: 3 } });
    expect(r.refused).toBe("ruling/already_settled");
  });

  it("an option with more readings rolls its own die, against the reading the roller names as the opponent's", () => {
    const roll = (faces: number[], payload: Record<string, unknown>) => play([settle("red", { optionId: "duel/weather", method: "roll", ...payload })], faces);
    expect(roll([6], { value: "fog" }).refused).toBe("ruling/otherwise_required");
    expect(roll([6], { value: "fog", otherwise: "fog" }).refused).toBe("ruling/no_dispute");
    expect(roll([6], { value: "fog", otherwise: "rain" }).state.options["duel/weather"]).toBe("fog");
    expect(roll([5], { value: "fog", otherwise: "rain" }).state.rulings.settled?.["duel/weather"]).toMatchObject({ value: "rain", roll: { sides: 10, atLeast: 6, face: 5 } });
  });

  it("ruling/already_settled: a second settle of the same option is refused, naming the first", () => {
    const agreeAfter = play([rollFor("blue", "no_cover"), settle("red", { optionId: "duel/hedge_cover", method: "agreement", value: "no_cover" })], [1]);
    expect(agreeAfter.refused).toBe("ruling/already_settled");
    expect(agreeAfter.state.options["duel/hedge_cover"]).toBe("cover");
  });

  it("views show the settled ruling and the options it changed", () => {
    const { state } = play([rollFor("red", "no_cover")], [5]);
    const view = viewFor(duel, state, "spectator");
    expect(view.options["duel/hedge_cover"]).toBe("no_cover");
    expect(view.rulings.settled["duel/hedge_cover"]).toMatchObject({ value: "no_cover", method: "roll", rule: "duel 1.4 (disputes: roll a die)", seq: 1 });
    expect(viewFor(duel, play([]).state, "red").rulings).toEqual({ settled: {}, proposals: {} });
  });
});

describe("ruling/settle by agreement", () => {
  it("settles once every seat sent the same value; until then the proposal is open and the reading unchanged", () => {
    const half = play([settle("red", { optionId: "duel/reach", method: "agreement", value: 4 }), shoutBy("blue")]);
    expect(half.state.game.heard).toEqual(["blue:cover:2"]);
    expect(half.state.rulings.proposals).toEqual({ "duel/reach": { value: "4", agreed: ["red"] } });
    expect(half.events[0]).toMatchObject({ type: "ruling/proposed", data: { optionId: "duel/reach", value: "4", agreed: ["red"], waiting: ["blue"] } });
    const both = play([settle("red", { optionId: "duel/reach", method: "agreement", value: 4 }), settle("blue", { optionId: "duel/reach", method: "agreement", value: "4.0" }), shoutBy("blue")]);
    expect(both.state.game.heard).toEqual(["blue:cover:4"]);
    expect(both.state.rulings.proposals).toBeUndefined();
    expect(both.state.rulings.settled?.["duel/reach"]).toMatchObject({ value: "4", previous: "2", method: "agreement", seats: ["red", "blue"], rule: "duel 1.4" });
  });

  it("a different value is a counter-proposal that the first seat must now agree to", () => {
    const r = play([
      settle("red", { optionId: "duel/reach", method: "agreement", value: 4 }),
      settle("blue", { optionId: "duel/reach", method: "agreement", value: 3 }),
    ]);
    expect(r.state.rulings.proposals).toEqual({ "duel/reach": { value: "3", agreed: ["blue"] } });
    expect(r.events[1]).toMatchObject({ type: "ruling/proposed", data: { value: "3", replaces: "4", waiting: ["red"] } });
    expect(r.state.options["duel/reach"]).toBe("2");
  });

  it("refuses what cannot be settled, each with its own code", () => {
    const code = (payload: Record<string, unknown>, seat = "red") => play([settle(seat, payload)], [1]).refused;
    expect(code({ optionId: "duel/fixed", method: "agreement", value: "b" })).toBe("ruling/not_decidable");
    expect(code({ optionId: "duel/nope", method: "roll", value: "x" })).toBe("ruling/unknown_option");
    expect(code({ optionId: "duel/reach", method: "roll", value: 3, otherwise: 4 })).toBe("ruling/method_not_allowed");
    expect(code({ optionId: "duel/reach", method: "agreement", value: 9 })).toBe("options/out_of_range");
    expect(code({ optionId: "duel/reach", method: "agreement" })).toBe("ruling/value_required");
    expect(code({ optionId: "duel/hedge_cover", method: "roll" })).toBe("ruling/value_required");
    expect(code({ optionId: "duel/hedge_cover", method: "roll", value: "mud" })).toBe("options/bad_choice");
    expect(code({ optionId: "duel/hedge_cover", method: "agreement", value: "cover", otherwise: "no_cover" })).toBe("ruling/otherwise_with_agreement");
    expect(code({ optionId: "duel/hedge_cover", method: "vote" })).toBe("command/invalid_payload");
    expect(play([{ type: "ruling/overrule", seat: "red", payload: {} }]).refused).toBe("command/unknown_type");
    expect(code({ optionId: "duel/hedge_cover", method: "roll", value: "cover" }, "green")).toBe("match/unknown_seat");
    const twice = play([settle("red", { optionId: "duel/reach", method: "agreement", value: 4 }), settle("red", { optionId: "duel/reach", method: "agreement", value: 4 })]);
    expect(twice.refused).toBe("ruling/already_agreed");
  });
});

describe("a reading the match's rulings pack sets", () => {
  const organised = (options: Record<string, string | number>) => {
    const made = createMatch(duel, { scenario: null, rulings: createRulingsPack({ id: "club", ruleset: "duel", options }) });
    if (!made.ok) throw new Error(made.error.code);
    return made.state;
  };

  it("ruling/fixed_by_pack: neither a roll nor an agreement may override it, and nothing changes", () => {
    const state = organised({ "duel/hedge_cover": "no_cover", "duel/fixed": "b" });
    expect(state.rulings.fixedByPack).toEqual(["duel/hedge_cover"]);
    for (const c of [rollFor("red", "cover"), settle("blue", { optionId: "duel/hedge_cover", method: "agreement", value: "cover" })]) {
      const r = apply(duel, state, c, createFixedDice([6]));
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toEqual({ code: "ruling/fixed_by_pack", rule: "duel 7.2",
        message: 'option "duel/hedge_cover" is set to no_cover by the match\'s rulings pack (the organiser\'s ruling); players may not settle it in play' });
    }
    expect(state.options["duel/hedge_cover"]).toBe("no_cover");
    expect(state.rulings.settled).toBeUndefined();
  });

  it("a pack naming the default still fixes it; options the pack leaves alone are settled as usual", () => {
    const state = organised({ "duel/reach": 2 });
    expect(state.rulings.fixedByPack).toEqual(["duel/reach"]);
    const agreeReach = apply(duel, state, settle("red", { optionId: "duel/reach", method: "agreement", value: 2 }), createFixedDice([]));
    expect(agreeReach.ok ? "accepted" : agreeReach.error.code).toBe("ruling/fixed_by_pack");
    const roll = apply(duel, state, rollFor("red", "no_cover"), createFixedDice([4]));
    expect(roll.ok && roll.state.options["duel/hedge_cover"]).toBe("no_cover");
  });

  it("a pack setting no in-play option leaves the state's rulings as before (no fixedByPack field)", () => {
    expect(Object.keys(organised({ "duel/fixed": "b" }).rulings).sort()).toEqual(["hash", "tables"]);
  });
});

describe("states without rulings", () => {
  it("hold no settled or proposals field, so their hashes are what they were before rulings existed", () => {
    const { state } = play([shoutBy("red"), shoutBy("blue")]);
    expect(Object.keys(state.rulings).sort()).toEqual(["hash", "tables"]);
    const made = createMatch(duel, { scenario: null });
    if (!made.ok) throw new Error("setup");
    // The same state built by hand in the shape a match had before in-play rulings: same hash.
    const before = { ruleset: made.state.ruleset, options: { ...made.state.options }, rulings: { hash: made.state.rulings.hash, tables: {} },
      seats: ["red", "blue"], seq: 2, turn: state.turn, game: { heard: ["red:cover:2", "blue:cover:2"] } };
    expect(stateHash(state)).toBe(stateHash(before));
  });
});

describe("replay of in-play rulings", () => {
  it("reproduces every step's hash, the roll and the agreement included, from the log and from the seed", () => {
    const serverSeed = "00112233445566778899aabbccddeeff";
    const diceRecord = { matchId: "m-1", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["r", "b"], firstCounter: 0 };
    const started = startRecordedMatch(duel, { scenario: null }, diceRecord);
    if (!started.ok) throw new Error(started.error.code);
    const stream = createVerifiableDice({ serverSeed, matchId: "m-1", playerSeeds: ["r", "b"], counter: 0 });
    let { state, record } = started;
    for (const c of [shoutBy("red"), rollFor("blue", "no_cover"), settle("red", { optionId: "duel/reach", method: "agreement", value: 5 }),
      settle("blue", { optionId: "duel/reach", method: "agreement", value: 5 }), shoutBy("blue")]) {
      const r = applyRecorded(duel, state, record, c, stream);
      if (!r.ok) throw new Error(r.error.code);
      ({ state, record } = r);
    }
    expect(record.steps[1]?.rolls).toHaveLength(1);
    expect(state.rulings.settled && Object.keys(state.rulings.settled).sort()).toEqual(["duel/hedge_cover", "duel/reach"]);
    const fromLog = replayMatch(record, duel, recordedDiceFactory);
    const fromSeed = replayMatch({ ...record, dice: { ...record.dice, serverSeed } }, duel, verifiableDiceFactory(serverSeed));
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    expect(fromSeed.ok && fromSeed.hashes).toEqual(fromLog.hashes);
    expect(fromLog.state?.options).toEqual(state.options);
  });
});
