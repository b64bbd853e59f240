import { toHexKey } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import type { Fortification, MapDocument } from "@tactica/map";
import { toCommandOutcome } from "./command";
import type { CommandOutcome } from "./command";
import { readItem, toFortificationKey } from "./edit";
import { resolveCached } from "../resolve-cached";

/** Places (or replaces) a map-level fortification: one of each type per hex. */
export function setFortification(doc: MapDocument, fortification: Fortification): CommandOutcome {
  if (!resolveCached(doc).hexes.has(toHexKey(fortification.hex))) return { ok: false, reason: "the hex is not on the map" };
  const key = toFortificationKey(fortification.hex, fortification.type);
  const current = readItem(doc, "fortifications", key);
  if (current !== undefined && JSON.stringify(current) === JSON.stringify(fortification)) return { ok: false, reason: "unchanged" };
  return toCommandOutcome("setFortification", `Place ${fortification.type}`, [{ collection: "fortifications", key, value: fortification }]);
}

/** Removes a map-level fortification of a type from a hex. */
export function removeFortification(doc: MapDocument, hex: Hex, type: Fortification["type"]): CommandOutcome {
  const key = toFortificationKey(hex, type);
  if (readItem(doc, "fortifications", key) === undefined) return { ok: false, reason: `no map-level ${type} there` };
  return toCommandOutcome("removeFortification", `Remove ${type}`, [{ collection: "fortifications", key, value: undefined }]);
}

/** A default fortification of a type in a hex, as the palette places it (the author refines it after). */
export function toDefaultFortification(type: Fortification["type"], hex: Hex): Fortification {
  const h = { q: hex.q, r: hex.r };
  switch (type) {
    case "foxhole": return { type, hex: h, depth: "shallow" };
    case "pillbox": case "bunker": return { type, hex: h, facing: 0, apertures: [{ dir: 0, kind: "slit" }] };
    case "mines": return { type, hex: h, kind: "AP" };
    case "roadblock": return { type, hex: h, sides: [0] };
    default: return { type, hex: h };
  }
}
