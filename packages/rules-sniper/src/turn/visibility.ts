// What a side knows of the enemy: a soldier is concealed from the other side [36.1] until one of its fit soldiers
// sees him [7.1], [11.5], or he has fired this turn.
import type { SideId, SniperGame, Soldier } from "../state/index";
import { isFit } from "../state/index";
import { sees } from "./sight";

/** Whether `side` knows where enemy soldier `target` is now. */
export function knownTo(game: SniperGame, side: SideId, target: Soldier): boolean {
  if (target.side === side || target.revealed) return true;
  return game.soldiers.some((o) => o.side === side && isFit(o) && sees(game.board, o, target));
}

/** The enemy soldiers `side` knows of. */
export const knownEnemies = (game: SniperGame, side: SideId): Soldier[] => game.soldiers.filter((s) => s.side !== side && knownTo(game, side, s));
