// Side shots at fast vehicles (Option 19.3.6): a vehicle marked as moving 7 or more hexes (speed S, M or F) that is
// fired at through a front-side or rear-side (FS, RS) direction is harder to hit with A, H or L: the firer uses one
// line lower on the MOVEMENT MODIFIERS CHART.
import type { AnyTable } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";
import { entrySides } from "../core/geometry";
import { targetHexOf } from "./vehicles-large";
import type { Vehicle } from "./vehicles-state";

/** New hexes of speed increment S, the least speed a side shot needs [19.3.6, 10.6]. */
export const SIDE_SHOT_HEXES = 7;

/**
 * Whether a shot from `from` at vehicle `target` is a side shot [19.3.6]: the target moved 7+ new hexes (its speed
 * marker, kept until its next Impulse) and the fire enters its hex from an FS or RS direction (any of the entry sides
 * on a vertex). `tables` is unused: the direction is the hull's, not its armour's.
 */
export function isSideShot(target: Pick<Vehicle, "hex" | "rear" | "facing" | "hexesEntered">, from: Hex, tables?: ReadonlyMap<string, AnyTable>): boolean {
  void tables;
  if (target.hexesEntered < SIDE_SHOT_HEXES) return false;
  const at = targetHexOf(target, from, hexDistance);
  if (at.q === from.q && at.r === from.r) return false;
  return entrySides(from, at).some((d) => {
    const rel = (d - (target.facing - 1) + 12) % 6;
    return rel !== 0 && rel !== 3;
  });
}
