import { toHexKey } from "@tactica/hex";
import type { ResolvedMap } from "@tactica/map";
import type { ScenarioIssue, ScenarioSide } from "./scenario-document";

type Hexes = { q: number; r: number }[];

/** The printed IDs of a side's set-up hexes, in the order they were marked (the first ID where boards overlap). */
export function setupIds(side: ScenarioSide, map: ResolvedMap, i: number, issues: ScenarioIssue[]): string[] {
  const ids: string[] = [];
  side.setupArea.forEach((h, j) => {
    const id = map.hexes.get(toHexKey(h))?.ids[0];
    if (id === undefined) issues.push({ path: `sides[${i}].setupArea[${j}]`, message: `hex ${h.q},${h.r} has no printed ID on this map` });
    else ids.push(id);
  });
  if (ids.length === 0) issues.push({ path: `sides[${i}].setupArea`, message: `${side.name} has no set-up hex to place its forces in` });
  return ids;
}

/** Printed hex ID -> axial hex on this map (the first hex carrying the ID). */
export function toHexFinder(map: ResolvedMap): (id: string) => { q: number; r: number } | undefined {
  const byId = new Map<string, { q: number; r: number }>();
  for (const h of map.hexes.values()) for (const id of h.ids) if (!byId.has(id)) byId.set(id, { q: h.hex.q, r: h.hex.r });
  return (id) => byId.get(id);
}

/** The hexes in order, each once, without the IDs the map does not have. */
export function distinct(hexes: readonly ({ q: number; r: number } | undefined)[]): Hexes {
  const seen = new Set<string>();
  const out: Hexes = [];
  for (const h of hexes) {
    if (h === undefined || seen.has(`${h.q},${h.r}`)) continue;
    seen.add(`${h.q},${h.r}`);
    out.push(h);
  }
  return out;
}
