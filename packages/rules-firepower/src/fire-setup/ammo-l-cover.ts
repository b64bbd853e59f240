// Light weapons through cover (Advanced Game) [12.3.6, 12.2.4]: cover an L bullet penetrates counts only as concealment.
import { lookup } from "@tactica/engine";
import type { FireSituation } from "../fire/fire-situation";
import { tableOf } from "../fire/table-of";
import type { AmmoStructure } from "../tables/ammo-weapons";
import { AMMO_STRUCTURE_VALUES } from "../tables/ammo-weapons";
import { L_PENETRATION } from "../vehicles/vehicle-chart";

/**
 * Whether an Advanced Game L shot's penetration (`firepower/l_penetration`, placeholders) equals or exceeds the
 * terrain value of every cover the target has [12.3.6]: then that cover does not apply and counts only as
 * concealment (12.2.4). Only covers with a terrain value in play count: a fence or the wall of an open door or window
 * (standard TV 8, book 12.5) and a block (placeholder); trees, rough, works and vehicles have no TV in play (the
 * Standard Terrain Values chart is missing), so their cover always stands.
 */
export function lPiercesCover(s: FireSituation): boolean {
  if (s.advanced !== true || s.weapon === "HGN") return false;
  const t = s.target;
  if (t.terrain === "tree" || t.terrain === "rough" || t.inWorks || t.vehicleCover || t.positionCover) return false;
  const kinds: AmmoStructure[] = [...(t.fenceBetween ? ["fence" as const] : []), ...(t.blockCover ? ["block" as const] : []), ...(t.openingCover ? ["wall" as const] : [])];
  if (kinds.length === 0) return false;
  const pen = lookup(tableOf(s.tables, L_PENETRATION), { weapon: s.weapon });
  if (!pen.ok) return false;
  return kinds.every((structure) => {
    const tv = lookup(tableOf(s.tables, AMMO_STRUCTURE_VALUES), { structure });
    return tv.ok && pen.value >= tv.value;
  });
}
