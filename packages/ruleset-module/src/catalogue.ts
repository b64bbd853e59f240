// What an editor (or any client building maps and scenarios) may offer for one rule system.

/** One entry of a palette: an id the map or scenario stores, the name shown, and the rule that defines it. */
export type CatalogueEntry = { readonly id: string; readonly name: string; readonly rule?: string; readonly description?: string };

/** A side of the system's scenarios: the id its scenarios and seats use ("A", "alpha") and its printed name. */
export type CatalogueSide = { readonly id: string; readonly name: string };

/**
 * Everything the editor's palettes come from, per rule system: nothing in the editor lists terrain, features,
 * markers, unit types or sides of its own.
 */
export type EditorCatalogue = {
  readonly sides: readonly CatalogueSide[];
  readonly terrain: readonly CatalogueEntry[];
  readonly hexsideFeatures: readonly CatalogueEntry[];
  readonly markers: readonly CatalogueEntry[];
  readonly levelSides: readonly CatalogueEntry[];
  readonly unitTypes: readonly CatalogueEntry[];
};
