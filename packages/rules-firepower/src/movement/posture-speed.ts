// Firepower 10.5.3 Posture/Speed Combinations: "Soldiers, unless riding on or in vehicles (see Option 19), may not be
// marked with both a Speed unit and a posture unit. A soldier that enters four new hexes, then goes Prone, Crouch, or
// Up is marked only with the posture unit." So in the Advanced Game a Running soldier who then goes Prone or Crouches
// loses his Running marker (and with it the +2 Running modifier of fire at him, 6.3.6.2.6 / 12.2.12's speed column);
// standing up has no posture unit and keeps it. Going Up (climbing.ts) and Hit the Dirt! (hit-the-dirt.ts) already
// clear it. The Basic Game has no such rule (4.5: the speed unit stays until the side's next sequence unit), and a
// Basic soldier cannot reach it anyway: four new hexes spend all his 4 MF.
import type { Posture } from "../tables/basic-mf-chart";
import type { FirepowerGame, Soldier } from "../state/types";

/** Whether the soldier still shows his Running marker after taking `posture` [10.5.3]. */
export function runningAfterPosture(game: Pick<FirepowerGame, "rules">, s: Pick<Soldier, "running" | "riding">, posture: Posture): boolean {
  if (!s.running) return false;
  if (game.rules !== "advanced" || s.riding !== undefined) return true;
  return posture === "stand";
}
