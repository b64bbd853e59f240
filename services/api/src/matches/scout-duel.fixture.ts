// A small ruleset for the API's match tests until (and besides) the real rulesets: two scouts plot in secret
// (Patrol-style simultaneous plot), each holds a codeword only its own seat may see, `whisper` sends an event
// to one seat only, and `note` rolls a public d6 at any time (for concurrency tests and dice verification).
import { z } from "zod";
import { OK, createSimultaneousPlot, defineCommand, defineRuleset, initPlotTurn } from "@tactica/engine";
import type { GameEvent, MatchState, PlotTurn, Seat } from "@tactica/engine";

type Scout = { readonly x: number; readonly hp: number; readonly codeword: string };
type Game = { readonly scouts: Readonly<Record<Seat, Scout>>; readonly notes: number };

const plotSchema = z.object({ move: z.union([z.literal(-1), z.literal(0), z.literal(1)]), fire: z.boolean(), note: z.string().max(200) }).strict();
type Plot = z.infer<typeof plotSchema>;

const scenarioSchema = z.object({
  turns: z.number().int().min(1).max(50),
  codewords: z.object({ red: z.string().max(40), blue: z.string().max(40) }).strict(),
}).strict();

const whisper = defineCommand<Game, PlotTurn, { text: string }>({
  schema: z.object({ text: z.string().max(200) }).strict(),
  rule: "scout 3",
  actor: "any",
  validate: () => OK,
  resolve: (s, cmd) => ({ state: s, events: [{ type: "scout/whispered", data: { text: cmd.payload.text }, visibleTo: [cmd.seat] }] }),
});

const note = defineCommand<Game, PlotTurn, { text: string }>({
  schema: z.object({ text: z.string().max(200) }).strict(),
  rule: "scout 4",
  actor: "any",
  validate: () => OK,
  resolve: (s, cmd, dice) => ({
    state: { ...s, game: { ...s.game, notes: s.game.notes + 1 } },
    events: [{ type: "scout/noted", data: { seat: cmd.seat, text: cmd.payload.text, roll: dice.roll(6) } }],
  }),
});

const scout = (g: Game, seat: Seat): Scout => {
  const s = g.scouts[seat];
  if (!s) throw new Error(`scout duel: no scout for ${seat}`);
  return s;
};
const plotOf = (s: MatchState<Game, PlotTurn>, seat: Seat): Plot | undefined => plotSchema.safeParse(s.turn.plots[seat]?.plot).data;

function resolveStage(s: MatchState<Game, PlotTurn>, stage: string, roll: () => number): { state: MatchState<Game, PlotTurn>; events: GameEvent[] } {
  const scouts: Record<Seat, Scout> = { ...s.game.scouts };
  const at = (seat: Seat): Scout => scout({ scouts, notes: 0 }, seat);
  const events: GameEvent[] = [];
  for (const seat of s.seats) {
    const plot = plotOf(s, seat);
    const other = s.seats.find((x) => x !== seat) ?? seat;
    if (stage === "fire" && plot?.fire) {
      const r = roll();
      if (r >= 4) scouts[other] = { ...at(other), hp: at(other).hp - 1 };
      events.push({ type: "scout/shot", data: { seat, target: other, roll: r, hit: r >= 4 } });
    }
    if (stage === "move") scouts[seat] = { ...at(seat), x: Math.max(0, Math.min(10, at(seat).x + (plot?.move ?? 0))) };
  }
  if (stage === "move") events.push({ type: "scout/moved", data: Object.fromEntries(s.seats.map((seat) => [seat, at(seat).x])) });
  return { state: { ...s, game: { ...s.game, scouts } }, events };
}

/** The test ruleset: two seats, red and blue. */
export const scoutDuel = defineRuleset<Game, PlotTurn, z.infer<typeof scenarioSchema>>({
  id: "scout-duel",
  version: "1.0.0",
  geometry: "hex",
  turnModel: createSimultaneousPlot<Game, Plot>({ plotSchema }),
  commands: { whisper, note },
  scenario: scenarioSchema,
  setup: (sc) => ({
    seats: ["red", "blue"],
    game: { scouts: { red: { x: 4, hp: 3, codeword: sc.codewords.red }, blue: { x: 6, hp: 3, codeword: sc.codewords.blue } }, notes: 0 },
    turn: initPlotTurn({ seats: ["red", "blue"], turns: sc.turns, stages: ["fire", "move"] }),
  }),
  view: (s, viewer) => ({
    notes: s.game.notes,
    scouts: Object.fromEntries(Object.entries(s.game.scouts).map(([seat, sc]) => [seat, seat === viewer ? sc : { x: sc.x, hp: sc.hp }])),
  }),
  legalActions: (_s, seat) => [{ type: "note", seat, payload: { text: "" } }],
  onTurnEvent: (s, event, dice) => {
    if (event.type !== "turn/stage_started") return { state: s, events: [] };
    return resolveStage(s, (event.data as { stage: string }).stage, () => dice.roll(6));
  },
  isOver: (s) => Object.values(s.game.scouts).some((sc) => sc.hp <= 0),
});

/** A scenario for scoutDuel with secret codewords the tests look for in every read path. */
export const scoutDuelScenario = { turns: 3, codewords: { red: "RED-SECRET-CODEWORD", blue: "BLUE-SECRET-CODEWORD" } };
