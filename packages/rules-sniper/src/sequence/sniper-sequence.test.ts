import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { stepTurnModel, turnCommand } from "@tactica/engine";
import type { ActivationTurn } from "@tactica/engine";
import { createSniperSequence, initSniperTurn, SNIPER_ACTIVATION_CITATIONS } from "./sniper-sequence";

const model = createSniperSequence();
const ctx = { game: undefined, seats: ["german", "soviet"], options: {} };

// Only box 1 of tracks B and E is printed [5.2 ex]; the later boxes are test fixtures, not book values.
const TRACK_B = [6, 6, 5, 4];
const TRACK_E = [5, 4, 3];

function start(tracks: Record<string, readonly number[]> = { german: TRACK_B, soviet: TRACK_E }, turns = 3): ActivationTurn {
  return initSniperTurn({ seats: ["german", "soviet"], tracks, turns });
}

function run(turn: ActivationTurn, steps: readonly [string, string, number[]?][]): ActivationTurn {
  let t = turn;
  for (const [name, seat, faces = []] of steps) {
    const dice = createFixedDice(faces);
    const out = stepTurnModel(model, t, turnCommand(name, seat), dice, ctx);
    if (!out.ok) throw new Error(`${name} by ${seat}: ${out.error.code}`);
    expect(dice.remaining()).toBe(0);
    t = out.turn;
  }
  return t;
}

/** German rolls higher for observation, both place, operations begin with the German in phase. */
function toOperations(turn = start()): ActivationTurn {
  return run(turn, [["roll_observation", "german", [5, 2]], ["end_placement", "german"], ["end_placement", "soviet"]]);
}

