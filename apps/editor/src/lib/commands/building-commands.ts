import { hexNeighbor, isSameHexside, toHexKey } from "@tactica/hex";
import type { Direction, Hex, Hexside } from "@tactica/hex";
import type { Building, MapDocument } from "@tactica/map";
import { toCommandOutcome } from "./command";
import type { CommandOutcome } from "./command";
import { readItem } from "./edit";
import type { Edit } from "./edit";
import { resolveCached } from "../resolve-cached";

type Level = Building["levels"][number];
type LevelSide = NonNullable<Level["sides"]>[number];
/** Wall and opening types of a building level side. */
export type LevelSideType = LevelSide["type"];

/** Options of a new building: storey height in height units and the terrain to paint under it. */
export type BuildingSpec = { readonly storeyHeight?: number; readonly terrain?: string };

/** Creates a one-storey map-level building over `hexes`, walled on every side facing out of the footprint. */
export function createBuilding(doc: MapDocument, id: string, hexes: readonly Hex[], spec: BuildingSpec = {}): CommandOutcome {
  if (id === "") return { ok: false, reason: "a building needs an id" };
  const resolved = resolveCached(doc);
  if (resolved.buildings.some((b) => b.id === id)) return { ok: false, reason: `building ${id} exists` };
  const footprint = hexes.filter((h) => resolved.hexes.has(toHexKey(h))).map((h) => ({ q: h.q, r: h.r }));
  if (footprint.length === 0) return { ok: false, reason: "a building covers at least one hex of the map" };
  const floor = Math.max(...footprint.map((h) => resolved.hexes.get(toHexKey(h))?.height ?? 0));
  const ceiling = floor + (spec.storeyHeight ?? 4);
  const building: Building = { id, hexes: footprint, levels: [{ storey: 0, floor, ceiling, sides: toOuterWalls(footprint) }] };
  const edits: Edit[] = [{ collection: "buildings", key: id, value: building }];
  if (spec.terrain !== undefined) {
    for (const h of footprint) {
      const key = toHexKey(h);
      if (resolved.hexes.get(key)?.terrain === spec.terrain) continue;
      edits.push({ collection: "hexes", key, value: { ...(readItem(doc, "hexes", key) ?? { hex: h }), terrain: spec.terrain } });
    }
  }
  return toCommandOutcome("createBuilding", `Create building ${id}`, edits);
}

/** Exterior walls on every hexside of the footprint that faces a hex outside it. */
export function toOuterWalls(footprint: readonly Hex[]): LevelSide[] {
  const inside = new Set(footprint.map(toHexKey));
  return footprint.flatMap((hex) => ([0, 1, 2, 3, 4, 5] as Direction[])
    .filter((d) => !inside.has(toHexKey(hexNeighbor(hex, d))))
    .map((dir) => ({ hex: { q: hex.q, r: hex.r }, dir, type: "exterior-wall" as const })));
}

/** Removes a map-level building. */
export function removeBuilding(doc: MapDocument, id: string): CommandOutcome {
  return withBuilding(doc, id, "removeBuilding", `Remove building ${id}`, () => undefined);
}

/** Adds a storey on top: same height as the top one, its walls copied as exterior walls (openings closed). */
export function addBuildingLevel(doc: MapDocument, id: string): CommandOutcome {
  return withBuilding(doc, id, "addBuildingLevel", `Add level to ${id}`, (b) => {
    const top = b.levels.reduce((a, l) => (l.storey > a.storey ? l : a));
    if (top.storey >= 14) return "a building has at most 15 storeys";
    const height = top.ceiling - top.floor;
    const sides = (top.sides ?? []).map((s) => ({ hex: s.hex, dir: s.dir, type: "exterior-wall" as const }));
    const level: Level = { storey: top.storey + 1, floor: top.ceiling, ceiling: top.ceiling + height, sides };
    return { ...b, levels: [...b.levels, level] };
  });
}

/** Removes the top storey (a building keeps at least one) and stairs that led to it. */
export function removeTopLevel(doc: MapDocument, id: string): CommandOutcome {
  return withBuilding(doc, id, "removeTopLevel", `Remove top level of ${id}`, (b) => {
    if (b.levels.length < 2) return "a building has at least one level";
    const top = Math.max(...b.levels.map((l) => l.storey));
    const stairs = (b.stairs ?? []).filter((s) => s.to < top);
    return { ...withoutKey(b, "stairs"), levels: b.levels.filter((l) => l.storey !== top), ...(stairs.length > 0 ? { stairs } : {}) };
  });
}

