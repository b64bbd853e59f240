import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { createRulingsPack } from "../options/rulings-pack";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import type { LoggedEvent } from "./event";
import { stateHash } from "./state-hash";
import { duelScenario, toyDuel } from "./toy-duel.fixture";
import type { DuelPlot, DuelState } from "./toy-duel.fixture";

function start(rulings = createRulingsPack({ id: "default", ruleset: "toy-duel" }), scenario: unknown = duelScenario): DuelState {
  const made = createMatch(toyDuel, { scenario, rulings });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

const plot = (seat: string, p: DuelPlot): Command => ({ type: "turn/submit_plot", seat, payload: { plot: p } });
const lock = (seat: string): Command => ({ type: "turn/lock_plot", seat, payload: {} });

function play(state: DuelState, commands: readonly Command[], faces: number[] = []) {
  const dice = createFixedDice(faces);
  let s = state;
  const events: LoggedEvent[] = [];
  for (const c of commands) {
    const r = apply(toyDuel, s, c, dice);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    s = r.state;
    events.push(...r.events);
  }
  expect(dice.remaining()).toBe(0);
  return { state: s, events };
}

const fireBoth: Command[] = [
  plot("red", { move: 1, fire: true, note: "red plan" }), lock("red"),
  plot("blue", { move: -1, fire: true, note: "blue plan" }), lock("blue"),
];

describe("apply", () => {
  it("resolves a whole turn: plots lock, the fire and move stages resolve through the ruleset's hook", () => {
    // Range 2 needs 6 (toy table): red rolls 6 and hits, blue rolls 5 and misses.
    const { state, events } = play(start(), fireBoth, [6, 5]);
    expect(state.game.scouts).toMatchObject({ red: { x: 5, hp: 3 }, blue: { x: 5, hp: 2 } });
    expect(state.turn).toMatchObject({ round: 2, step: "plot" });
    expect(state.seq).toBe(4);
    const shots = events.filter((e) => e.type === "toy/shot").map((e) => e.data);
    expect(shots).toEqual([
      { seat: "red", target: "blue", need: 6, roll: 6, hit: true },
      { seat: "blue", target: "red", need: 6, roll: 5, hit: false },
    ]);
  });

  it("stores the step number and the state hash with every event", () => {
    const r = apply(toyDuel, start(), plot("red", { move: 0, fire: false, note: "" }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.stateHash).toBe(stateHash(r.state));
    expect(r.events).toEqual([expect.objectContaining({ seq: 1, stateHash: r.stateHash })]);
  });

  it("a rejected command changes nothing and rolls no dice", () => {
    const s = play(start(), [plot("red", { move: 0, fire: true, note: "" }), lock("red")]).state;
    const before = stateHash(s);
    const dice = createFixedDice([1]);
    const r = apply(toyDuel, s, plot("red", { move: 1, fire: true, note: "" }), dice);
    expect(r).toEqual({ ok: false, error: { code: "plot/locked", message: "a locked plot cannot be changed", rule: "" } });
    expect(stateHash(s)).toBe(before);
    expect(dice.remaining()).toBe(1);
  });

  it("states are frozen values: a resolver that mutates fails loudly", () => {
    const s = start();
    expect(Object.isFrozen(s.game.scouts)).toBe(true);
    expect(() => {
      (s.game.scouts as Record<string, unknown>).red = null;
    }).toThrow(TypeError);
  });

  it("returns machine codes for the framework's own rejections", () => {
    const s = start();
    const code = (c: Command) => {
      const r = apply(toyDuel, s, c, createFixedDice([]));
      return r.ok ? "ok" : r.error.code;
    };
    expect(code({ type: "rename", seat: "green", payload: { name: "x" } })).toBe("match/unknown_seat");
    expect(code({ type: "dance", seat: "red", payload: {} })).toBe("command/unknown_type");
    expect(code({ type: "turn/dance", seat: "red", payload: {} })).toBe("command/unknown_type");
    expect(code({ type: "rename", seat: "red", payload: { name: 7 } })).toBe("command/invalid_payload");
    expect(code({ type: "rename", seat: "red", payload: { name: "a name far too long" } })).toBe("toy/name_too_long");
    expect(code({ type: "rename", seat: "red", payload: { name: "Ivan" } })).toBe("ok");
    expect(code(plot("red", { move: 0, fire: false, note: "" }))).toBe("ok");
  });

  it("rejects a payload error with the path that is wrong", () => {
    const r = apply(toyDuel, start(), { type: "turn/submit_plot", seat: "red", payload: { plot: { move: 2, fire: true, note: "" } } }, createFixedDice([]));
    expect(r.ok ? "" : r.error.message).toMatch(/^payload\.plot\.move: expected /);
  });

  it("turn/wrong_step: a command limited to some steps is refused in the others", () => {
    const mid = play(start(), [plot("red", { move: 0, fire: false, note: "" }), lock("red")]).state;
    // The toy's stages pass within one command, so build a state paused in the fire stage by hand.
    const inFire: DuelState = { ...mid, turn: { ...mid.turn, step: "fire" } };
    const r = apply(toyDuel, inFire, { type: "rename", seat: "red", payload: { name: "Ivan" } }, createFixedDice([]));
    expect(r.ok ? "" : r.error.code).toBe("turn/wrong_step");
  });

  it("match/over: once a scout is dead every command is refused", () => {
    let s = start(undefined, { ...duelScenario, turns: 9 });
    for (let i = 0; i < 3; i += 1) {
      s = play(s, [plot("red", { move: 0, fire: true, note: "" }), lock("red"), plot("blue", { move: 0, fire: false, note: "" }), lock("blue")], [6]).state;
    }
    expect(s.game.scouts.blue?.hp).toBe(0);
    expect(s.turn.over).toBe(false); // ended by the ruleset's victory check, not the turn limit
    const r = apply(toyDuel, s, { type: "rename", seat: "red", payload: { name: "Winner" } }, createFixedDice([]));
    expect(r.ok ? "" : r.error.code).toBe("match/over");
  });

  it("uses the rulings pack: options and table overrides reach the resolvers", () => {
    const pack = createRulingsPack({
      id: "club-night", ruleset: "toy-duel", options: { "toy-duel/damage": "two" },
      tables: { "toy-duel/to_hit": { tableId: "toy-duel/to_hit", version: "club-1", source: "club sheet", cells: [{ inputs: { range: 2 }, value: 5 }] } },
    });
    const s = start(pack);
    expect(s.options).toEqual({ "toy-duel/damage": "two" });
    const { state, events } = play(s, fireBoth, [5, 1]);
    expect(events.find((e) => e.type === "toy/shot")?.data).toMatchObject({ need: 5, roll: 5, hit: true });
    expect(state.game.scouts.blue?.hp).toBe(1);
  });

  it("match/bad_rulings and match/invalid_scenario come back as values", () => {
    const bad = createMatch(toyDuel, { scenario: duelScenario, rulings: createRulingsPack({ id: "x", ruleset: "toy-duel", options: { "toy-duel/damage": "ten" } }) });
    expect(bad.ok ? "" : bad.error.code).toBe("match/bad_rulings");
    const noTurns = createMatch(toyDuel, { scenario: { ...duelScenario, turns: 0 } });
    expect(noTurns.ok ? "" : noTurns.error).toMatchObject({ code: "match/invalid_scenario", message: expect.stringMatching(/^scenario\.turns: /) });
  });

  it("a scenario its ruleset's setup throws on is refused as match/invalid_scenario with the setup's reason", () => {
    const refusing = { ...toyDuel, setup: () => { throw new Error("scout red stands off the board"); } } as typeof toyDuel;
    const made = createMatch(refusing, { scenario: duelScenario });
    expect(made.ok ? "" : made.error).toMatchObject({ code: "match/invalid_scenario", message: "the scenario cannot be set up: scout red stands off the board" });
  });
});
