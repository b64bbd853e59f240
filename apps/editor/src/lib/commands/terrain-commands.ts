import { hexNeighbors, toHexKey } from "@tactica/hex";
import type { Hex, HexKey } from "@tactica/hex";
import type { HexRecord, MapDocument, ResolvedMap } from "@tactica/map";
import { toCommandOutcome } from "./command";
import type { CommandOutcome } from "./command";
import { readItem } from "./edit";
import type { Edit } from "./edit";
import { resolveCached } from "../resolve-cached";

type Marker = NonNullable<HexRecord["markers"]>[number];

/** Map-level hex record edits that change each given on-map hex with `change` (skipping unchanged ones). */
function toHexEdits(doc: MapDocument, resolved: ResolvedMap, hexes: readonly Hex[], change: (current: HexRecord, key: HexKey) => HexRecord | undefined): Edit[] {
  const edits: Edit[] = [];
  const seen = new Set<string>();
  for (const hex of hexes) {
    const key = toHexKey(hex);
    if (seen.has(key) || !resolved.hexes.has(key)) continue;
    seen.add(key);
    const current = readItem(doc, "hexes", key) ?? { hex: { q: hex.q, r: hex.r } };
    const next = change(current, key);
    if (next !== undefined) edits.push({ collection: "hexes", key, value: next });
  }
  return edits;
}

/** Paints terrain on the given hexes (the brush), as map-level overrides; hexes off the map are ignored. */
export function paintTerrain(doc: MapDocument, hexes: readonly Hex[], terrain: string, group?: string): CommandOutcome {
  const resolved = resolveCached(doc);
  const edits = toHexEdits(doc, resolved, hexes, (current, key) =>
    resolved.hexes.get(key)?.terrain === terrain ? undefined : { ...current, terrain });
  const outcome = toCommandOutcome("paintTerrain", `Paint ${terrain}`, edits, `already ${terrain}`);
  return outcome.ok && group !== undefined ? { ok: true, command: { ...outcome.command, group } } : outcome;
}

/** Flood-fills terrain from `start` over the connected hexes that share its current terrain. */
export function fillTerrain(doc: MapDocument, start: Hex, terrain: string): CommandOutcome {
  const resolved = resolveCached(doc);
  const origin = resolved.hexes.get(toHexKey(start));
  if (origin === undefined) return { ok: false, reason: "the start hex is not on the map" };
  const region = toRegion(resolved, start, origin.terrain);
  const edits = toHexEdits(doc, resolved, region, (current, key) =>
    resolved.hexes.get(key)?.terrain === terrain ? undefined : { ...current, terrain });
  return toCommandOutcome("fillTerrain", `Fill ${terrain}`, edits, `already ${terrain}`);
}

/** The connected hexes with the same terrain as `start` (breadth first, so the order is stable). */
export function toRegion(resolved: ResolvedMap, start: Hex, terrain: string | undefined): Hex[] {
  const out: Hex[] = [];
  const seen = new Set([toHexKey(start)]);
  const queue: Hex[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i] as Hex;
    out.push(hex);
    for (const n of hexNeighbors(hex)) {
      const key = toHexKey(n);
      if (seen.has(key)) continue;
      seen.add(key);
      const r = resolved.hexes.get(key);
      if (r !== undefined && r.terrain === terrain) queue.push(n);
    }
  }
  return out;
}

/** Sets the ground height of the given hexes. */
export function setHeight(doc: MapDocument, hexes: readonly Hex[], height: number, group?: string): CommandOutcome {
  if (!Number.isInteger(height) || height < -100 || height > 1000) return { ok: false, reason: "a height is an integer from -100 to 1000" };
  const resolved = resolveCached(doc);
  const edits = toHexEdits(doc, resolved, hexes, (current, key) =>
    resolved.hexes.get(key)?.height === height ? undefined : { ...current, height });
  const outcome = toCommandOutcome("setHeight", `Height ${height}`, edits, `already height ${height}`);
  return outcome.ok && group !== undefined ? { ok: true, command: { ...outcome.command, group } } : outcome;
}

/** Adds a marker to a hex (the hex's whole marker list becomes a map-level override). */
export function addMarker(doc: MapDocument, hex: Hex, marker: Marker): CommandOutcome {
  const resolved = resolveCached(doc);
  const edits = toHexEdits(doc, resolved, [hex], (current, key) =>
    ({ ...current, markers: [...(resolved.hexes.get(key)?.markers ?? []), marker] }));
  return toCommandOutcome("addMarker", `Add ${marker.type}`, edits, "the hex is not on the map");
}

/** Removes every marker of a type from a hex. */
export function removeMarker(doc: MapDocument, hex: Hex, type: Marker["type"]): CommandOutcome {
  const resolved = resolveCached(doc);
  const edits = toHexEdits(doc, resolved, [hex], (current, key) => {
    const markers = resolved.hexes.get(key)?.markers ?? [];
    return markers.some((m) => m.type === type) ? { ...current, markers: markers.filter((m) => m.type !== type) } : undefined;
  });
  return toCommandOutcome("removeMarker", `Remove ${type}`, edits, `no ${type} marker there`);
}
