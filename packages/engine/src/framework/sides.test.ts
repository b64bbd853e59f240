import { canonicalJson, createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import { defineCommand } from "./define-command";
import type { CommandActor } from "./define-command";
import { defineRuleset } from "./define-ruleset";
import type { GameEvent } from "./event";
import { canSeeEvent, eventsFor } from "./events-for";
import type { MatchState } from "./match-state";
import { OK } from "./rejection";
import type { Seat } from "./seat";
import { areTeammates, seatsOf, sideOf, sidesOf, sidesProblem } from "./sides";
import type { Side } from "./sides";
import { defineTurnCommand, defineTurnModel } from "./turn-model";
import { viewFor } from "./view-for";

// A 2-v-2 skirmish: seats act one after another (turn/pass); "fire" is the acting seat's, "cover" any idle seat's
// ("reactive"), "snap" only the opposing side's ("opponent"), "radio" tells the sender's side only.
type Game = { readonly log: readonly string[] };
type Turn = { readonly order: readonly Seat[]; readonly at: number };
type Scenario = { readonly sides: boolean };

const SEATS = ["n-1", "n-2", "s-1", "s-2"] as const;
const SIDES: readonly Side[] = [{ id: "north", seats: ["n-1", "n-2"] }, { id: "south", seats: ["s-1", "s-2"] }];

const pass = defineTurnCommand<Turn, Game, Record<string, never>>({
  schema: z.object({}).strict(), rule: "test 1",
  validate: (t, cmd) => (t.order[t.at] === cmd.seat ? OK : { ok: false, error: { code: "turn/not_your_activation", message: "not yours", rule: "test 1" } }),
  resolve: (t) => ({ turn: { ...t, at: (t.at + 1) % t.order.length }, events: [] }),
});

const turnModel = defineTurnModel<Turn, Game>({
  kind: "round-robin", commands: { "turn/pass": pass },
  status: (t) => ({ round: 1, step: "play", actors: [t.order[t.at] ?? ""], over: false }),
  view: (t) => t, candidates: () => [],
});

const log = (actor: CommandActor, visibleTo?: (seat: Seat) => GameEvent["visibleTo"]) =>
  defineCommand<Game, Turn, Record<string, never>>({
    schema: z.object({}).strict(), rule: "test 2", actor, validate: () => OK,
    resolve: (s, cmd) => ({
      state: { ...s, game: { log: [...s.game.log, `${cmd.seat}:${cmd.type}`] } },
      events: [{ type: `test/${cmd.type}`, data: { seat: cmd.seat }, ...(visibleTo ? { visibleTo: visibleTo(cmd.seat) } : {}) }],
    }),
  });

const skirmish = defineRuleset<Game, Turn, Scenario>({
  id: "skirmish-sides", version: "1", geometry: "hex", turnModel,
  commands: {
    fire: log("active"), cover: log("reactive"), snap: log("opponent"),
    radio: log("any", (seat) => [{ side: seat.startsWith("n") ? "north" : "south" }]),
  },
  scenario: z.object({ sides: z.boolean() }),
  setup: (sc) => ({ seats: SEATS, ...(sc.sides ? { sides: SIDES } : {}), game: { log: [] }, turn: { order: ["n-1", "s-1", "n-2", "s-2"], at: 0 } }),
  view: (s) => s.game, legalActions: () => [],
});

function start(sides = true): MatchState<Game, Turn> {
  const made = createMatch(skirmish, { scenario: { sides } });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

const c = (type: string, seat: Seat): Command => ({ type, seat, payload: {} });
const outcome = (state: MatchState<Game, Turn>, cmd: Command) => {
  const r = apply(skirmish, state, cmd, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};

describe("sides: teams of seats above the seats", () => {
  it("a declared set of sides is kept in the state; sideOf and seatsOf read it", () => {
    const s = start();
    expect(s.sides).toEqual(SIDES);
    expect(sidesOf(s)).toEqual(SIDES);
    expect(sideOf(s, "s-2")).toBe("south");
    expect(seatsOf(s, "north")).toEqual(["n-1", "n-2"]);
    expect(areTeammates(s, "n-1", "n-2")).toBe(true);
    expect(areTeammates(s, "n-1", "s-1")).toBe(false);
    expect(sideOf(s, "spectator")).toBeUndefined();
    expect(seatsOf(s, "east")).toEqual([]);
  });

  it("without a declaration each seat is its own side, derived and not stored (the state's JSON has no sides)", () => {
    const s = start(false);
    expect("sides" in s).toBe(false);
    expect(canonicalJson(s)).not.toContain(`"sides":`);
    expect(sidesOf(s)).toEqual(SEATS.map((seat) => ({ id: seat, seats: [seat] })));
    expect(sideOf(s, "n-2")).toBe("n-2");
    expect(areTeammates(s, "n-1", "n-2")).toBe(false);
  });

  it("a set-up whose sides do not fit its seats is a bug in the ruleset and throws", () => {
    expect(sidesProblem(SEATS, [{ id: "north", seats: ["n-1", "n-2", "s-1"] }, { id: "south", seats: ["s-1", "s-2"] }])).toBe("seat s-1 is on two sides");
    expect(sidesProblem(SEATS, [{ id: "north", seats: ["n-1", "n-2"] }])).toBe("seat s-1 is on no side");
    expect(sidesProblem(SEATS, [...SIDES, { id: "north", seats: [] }])).toBe("side north is declared twice");
    expect(sidesProblem(["a"], [{ id: "spectator", seats: ["a"] }])).toBe('side id "spectator" is not allowed');
    expect(sidesProblem(["a"], [{ id: "x", seats: ["a", "b"] }])).toBe("side x names seat b, which the match does not have");
    const broken = defineRuleset({ ...skirmish, setup: () => ({ seats: SEATS, sides: [SIDES[0]!], game: { log: [] }, turn: { order: [...SEATS], at: 0 } }) });
    expect(() => createMatch(broken, { scenario: { sides: true } })).toThrow("setup sides: seat s-1 is on no side");
  });

  it("views know the viewer's side and list the sides; a spectator has none", () => {
    const s = start();
    expect(viewFor(skirmish, s, "s-1")).toMatchObject({ side: "south", sides: SIDES });
    expect(viewFor(skirmish, s, "spectator").side).toBeNull();
    expect(viewFor(skirmish, start(false), "n-2").side).toBe("n-2");
  });
});

describe('actor "opponent": a reaction only the opposing side may send', () => {
  it("an opposing seat's reaction is accepted while n-1 acts", () => {
    expect(outcome(start(), c("snap", "s-1"))).toBe("ok");
    expect(outcome(start(), c("snap", "s-2"))).toBe("ok");
  });

  it("turn/not_opponent: the acting seat's teammate is refused, with the rule and a reason naming the acting seat", () => {
    const r = apply(skirmish, start(), c("snap", "n-2"), createFixedDice([]));
    expect(r).toEqual({ ok: false, error: { code: "turn/not_opponent", rule: "test 2", message: "snap is for the opposing side only: n-2 is on side north with the acting seat n-1" } });
  });

  it("turn/not_reactive: the acting seat itself is refused", () => {
    expect(outcome(start(), c("snap", "n-1"))).toBe("turn/not_reactive");
  });

  it("without sides every other seat is an opponent (each seat its own side)", () => {
    expect(outcome(start(false), c("snap", "n-2"))).toBe("ok");
  });

  it('"reactive" keeps its meaning: any seat not acting, the acting seat\'s teammates too; the acting seat refused', () => {
    expect(outcome(start(), c("cover", "n-2"))).toBe("ok");
    expect(outcome(start(), c("cover", "s-1"))).toBe("ok");
    expect(outcome(start(), c("cover", "n-1"))).toBe("turn/not_reactive");
  });

  it("turn/no_acting_side: with nobody acting there is no side to react to", () => {
    const idle = defineRuleset({ ...skirmish, turnModel: defineTurnModel({ ...turnModel, status: () => ({ round: 1, step: "play", actors: [], over: false }) }) });
    const made = createMatch(idle, { scenario: { sides: true } });
    if (!made.ok) throw new Error(made.error.code);
    const r = apply(idle, made.state, c("snap", "s-1"), createFixedDice([]));
    expect(r.ok ? "ok" : r.error.code).toBe("turn/no_acting_side");
  });
});

describe("events visible to a side", () => {
  it("a side-addressed event reaches every seat of that side and nobody else, spectators included", () => {
    const s = start();
    const r = apply(skirmish, s, c("radio", "s-2"), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    const seen = (viewer: string) => eventsFor(skirmish, r.state, r.events, viewer).map((e) => e.type);
    expect(seen("s-1")).toEqual(["test/radio"]);
    expect(seen("s-2")).toEqual(["test/radio"]);
    expect(seen("n-1")).toEqual([]);
    expect(seen("n-2")).toEqual([]);
    expect(seen("spectator")).toEqual([]);
  });

  it("seat lists still work, mixed with sides; a side entry without the match's sides reaches nobody", () => {
    const s = start();
    const event: GameEvent = { type: "x", visibleTo: ["n-1", { side: "south" }] };
    expect(SEATS.filter((seat) => canSeeEvent(event, seat, s))).toEqual(["n-1", "s-1", "s-2"]);
    expect(SEATS.filter((seat) => canSeeEvent(event, seat))).toEqual(["n-1"]);
    expect(canSeeEvent({ type: "y" }, "spectator")).toBe(true);
  });

  it("in a match without declared sides, a seat's own id names its one-seat side", () => {
    const s = start(false);
    const event: GameEvent = { type: "x", visibleTo: [{ side: "n-2" }] };
    expect(SEATS.filter((seat) => canSeeEvent(event, seat, s))).toEqual(["n-2"]);
  });
});
