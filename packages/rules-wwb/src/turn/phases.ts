// What each step of the turn does to the game (WWB 4.0): the housekeeping at the start of a side's Fire/Action and
// Movement phases, the shared Resolution phase (rout tests, deterioration; fire support and smoke are not in play
// yet), and the end at the turn limit. The tests themselves are the morale and health chapters'.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent, InitiativeTurn, MatchState } from "@tactica/engine";
import { deteriorate } from "../health/index";
import { phaseStartRecovery, routTest } from "../morale/index";
import type { SideId, Soldier, WwbGame } from "../state/index";
import { isOnMap } from "../state/index";
import { PLACEHOLDER_DICE_FACES } from "../tables/index";
import type { DiceFaceSet } from "../tables/index";
import { checkEnd, toResult } from "./victory";

type S = MatchState<WwbGame, InitiativeTurn>;
const none = (state: S) => ({ state, events: [] as GameEvent[] });

/** Start of a side's phase (WWB 4.0 items 1-2): Shaken off, then Suppressed to Shaken; at Fire/Action also OPF and suppression fire off. */
export function startSidePhase(game: WwbGame, side: SideId, phase: string): WwbGame {
  const soldiers = game.soldiers.map((s): Soldier => {
    if (s.side !== side) return s;
    const base = { ...s, morale: phaseStartRecovery(s.morale), acted: false, freeUsed: false, tested: false };
    return phase === "fire" ? { ...base, opf: false, suppressing: null } : base;
  });
  const mine = new Set(game.soldiers.filter((s) => s.side === side).map((s) => s.id));
  return { ...game, soldiers, areas: phase === "fire" ? game.areas.filter((a) => !mine.has(a.by)) : game.areas };
}

/**
 * The Resolution phase (WWB 4.0 item 3), in the order listed: rout tests (10.0: Red 5+ back to Suppressed), then
 * progressive deterioration (9.0). Fire support (13.0) and smoke (6.0, 8.5) are not in play. At the end of the turn
 * OPF ends (8.2 step 6) and suppression-fire pins end (8.3 step 7).
 */
export function resolutionPhase(game: WwbGame, dice: DiceSource, options: Readonly<Record<string, string>> = {}, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { game: WwbGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let soldiers = [...game.soldiers];
  for (const [i, s] of soldiers.entries()) {
    if (!isOnMap(s) || s.morale !== "broken" || s.health.condition !== "ok") continue;
    const roll = dice.roll(6);
    const t = routTest(roll, { faces });
    soldiers[i] = { ...s, morale: t.morale };
    events.push({ type: "wwb/rout_test", data: { soldier: s.id, roll, morale: t.morale, panicFire: t.panicFire, rule: t.rule }, visibleTo: [{ side: s.side }] });
  }
  for (const [i, s] of soldiers.entries()) {
    if (!isOnMap(s) || (s.health.condition !== "bleeding" && s.health.condition !== "loc")) continue;
    const roll = dice.roll(6);
    const d = deteriorate(s.health, roll, { strength: s.skills.strength ?? 0, options, faces });
    soldiers[i] = { ...s, health: d.health };
    events.push({ type: "wwb/deterioration", data: { soldier: s.id, roll, outcome: d.outcome, health: d.health.condition, rule: d.rule }, visibleTo: [{ side: s.side }] });
  }
  soldiers = soldiers.map((s) => ({ ...s, opf: false, pinned: false, suppressing: null }));
  return { game: checkEnd({ ...game, soldiers, areas: [] }), events };
}

/** React to one turn-model event (phase started, resolution, game over). */
export function onWwbTurnEvent(state: S, event: GameEvent, dice: DiceSource, options: Readonly<Record<string, string>> = {}, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { state: S; events: GameEvent[] } {
  const g = state.game;
  if (g.result) return none(state);
  const data = (event.data ?? {}) as { phase?: string; side?: SideId };
  if (event.type === "turn/phase_started") {
    if (data.phase === "resolution") {
      const r = resolutionPhase(g, dice, options, faces);
      return { state: { ...state, game: r.game }, events: r.events };
    }
    if (data.side && (data.phase === "fire" || data.phase === "movement")) return { state: { ...state, game: startSidePhase(g, data.side, data.phase) }, events: [] };
    return none(state);
  }
  if (event.type === "turn/game_over") {
    const result = toResult(g, "turn limit reached");
    return { state: { ...state, game: { ...g, result } }, events: [{ type: "wwb/result", data: { ...result } }] };
  }
  return none(state);
}
