// What an editor (or any client building maps and scenarios) may offer for one rule system.
import type { OptionDef } from "@tactica/engine";

/** One entry of a palette: an id the map or scenario stores, the name shown, and the rule that defines it. */
export type CatalogueEntry = { readonly id: string; readonly name: string; readonly rule?: string; readonly description?: string };

/**
 * A side of the system's scenarios: the id its scenarios and seats use ("A", "alpha"), its printed name, and the
 * short prefix its men's ids take where the system numbers them per side (Patrol!'s a01, b01; Firepower's A1, B1).
 */
export type CatalogueSide = { readonly id: string; readonly name: string; readonly manPrefix?: string };

/** A unit type a force may name, and how many men one unit of it puts on the map (0: equipment, artillery...). */
export type CatalogueUnitType = CatalogueEntry & { readonly men: number };

/** One reading of an option. */
export type CatalogueChoice = { readonly id: string; readonly description: string };

/** A rule option (an ambiguity of the book, or an optional rule): its readings, the default and where it is raised. */
export type CatalogueOption = {
  readonly id: string;
  readonly description: string;
  readonly values: readonly CatalogueChoice[];
  readonly default: string;
  readonly rule: string;
};

/**
 * A field of the system's scenario that a common scenario form lacks (Patrol!'s order of battle, Firepower's rules
 * level), or of one force line (Firepower's posture, rank, squad). `choices` lists the values the scenario schema
 * takes; `emptyLabel` names what leaving it empty means; `min`/`max` bound a whole number.
 */
export type CatalogueField = {
  readonly name: string;
  readonly label: string;
  readonly rule: string;
  readonly kind: "text" | "choice" | "count";
  readonly choices?: readonly CatalogueChoice[];
  /** The value a force line or scenario takes when the field is left empty (a choice id), if any. */
  readonly default?: string;
  readonly emptyLabel?: string;
  readonly min?: number;
  readonly max?: number;
};

/**
 * Everything the editor's palettes come from, per rule system: nothing in the editor lists terrain, features,
 * markers, fortifications, unit types, sides or options of its own.
 */
export type EditorCatalogue = {
  readonly sides: readonly CatalogueSide[];
  readonly terrain: readonly CatalogueEntry[];
  readonly hexsideFeatures: readonly CatalogueEntry[];
  readonly markers: readonly CatalogueEntry[];
  /** Wall and opening types of building levels the system plays (empty: the system has no building storeys). */
  readonly levelSides: readonly CatalogueEntry[];
  /** Map fortification types the system plays (empty: none drawn on maps). */
  readonly fortifications: readonly CatalogueEntry[];
  readonly unitTypes: readonly CatalogueUnitType[];
  /** Fields of one force line beyond unit type and count. */
  readonly unitFields: readonly CatalogueField[];
  /** Fields of the scenario beyond map, turns, sides, forces, set-up areas and victory. */
  readonly scenarioFields: readonly CatalogueField[];
  readonly options: readonly CatalogueOption[];
};

/** The ruleset's option declarations as catalogue options (ids, readings in declaration order, default, citation). */
export function toCatalogueOptions(options: readonly OptionDef[]): CatalogueOption[] {
  return options.map((o) => ({
    id: o.id,
    description: o.description,
    values: Object.entries(o.choices).map(([id, description]) => ({ id, description })),
    default: o.default,
    rule: o.citation,
  }));
}
