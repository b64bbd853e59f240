// A tiny ruleset used only by the framework's tests: two scouts on a line plot secretly, then fire and move.
import { z } from "zod";
import { defineOption } from "../options/define-option";
import { defineTable } from "../tables/define-table";
import { lookupOrThrow } from "../tables/lookup";
import { placeholder } from "../tables/provenance";
import { createSimultaneousPlot, initPlotTurn } from "../turn-models/simultaneous-plot";
import type { PlotTurn } from "../turn-models/simultaneous-plot";
import { defineCommand } from "./define-command";
import { defineRuleset } from "./define-ruleset";
import type { GameEvent } from "./event";
import type { MatchState } from "./match-state";
import { OK, reject } from "./rejection";
import type { Seat } from "./seat";

/** One scout: position on a 0-10 line, hit points, a secret codeword only its own seat may see. */
export interface Scout {
  readonly x: number;
  readonly hp: number;
  readonly name: string;
  readonly codeword: string;
}

/** Toy game state. */
export interface DuelGame {
  readonly scouts: Readonly<Record<Seat, Scout>>;
}

/** Toy match state. */
export type DuelState = MatchState<DuelGame, PlotTurn>;

/** A toy plot: step -1/0/+1, fire or not, and a free note (used to detect leaks). */
export const duelPlotSchema = z.object({ move: z.union([z.literal(-1), z.literal(0), z.literal(1)]), fire: z.boolean(), note: z.string() }).strict();

/** A toy plot. */
export type DuelPlot = z.infer<typeof duelPlotSchema>;

const scenarioSchema = z.object({
  turns: z.number().int().min(1),
  scouts: z.record(z.enum(["red", "blue"]), z.object({ x: z.number().int().min(0).max(10), codeword: z.string() })),
});

const toHit = defineTable({
  id: "toy-duel/to_hit",
  version: "1",
  inputs: z.object({ range: z.number().int().min(0).max(10) }),
  output: z.number().int().min(2).max(7),
  provenance: placeholder("toy numbers for framework tests"),
  toCellInputs: ({ range }) => ({ range: Math.min(range, 2) }),
  cells: [{ inputs: { range: 0 }, value: 3 }, { inputs: { range: 1 }, value: 4 }, { inputs: { range: 2 }, value: 6 }],
});

const damage = defineOption({
  id: "toy-duel/damage",
  description: "How many hit points a hit removes.",
  choices: { one: "a hit removes 1 hp", two: "a hit removes 2 hp" },
  default: "one",
  citation: "toy 2",
});

const rename = defineCommand<DuelGame, PlotTurn, { name: string }>({
  schema: z.object({ name: z.string().min(1) }).strict(),
  rule: "toy 1",
  actor: "any",
  steps: ["plot"],
  validate: (_s, cmd) => (cmd.payload.name.length <= 12 ? OK : reject("toy/name_too_long", "names have at most 12 letters", "toy 1")),
  resolve: (s, cmd) => ({
    state: { ...s, game: { scouts: { ...s.game.scouts, [cmd.seat]: { ...scout(s.game, cmd.seat), name: cmd.payload.name } } } },
    events: [{ type: "toy/renamed", data: { seat: cmd.seat, name: cmd.payload.name } }],
  }),
});

const whisper = defineCommand<DuelGame, PlotTurn, { text: string }>({
  schema: z.object({ text: z.string() }).strict(),
  rule: "toy 3",
  actor: "any",
  validate: () => OK,
  resolve: (s, cmd) => ({ state: s, events: [{ type: "toy/whispered", data: { text: cmd.payload.text }, visibleTo: [cmd.seat] }] }),
});

function scout(game: DuelGame, seat: Seat): Scout {
  const s = game.scouts[seat];
  if (!s) throw new Error(`toy duel: no scout for ${seat}`);
  return s;
}

const plotOf = (s: DuelState, seat: Seat): DuelPlot | undefined => duelPlotSchema.safeParse(s.turn.plots[seat]?.plot).data;

