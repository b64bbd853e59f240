import { hexNeighbor, toHexKey } from "@tactica/hex";
import type { Direction, Hex } from "@tactica/hex";
import { HEXSIDE_FEATURE_TYPES, LEVEL_SIDE_TYPES } from "@tactica/map";
import type { Fortification, MapDocument } from "@tactica/map";
import {
  addMarker, clearHexsideFeature, fillTerrain, findBuildingAt, paintTerrain, removeFortification, removeMarker, setFortification,
  setHeight, setHexsideFeature, setLevelSide, toDefaultFortification,
} from "./commands";
import type { CommandOutcome, HexsideFeature, LevelSideType } from "./commands";
import { resolveCached } from "./resolve-cached";

/** The palette state a hex tool needs. */
export type HexToolChoice =
  | { tool: "terrain"; terrain: string; group?: string }
  | { tool: "fill"; terrain: string }
  | { tool: "height"; height: number; group?: string }
  | { tool: "marker"; marker: NonNullable<NonNullable<MapDocument["hexes"]>[number]["markers"]>[number]["type"] }
  | { tool: "fortification"; fortification: Fortification["type"] };

/** The command a hex tool makes at a hex; markers and fortifications toggle (a second click removes). */
export function toHexToolCommand(doc: MapDocument, hex: Hex, choice: HexToolChoice): CommandOutcome {
  switch (choice.tool) {
    case "terrain": return paintTerrain(doc, [hex], choice.terrain, choice.group);
    case "fill": return fillTerrain(doc, hex, choice.terrain);
    case "height": return setHeight(doc, [hex], choice.height, choice.group);
    case "marker": {
      const present = resolveCached(doc).hexes.get(toHexKey(hex))?.markers.some((m) => m.type === choice.marker) ?? false;
      return present ? removeMarker(doc, hex, choice.marker) : addMarker(doc, hex, { type: choice.marker });
    }
    case "fortification": {
      const present = (doc.fortifications ?? []).some((f) => f.type === choice.fortification && toHexKey(f.hex) === toHexKey(hex));
      return present ? removeFortification(doc, hex, choice.fortification) : setFortification(doc, toDefaultFortification(choice.fortification, hex));
    }
  }
}

/**
 * The command the hexside tool makes on a side: inside a map-level building with a level at `storey` it sets that
 * level's wall or opening; elsewhere it sets a ground hexside feature. Clicking the same type again clears it.
 */
export function toHexsideToolCommand(doc: MapDocument, side: { hex: Hex; dir: Direction }, type: string, open: boolean, storey: number): CommandOutcome {
  const building = findBuildingAt(doc, side.hex) ?? findBuildingAt(doc, hexNeighbor(side.hex, side.dir));
  const level = building?.levels.find((l) => l.storey === storey);
  if (building !== undefined && level !== undefined && isLevelSideType(type)) {
    const current = (level.sides ?? []).find((s) => isSameSide(s, side));
    const opening = type === "door" || type === "window" || type === "loophole";
    const clear = current?.type === type;
    return setLevelSide(doc, building.id, storey, side, clear ? undefined : type, clear || !opening ? undefined : open);
  }
  if (storey !== 0) return { ok: false, reason: `no building level at storey ${storey} here` };
  if (!isFeatureType(type)) return { ok: false, reason: `${type} belongs on a building level; use it inside a building` };
  const present = resolveCached(doc).hexsides.get(toSideKey(side))?.features.some((f) => f.type === type) ?? false;
  if (present) return clearHexsideFeature(doc, side, type);
  const opening = type === "door" || type === "window" || type === "loophole";
  const feature: HexsideFeature = { type, ...(opening ? { open } : { height: 1 }) };
  return setHexsideFeature(doc, side, feature);
}

function isLevelSideType(t: string): t is LevelSideType {
  return (LEVEL_SIDE_TYPES as readonly string[]).includes(t);
}

function isFeatureType(t: string): t is HexsideFeature["type"] {
  return (HEXSIDE_FEATURE_TYPES as readonly string[]).includes(t);
}

function isSameSide(s: { hex: Hex; dir: number }, side: { hex: Hex; dir: Direction }): boolean {
  return toSideKey({ hex: s.hex, dir: s.dir as Direction }) === toSideKey(side);
}

function toSideKey(s: { hex: Hex; dir: Direction }): string {
  const n = hexNeighbor(s.hex, s.dir);
  // Canonical like @tactica/hex: the owner holds sides 0..2.
  return s.dir < 3 ? `${s.hex.q},${s.hex.r},${s.dir}` : `${n.q},${n.r},${s.dir - 3}`;
}
