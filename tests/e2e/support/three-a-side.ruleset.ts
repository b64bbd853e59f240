// A small 3-v-3 ruleset for the sides test (tests/e2e/three-a-side.test.ts): six seats on two sides acting one after
// another, a snap shot only the opposing side may send while a seat acts, and a radio call only the caller's side hears.
import { z } from "zod";
import { OK, defineCommand, defineRuleset, defineTurnCommand, defineTurnModel, reject, sideOf } from "@tactica/engine";
import type { Command, MatchState, Ruleset, Seat, Side } from "@tactica/engine";
import type { RulesetModule } from "@tactica/ruleset-module";

/** The two sides, three seats each. */
export const THREE_A_SIDE_SIDES: readonly Side[] = [
  { id: "us", seats: ["us-1", "us-2", "us-3"] },
  { id: "axis", seats: ["ax-1", "ax-2", "ax-3"] },
];

/** Activation order: the sides alternate seat by seat. */
const ORDER: readonly Seat[] = ["us-1", "ax-1", "us-2", "ax-2", "us-3", "ax-3"];

type Turn = { readonly at: number; readonly round: number };
type Game = { readonly advances: Readonly<Record<Seat, number>>; readonly snaps: readonly { readonly by: Seat; readonly at: Seat }[] };
type State = MatchState<Game, Turn>;

const RULE = "three-a-side 1";
const none = z.object({}).strict();
const actingSeat = (t: Turn): Seat => ORDER[t.at % ORDER.length] ?? "us-1";

const pass = defineTurnCommand<Turn, Game, Record<string, never>>({
  schema: none, rule: RULE,
  validate: (t, cmd) => (actingSeat(t) === cmd.seat ? OK : reject("turn/not_your_activation", `${actingSeat(t)} is acting, not ${cmd.seat}`, RULE)),
  resolve: (t) => {
    const at = (t.at + 1) % ORDER.length;
    const turn = { at, round: at === 0 ? t.round + 1 : t.round };
    return { turn, events: [{ type: "turn/activation_started", data: { seat: actingSeat(turn), round: turn.round } }] };
  },
});

const turnModel = defineTurnModel<Turn, Game>({
  kind: "seat-by-seat",
  commands: { "turn/pass": pass },
  status: (t) => ({ round: t.round, step: "act", actors: [actingSeat(t)], over: false }),
  view: (t) => t,
  candidates: (_t, seat) => [{ type: "turn/pass", seat, payload: {} }],
});

/** The acting seat moves up one step. */
const advance = defineCommand<Game, Turn, Record<string, never>>({
  schema: none, rule: "three-a-side 2", actor: "active", validate: () => OK,
  resolve: (s, cmd) => ({
    state: { ...s, game: { ...s.game, advances: { ...s.game.advances, [cmd.seat]: (s.game.advances[cmd.seat] ?? 0) + 1 } } },
    events: [{ type: "3v3/advanced", data: { seat: cmd.seat } }],
  }),
});

/** A reaction to the acting seat, for the opposing side only (never the acting seat's teammates). */
const snapShot = defineCommand<Game, Turn, Record<string, never>>({
  schema: none, rule: "three-a-side 3", actor: "opponent", validate: () => OK,
  resolve: (s, cmd) => {
    const at = actingSeat(s.turn);
    return { state: { ...s, game: { ...s.game, snaps: [...s.game.snaps, { by: cmd.seat, at }] } }, events: [{ type: "3v3/snap_shot", data: { by: cmd.seat, at } }] };
  },
});

/** A radio call: heard by every seat of the caller's side and by nobody else. */
const radio = defineCommand<Game, Turn, { readonly words: string }>({
  schema: z.object({ words: z.string().min(1).max(100) }).strict(), rule: "three-a-side 4", actor: "any", validate: () => OK,
  resolve: (s, cmd) => ({ state: s, events: [{ type: "3v3/radio", data: { from: cmd.seat, words: cmd.payload.words }, visibleTo: [{ side: sideOf(s, cmd.seat) ?? cmd.seat }] }] }),
});

/** The 3-v-3 test ruleset: sides declared at set-up, with a bot that ends its seat's activation. */
export const threeASide = defineRuleset<Game, Turn, Record<string, never>>({
  id: "three-a-side", version: "1", geometry: "hex", turnModel,
  commands: { advance, snap_shot: snapShot, radio },
  scenario: z.object({}).strict(),
  setup: () => ({ seats: ORDER, sides: THREE_A_SIDE_SIDES, game: { advances: {}, snaps: [] }, turn: { at: 0, round: 1 } }),
  view: (s: State) => s.game,
  legalActions: (_s, seat): Command[] => [
    { type: "advance", seat, payload: {} }, { type: "snap_shot", seat, payload: {} }, { type: "radio", seat, payload: { words: "hello" } },
  ],
  // The bot only ends its seat's activation (and waits otherwise), which is all the test needs of it.
  bot: (s, seat) => (actingSeat(s.turn) === seat ? { type: "turn/pass", seat, payload: {} } : undefined),
});

/**
 * The ruleset as a registry module (no maps, odds, jobs or palette), so the API and its in-process worker serve it
 * like a shipped system: matches, and AI turns for its bot seats.
 */
export const threeASideModule: RulesetModule = {
  id: threeASide.id,
  name: "Three a side",
  // Ruleset<G, T, Sc> is contravariant through its callbacks; the services pass back only states they got from it.
  ruleset: threeASide as unknown as Ruleset,
  scenarios: { shipped: [], outline: () => undefined, sideOfPath: () => null },
  maps: { shipped: [], playsStoredMaps: false },
  odds: {},
  jobs: {},
  catalogue: {
    sides: THREE_A_SIDE_SIDES.map((side) => ({ id: side.id, name: side.id })),
    terrain: [], hexsideFeatures: [], markers: [], levelSides: [], fortifications: [], unitTypes: [], unitFields: [], scenarioFields: [], options: [],
  },
};
