// A minimal ruleset for this package's tests (packages may not import the API's scout-duel fixture): two seats
// add to a public tally with a d6 roll, each add also leaves a note only its own seat may see; adding 6 is refused.
import { z } from "zod";
import { OK, createSimultaneousPlot, defineCommand, defineRuleset, initPlotTurn, reject } from "@tactica/engine";
import type { PlotTurn } from "@tactica/engine";

type Game = { readonly total: number };

const add = defineCommand<Game, PlotTurn, { n: number }>({
  schema: z.object({ n: z.number().int().min(1).max(6) }).strict(),
  rule: "tally 1",
  actor: "any",
  validate: (_s, cmd) => (cmd.payload.n === 6 ? reject("tally/six", "Six is never added.", "tally 1") : OK),
  resolve: (s, cmd, dice) => ({
    state: { ...s, game: { total: s.game.total + cmd.payload.n } },
    events: [
      { type: "tally/added", data: { seat: cmd.seat, n: cmd.payload.n, roll: dice.roll(6) } },
      { type: "tally/note", data: { secret: `${cmd.seat}-only` }, visibleTo: [cmd.seat] },
    ],
  }),
});

/** The test ruleset: seats red and blue; the match is over at a total of 30. */
export const tally = defineRuleset<Game, PlotTurn, { turns: number }>({
  id: "tally",
  version: "1.0.0",
  geometry: "hex",
  turnModel: createSimultaneousPlot<Game, unknown>({ plotSchema: z.unknown() }),
  commands: { add },
  scenario: z.object({ turns: z.number().int() }).strict(),
  setup: (sc) => ({ seats: ["red", "blue"], game: { total: 0 }, turn: initPlotTurn({ seats: ["red", "blue"], turns: sc.turns, stages: ["count"] }) }),
  view: (s) => ({ total: s.game.total }),
  legalActions: (_s, seat) => [{ type: "add", seat, payload: { n: 1 } }],
  isOver: (s) => s.game.total >= 30,
});