describe("Sniper! sequence of play (alternating activation preset)", () => {
  it("sniper 4.0 C: a roll of 1 still places 2 markers and the higher roll places first", () => {
    const out = stepTurnModel(model, start(), turnCommand("roll_observation", "soviet"), createFixedDice([1, 3]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn.allowance).toEqual({ german: 2, soviet: 3 });
    expect(out.turn.first).toBe("soviet");
    expect(out.turn.placing).toEqual(["soviet", "german"]);
    expect(model.status(out.turn).actors).toEqual(["soviet"]);
  });

  it("sniper 4.0 C: equal rolls give equal markers and a re-roll decides who places first", () => {
    const out = stepTurnModel(model, start(), turnCommand("roll_observation", "german"), createFixedDice([4, 4, 3, 3, 2, 5]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn.allowance).toEqual({ german: 4, soviet: 4 });
    expect(out.turn.first).toBe("soviet");
  });

  it("sniper 4.0 C: the lower roller places only after the first has finished", () => {
    const t = run(start(), [["roll_observation", "german", [5, 2]]]);
    const early = stepTurnModel(model, t, turnCommand("end_placement", "soviet"), createFixedDice([]), ctx);
    expect(early.ok ? "" : early.error.code).toBe("turn/not_your_activation");
  });

  it("sniper 5.2: book example, German on track B draws 3 and may draw again, Soviet on track E draws 5 and is done", () => {
    let t = toOperations();
    expect(t.active).toBe("german");
    t = run(t, [["draw_activation", "german", [3]]]); // cup [1..6]: face 3 picks marker 3
    expect(t.marker).toBe(3);
    expect(t.eligible.german).toBe(true); // 3 < 6 in box 1 of track B
    expect(model.status(t).actors).toEqual(["german"]);
    t = run(t, [["end_impulse", "german"], ["draw_activation", "soviet", [5]]]);
    expect(t.marker).toBe(5);
    expect(t.eligible.soviet).toBe(false); // 5 >= 5 in box 1 of track E
    t = run(t, [["end_impulse", "soviet"]]);
    expect(t.active).toBe("german"); // "The German player becomes the player in phase again."
  });

  it("sniper 4.0 D: only the player in phase draws, and no soldier acts before the marker is drawn", () => {
    const t = toOperations();
    expect(model.status(t).actors).toEqual([]);
    const out = stepTurnModel(model, t, turnCommand("draw_activation", "soviet"), createFixedDice([1]), ctx);
    expect(out.ok ? "" : out.error.code).toBe("turn/not_your_activation");
  });

  it("sniper 5.2: he must draw and place a marker even to pass", () => {
    const out = stepTurnModel(model, toOperations(), turnCommand("end_impulse", "german"), createFixedDice([]), ctx);
    expect(out.ok ? "" : out.error.code).toBe("turn/must_draw");
  });

  it("sniper 5.3: drawn markers never return mid-turn, so a player gets at most six impulses", () => {
    let t = toOperations(start({ german: [7, 7, 7, 7, 7, 7, 7], soviet: [1] }));
    t = run(t, [["draw_activation", "german", [1]], ["end_impulse", "german"], ["draw_activation", "soviet", [1]], ["end_impulse", "soviet"]]);
    for (let i = 0; i < 5; i += 1) {
      expect(t.active).toBe("german");
      t = run(t, [["draw_activation", "german", [1]]]);
      if (i < 4) t = run(t, [["end_impulse", "german"]]);
    }
    expect(t.track.german).toEqual([1, 2, 3, 4, 5, 6]);
    expect(t.cups.german).toEqual([]);
    expect(t.eligible.german).toBe(false);
  });

  it("sniper 4.0 E-F, 5.3: when both reach their limit the turn ends and the next opens with full cups", () => {
    let t = toOperations(start({ german: [1], soviet: [1] }));
    t = run(t, [["draw_activation", "german", [2]], ["end_impulse", "german"], ["draw_activation", "soviet", [4]]]);
    const out = stepTurnModel(model, t, turnCommand("end_impulse", "soviet"), createFixedDice([]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    const phases = out.events.filter((e) => e.type === "turn/phase_started").map((e) => (e.data as { phase: string }).phase);
    expect(phases).toEqual(["smoke_dissipation", "final", "recovery", "artillery", "observation"]);
    expect(out.turn.round).toBe(2);
    expect(out.turn.cups).toEqual({ german: [1, 2, 3, 4, 5, 6], soviet: [1, 2, 3, 4, 5, 6] });
    expect(out.turn.track).toEqual({ german: [], soviet: [] });
  });

  it("sniper 11 (scenario turn limit): the match is over after the last turn's final phase", () => {
    let t = toOperations(start({ german: [1], soviet: [1] }, 1));
    t = run(t, [["draw_activation", "german", [1]], ["end_impulse", "german"], ["draw_activation", "soviet", [1]], ["end_impulse", "soviet"]]);
    expect(model.status(t)).toMatchObject({ over: true, round: 1, step: "final" });
  });

  it("sniper 5.2: if no soldier is activated by the drawn marker, play passes to the other player at once", () => {
    // Toy game: the German's lowest activation value is 4, the Soviet's is 1.
    const lowest: Record<string, number> = { german: 4, soviet: 1 };
    const strict = createSniperSequence<Record<string, number>>({ canAnyoneAct: (g, seat, marker) => (g[seat] ?? 7) <= marker });
    const ctx2 = { game: lowest, seats: ["german", "soviet"], options: {} };
    const t = toOperations();
    const out = stepTurnModel(strict, t, turnCommand("draw_activation", "german"), createFixedDice([2]), ctx2);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events.map((e) => e.type)).toEqual(["turn/activation_drawn", "turn/impulse_ended"]);
    expect(out.events[1]?.data).toEqual({ seat: "german", marker: 2, passed: true });
    expect(out.turn.active).toBe("soviet");
    const acts = stepTurnModel(strict, out.turn, turnCommand("draw_activation", "soviet"), createFixedDice([1]), ctx2);
    expect(acts.ok && acts.turn.marker).toBe(1); // a soviet value-1 soldier can act: the impulse stays open
  });

  it("sniper 4.0 C-D, 5.2: the model's commands and refusals cite the Sniper! sections", () => {
    const t = toOperations();
    const other = stepTurnModel(model, t, turnCommand("draw_activation", "soviet"), createFixedDice([]), ctx);
    expect(other.ok === false && other.error).toMatchObject({ code: "turn/not_your_activation", rule: "sniper 4.0 D" });
    const pass = stepTurnModel(model, t, turnCommand("end_impulse", "german"), createFixedDice([]), ctx);
    expect(pass.ok === false && pass.error).toMatchObject({ code: "turn/must_draw", rule: "sniper 5.2" });
    expect(model.commands["turn/roll_observation"]?.rule).toBe("sniper 4.0 C");
    expect(SNIPER_ACTIVATION_CITATIONS.opening).toBe("sniper 4.0 C");
  });

  it("sniper 4.0: turn 1 opens at the Initial Observation Phase, and a turn runs phases A-F in order", () => {
    const t = start();
    expect(model.status(t)).toMatchObject({ round: 1, step: "observation", actors: [] });
    const early = stepTurnModel(model, t, turnCommand("draw_activation", "german"), createFixedDice([]), ctx);
    expect(early.ok ? "" : early.error.code).toBe("turn/wrong_step");
    const out = stepTurnModel(model, run(t, [["roll_observation", "german", [5, 2]], ["end_placement", "german"]]), turnCommand("end_placement", "soviet"), createFixedDice([]), ctx);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events.map((e) => e.type === "turn/phase_started" ? (e.data as { phase: string }).phase : e.type)).toEqual(["turn/placement_ended", "operations"]);
  });
});
