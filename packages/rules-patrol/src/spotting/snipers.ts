import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { fromBook } from "@tactica/engine";
import type { OrderOfBattle } from "../scenarios/order-of-battle";
import { rangeBetween, isActive } from "../state/index";
import { seesMan } from "./sight";
import type { Man, PatrolGame } from "../state/index";
export type { SniperState } from "../state/index";

/** The sniper force [28.7]: three BR riflemen. */
export const SNIPER_FORCE = "3BR";
/** The sighting chance [28.7]: "a 10% chance" (one Panic chit in ten is a "1"). */
export const SIGHTING = { sides: 10, provenance: fromBook("28.7") } as const;

/** Why a scenario cannot use the spider-hole variant, or undefined when it can [28.7]. */
export function checkSniperScenario(ob: OrderOfBattle, situation: string, alphaSide: 0 | 1): string | undefined {
  if (situation !== "ambush") return "spider holes and snipers are a variant of the Ambush (28.7)";
  const alpha = ob.sides[alphaSide]?.name, bravo = ob.sides[alphaSide === 0 ? 1 : 0]?.name;
  if (alpha !== "American" || bravo !== "Japanese") return `spider holes and snipers need an American α against a Japanese β, not ${alpha} vs ${bravo} (28.7)`;
  return undefined;
}

/** The sniper set-up after β's men are deployed: each prone in his own hole (his start hex). */
export function toSniperSetup(game: PatrolGame, options: Readonly<Record<string, string>> = {}): PatrolGame {
  const men = { ...game.men };
  const holes: Record<string, string> = {};
  for (const id of game.order) {
    const m = men[id]!;
    if (m.side !== "bravo" || !m.hex) continue;
    holes[id] = m.hex;
    men[id] = { ...m, posture: "prone", concealed: true };
  }
  return { ...game, men, snipers: { holes, sighting: options["patrol/sniper_sighting"] === "after_firing" ? "after_firing" : "each_turn" } };
}

/** 28.7: a hidden sniper is revealed when he moved, fired (unless "after_firing"), or an active American stands adjacent. */
export function isSniperRevealed(game: PatrolGame, b: Man, moved: boolean, fired: boolean): boolean {
  if (!b.hex) return false;
  if (moved || (fired && game.snipers?.sighting !== "after_firing")) return true;
  return game.order.some((id) => { const a = game.men[id]!; return a.side === "alpha" && isActive(a) && rangeBetween(a.hex!, b.hex!) <= 1; });
}

/** Revealed snipers' holes become crater markers on the map [28.7, 9.84]. */
export function placeSpiderHoles(game: PatrolGame): PatrolGame {
  const s = game.snipers;
  if (!s) return game;
  const hidden = game.engagement?.hidden ?? [];
  const shown = Object.entries(s.holes).filter(([id]) => !hidden.includes(id)).map(([, hex]) => hex);
  const craters = game.craters ?? [];
  const add = shown.filter((h) => !craters.includes(h));
  return add.length === 0 ? game : { ...game, craters: [...craters, ...add] };
}

/**
 * The sighting draw [28.7] after movement: for each hidden sniper (every turn, or only in a turn he fired under
 * "after_firing"), one draw per active American with a clear LOS to him; a draw of 1 in 10 reveals him. The draws
 * name a hidden man, so they reach β only (restricted with the other hidden-man events).
 */
export function sightSnipers(game: PatrolGame, dice: DiceSource, fired: readonly string[]): { game: PatrolGame; events: GameEvent[] } {
  const s = game.snipers, e = game.engagement;
  if (!s || !e || e.hidden.length === 0) return { game, events: [] };
  const events: GameEvent[] = [];
  const shown: string[] = [];
  const alpha = game.order.map((id) => game.men[id]!).filter((m) => m.side === "alpha" && isActive(m));
  for (const id of e.hidden) {
    const b = game.men[id]!;
    if (!b.hex || !isActive(b) || (s.sighting === "after_firing" && !fired.includes(id))) continue;
    const sighters = alpha.filter((a) => seesMan(game, a, b));
    const draws = sighters.map(() => dice.roll(SIGHTING.sides));
    if (draws.length === 0) continue;
    const seen = draws.includes(1);
    events.push({ type: "patrol/sniper_sighting", data: { man: id, sighters: sighters.map((a) => a.id), draws, revealed: seen, rule: "28.7" } });
    if (seen) shown.push(id);
  }
  if (shown.length === 0) return { game, events };
  const next = placeSpiderHoles({ ...game, engagement: { ...e, hidden: e.hidden.filter((id) => !shown.includes(id)) } });
  // The reveal itself is public; the draws that led to it stay with β.
  events.push(...shown.map((id) => ({ type: "patrol/revealed", data: { man: id, hex: game.men[id]!.hex, rule: "28.7" } })));
  return { game: next, events };
}
