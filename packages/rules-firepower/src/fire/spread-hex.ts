import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { DIR_Q, DIR_R } from "@tactica/hex";
import { GRENADE_SPREAD_DIAGRAM } from "../tables/grenade-spread";
import { tableOf } from "./table-of";

/**
 * The hex a missed grenade lands in [6.3.6.3.2.1]: the Spread Diagram read for `roll`, oriented by the hexside
 * (map direction 0-5 from the target toward the thrower) the LOS enters by. Option spread_orientation
 * "enters_via_4" (default) puts "4" on that hexside, so "1" lies beyond the target.
 */
export function toSpreadHex(target: Hex, entrySide: number, roll: number, options: Readonly<Record<string, string>> = {}, tables?: ReadonlyMap<string, AnyTable>): Hex {
  const cell = lookupOrThrow(tableOf(tables, GRENADE_SPREAD_DIAGRAM), { roll });
  const one = options["firepower/spread_orientation"] === "enters_via_1" ? entrySide : entrySide + 3;
  return cell.value.steps.reduce((h, step) => {
    const d = (one + step) % 6;
    return { q: h.q + (DIR_Q[d] ?? 0), r: h.r + (DIR_R[d] ?? 0) };
  }, target);
}
