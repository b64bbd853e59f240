import type { Man, PatrolGame, Work } from "./state";

/** A copy of the game with some men replaced. */
export function withMen(game: PatrolGame, changed: readonly Man[]): PatrolGame {
  if (changed.length === 0) return game;
  const men = { ...game.men };
  for (const m of changed) men[m.id] = m;
  return { ...game, men };
}

/** A copy of the game with one man patched. */
export function patchMan(game: PatrolGame, id: string, patch: Partial<Man>): PatrolGame {
  const m = game.men[id];
  if (!m) throw new Error(`unknown man ${id}`);
  return { ...game, men: { ...game.men, [id]: { ...m, ...patch } } };
}

/** The transient work record (present during resolution; a missing one is a bug). */
export function workOf(game: PatrolGame): Work {
  if (!game.work) throw new Error("patrol: resolution stage without work");
  return game.work;
}

/** A copy of the game with the work record patched. */
export function patchWork(game: PatrolGame, patch: Partial<Work>): PatrolGame {
  return { ...game, work: { ...workOf(game), ...patch } };
}
