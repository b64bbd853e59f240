// Option 23.1.3 for climbers on destroyed terrain: "This may also be used for soldiers Up a tree, wall, or fence when
// the terrain is toppled, smashed, or just destroyed instead of an automatic elimination (see 12.3.4.2 and Option
// 19.2.1.2.4)". With the Wound Options in use (firepower/wounds) such a climber is knocked down instead: made Prone
// while still Up, so the climbing gate (climbing-gate.ts) rolls his fall, the 15.1.1 jump from his feet at +5, after
// the command or phase-end event. Without them he is eliminated (12.3.4.2.3-12.3.4.2.5, 19.2.1.2).
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame } from "../state/types";
import { woundsInUse } from "../optional/wounds";

/** Who of the climbers on destroyed terrain died and who is falling [12.3.4.2.3-12.3.4.2.5, 19.2.1.2, 23.1.3]. */
export type ClimbersDropped = { readonly game: FirepowerGame; readonly eliminated: readonly string[]; readonly falling: readonly string[] };

/** The soldiers `ids` Up terrain just destroyed: eliminated, or with Option 23 wounds knocked down to fall [23.1.3]. */
export function dropClimbers(game: FirepowerGame, ids: readonly string[], options: Readonly<Record<string, string>>): ClimbersDropped {
  if (ids.length === 0) return { game, eliminated: [], falling: [] };
  const fall = woundsInUse(options);
  const next = patchSoldiers(game, (s) => (ids.includes(s.id) ? (fall ? { ...s, posture: "prone", running: false } : { ...s, eliminated: true }) : undefined));
  return fall ? { game: next, eliminated: [], falling: [...ids] } : { game: next, eliminated: [...ids], falling: [] };
}

/** The event note of the climbers who fall instead of dying (empty when none) [23.1.3]. */
export function fallingNote(dropped: Pick<ClimbersDropped, "falling">): Record<string, unknown> {
  return dropped.falling.length === 0 ? {} : { fallingUp: dropped.falling, fallRule: "Firepower 23.1.3" };
}
