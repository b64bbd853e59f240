import type { Fortification } from "@tactica/map";
import type { CatalogueEntry, RulesetCatalogue } from "./catalogue";

/** A palette choice: the id stored and the label shown (name, and the rule when the catalogue gives one). */
export type PaletteChoice<T extends string = string> = { readonly id: T; readonly label: string };

// The fortification types the map format stores (packages/map schema/fortification.ts), for narrowing catalogue ids.
const FORTIFICATION_TYPES: readonly Fortification["type"][] = [
  "foxhole", "trench", "pillbox", "bunker", "wire", "mines", "barricade", "abatis", "block", "roadblock", "ditch", "tower", "cave",
];

const toChoice = <T extends string>(e: CatalogueEntry & { id: T }): PaletteChoice<T> => ({ id: e.id, label: e.rule ? `${e.name} (${e.rule})` : e.name });

function narrow<T extends string>(entries: readonly CatalogueEntry[], allowed: readonly T[]): PaletteChoice<T>[] {
  return entries.filter((e): e is CatalogueEntry & { id: T } => (allowed as readonly string[]).includes(e.id)).map(toChoice);
}

/** The terrain palette: the rule system's terrain, then any other id the document already uses (shown as is). */
export function toTerrainChoices(catalogue: RulesetCatalogue, used: readonly string[]): PaletteChoice[] {
  const known = new Set(catalogue.terrain.map((t) => t.id));
  return [...catalogue.terrain.map(toChoice), ...[...new Set(used)].filter((id) => !known.has(id)).map((id) => ({ id, label: `${id} (not in this rule system)` }))];
}

/** Hexside choices: the system's ground features, then its building wall and opening types (used inside buildings). */
export function toFeatureChoices(catalogue: RulesetCatalogue): PaletteChoice[] {
  const seen = new Set<string>();
  return [...catalogue.hexsideFeatures, ...catalogue.levelSides].filter((e) => !seen.has(e.id) && seen.add(e.id) !== undefined).map(toChoice);
}

/** The markers the rule system reads (the map format takes any kebab-case marker id). */
export function toMarkerChoices(catalogue: RulesetCatalogue): PaletteChoice[] {
  return catalogue.markers.map(toChoice);
}

/** The fortification types a map of the rule system may carry. */
export function toFortificationChoices(catalogue: RulesetCatalogue): PaletteChoice<Fortification["type"]>[] {
  return narrow(catalogue.fortifications, FORTIFICATION_TYPES);
}
