import { createCommitment, createFixedDice, createVerifiableDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import type { LoggedEvent } from "./event";
import { eventsFor } from "./events-for";
import { legalActionsFor } from "./legal-actions";
import { applyRecorded, startRecordedMatch } from "./record-match";
import { recordedDiceFactory, verifiableDiceFactory } from "./replay-dice";
import { replayMatch } from "./replay-match";
import { ambushScenario, toyAmbush } from "./toy-ambush.fixture";
import type { AmbushState } from "./toy-ambush.fixture";
import { viewFor } from "./view-for";

function start(): AmbushState {
  const made = createMatch(toyAmbush, { scenario: ambushScenario });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

function run(state: AmbushState, commands: readonly Command[], faces: number[] = []) {
  const dice = createFixedDice(faces);
  let s = state;
  const events: LoggedEvent[] = [];
  for (const c of commands) {
    const r = apply(toyAmbush, s, c, dice);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    s = r.state;
    events.push(...r.events);
  }
  expect(dice.remaining()).toBe(0);
  return { state: s, events };
}

const pass = (seat: string): Command => ({ type: "turn/pass", seat, payload: {} });
const step = (seat: string, to: number): Command => ({ type: "step", seat, payload: { to } });
// Red hides at 2 and secretly watches cell 7 (or only hides); blue, at 8, then steps.
const ambush: Command[] = [{ type: "lie_in_wait", seat: "red", payload: { cell: 7 } }, pass("red")];
const hideOnly: Command[] = [{ type: "hide", seat: "red", payload: {} }, pass("red")];

describe("secret standing reactions", () => {
  it("toy 4: registering one shows it to its own seat only: the other seat's view, events and legal actions are those of a plain hide", () => {
    const lying = run(start(), ambush);
    const hiding = run(start(), hideOnly);
    expect(viewFor(toyAmbush, lying.state, "red").standing).toEqual([{ id: "red-ambush", seat: "red", kind: "ambush", data: { cell: 7 } }]);
    for (const viewer of ["blue", "spectator"]) {
      const view = viewFor(toyAmbush, lying.state, viewer);
      expect(view.standing).toBeUndefined();
      expect(view).toEqual(viewFor(toyAmbush, hiding.state, viewer));
      expect(eventsFor(toyAmbush, lying.state, lying.events, viewer)).toEqual(eventsFor(toyAmbush, hiding.state, hiding.events, viewer));
    }
    expect(eventsFor(toyAmbush, lying.state, lying.events, "red").map((e) => e.type)).toContain("reaction/standing_registered");
    expect(legalActionsFor(toyAmbush, lying.state, "blue")).toEqual(legalActionsFor(toyAmbush, hiding.state, "blue"));
  });

  it("toy 4: it never pauses play: a command that does not trigger it resolves as if it were not there, and it stays secret", () => {
    const lying = run(start(), [...ambush, step("blue", 9)]);
    const hiding = run(start(), [...hideOnly, step("blue", 9)]);
    expect(viewFor(toyAmbush, lying.state, "blue")).toEqual(viewFor(toyAmbush, hiding.state, "blue"));
    expect(eventsFor(toyAmbush, lying.state, lying.events, "blue")).toEqual(eventsFor(toyAmbush, hiding.state, hiding.events, "blue"));
    expect(viewFor(toyAmbush, lying.state, "red").standing).toHaveLength(1);
  });

  it("toy 4: it fires inside the triggering command: same step, its dice, its events after the command's, then it is spent", () => {
    const before = run(start(), ambush).state;
    const r = apply(toyAmbush, before, step("blue", 7), createFixedDice([5]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.seq).toBe(before.seq + 1);
    expect(r.events.map((e) => e.type)).toEqual(["toy/stepped", "toy/ambush_fired"]);
    expect(r.events[1]).toMatchObject({ data: { seat: "red", target: "blue", cell: 7, roll: 5, hit: true } });
    expect(r.state.game.scouts.blue).toMatchObject({ x: 7, hp: 1 });
    // Once fired it is public: blue sees the shot and the revealed scout; nothing standing is left.
    expect(eventsFor(toyAmbush, r.state, r.events, "blue").map((e) => e.type)).toContain("toy/ambush_fired");
    expect(viewFor(toyAmbush, r.state, "blue").game).toMatchObject({ scouts: { red: { x: 2, hidden: false } } });
    expect(r.state.reactions).toBeUndefined();
    expect(viewFor(toyAmbush, r.state, "red").standing).toBeUndefined();
  });

  it("its own seat's commands do not trigger it", () => {
    const r = run(start(), [{ type: "lie_in_wait", seat: "red", payload: { cell: 3 } }, step("red", 3)]);
    expect(r.events.map((e) => e.type)).not.toContain("toy/ambush_fired");
    expect(viewFor(toyAmbush, r.state, "red").standing).toHaveLength(1);
  });

  it("replays deterministically: a recorded match in which it fires replays to the same state hash at every step", () => {
    const serverSeed = "00112233445566778899aabbccddeeff";
    const dice = { matchId: "ambush-1", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["r", "b"], firstCounter: 0 };
    const started = startRecordedMatch(toyAmbush, { scenario: ambushScenario }, dice);
    if (!started.ok) throw new Error(started.error.code);
    const stream = createVerifiableDice({ serverSeed, matchId: dice.matchId, playerSeeds: dice.playerSeeds, counter: 0 });
    let { state, record } = started;
    for (const command of [...ambush, step("blue", 7), pass("blue"), step("red", 3)]) {
      const r = applyRecorded(toyAmbush, state, record, command, stream);
      if (!r.ok) throw new Error(r.error.code);
      ({ state, record } = r);
    }
    expect(record.steps[2]?.rolls).toHaveLength(1); // the ambush's roll belongs to blue's step
    for (const factory of [recordedDiceFactory, verifiableDiceFactory(serverSeed)]) {
      const replay = replayMatch(record, toyAmbush, factory);
      expect(replay.mismatch).toBeUndefined();
      expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    }
  });
});