/** Sets a storey's floor and ceiling heights (absolute). */
export function setLevelHeights(doc: MapDocument, id: string, storey: number, floor: number, ceiling: number): CommandOutcome {
  if (!Number.isInteger(floor) || !Number.isInteger(ceiling) || ceiling <= floor) return { ok: false, reason: "the ceiling must lie above the floor (integers)" };
  return withLevel(doc, id, storey, "setLevelHeights", `Floor ${floor}–${ceiling}`, (l) =>
    l.floor === floor && l.ceiling === ceiling ? "unchanged" : { ...l, floor, ceiling });
}

/** Marks or unmarks a storey as the roof soldiers stand on. */
export function setRoof(doc: MapDocument, id: string, storey: number, roof: boolean): CommandOutcome {
  return withLevel(doc, id, storey, "setRoof", roof ? "Make roof" : "Not a roof", (l) => {
    if ((l.roof ?? false) === roof) return "unchanged";
    return roof ? { ...l, roof: true } : withoutKey(l, "roof");
  });
}

/** Puts a wall or opening on one hexside of one storey (replacing what was there), or clears it with undefined. */
export function setLevelSide(doc: MapDocument, id: string, storey: number, side: Hexside, type: LevelSideType | undefined, open?: boolean): CommandOutcome {
  return withLevel(doc, id, storey, "setLevelSide", type === undefined ? "Clear side" : `Set ${type}`, (l) => {
    const sides = l.sides ?? [];
    const index = sides.findIndex((s) => isSameHexside({ hex: s.hex, dir: s.dir as Direction }, side));
    if (type === undefined && index < 0) return "nothing on this side";
    const next = [...sides];
    const value: LevelSide = { hex: { q: side.hex.q, r: side.hex.r }, dir: side.dir, type, ...(open === undefined ? {} : { open }) } as LevelSide;
    if (type === undefined) next.splice(index, 1);
    else if (index >= 0) next[index] = value;
    else next.push(value);
    return { ...l, sides: next };
  });
}

/** Adds a stair or ladder in a footprint hex linking two storeys. */
export function addStair(doc: MapDocument, id: string, hex: Hex, from: number, to: number, kind: "stairs" | "ladder" = "stairs"): CommandOutcome {
  return withBuilding(doc, id, "addStair", `Add ${kind}`, (b) => {
    if (!b.hexes.some((h) => toHexKey(h) === toHexKey(hex))) return "stairs stand inside the building";
    if (from >= to) return "stairs lead up (from < to)";
    const storeys = new Set(b.levels.map((l) => l.storey));
    if (!storeys.has(from) || !storeys.has(to)) return "both storeys must exist";
    const stairs = (b.stairs ?? []).filter((s) => toHexKey(s.hex) !== toHexKey(hex));
    return { ...b, stairs: [...stairs, { hex: { q: hex.q, r: hex.r }, from, to, kind }] };
  });
}

/** Removes the stair in a hex. */
export function removeStair(doc: MapDocument, id: string, hex: Hex): CommandOutcome {
  return withBuilding(doc, id, "removeStair", "Remove stairs", (b) => {
    const stairs = (b.stairs ?? []).filter((s) => toHexKey(s.hex) !== toHexKey(hex));
    if (stairs.length === (b.stairs ?? []).length) return "no stairs there";
    return stairs.length > 0 ? { ...b, stairs } : withoutKey(b, "stairs");
  });
}

/** The map-level building that covers a hex, if any. */
export function findBuildingAt(doc: MapDocument, hex: Hex): Building | undefined {
  const key = toHexKey(hex);
  return (doc.buildings ?? []).find((b) => b.hexes.some((h) => toHexKey(h) === key));
}

function withBuilding(doc: MapDocument, id: string, name: string, label: string, change: (b: Building) => Building | undefined | string): CommandOutcome {
  const building = readItem(doc, "buildings", id);
  if (building === undefined) return { ok: false, reason: `no map-level building ${id} (buildings printed on boards are edited with the board)` };
  const next = change(building);
  if (typeof next === "string") return { ok: false, reason: next };
  return toCommandOutcome(name, label, [{ collection: "buildings", key: id, value: next }]);
}

function withLevel(doc: MapDocument, id: string, storey: number, name: string, label: string, change: (l: Level) => Level | string): CommandOutcome {
  return withBuilding(doc, id, name, label, (b) => {
    const index = b.levels.findIndex((l) => l.storey === storey);
    const level = b.levels[index];
    if (level === undefined) return `building ${id} has no storey ${storey}`;
    const next = change(level);
    if (typeof next === "string") return next;
    const levels = [...b.levels];
    levels[index] = next;
    return { ...b, levels };
  });
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
