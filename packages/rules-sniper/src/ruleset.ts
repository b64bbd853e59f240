// The Sniper! ruleset [4.0]-[15.0], [37]: alternating impulses drawn against activation tracks, soldiers' tasks,
// opportunity fire as a secret standing reaction, fog of war per seat, the Patrol situation's end and victory points.
import type { DiceSource } from "@tactica/dice";
import { defineRuleset, viewFor } from "@tactica/engine";
import type { ActivationTurn, BotLimits, Command, LegalAction, MatchState, Ruleset } from "@tactica/engine";
import { sniperBotFromView } from "./bot/index";
import { toSniperLegalActions } from "./legal/index";
import { SNIPER_OPTION_LIST } from "./options/index";
import { SNIPER_TABLES } from "./tables/index";
import { sniperScenarioSchema, toSniperGame } from "./scenarios/index";
import type { SniperScenario } from "./scenarios/index";
import { createSniperSequence, initSniperTurn } from "./sequence/index";
import type { SniperGame } from "./state/index";
import { isFit } from "./state/index";
import { onSniperTurnEvent, OPPORTUNITY_FIRE, OPPORTUNITY_FIRE_SPEC, SNIPER_COMMANDS } from "./turn/index";
import { toSniperView } from "./view/index";
import type { SniperGameView } from "./view/index";

type S = MatchState<SniperGame, ActivationTurn>;

/** Play passes at once when no soldier of the player in phase can act under the marker [5.2]. */
const canAnyoneAct = (game: SniperGame, seat: string, marker: number): boolean =>
  game.result === null && game.soldiers.some((s) => s.side === seat && isFit(s) && !s.stunned && s.activation <= marker);

export const sniperRuleset: Ruleset<SniperGame, ActivationTurn, SniperScenario> = defineRuleset<SniperGame, ActivationTurn, SniperScenario>({
  id: "sniper",
  version: "0.1.0",
  geometry: "hex",
  turnModel: createSniperSequence<SniperGame>({ canAnyoneAct }),
  commands: SNIPER_COMMANDS,
  // Every table an outcome reads (absent charts as placeholder cells; the rules read their default cells).
  tables: [...SNIPER_TABLES],
  options: SNIPER_OPTION_LIST,
  scenario: sniperScenarioSchema,
  setup(scenario) {
    const r = toSniperGame(scenario);
    if (!r.ok) throw new Error(r.message);
    return { seats: ["alpha", "bravo"], game: r.game, turn: initSniperTurn({ seats: ["alpha", "bravo"], tracks: r.tracks, turns: r.turns }) };
  },
  standingReactions: { [OPPORTUNITY_FIRE]: OPPORTUNITY_FIRE_SPEC },
  view: (state, viewer) => toSniperView(state.game, viewer, state.game.result !== null || state.turn.over),
  legalActions: (state, seat): LegalAction[] => {
    if (!state.seats.includes(seat)) return [];
    const view = viewFor(sniperRuleset, state, seat);
    return toSniperLegalActions(view.game as SniperGameView, state.turn, seat);
  },
  isOver: (state) => state.game.result !== null,
  bot: (state: S, seat: string, dice: DiceSource, limits?: BotLimits): Command | undefined => sniperBotFromView(viewFor(sniperRuleset, state, seat), dice, limits),
  onTurnEvent: (state, event, _dice, ctx) => onSniperTurnEvent(state, event, ctx.options),
});
