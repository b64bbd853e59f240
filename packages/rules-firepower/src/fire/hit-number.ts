import type { AnyTable, Provenance } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { BasicWeapon, FireMode } from "../tables/basic-firing-chart";
import { BASIC_FIRING_CHART, BASIC_RATE_OF_FIRE, GRENADE_MAX_RANGE_NOT_STANDING } from "../tables/basic-firing-chart";
import type { Posture } from "../tables/basic-mf-chart";
import type { BasicRangeBand } from "../tables/range-band";
import { toBasicRangeBand } from "../tables/range-band";
import { EXT_BGC } from "../tables/sources";
import { tableOf } from "./table-of";

/** A rule-level refusal: code, message, rule section. */
export type FireError = { readonly code: string; readonly message: string; readonly rule: string };

/** A hit number with its band, rate of fire and provenance. */
export type HitNumber = {
  readonly band: BasicRangeBand;
  readonly hitNumber: number;
  readonly provenance: Provenance;
  readonly bursts: number;
  readonly shots: number;
  readonly rofProvenance: Provenance;
};

/**
 * Hit number for a Basic weapon at a range [6.3.2, 6.3.6.1]: chart cell (weapon × band, auto left / semi right
 * of the slash); refuses out-of-range fire, modes the weapon lacks and long throws by a non-Standing thrower.
 */
export function toHitNumber(
  weapon: BasicWeapon, mode: FireMode, range: number, firer: Posture,
  options: Readonly<Record<string, string>> = {}, tables?: ReadonlyMap<string, AnyTable>,
): { ok: true; value: HitNumber } | { ok: false; error: FireError } {
  const rof = BASIC_RATE_OF_FIRE[weapon][mode];
  if (!rof) return { ok: false, error: { code: "fire/bad_mode", message: `${weapon} cannot fire ${mode}`, rule: "Firepower 6.3.5.2" } };
  const band = toBasicRangeBand(range);
  if (!band) return { ok: false, error: { code: "fire/out_of_range", message: `no Basic weapon reaches ${range} hexes`, rule: "Firepower 6.3.2" } };
  if (weapon === "HGN" && range > GRENADE_MAX_RANGE_NOT_STANDING && firer !== "stand") {
    return { ok: false, error: { code: "fire/grenade_needs_standing", message: "a grenade goes 6-8 hexes only from a Standing thrower", rule: "Firepower 6.3.2.1.1" } };
  }
  const cell = lookup(tableOf(tables, BASIC_FIRING_CHART), { weapon, mode, band });
  if (!cell.ok || cell.value === null) {
    return { ok: false, error: { code: "fire/out_of_range", message: `${weapon} cannot fire at ${range} hexes`, rule: "Firepower 6.3.2" } };
  }
  const long = weapon === "HGN" && band === "6-8" && options["firepower/grenade_long_hit"] === "card";
  return {
    ok: true,
    value: {
      band, hitNumber: long ? 3 : cell.value, provenance: long ? EXT_BGC : cell.provenance,
      bursts: rof.bursts, shots: rof.shots, rofProvenance: rof.provenance,
    },
  };
}
