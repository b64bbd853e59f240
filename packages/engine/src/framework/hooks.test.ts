import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import { defineRuleset } from "./define-ruleset";
import { ambushScenario, toyAmbush } from "./toy-ambush.fixture";
import type { AmbushState } from "./toy-ambush.fixture";

function start(scenario: unknown = ambushScenario): AmbushState {
  const made = createMatch(toyAmbush, { scenario });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

function run(state: AmbushState, ...commands: Command[]): AmbushState {
  let s = state;
  for (const c of commands) {
    const r = apply(toyAmbush, s, c, createFixedDice([]));
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

const code = (s: AmbushState, c: Command) => {
  const r = apply(toyAmbush, s, c, createFixedDice([]));
  return r.ok ? "accepted" : r.error.code;
};

describe("set-up steps", () => {
  it("toy 0.1-0.2: run in declared order over setup's game state (arm reads where place put each scout)", () => {
    expect(start().game.scouts).toEqual({ red: { x: 2, hp: 2, hidden: false }, blue: { x: 8, hp: 2, hidden: false } });
    expect(start({ turns: 1, red: 0, blue: 10 }).game.scouts).toMatchObject({ red: { x: 0, hp: 3 }, blue: { x: 10, hp: 3 } });
  });
});

describe("guards", () => {
  const dead = (): AmbushState => {
    const s = start();
    return { ...s, game: { ...s.game, scouts: { ...s.game.scouts, red: { x: 2, hp: 0, hidden: false } } } };
  };

  it("toy 6: a guard refuses every game command in its scope, before the command's own validator", () => {
    expect(code(dead(), { type: "step", seat: "red", payload: { to: 3 } })).toBe("toy/dead");
    // The step is illegal on its own too (two cells): the guard speaks first.
    expect(code(dead(), { type: "step", seat: "red", payload: { to: 4 } })).toBe("toy/dead");
    expect(code(start(), { type: "step", seat: "red", payload: { to: 4 } })).toBe("toy/one_cell");
  });

  it("guards run after the turn model's actor rule (blue out of turn hears that first)", () => {
    expect(code(start(), { type: "step", seat: "blue", payload: { to: 7 } })).toBe("turn/not_your_activation");
  });

  it("toy 7: a turn guard refuses the turn commands in its scope before the turn model's own validator", () => {
    // Blue may not pass before any order was given, even out of turn: the guard speaks before "not your go".
    expect(code(start(), { type: "turn/pass", seat: "blue", payload: {} })).toBe("toy/blue_waits");
    const moved = run(start(), { type: "step", seat: "red", payload: { to: 3 } });
    expect(code(moved, { type: "turn/pass", seat: "blue", payload: {} })).toBe("turn/not_your_go");
  });
});

describe("after-command hooks", () => {
  it("toy 8: before parts run last-declared first, after parts in declared order, each only for its scope", () => {
    const stepped = run(start(), { type: "step", seat: "red", payload: { to: 3 } });
    expect(stepped.game.trail).toEqual(["second:before", "first:before", "first", "second"]);
    expect(stepped.game.commands).toBe(1);
    const shouted = run(start(), { type: "shout", seat: "red", payload: {} });
    expect(shouted.game.trail).toEqual(["first:before", "first"]);
    const replied = run(shouted, { type: "reply", seat: "blue", payload: {} });
    expect(replied.game.trail).toEqual(["first:before", "first"]);
    expect(replied.game.commands).toBe(2);
  });

  it("turn commands pass no after-command hook", () => {
    const passed = run(start(), { type: "step", seat: "red", payload: { to: 3 } }, { type: "turn/pass", seat: "red", payload: {} });
    expect(passed.game.commands).toBe(1);
  });
});

describe("defineRuleset checks its hooks", () => {
  const base = { ...toyAmbush, tables: [], options: [] };
  it("a hook naming a command the ruleset does not have, or named twice, or with both only and except, is a bug", () => {
    expect(() => defineRuleset({ ...base, guards: [{ name: "g", rule: "x", only: ["dance"], check: () => ({ ok: true }) }] })).toThrow(/guard g names unknown command dance/);
    expect(() => defineRuleset({ ...base, turnGuards: [{ name: "t", rule: "x", only: ["step"], check: () => ({ ok: true }) }] })).toThrow(/turn guard t names unknown command step/);
    expect(() => defineRuleset({ ...base, afterCommand: [...(base.afterCommand ?? []), { name: "count", rule: "x", after: (_b, out) => out }] })).toThrow(/after-command hook count is declared twice/);
    expect(() => defineRuleset({ ...base, guards: [{ name: "g", rule: "x", only: ["step"], except: ["hide"], check: () => ({ ok: true }) }] })).toThrow(/both only and except/);
  });
});
