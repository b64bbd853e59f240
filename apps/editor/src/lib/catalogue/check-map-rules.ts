// The map check as the rule system makes it: besides the map format's own checks, every terrain, marker, hexside
// feature, storey side and fortification must be one the system's catalogue defines (what its rules can read). Each
// problem names the hex (its printed ID), the side where there is one, and the field.
import { checkMapAgainstCatalogue } from "@tactica/ruleset-module";
import type { MapDocument, MapIssue } from "@tactica/map";
import { toHexKey } from "@tactica/hex";
import { resolveCached } from "../resolve-cached";
import type { RulesetCatalogue } from "./catalogue";

const list = (ids: readonly string[]) => (ids.length > 6 ? `${ids.slice(0, 6).join(", ")}, ...` : ids.join(", "));

/** Where a hex's terrain is written: the map-level record, else its (unturned) board's; undefined when neither. */
function terrainPath(doc: MapDocument, key: string): string | undefined {
  const own = (doc.hexes ?? []).findIndex((h) => toHexKey(h.hex) === key && h.terrain !== undefined);
  if (own >= 0) return `hexes[${own}].terrain`;
  for (const p of doc.placements ?? []) {
    if (p.rotation) continue;
    const b = (doc.boards ?? []).findIndex((x) => x.id === p.board);
    const j = (doc.boards?.[b]?.hexes ?? []).findIndex((h) => toHexKey({ q: h.hex.q + p.offset.q, r: h.hex.r + p.offset.r }) === key);
    if (b >= 0 && j >= 0) return `boards[${b}].hexes[${j}].terrain`;
  }
  return undefined;
}

/** The rule system's checks of a map (none while its catalogue is empty: not loaded, or a system that lists nothing). */
export function checkMapRules(doc: MapDocument, catalogue: RulesetCatalogue, systemName: string): MapIssue[] {
  if (catalogue.terrain.length === 0) return [];
  const resolved = resolveCached(doc);
  const label = (q: number, r: number) => resolved.hexes.get(toHexKey({ q, r }))?.ids[0] ?? `${q},${r}`;
  // The vocabulary check names hexes by axial coordinates: the author reads printed IDs.
  const named = (message: string) => message.replace(/hex(side)? (-?\d+),(-?\d+)/g, (_m, side: string | undefined, q: string, r: string) => `hex${side ?? ""} ${label(Number(q), Number(r))}`);
  const vocabulary = checkMapAgainstCatalogue(doc, {
    markers: catalogue.markers.map((e) => ({ id: e.id, name: e.name })), hexsideFeatures: catalogue.hexsideFeatures.map((e) => ({ id: e.id, name: e.name })),
    levelSides: catalogue.levelSides.map((e) => ({ id: e.id, name: e.name })),
  }).map((i) => ({ ...i, message: named(i.message) }));
  const terrains = catalogue.terrain.map((t) => t.id);
  const terrain: MapIssue[] = [];
  for (const [key, h] of resolved.hexes) {
    if (h.terrain === undefined || terrains.includes(h.terrain)) continue;
    terrain.push({ path: terrainPath(doc, key) ?? "hexes", message: `hex ${h.ids[0] ?? key}: terrain "${h.terrain}" is not ${systemName} terrain (${list(terrains)})` });
  }
  const forts = catalogue.fortifications.map((f) => f.id);
  const fortifications: MapIssue[] = forts.length === 0 ? [] : (doc.fortifications ?? []).flatMap((f, i) => (forts.includes(f.type) ? [] : [{
    path: `fortifications[${i}].type`, message: `hex ${label(f.hex.q, f.hex.r)}: ${systemName} has no fortification "${f.type}" (${list(forts)})`,
  }]));
  return [...terrain, ...vocabulary, ...fortifications];
}
