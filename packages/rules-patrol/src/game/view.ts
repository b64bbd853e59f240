import type { Viewer } from "@tactica/engine";
import type { PatrolGame, Side } from "./state";

/**
 * What a viewer sees of the game [5.1, 21.13, 3.3 of the digest]: positions, postures, casualties and markers are
 * public; the other side's Preservation chits and the type of a prepared grenade are not, until the game ends.
 */
export function toPatrolView(game: PatrolGame, viewer: Viewer, over: boolean): unknown {
  if (over) return game;
  const sides = Object.fromEntries((["alpha", "bravo"] as Side[]).map((s) => {
    const side = game.sides[s];
    if (s === viewer) return [s, side];
    return [s, { name: side.name, panic: side.panic, preservation: side.preservation, chitsDrawn: side.chits.length, reachedRound: side.reachedRound, exitedRound: side.exitedRound }];
  }));
  const men = Object.fromEntries(Object.entries(game.men).map(([id, m]) => [id, m.side === viewer || m.grenade === null ? m : { ...m, grenade: "held" }]));
  return { ...game, sides, men, work: null };
}
