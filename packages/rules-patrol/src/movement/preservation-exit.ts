import type { Task } from "../plot/task";
import { isExitHex, rangeBetween, resolvePath } from "../state/index";
import type { Man, PatrolGame } from "../state/index";

/** The side's exit hexes on the map's edge: its drawn exit section, the solitaire's exits, or its own edge [26.2 g, 28.62]. */
function exitHexes(game: PatrolGame, side: "alpha" | "bravo"): string[] {
  const { c0, c1, r0, r1 } = game.map.box;
  const pad = (n: number) => String(n).padStart(2, "0");
  const edge = new Set<string>();
  for (let c = c0; c <= c1; c++) { edge.add(`${pad(c)}${pad(r0)}`); edge.add(`${pad(c)}${pad(r1)}`); }
  for (let r = r0; r <= r1; r++) { edge.add(`${pad(c0)}${pad(r)}`); edge.add(`${pad(c1)}${pad(r)}`); }
  return [...edge].filter((h) => isExitHex(game, h, side));
}

const toExit = (hexes: readonly string[], from: string) => Math.min(...hexes.map((h) => rangeBetween(from, h)));

/**
 * Whether a man counts as "executing Movement tasks toward or off the map-edge" under Preservation [21.23], a call the
 * book leaves to the players ("a modicum of common sense"; option patrol/preservation_exiting): `path_to_exit` (the
 * default) - his plotted move (MV or CC) leaves the map, or ends nearer his side's exit hexes than he starts;
 * `off_map` - only a move plotted off the map this turn. A man who also fires (DF, KF, EF) is a firing man: "a man
 * who is attempting to exit the map has lost all interest in fighting".
 */
export function isExitingMove(game: PatrolGame, m: Man, tasks: readonly Task[], options: Readonly<Record<string, string>>): boolean {
  if (!m.hex || tasks.some((t) => t.code === "DF" || t.code === "KF" || t.code === "EF")) return false;
  const move = tasks.find((t): t is Extract<Task, { code: "MV" | "CC" }> => t.code === "MV" || t.code === "CC");
  if (!move) return false;
  if (move.exit === true) return true;
  if (options["patrol/preservation_exiting"] === "off_map") return false;
  const end = resolvePath(m.hex, move.path)?.at(-1);
  const hexes = exitHexes(game, m.side);
  return end !== undefined && hexes.length > 0 && toExit(hexes, end) < toExit(hexes, m.hex);
}
