import type { CompiledMap } from "@tactica/map";
import { defineLosPolicy } from "@tactica/sighting";
import { createFirepowerBasicJudge } from "./create-firepower-basic-judge";
import { createFirepowerJudge, FIREPOWER_TIE } from "./create-firepower-judge";
import type { FirepowerLosOptions } from "./firepower-los-options";

/**
 * Firepower Advanced Game line of sight [12.1-12.2.7]: dot to dot, heights = terrain + posture, obstacles judged
 * by 12.1.1-12.1.4 with the LOS chart as data, trees/hedges/smoke as modifiers, building walls and floors [12.1.6].
 */
export const firepowerLosPolicy = defineLosPolicy<CompiledMap, FirepowerLosOptions>({
  system: "firepower",
  tie: FIREPOWER_TIE,
  postures: ["stand", "crouch", "prone"],
  mutual: (o) => (o.friendlies?.length ?? 0) > 0
    ? { mutual: false, rule: "Firepower 6.3.4.3, 12.1.4.3: soldiers friendly to the firer may block his line, never the enemy's" }
    : (o.targetHeight ?? "unit") === "unit"
    ? { mutual: true, rule: "Firepower 12.1: unit to unit, the test depends only on the two head heights, the range and the distance from the higher end, so it reads the same from either end" }
    : { mutual: false, rule: "Firepower 12.1: F, G, S, U, W fire is checked to the highest height in the target hex, not to a unit" },
  prepare: (map, options) => options.game === "basic" ? createFirepowerBasicJudge(map, options) : createFirepowerJudge(map, options),
});
