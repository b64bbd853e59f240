import type { Viewer } from "@tactica/engine";
import type { FirepowerGame } from "../state/types";
import { mortarsOf, withMortars } from "../state/mortar-state";

/** Written orders are plotted secretly [16.5, 20.1.2]: the other side and spectators see a mortar, never its pending order. */
export function toMortarView(game: FirepowerGame, viewer: Viewer): FirepowerGame {
  const mortars = mortarsOf(game);
  if (mortars.length === 0 || game.result) return game;
  return withMortars(game, mortars.map((m) => (m.side === viewer || !m.order ? m : { ...m, order: null })));
}