function resolveFire(s: DuelState, roll: (n: number) => number, need: (range: number) => number, hits: number) {
  let scouts = s.game.scouts;
  const events: GameEvent[] = [];
  for (const seat of s.seats) {
    if (!plotOf(s, seat)?.fire) continue;
    const target = s.seats.find((x) => x !== seat) ?? seat;
    const n = need(Math.abs(scout(s.game, seat).x - scout(s.game, target).x));
    const r = roll(6);
    // Fire is simultaneous: both shots use the positions and health at the start of the stage.
    if (r >= n) scouts = { ...scouts, [target]: { ...scout({ scouts }, target), hp: scout({ scouts }, target).hp - hits } };
    events.push({ type: "toy/shot", data: { seat, target, need: n, roll: r, hit: r >= n } });
  }
  return { state: { ...s, game: { scouts } }, events };
}

function resolveMove(s: DuelState) {
  const scouts = { ...s.game.scouts };
  for (const seat of s.seats) {
    const me = scout(s.game, seat);
    scouts[seat] = { ...me, x: Math.max(0, Math.min(10, me.x + (plotOf(s, seat)?.move ?? 0))) };
  }
  const moved: GameEvent = { type: "toy/moved", data: Object.fromEntries(s.seats.map((seat) => [seat, scout({ scouts }, seat).x])) };
  return { state: { ...s, game: { scouts } }, events: [moved] };
}

/** The toy ruleset. */
export const toyDuel = defineRuleset<DuelGame, PlotTurn, z.infer<typeof scenarioSchema>>({
  id: "toy-duel",
  version: "1.0.0",
  geometry: "hex",
  turnModel: createSimultaneousPlot<DuelGame, DuelPlot>({
    plotSchema: duelPlotSchema,
    validatePlot: (game, seat, plot) => (scout(game, seat).hp > 0 || plot.move === 0 ? OK : reject("toy/dead_cannot_move", "a dead scout stays put", "toy 4")),
  }),
  commands: { rename, whisper },
  tables: [toHit],
  options: [damage],
  scenario: scenarioSchema,
  setup: (sc) => ({
    seats: ["red", "blue"],
    game: {
      scouts: Object.fromEntries(Object.entries(sc.scouts).map(([seat, s]) => [seat, { x: s.x, hp: 3, name: seat, codeword: s.codeword }])),
    },
    turn: initPlotTurn({ seats: ["red", "blue"], turns: sc.turns, stages: ["fire", "move"] }),
  }),
  view: (s, viewer) => ({
    scouts: Object.fromEntries(Object.entries(s.game.scouts).map(([seat, sc]) => [seat, seat === viewer ? sc : { x: sc.x, hp: sc.hp, name: sc.name }])),
  }),
  legalActions: (_s, seat) => [
    { type: "rename", seat, payload: { name: `${seat}-scout` } },
    ...[-1, 0, 1].flatMap((move) => [true, false].map((fire) => ({ type: "turn/submit_plot", seat, payload: { plot: { move, fire, note: "" } } }))),
  ],
  onTurnEvent(s, event, dice, ctx) {
    if (event.type !== "turn/stage_started") return { state: s, events: [] };
    const stage = (event.data as { stage: string }).stage;
    const table = ctx.tables.get("toy-duel/to_hit");
    if (!table) throw new Error("toy duel: to-hit table missing");
    const hits = ctx.options["toy-duel/damage"] === "two" ? 2 : 1;
    if (stage === "fire") return resolveFire(s, (n) => dice.roll(n), (range): number => lookupOrThrow(table, { range }).value, hits);
    if (stage === "move") return resolveMove(s);
    return { state: s, events: [] };
  },
  isOver: (s) => Object.values(s.game.scouts).some((sc) => sc.hp <= 0),
});

/** The scenario most tests use: scouts two apart, three turns. */
export const duelScenario = { turns: 3, scouts: { red: { x: 4, codeword: "RED-CODEWORD" }, blue: { x: 6, codeword: "BLUE-CODEWORD" } } };
