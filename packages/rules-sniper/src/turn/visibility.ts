// What a side knows of the enemy: a soldier is concealed from the other side [36.1] until one of its fit soldiers
// sees him [7.1], [11.5], or he has fired this turn.
import type { SideId, SniperGame, Soldier } from "../state/index";
import { isFit } from "../state/index";
import type { Provenance } from "@tactica/engine";
import { sightOf } from "./sight";

/** Whether `side` knows where enemy soldier `target` is now. */
export function knownTo(game: SniperGame, side: SideId, target: Soldier): boolean {
  if (target.side === side || target.revealed) return true;
  return game.soldiers.some((o) => o.side === side && isFit(o) && sightOf(game.board, o, target).sees);
}

/**
 * The same, with every line ruled (no short cut) and the non-book numbers those rulings used: an event whose
 * audience this decides names them.
 */
export function knownToExplained(game: SniperGame, side: SideId, target: Soldier): { readonly known: boolean; readonly provenance: readonly Provenance[] } {
  if (target.side === side) return { known: true, provenance: [] };
  let known = target.revealed;
  const used = new Map<string, Provenance>();
  for (const o of game.soldiers) {
    if (o.side !== side || !isFit(o)) continue;
    const s = sightOf(game.board, o, target);
    known ||= s.sees;
    for (const p of s.provenance) if (p.kind !== "book") used.set(JSON.stringify(p), p);
  }
  return { known, provenance: [...used.values()] };
}

/** The enemy soldiers `side` knows of. */
export const knownEnemies = (game: SniperGame, side: SideId): Soldier[] => game.soldiers.filter((s) => s.side !== side && knownTo(game, side, s));
