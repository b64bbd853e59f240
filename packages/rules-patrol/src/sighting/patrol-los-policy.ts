import type { CompiledMap } from "@tactica/map";
import { defineLosPolicy } from "@tactica/sighting";
import { createPatrolJudge, toPatrolTie } from "./create-patrol-judge";
import type { PatrolLosOptions } from "./patrol-los-options";
import { PATROL_POSTURES } from "./patrol-los-options";

/** Patrol! line of sight: blocking hexes and slope hexsides by terrain mode, prone limits, night [9.3-9.8, 16.0]. */
export const patrolLosPolicy = defineLosPolicy<CompiledMap, PatrolLosOptions>({
  system: "patrol",
  tie: toPatrolTie(undefined),
  postures: PATROL_POSTURES,
  mutual: (o) => o.night
    ? { mutual: false, rule: "Patrol 16.43: at night spotting is not mutual" }
    : { mutual: true, rule: "Patrol 16.0: in daylight, if Man A can see Man B then Man B can see Man A" },
  prepare: (map, options) => createPatrolJudge(map, options),
});

