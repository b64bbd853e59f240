// Payload fields shared by the commands that fire or throw a G round (12.7.5 sign, 12.7.1 side, 12.7.3 storey or unit
// aimed into), in a module of its own (zod only), so that every command schema can take them at load time whatever the
// import order: kept in hit-location-sides.ts and fired-openings.ts they were read before those modules ran when a
// worker entered the package through vehicles-fire.ts (a cycle through fire-context.ts).
import { z } from "zod";

/** Advanced 12.7.5: the sign the firer announces for the hit-location range modifiers ("-" as given, default, or "+"). */
export const WORKS_SIGN_FIELD = z.enum(["-", "+"]).optional();

/** Payload fields of every command that fires or throws a G round: the 12.7.5 sign and the 12.7.1 side designation. */
export const HIT_LOCATION_PAYLOAD = {
  /** Advanced 12.7.5: the sign the firer announces for the hit-location range modifiers ("-" as given, default, or "+"). */
  worksSign: WORKS_SIGN_FIELD,
  /**
   * Advanced 12.7.1: the side of a divided impact hex the firer wants most: "enemies" (default: the side with the most
   * enemy soldiers), "impact" (the impact hex's own side) or a map direction 0-5 (beyond the fence, wall or roadblock
   * on that hexside of the impact hex); the other sides follow by most enemies.
   */
  preferSide: z.union([z.enum(["enemies", "impact"]), z.number().int().min(0).max(5)]).optional(),
};

/** Payload fields of a G round fired at a hex, named as the grenade's (throw_grenade): the storey or unit aimed into [12.7.3]. */
export const FIRED_OPENING_PAYLOAD = {
  /** Advanced: the building storey of the target hex aimed at (through an open door or window of it, 12.7.3); absent = ground. */
  storey: z.number().int().min(-5).max(20).optional(),
  /** Advanced: into the bunker, pillbox, tower or cave of the target hex, through an opening facing the firer (12.7.3). */
  inside: z.boolean().optional(),
};
