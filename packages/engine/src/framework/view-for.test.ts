import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import type { LoggedEvent } from "./event";
import { eventsFor } from "./events-for";
import { duelScenario, toyDuel } from "./toy-duel.fixture";
import type { DuelState } from "./toy-duel.fixture";
import { viewFor } from "./view-for";

function start(turns: number): DuelState {
  const made = createMatch(toyDuel, { scenario: { ...duelScenario, turns } });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

/** Play `turns` turns of random plots whose notes are unique secrets; check the view and new events at every step. */
function playChecked(seed: string, turns: number, check: (state: DuelState, log: readonly LoggedEvent[], secrets: Record<string, string[]>) => void) {
  const { dice } = createSeededDice(createRngState(seed, "sfc32"));
  let state = start(turns);
  const log: LoggedEvent[] = [];
  const secrets: Record<string, string[]> = { red: ["RED-CODEWORD"], blue: ["BLUE-CODEWORD"] };
  for (let round = 1; !state.turn.over && !toyDuel.isOver?.(state); round += 1) {
    for (const seat of ["red", "blue"]) {
      const note = `SECRET-${seat}-${round}-${dice.roll(1_000_000)}`;
      secrets[seat]?.push(note);
      const plot = { move: dice.roll(3) - 2, fire: dice.roll(2) === 1, note };
      const commands: Command[] = [
        { type: "turn/submit_plot", seat, payload: { plot } },
        { type: "whisper", seat, payload: { text: `WHISPER-${seat}-${round}` } },
        { type: "turn/lock_plot", seat, payload: {} },
      ];
      for (const c of commands) {
        const r = apply(toyDuel, state, c, dice);
        if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
        state = r.state;
        log.push(...r.events);
        secrets[seat]?.push(`WHISPER-${seat}-${round}`);
        check(state, r.events, secrets);
      }
    }
  }
  return { state, log };
}

describe("viewFor / eventsFor", () => {
  it("hidden plots, codewords and whispers never reach another seat or a spectator, in views or events", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      playChecked(seed, 6, (state, log, secrets) => {
        const over = state.turn.over;
        for (const viewer of ["red", "blue", "spectator", "intruder"]) {
          const seen = JSON.stringify(viewFor(toyDuel, state, viewer)) + JSON.stringify(eventsFor(toyDuel, state, log, viewer));
          for (const [owner, list] of Object.entries(secrets)) {
            if (owner === viewer) continue;
            // After the game plots are revealed to all [patrol 5.1]; codewords and whispers stay private.
            for (const secret of list.filter((x) => !over || !x.startsWith("SECRET-"))) expect(seen).not.toContain(secret);
          }
        }
      });
    }
  });

  it("a seat sees its own plot, codeword and whispers", () => {
    const s0 = start(3);
    const r = apply(toyDuel, s0, { type: "turn/submit_plot", seat: "red", payload: { plot: { move: 1, fire: false, note: "MINE" } } }, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    const own = JSON.stringify(viewFor(toyDuel, r.state, "red")) + JSON.stringify(eventsFor(toyDuel, r.state, r.events, "red"));
    expect(own).toContain("MINE");
    expect(own).toContain("RED-CODEWORD");
    expect(viewFor(toyDuel, r.state, "blue").turn).toMatchObject({ plots: { red: { submitted: true, locked: false } } });
  });

  it("an unknown viewer is served the spectator view, and views never carry state hashes", () => {
    const s = start(3);
    expect(viewFor(toyDuel, s, "intruder")).toEqual(viewFor(toyDuel, s, "spectator"));
    const r = apply(toyDuel, s, { type: "rename", seat: "red", payload: { name: "Ivan" } }, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(eventsFor(toyDuel, r.state, r.events, "blue")).toEqual([{ type: "toy/renamed", data: { seat: "red", name: "Ivan" }, seq: 1 }]);
  });

  it("patrol 5.1: after the game every seat may audit every plot", () => {
    const { state: end, log } = playChecked("e", 2, () => undefined);
    expect(JSON.stringify(eventsFor(toyDuel, end, log, "blue"))).toMatch(/SECRET-red-1-/);
    const seen = JSON.stringify(viewFor(toyDuel, end, "spectator"));
    expect(seen).toMatch(/SECRET-red-1-/);
    expect(seen).toMatch(/SECRET-blue-2-/);
  });

  it("lets the ruleset redact or hide events a viewer may otherwise see", () => {
    const redacting = {
      ...toyDuel,
      eventView: (e: LoggedEvent | { type: string; data?: unknown }, viewer: string) =>
        e.type !== "toy/renamed" ? e : viewer === "spectator" ? undefined : { type: e.type, data: { name: "(hidden)" } },
    };
    const r = apply(redacting, start(3), { type: "rename", seat: "red", payload: { name: "Ivan" } }, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(eventsFor(redacting, r.state, r.events, "spectator")).toEqual([]);
    expect(eventsFor(redacting, r.state, r.events, "blue")).toEqual([{ type: "toy/renamed", data: { name: "(hidden)" }, seq: 1 }]);
  });
});

describe("viewFor: awaited reactions", () => {
  it("lists the seats a ruleset awaits as actors while it awaits them, the turn model's actors otherwise and never after the end", () => {
    const state = start(3);
    const plain = viewFor(toyDuel, state, "red").actors;
    const awaitingBlue = { ...toyDuel, awaiting: () => ["blue"] };
    expect(viewFor(awaitingBlue, state, "red").actors).toEqual(["blue"]);
    expect(viewFor({ ...toyDuel, awaiting: () => [] }, state, "red").actors).toEqual(plain);
    const over = { ...state, turn: { ...state.turn, over: true } };
    expect(viewFor(awaitingBlue, over, "red").actors).not.toContain("blue");
  });

  it("names the seats the turn model waits on with its actors, in seat order, and nobody once the match is over", () => {
    const state = start(3);
    const waitingOn = (waiting: readonly string[]) => ({ ...toyDuel, turnModel: { ...toyDuel.turnModel, status: (t: typeof state.turn) => ({ ...toyDuel.turnModel.status(t), actors: [], waiting }) } });
    expect(viewFor(waitingOn(["blue", "red"]), state, "spectator").actors).toEqual(["red", "blue"]);
    expect(viewFor({ ...waitingOn(["blue"]), awaiting: () => ["red"] }, state, "blue").actors).toEqual(["red"]);
    expect(viewFor({ ...waitingOn(["blue"]), isOver: () => true }, state, "blue").actors).toEqual([]);
  });
});
