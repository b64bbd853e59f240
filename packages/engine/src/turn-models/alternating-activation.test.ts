import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { createAlternatingActivation, initActivationTurn } from "./alternating-activation";
import type { ActivationTurn } from "./alternating-activation";
import { stepTurnModel, turnCommand } from "./step-turn-model";

// A made-up sequence: neutral phase names, three markers, and the engine's default command names.
const phases = { order: ["refill", "opening", "action", "cleanup"], opening: "opening", activation: "action" };
const model = createAlternatingActivation();
const ctx = { game: undefined, seats: ["red", "blue"], options: {} };

function start(tracks: Record<string, readonly number[]> = { red: [3, 3], blue: [2] }, turns = 2): ActivationTurn {
  return initActivationTurn({ seats: ["red", "blue"], tracks, turns, phases, markers: [1, 2, 3] });
}

function run(turn: ActivationTurn, steps: readonly [string, string, number[]?][], m = model): ActivationTurn {
  let t = turn;
  for (const [name, seat, faces = []] of steps) {
    const dice = createFixedDice(faces);
    const out = stepTurnModel(m, t, turnCommand(name, seat), dice, ctx);
    if (!out.ok) throw new Error(`${name} by ${seat}: ${out.error.code}`);
    expect(dice.remaining()).toBe(0);
    t = out.turn;
  }
  return t;
}

/** Red rolls higher, both end their placements, the activation phase begins with red in phase. */
const toAction = (turn = start()) => run(turn, [["roll_opening", "red", [4, 2]], ["end_placement", "red"], ["end_placement", "blue"]]);

describe("alternating activation (the pattern, neutral phases)", () => {
  it("turn 1 opens at the configured opening phase; without a preset the roll is the allowance", () => {
    const t = start();
    expect(model.status(t)).toMatchObject({ step: "opening", actors: [] });
    const out = stepTurnModel(model, t, turnCommand("roll_opening", "blue"), createFixedDice([1, 3]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn).toMatchObject({ allowance: { red: 1, blue: 3 }, first: "blue", placing: ["blue", "red"], step: "opening" });
    expect(model.status(out.turn).actors).toEqual(["blue"]);
  });

  it("a preset's allowance and die read the opening roll; a tie re-rolls only the order", () => {
    const m = createAlternatingActivation({ openingRoll: { sides: 4, allowance: (r) => r * 10 } });
    const out = stepTurnModel(m, start(), turnCommand("roll_opening", "red"), createFixedDice([2, 2, 1, 4]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn).toMatchObject({ allowance: { red: 20, blue: 20 }, first: "blue" });
    expect(out.events[0]?.data).toMatchObject({ tieRolls: [{ red: 1, blue: 4 }] });
  });

  it("the second seat places only after the first; then the activation phase starts with the roll's winner", () => {
    const t = run(start(), [["roll_opening", "red", [4, 2]]]);
    const early = stepTurnModel(model, t, turnCommand("end_placement", "blue"), createFixedDice([]), ctx);
    expect(early.ok ? "" : early.error.code).toBe("turn/not_your_activation");
    const a = toAction();
    expect(a).toMatchObject({ step: "action", active: "red" });
  });

  it("a marker at or over the track's box value makes that impulse the seat's last; the other keeps drawing", () => {
    let t = run(toAction(), [["draw_activation", "red", [1]]]); // cup [1,2,3]: face 1 picks marker 1, 1 < 3
    expect(t.eligible.red).toBe(true);
    t = run(t, [["end_impulse", "red"], ["draw_activation", "blue", [2]]]); // marker 2 >= 2
    expect(t.eligible.blue).toBe(false);
    t = run(t, [["end_impulse", "blue"]]);
    expect(t.active).toBe("red");
    t = run(t, [["draw_activation", "red", [2]]]); // cup [2,3]: face 2 picks marker 3 >= 3
    expect(t).toMatchObject({ marker: 3, track: { red: [1, 3] }, eligible: { red: false } });
  });

  it("when both are done, the later phases pass, the next turn refills the cups and stops at the opening", () => {
    const t = run(toAction(start({ red: [1], blue: [1] })), [["draw_activation", "red", [1]], ["end_impulse", "red"], ["draw_activation", "blue", [3]]]);
    const out = stepTurnModel(model, t, turnCommand("end_impulse", "blue"), createFixedDice([]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    const phasesSeen = out.events.filter((e) => e.type === "turn/phase_started").map((e) => (e.data as { phase: string }).phase);
    expect(phasesSeen).toEqual(["cleanup", "refill", "opening"]);
    expect(out.turn).toMatchObject({ round: 2, step: "opening", first: null, cups: { red: [1, 2, 3], blue: [1, 2, 3] }, track: { red: [], blue: [] } });
  });

  it("the match is over after the last turn's last phase", () => {
    const t = run(toAction(start({ red: [1], blue: [1] }, 1)), [["draw_activation", "red", [1]], ["end_impulse", "red"], ["draw_activation", "blue", [1]], ["end_impulse", "blue"]]);
    expect(model.status(t)).toMatchObject({ over: true, round: 1, step: "cleanup" });
  });

  it("must draw before ending an impulse; only the player in phase draws", () => {
    const t = toAction();
    const pass = stepTurnModel(model, t, turnCommand("end_impulse", "red"), createFixedDice([]), ctx);
    expect(pass.ok ? "" : pass.error.code).toBe("turn/must_draw");
    const other = stepTurnModel(model, t, turnCommand("draw_activation", "blue"), createFixedDice([1]), ctx);
    expect(other.ok === false && other.error).toMatchObject({ code: "turn/not_your_activation", rule: "" });
  });

  it("play passes at once when the ruleset says nobody can act under the marker", () => {
    const strict = createAlternatingActivation<Record<string, number>>({ canAnyoneAct: (g, seat, marker) => (g[seat] ?? 9) <= marker });
    const game = { red: 3, blue: 1 };
    const out = stepTurnModel(strict, toAction(), turnCommand("draw_activation", "red"), createFixedDice([1]), { ...ctx, game });
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events[1]).toEqual({ type: "turn/impulse_ended", data: { seat: "red", marker: 1, passed: true } });
    expect(out.turn.active).toBe("blue");
  });

  it("a preset names the commands and the sections its refusals cite", () => {
    const named = createAlternatingActivation({ commandTypes: { roll: "turn/roll_order" }, citations: { inPhase: "x 1.2" } });
    expect(Object.keys(named.commands).sort()).toEqual(["turn/draw_activation", "turn/end_impulse", "turn/end_placement", "turn/roll_order"]);
    const t = run(start(), [["roll_order", "red", [4, 2]], ["end_placement", "red"], ["end_placement", "blue"]], named);
    const out = stepTurnModel(named, t, turnCommand("draw_activation", "blue"), createFixedDice([]), ctx);
    expect(out.ok === false && out.error.rule).toBe("x 1.2");
  });

  it("refuses a phase list where the opening does not come before the activation phase", () => {
    const bad = { order: ["action", "opening"], opening: "opening", activation: "action" };
    expect(() => initActivationTurn({ seats: ["red", "blue"], tracks: {}, turns: 1, phases: bad, markers: [1] })).toThrow(/must come before/);
  });
});
