import { z } from "zod";

/** Basic Game Firing Chart range bands [6.3.2; bands from EXT-BGC, 3-5, 6-8 and 13-20 confirmed by the text]. */
export const BASIC_RANGE_BANDS = ["1-2", "3-5", "6-8", "9-12", "13-20", "21-30", "31-40"] as const;

/** One Basic Game range band. */
export type BasicRangeBand = (typeof BASIC_RANGE_BANDS)[number];

/** zod schema of a Basic range band. */
export const basicRangeBandSchema = z.enum(BASIC_RANGE_BANDS);

const BAND_MAX = [2, 5, 8, 12, 20, 30, 40];

/** The band a range falls in, or undefined beyond 40 hexes (no Basic weapon reaches further). */
export function toBasicRangeBand(range: number): BasicRangeBand | undefined {
  const i = BAND_MAX.findIndex((max) => range <= max);
  return i < 0 || range < 1 ? undefined : BASIC_RANGE_BANDS[i];
}
