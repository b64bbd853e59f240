// The We Were Brothers ruleset (WWB 1.0-10.0 as far as they are in play): two sides of up to three players, each
// commanding his fireteam; side initiative with the Fire/Action and Movement phases and the shared Resolution
// phase (WWB 4.0, 5.0); fog of war per side; a seeded bot per seat.
import type { DiceSource } from "@tactica/dice";
import { createSideInitiative, defineRuleset, defineTurnModel, initInitiativeTurn, viewFor } from "@tactica/engine";
import type { BotLimits, Command, InitiativeTurn, LegalAction, MatchState, Ruleset } from "@tactica/engine";
import { wwbBotFromView } from "./bot/index";
import { WWB_GRID_OPTION_LIST } from "./grids/index";
import { WWB_OPTION_LIST } from "./options/index";
import { toWwbLegalActions } from "./legal/index";
import { seatsOf, toWwbGame, wwbScenarioSchema } from "./scenarios/index";
import type { WwbScenario } from "./scenarios/index";
import type { SideId, WwbGame } from "./state/index";
import { facesOf, onWwbTurnEvent, WWB_ACTING_SIDE_GUARD, WWB_COMMANDS, WWB_INITIATIVE_RULES, WWB_RULESET_TABLES } from "./turn/index";
import { toWwbTurnView, toWwbView } from "./view/index";
import type { WwbGameView } from "./view/index";

type S = MatchState<WwbGame, InitiativeTurn>;

// Side initiative as the engine plays it, seen per side: the Leader's ZOC only by the acting side (WWB 5.0, view/).
const initiative = createSideInitiative<WwbGame>(WWB_INITIATIVE_RULES);
const WWB_TURN_MODEL = defineTurnModel<InitiativeTurn, WwbGame>({ ...initiative, view: (turn, viewer, ctx) => toWwbTurnView(turn, viewer, ctx.over) });

/** The sequence of play (WWB 4.0, 5.0): initiative, then each side's Fire/Action, then each side's Movement, then Resolution. */
export const WWB_PHASES = ["fire", "movement"] as const;

const sideOfSeat = (state: S, viewer: string): SideId | null => {
  const side = state.sides?.find((s) => s.seats.includes(viewer))?.id;
  return side === "allies" || side === "axis" ? side : null;
};

export const wwbRuleset: Ruleset<WwbGame, InitiativeTurn, WwbScenario> = defineRuleset<WwbGame, InitiativeTurn, WwbScenario>({
  id: "wwb",
  version: "0.1.0",
  geometry: "hex",
  turnModel: WWB_TURN_MODEL,
  // WWB 5.0: the other side's refusals say nothing of the Leader's ZOC (turn/initiative.ts).
  turnGuards: [WWB_ACTING_SIDE_GUARD],
  commands: WWB_COMMANDS,
  // Every table an outcome reads (the dice faces as a PLACEHOLDER a rulings pack may replace).
  tables: [...WWB_RULESET_TABLES],
  options: [...WWB_GRID_OPTION_LIST, ...WWB_OPTION_LIST],
  scenario: wwbScenarioSchema as unknown as Ruleset<WwbGame, InitiativeTurn, WwbScenario>["scenario"],
  setup(scenario) {
    const game = toWwbGame(scenario);
    const { seats, sides } = seatsOf(scenario);
    const turn = initInitiativeTurn({
      sides: [sides[0]!, sides[1]!],
      teams: game.teams.map((t) => ({ id: t.id, seat: t.seat, side: t.side })),
      turns: scenario.turns, phases: [...WWB_PHASES], closing: "resolution",
    });
    return { seats, sides, game, turn };
  },
  view: (state, viewer) => toWwbView(state.game, sideOfSeat(state, viewer), state.game.result !== null || state.turn.over),
  legalActions: (state, seat): LegalAction[] => {
    if (!state.seats.includes(seat)) return [];
    const view = viewFor(wwbRuleset, state, seat);
    return toWwbLegalActions(view.game as WwbGameView, view.turn as InitiativeTurn, seat);
  },
  isOver: (state) => state.game.result !== null,
  bot: (state: S, seat: string, dice: DiceSource, limits?: BotLimits): Command | undefined => wwbBotFromView(viewFor(wwbRuleset, state, seat), dice, limits),
  onTurnEvent: (state, event, dice, ctx) => onWwbTurnEvent(state, event, dice, ctx.options, facesOf(ctx.tables)),
});
