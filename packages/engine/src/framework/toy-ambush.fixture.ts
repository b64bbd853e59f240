// A tiny ruleset used only by the framework's tests of hooks and reactions: two scouts on a 0-10 line take turns;
// a scout may shout (the other seat must reply first: a pending reaction) or lie in wait (a secret standing reaction
// that fires when an enemy steps into the cell it watches).
import { z } from "zod";
import { noPayload } from "../turn-models/turn-helpers";
import { defineCommand } from "./define-command";
import { defineRuleset } from "./define-ruleset";
import type { AfterCommandHook } from "./hooks";
import type { MatchState } from "./match-state";
import { closeReaction, openReaction } from "./reactions";
import { OK, reject } from "./rejection";
import type { Seat, Viewer } from "./seat";
import { registerStanding } from "./standing-reactions";
import { defineTurnCommand, defineTurnModel } from "./turn-model";

/** One scout: cell on the line, hit points, hidden from the other seat or not. */
export interface AmbushScout {
  readonly x: number;
  readonly hp: number;
  readonly hidden: boolean;
}

/** Toy game state: the scouts, and a trail of the after-command hooks that ran (to show their order). */
export interface AmbushGame {
  readonly scouts: Readonly<Record<Seat, AmbushScout>>;
  readonly commands: number;
  readonly trail: readonly string[];
}

/** Toy turn state: whose go it is, the round and the turn limit. */
export interface AmbushTurn {
  readonly active: Seat;
  readonly round: number;
  readonly turns: number;
}

/** Toy match state. */
export type AmbushState = MatchState<AmbushGame, AmbushTurn>;

const SEATS = ["red", "blue"] as const;
const other = (seat: Seat): Seat => (seat === "red" ? "blue" : "red");

function scout(game: AmbushGame, seat: Seat): AmbushScout {
  const s = game.scouts[seat];
  if (!s) throw new Error(`toy ambush: no scout for ${seat}`);
  return s;
}

const withScout = (s: AmbushState, seat: Seat, patch: Partial<AmbushScout>): AmbushState =>
  ({ ...s, game: { ...s.game, scouts: { ...s.game.scouts, [seat]: { ...scout(s.game, seat), ...patch } } } });

const pass = defineTurnCommand<AmbushTurn, AmbushGame, Record<string, never>>({
  schema: noPayload,
  rule: "toy 1",
  validate: (t, cmd) => (cmd.seat === t.active ? OK : reject("turn/not_your_go", "the other scout has the go", "toy 1")),
  resolve: (t) => {
    const round = t.active === "blue" ? t.round + 1 : t.round;
    return { turn: { ...t, active: other(t.active), round }, events: [{ type: "turn/passed", data: { next: other(t.active), round } }] };
  },
});

const turnModel = defineTurnModel<AmbushTurn, AmbushGame>({
  kind: "toy-alternating",
  commands: { "turn/pass": pass },
  status: (t) => ({ round: t.round, step: "act", actors: [t.active], over: t.round > t.turns }),
  view: (t) => t,
  candidates: (t, seat) => (seat === t.active ? [{ type: "turn/pass", seat, payload: {} }] : []),
});

const step = defineCommand<AmbushGame, AmbushTurn, { to: number }>({
  schema: z.object({ to: z.number().int().min(0).max(10) }).strict(),
  rule: "toy 2",
  validate: (s, cmd) => (Math.abs(scout(s.game, cmd.seat).x - cmd.payload.to) === 1 ? OK : reject("toy/one_cell", "a scout steps one cell at a time", "toy 2")),
  resolve: (s, cmd) => ({ state: withScout(s, cmd.seat, { x: cmd.payload.to, hidden: false }), events: [{ type: "toy/stepped", data: { seat: cmd.seat, to: cmd.payload.to } }] }),
});

const hide = defineCommand<AmbushGame, AmbushTurn, Record<string, never>>({
  schema: noPayload,
  rule: "toy 3",
  validate: () => OK,
  resolve: (s, cmd) => ({ state: withScout(s, cmd.seat, { hidden: true }), events: [] }),
});

/** `lie_in_wait`: hide, and secretly watch a cell (a standing reaction of kind "ambush") [toy 4]. */
const lieInWait = defineCommand<AmbushGame, AmbushTurn, { cell: number }>({
  schema: z.object({ cell: z.number().int().min(0).max(10) }).strict(),
  rule: "toy 4",
  validate: () => OK,
  resolve: (s, cmd) => {
    const registered = registerStanding(withScout(s, cmd.seat, { hidden: true }), { id: `${cmd.seat}-ambush`, seat: cmd.seat, kind: "ambush", data: { cell: cmd.payload.cell } });
    return { state: registered.state, events: [registered.event] };
  },
});

/** `shout`: the other seat must reply before anything else happens (a pending reaction) [toy 5]. */
const shout = defineCommand<AmbushGame, AmbushTurn, Record<string, never>>({
  schema: noPayload,
  rule: "toy 5",
  validate: () => OK,
  resolve: (s, cmd) => ({
    state: openReaction(s, { seats: [other(cmd.seat)], answers: ["reply"], rule: "toy 5", code: "toy/awaiting_reply", reason: "the other scout must reply to the shout first" }),
    events: [{ type: "toy/shouted", data: { seat: cmd.seat } }],
  }),
});

