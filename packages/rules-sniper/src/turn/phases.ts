// The ruleset's side of the turn [4.0 A-F]: what each phase and each draw does to the game state.
import { standingOf, withdrawStanding } from "@tactica/engine";
import type { ActivationTurn, GameEvent, MatchState } from "@tactica/engine";
import { sniperOption } from "../options/index";
import type { SideId, SniperGame } from "../state/index";
import { NO_MARKERS } from "../state/index";
import { toResult } from "./victory";

type S = MatchState<SniperGame, ActivationTurn>;
const none = (state: S) => ({ state, events: [] as GameEvent[] });

/** React to one turn-model event (phase started, marker drawn, impulse ended, game over). */
export function onSniperTurnEvent(state: S, event: GameEvent, options: Readonly<Record<string, string>>): { state: S; events: GameEvent[] } {
  const g = state.game;
  if (g.result) return none(state);
  const data = (event.data ?? {}) as { phase?: string; seat?: SideId; marker?: number };
  switch (event.type) {
    case "turn/phase_started": {
      if (data.phase === "recovery") {
        // A: Stun markers are removed [4.0 A], [14.1]; a new turn's tasks and opportunity fire [12.2].
        // The one crawl of a turn [9.4] and the three opportunity fires of an MG or AR [12.8] are his again (the marks
        // are dropped, not set false).
        const soldiers = g.soldiers.map(({ crawled: _crawled, oppShots: _shots, oppLine: _line, ...s }) => ({ ...s, stunned: false, actedThisTurn: false, oppFired: false }));
        return { state: { ...state, game: { ...g, soldiers, placed: { alpha: 0, bravo: 0 } } }, events: [] };
      }
      if (data.phase === "final") {
        // F: all Sighting, Move, Exposed and Evade markers are removed [4.0 F]; so is the standing fire they gave.
        let next: S = { ...state, game: { ...g, impulse: null, soldiers: g.soldiers.map((s) => ({ ...s, markers: NO_MARKERS, revealed: false })) } };
        for (const r of standingOf(next)) next = withdrawStanding(next, r.id);
        return { state: next, events: [] };
      }
      return none(state);
    }
    case "turn/activation_drawn": {
      const seat = data.seat!;
      // D1: the player in phase's Move and Evade markers come off at the start of his impulse [4.0 D], [9.6].
      const perImpulse = sniperOption(options, "opportunityFireOnce") === "per_enemy_impulse";
      const soldiers = g.soldiers.map((s) => (s.side === seat ? { ...s, markers: { ...s.markers, move: false, evade: false } } : perImpulse ? { ...s, oppFired: false } : s));
      return { state: { ...state, game: { ...g, soldiers, impulse: { seat, marker: data.marker ?? 0, done: [], current: null } } }, events: [] };
    }
    case "turn/impulse_ended":
      return { state: { ...state, game: { ...g, impulse: null } }, events: [] };
    case "turn/game_over": {
      const result = toResult(g, "turn limit reached");
      return { state: { ...state, game: { ...g, result } }, events: [{ type: "sniper/result", data: { ...result } }] };
    }
    default:
      return none(state);
  }
}
