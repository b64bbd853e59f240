import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { applyResult } from "../combat/casualty";
import { toChitsDrawn } from "../rules/preservation";
import { strikeHorses, toHorseResults } from "../terrain/index";
import type { PatrolGame, PendingResult, Side, SideState } from "../state/index";
import { withMen } from "../state/index";
import { toHatchResults } from "./vehicles-hatch";

/** Draws `n` Preservation chits for `side` [21.11, 21.13] (a d6 each, the pool kept, under patrol/preservation_chits uniform_d6). */
function drawChits(sides: Record<Side, SideState>, side: Side, n: number, dice: DiceSource, round: number, events: GameEvent[]): void {
  for (let k = 0; k < n; k++) {
    const s = sides[side];
    if (s.reachedRound !== null || s.pool.length === 0) break;
    const i = dice.roll(s.pool.length) - 1;
    const chit = s.pool[i]!;
    const chits = [...s.chits, chit];
    const total = chits.reduce((a, b) => a + b, 0);
    sides[side] = { ...s, chits, pool: s.draw?.d6 ? s.pool : s.pool.filter((_, j) => j !== i), reachedRound: total >= s.preservation ? round : null };
    events.push({ type: "patrol/preservation_chit", data: { side, chit, total }, visibleTo: [side] });
    if (total >= s.preservation) events.push({ type: "patrol/preservation_reached", data: { side, round } });
  }
}

/**
 * Apply results in the order received [19.12]: status changes, incapacitated men fall prone; each change draws a
 * Preservation chit [21.11] (the total is secret: the draw event goes to the owner only) until the level is reached.
 */
export function applyResults(game: PatrolGame, pending: readonly PendingResult[], dice: DiceSource, round: number):
  { readonly game: PatrolGame; readonly events: GameEvent[] } {
  if (pending.length === 0) return { game, events: [] };
  const hatch = toHatchResults(game, pending); // 23.32: results on open vehicle commanders go to the crew chart
  if (hatch) { const rest = applyResults(hatch.game, hatch.rest, dice, round); return { game: rest.game, events: [...hatch.events, ...rest.events] }; }
  const horse = toHorseResults(game, pending); // 28.25: results on riderless horses
  if (horse) { const rest = applyResults(horse.game, horse.rest, dice, round); return { game: rest.game, events: [...horse.events, ...rest.events] }; }
  const men = { ...game.men };
  const sides: Record<Side, SideState> = { ...game.sides };
  const events: GameEvent[] = [];
  const changes: { man: string; from: string; to: string; source: string }[] = [];
  for (const p of pending) {
    const m = men[p.man];
    if (!m) continue;
    const next = applyResult(m.status, p.result);
    if (next === m.status) {
      // 21.12 (option patrol/preservation_no_change chit_per_result): a hit that changes nothing still draws a chit.
      if (p.result !== "-" && m.status !== "K" && game.sides[m.side].draw?.perResult) drawChits(sides, m.side, 1, dice, round, events);
      continue;
    }
    changes.push({ man: m.id, from: m.status, to: next, source: p.source });
    men[m.id] = { ...m, status: next, ...(next === "I" || next === "K" ? { posture: "prone" as const, grenade: null } : {}) };
    // 28.13: a change caused by a flamethrower draws two chits.
    drawChits(sides, m.side, toChitsDrawn(1, p.flame === true), dice, round, events);
  }
  if (changes.length > 0) events.unshift({ type: "patrol/casualties", data: { changes } });
  const applied = withMen({ ...game, sides }, Object.values(men));
  // 28.24, 28.25: results strike a rider's horse too; a hurt horse or a fallen rider throws him (horses.ts).
  const horsed = strikeHorses(game, applied, pending, dice, round);
  if (horsed.events.length === 0) return { game: applied, events };
  const fell = applyResults(horsed.game, horsed.falls, dice, round);
  return { game: fell.game, events: [...events, ...horsed.events, ...fell.events] };
}
