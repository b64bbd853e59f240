import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { createPlayerTurns, initPlayerTurns } from "./player-turns";
import type { PlayerTurnsTurn } from "./player-turns";
import { stepTurnModel, turnCommand } from "./step-turn-model";

const model = createPlayerTurns();
// Test fixture: Flames of War's four steps [Turn Sequence] (the ruleset's own preset is in rules-fow/src/sequence).
const STEPS = ["starting", "movement", "shooting", "assault"];
const ctx = { game: undefined, seats: ["attacker", "defender"], options: {} };

function step(t: PlayerTurnsTurn, name: string, seat: string, faces: number[] = []) {
  return stepTurnModel(model, t, turnCommand(name, seat), createFixedDice(faces), ctx);
}

function endSteps(t: PlayerTurnsTurn, seat: string, n: number): PlayerTurnsTurn {
  let turn = t;
  for (let i = 0; i < n; i += 1) {
    const out = step(turn, "end_step", seat);
    if (!out.ok) throw new Error(out.error.code);
    turn = out.turn;
  }
  return turn;
}

describe("player turns (Flames of War)", () => {
  it("fow missions, who has the first turn: the Attacker moves first", () => {
    const t = initPlayerTurns({ seats: ["attacker", "defender"], steps: STEPS, first: "attacker" });
    expect(model.status(t)).toEqual({ round: 1, step: "starting", actors: ["attacker"], over: false });
  });

  it("fow turn sequence: a player turn is the Starting, Movement, Shooting and Assault Steps in order", () => {
    let t = initPlayerTurns({ seats: ["attacker", "defender"], steps: STEPS, first: "attacker" });
    const seen = [t.step];
    for (let i = 0; i < 3; i += 1) {
      t = endSteps(t, "attacker", 1);
      seen.push(t.step);
    }
    expect(seen).toEqual(["starting", "movement", "shooting", "assault"]);
  });

  it("fow turn sequence: after the Assault Step the opponent's turn begins; a round is both turns", () => {
    const t0 = initPlayerTurns({ seats: ["attacker", "defender"], steps: STEPS, first: "attacker" });
    const out = step(endSteps(t0, "attacker", 3), "end_step", "attacker");
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events.map((e) => e.type)).toEqual(["turn/step_ended", "turn/player_turn_started", "turn/step_started"]);
    expect(out.turn).toMatchObject({ active: "defender", step: "starting", round: 1 });
    expect(endSteps(out.turn, "defender", 4)).toMatchObject({ active: "attacker", round: 2 });
  });

  it("fow turn sequence: only the player whose turn it is ends a step", () => {
    const out = step(initPlayerTurns({ seats: ["attacker", "defender"], steps: STEPS, first: "attacker" }), "end_step", "defender");
    expect(out.ok ? "" : out.error.code).toBe("turn/not_your_activation");
  });

  it("fow missions, meeting engagements: both roll and the higher goes first, ties rolled again", () => {
    const t = initPlayerTurns({ seats: ["attacker", "defender"], steps: STEPS });
    expect(model.status(t).step).toBe("first_turn");
    const out = step(t, "roll_first_turn", "attacker", [4, 4, 2, 5]);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn).toMatchObject({ first: "defender", active: "defender", step: "starting" });
    expect(out.events[0]).toEqual({ type: "turn/first_turn_decided", data: { first: "defender", rolls: [{ attacker: 4, defender: 4 }, { attacker: 2, defender: 5 }] } });
  });

  it("fow turn sequence: the game ends after the last round's second player turn", () => {
    let t = initPlayerTurns({ seats: ["attacker", "defender"], steps: STEPS, first: "attacker", turns: 1 });
    t = endSteps(endSteps(t, "attacker", 4), "defender", 4);
    expect(model.status(t)).toMatchObject({ over: true, actors: [] });
  });
});

describe("player turns citations and steps", () => {
  it("cite the ruleset's sections when it names them, and no rule when it does not", () => {
    const cited = createPlayerTurns({ citations: { turn: "fow turn sequence" } });
    const t = initPlayerTurns({ seats: ["attacker", "defender"], first: "attacker", steps: STEPS });
    const out = stepTurnModel(cited, t, turnCommand("end_step", "defender"), createFixedDice([]), ctx);
    expect(out.ok === false && out.error).toMatchObject({ code: "turn/not_your_activation", rule: "fow turn sequence" });
    const bare = step(t, "end_step", "defender");
    expect(bare.ok === false && bare.error).toMatchObject({ code: "turn/not_your_activation", rule: "" });
  });

  it("run any ruleset's steps, and refuse a turn of none", () => {
    const two = endSteps(initPlayerTurns({ seats: ["attacker", "defender"], first: "attacker", steps: ["orders", "actions"] }), "attacker", 2);
    expect(two).toMatchObject({ active: "defender", step: "orders" });
    expect(() => initPlayerTurns({ seats: ["attacker", "defender"], first: "attacker", steps: [] })).toThrow(/at least one step/);
  });
});
