import { toCanonicalHexside, toHexsideKey } from "@tactica/hex";
import type { Hexside } from "@tactica/hex";
import type { HexsideRecord, MapDocument } from "@tactica/map";
import { applyCommand, toCommandOutcome } from "./command";
import type { CommandOutcome } from "./command";
import { resolveCached } from "../resolve-cached";

/** One hexside feature (wall, fence, hedge, door, ...). */
export type HexsideFeature = HexsideRecord["features"][number];

/** Sets a feature on a hexside, replacing a feature of the same type there; other features stay (a door in a wall). */
export function setHexsideFeature(doc: MapDocument, side: Hexside, feature: HexsideFeature): CommandOutcome {
  const key = toHexsideKey(side);
  const current = resolveCached(doc).hexsides.get(key)?.features ?? [];
  const same = current.find((f) => f.type === feature.type);
  if (same !== undefined && JSON.stringify(same) === JSON.stringify(feature)) return { ok: false, reason: `already a ${feature.type}` };
  const c = toCanonicalHexside(side.hex, side.dir);
  const features = [...current.filter((f) => f.type !== feature.type), feature];
  const value: HexsideRecord = { hex: { q: c.hex.q, r: c.hex.r }, dir: c.dir, features };
  return toCommandOutcome("setHexsideFeature", `Set ${feature.type}`, [{ collection: "hexsides", key, value }]);
}

/** Clears one feature type (or, without `type`, every map-level feature) from a hexside. */
export function clearHexsideFeature(doc: MapDocument, side: Hexside, type?: HexsideFeature["type"]): CommandOutcome {
  const key = toHexsideKey(side);
  const current = resolveCached(doc).hexsides.get(key)?.features ?? [];
  const remaining = type === undefined ? [] : current.filter((f) => f.type !== type);
  if (remaining.length === current.length) return { ok: false, reason: "no such feature on this hexside" };
  const c = toCanonicalHexside(side.hex, side.dir);
  const value: HexsideRecord | undefined = remaining.length > 0 ? { hex: { q: c.hex.q, r: c.hex.r }, dir: c.dir, features: remaining } : undefined;
  const outcome = toCommandOutcome("clearHexsideFeature", `Clear ${type ?? "hexside"}`, [{ collection: "hexsides", key, value }]);
  if (!outcome.ok) return outcome;
  // Map-level hexsides replace a board's; with no map-level record the printed features show again.
  const after = resolveCached(applyCommand(doc, outcome.command).doc).hexsides.get(key)?.features ?? [];
  if (after.some((f) => type === undefined || f.type === type)) {
    return { ok: false, reason: "the feature is printed on the board; edit the board to remove it" };
  }
  return outcome;
}
