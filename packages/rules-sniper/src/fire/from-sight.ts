// From a line of fire to the target's defence [11.5, 11.8, 13.5]: the cover a sighting answer crossed becomes the
// target's multiples (interior wall, ceiling, smoke, corner, each terrain type once), and its range the attack's.
import type { TerrainType } from "../tables/index";
import { TERRAIN_TYPES } from "../tables/index";
import type { SightAnswer } from "../sighting/index";
import type { FireTarget } from "./resolve-fire";

/** The target's multiples from the cover a clear line of fire crossed, added to what the caller knows of him. */
export function fireTargetFromSight(sight: SightAnswer, target: FireTarget = {}): FireTarget {
  const has = (f: string) => sight.cover.some((c) => c.feature === f);
  const crossed = sight.cover
    .filter((c) => c.feature === "terrain" && c.terrain !== undefined && (TERRAIN_TYPES as readonly string[]).includes(c.terrain))
    .map((c) => c.terrain as TerrainType);
  return {
    ...target,
    ...(has("interior-wall") ? { interiorWall: true } : {}),
    ...(has("ceiling") ? { ceiling: true } : {}),
    ...(has("smoke") ? { smoke: true } : {}),
    ...(has("corner") ? { corner: true } : {}),
    ...(crossed.length > 0 ? { crossed: [...(target.crossed ?? []), ...crossed] } : {}),
  };
}
