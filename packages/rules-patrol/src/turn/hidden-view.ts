import type { PatrolGame } from "../state/index";
import { toClaymoreView } from "../fire/index";
import { toPillboxView } from "../terrain/index";

/**
 * The view of the hidden and fortified things [18.5, 26.62, 26.66 a, 28.7]: a pillbox still hidden is not on the
 * other side's map, nor the names of hidden men inside a placed one; the other side's Claymores show their
 * allowance and the ones that have fired; spider holes are shown only as the crater markers of revealed snipers.
 */
export function toHiddenThingsView(game: PatrolGame, viewer: string, hiddenMen: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { pillboxes: undefined };
  const boxes = game.pillboxes ? toPillboxView(game, viewer, hiddenMen) : [];
  if (boxes.length > 0) out.pillboxes = boxes; // a hidden pillbox leaves no trace, not even an empty list
  if (game.claymores) out.claymores = toClaymoreView(game.claymores, viewer);
  if (game.snipers) out.snipers = viewer === "bravo" ? game.snipers : { holes: Object.fromEntries(Object.entries(game.snipers.holes).filter(([id]) => !hiddenMen.includes(id))), sighting: game.snipers.sighting };
  return out;
}