const reply = defineCommand<AmbushGame, AmbushTurn, Record<string, never>>({
  schema: noPayload,
  rule: "toy 5",
  actor: "any",
  validate: (s) => (s.reactions?.pending ? OK : reject("toy/nothing_to_reply", "nobody shouted", "toy 5")),
  resolve: (s, cmd) => ({ state: closeReaction(s), events: [{ type: "toy/replied", data: { seat: cmd.seat } }] }),
});

/** A hook that writes its name to the trail before and after the command, so tests can read the order. */
function trail(name: string, scope: { only?: string[]; except?: string[] }): AfterCommandHook<AmbushGame, AmbushTurn> {
  const mark = (s: AmbushState, what: string): AmbushState => ({ ...s, game: { ...s.game, trail: [...s.game.trail, what] } });
  return { name, rule: "toy 8", ...scope, before: (s) => mark(s, `${name}:before`), after: (_before, out) => ({ ...out, state: mark(out.state, name) }) };
}

const scenarioSchema = z.object({ turns: z.number().int().min(1), red: z.number().int().min(0).max(10), blue: z.number().int().min(0).max(10) });

/** The toy ruleset: guards, hooks, set-up steps, a pending reaction and a standing reaction. */
export const toyAmbush = defineRuleset<AmbushGame, AmbushTurn, z.infer<typeof scenarioSchema>>({
  id: "toy-ambush",
  version: "1.0.0",
  geometry: "hex",
  turnModel,
  commands: { step, hide, lie_in_wait: lieInWait, shout, reply },
  scenario: scenarioSchema,
  setup: (sc) => ({
    seats: [...SEATS],
    game: { scouts: { red: { x: 0, hp: 0, hidden: false }, blue: { x: 0, hp: 0, hidden: false } }, commands: 0, trail: [] },
    turn: { active: "red", round: 1, turns: sc.turns },
  }),
  setupSteps: [
    { name: "place", rule: "toy 0.1", apply: (g, sc) => ({ ...g, scouts: { red: { ...scout(g, "red"), x: sc.red }, blue: { ...scout(g, "blue"), x: sc.blue } } }) },
    // Runs after "place": a scout set up at the line's end starts with one hit point more.
    { name: "arm", rule: "toy 0.2", apply: (g) => ({ ...g, scouts: Object.fromEntries(SEATS.map((seat) => [seat, { ...scout(g, seat), hp: scout(g, seat).x === 0 || scout(g, seat).x === 10 ? 3 : 2 }])) }) },
  ],
  guards: [{ name: "dead-stay-put", rule: "toy 6", check: (s, cmd) => (scout(s.game, cmd.seat).hp > 0 ? OK : reject("toy/dead", "a fallen scout gives no orders", "toy 6")) }],
  turnGuards: [{ name: "no-pass-hidden", rule: "toy 7", only: ["turn/pass"], check: (_t, cmd, ctx) => (ctx.game.commands === 0 && cmd.seat === "blue" ? reject("toy/blue_waits", "blue may not pass before any order was given", "toy 7") : OK) }],
  afterCommand: [
    { name: "count", rule: "toy 8", after: (_before, out) => ({ ...out, state: { ...out.state, game: { ...out.state.game, commands: out.state.game.commands + 1 } } }) },
    trail("first", { except: ["reply"] }),
    trail("second", { only: ["step", "hide"] }),
  ],
  standingReactions: {
    ambush: {
      rule: "toy 4",
      triggered: (entry, t) => t.cmd.seat !== entry.seat && t.cmd.type === "step" && scout(t.state.game, t.cmd.seat).x === (entry.data as { cell: number }).cell,
      fire: (entry, t, dice) => {
        const roll = dice.roll(6);
        const target = t.cmd.seat;
        const hit = roll >= 4;
        const fired = withScout(withScout(t.state, entry.seat, { hidden: false }), target, { hp: scout(t.state.game, target).hp - (hit ? 1 : 0) });
        return { state: fired, events: [{ type: "toy/ambush_fired", data: { seat: entry.seat, target, cell: (entry.data as { cell: number }).cell, roll, hit } }] };
      },
    },
  },
  view: (s, viewer: Viewer) => ({
    scouts: Object.fromEntries(Object.entries(s.game.scouts).map(([seat, sc]) => [seat, seat === viewer || !sc.hidden ? sc : { hidden: true, hp: sc.hp }])),
    commands: s.game.commands,
  }),
  legalActions: (s, seat) => [
    ...[-1, 1].map((d) => ({ type: "step", seat, payload: { to: scout(s.game, seat).x + d } })),
    { type: "hide", seat, payload: {} }, { type: "shout", seat, payload: {} }, { type: "reply", seat, payload: {} },
  ],
});

/** The scenario the tests use: red at 2, blue at 8, three rounds. */
export const ambushScenario = { turns: 3, red: 2, blue: 8 };
