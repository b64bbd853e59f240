// What an editor (or any client building maps and scenarios) may offer for one rule system.

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

/** The values a numeric option takes, as decimal strings: min, min + step, ... up to max. */
export type CatalogueRange = { readonly min: string; readonly max: string; readonly step: string; readonly unit?: string };

/**
 * A rule option (an ambiguity of the book, or an optional rule): its readings (none for a number, whose `range`
 * says what it takes), the default and where it is raised.
 */
export type CatalogueOption = {
  readonly id: string;
  readonly kind: "choice" | "boolean" | "number";
  readonly description: string;
  readonly values: readonly CatalogueChoice[];
  readonly default: string;
  readonly rule: string;
  readonly range?: CatalogueRange;
};

/** What toCatalogueOptions reads of an option declaration (engine OptionDef and its boolean and number kinds). */
type OptionDeclaration = {
  readonly id: string;
  readonly kind?: string;
  readonly description: string;
  readonly choices: Readonly<Record<string, string>>;
  readonly default: string;
  readonly citation: string;
  readonly range?: CatalogueRange;
};

const KINDS: readonly CatalogueOption["kind"][] = ["choice", "boolean", "number"];

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
  /**
   * Where the value goes in the scenario document, as a dot path ("setup.first"; a force line's field: in each
   * man's record, "posture"). Absent: the scenario format writes it itself (or nowhere).
   */
  readonly path?: string;
  /** Set when the scenario needs a value: what to tell an author who left it empty. */
  readonly required?: string;
  /** Other scenario fields a value of this one needs (with `value`: that value; without: any), and why. */
  readonly requires?: readonly CatalogueRequirement[];
};

/** A scenario field a field's value needs: `field` set (to `value` when given), or `message` says what to do. */
export type CatalogueRequirement = { readonly field: string; readonly value?: string; readonly message: string };

/**
 * How a scenario document is written from a form of sides, force lines and set-up hexes: the men of each side as a
 * list of soldiers (each on a set-up hex, facing the enemy's edge), the writer's constants given by the system.
 */
export type SoldiersFormat = {
  readonly kind: "soldiers";
  readonly rule: string;
  /** The soldier field naming his unit type ("weapon"). */
  readonly unitKey: string;
  /** The facing (direction 1-6) of a side's men when it sets up on the left or the right of the map. */
  readonly facing: { readonly left: number; readonly right: number };
  /** The map edge a side sets up on, left or right. */
  readonly edges: { readonly left: string; readonly right: string };
  /** Sequence units and Impulses a side (or a squad) gets. */
  readonly sequence: { readonly chits: number; readonly impulses: number };
  /** Victory points per enemy eliminated and per survivor across the middle column. */
  readonly victory: { readonly perElimination: number; readonly perSurvivorAcross: number };
  /** The scenario field and value under which the document carries its map inline (and names squads and leaders). */
  readonly inlineMap: { readonly field: string; readonly value: string };
  /** Where each side's set-up area goes (q bounds per side id) and the scenario field whose value calls for it. */
  readonly setupAreas: { readonly path: string; readonly whenField: string };
  /** The unit field naming a man's squad: when a line names one, every man gets his (or his side's) and each squad its sequence units. */
  readonly squadField: string;
};

/**
 * How a scenario document is written as an order of battle: each side's forces as text ("3BR 1MG"), each man
 * deployed on a printed hex id by number (prefix + digits), on a board as large as the map's numbering.
 */
export type OrderOfBattleFormat = {
  readonly kind: "order-of-battle";
  readonly rule: string;
  /** The printed hex ids men may deploy on, as a pattern of column digits then row digits. */
  readonly hexIds: { readonly columnDigits: number; readonly rowDigits: number };
  readonly board: { readonly minCols: number; readonly maxCols: number; readonly minRows: number; readonly maxRows: number };
  /** Digits of a man's number after his side's manPrefix (a01: 2). */
  readonly manDigits: number;
};

/** How the editor writes (and reads back) the system's scenario document. */
export type ScenarioFormat = SoldiersFormat | OrderOfBattleFormat;

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
  /** How a scenario document of the system is written from the editor's form (absent: the editor cannot write one). */
  readonly scenarioFormat?: ScenarioFormat;
};

/** The ruleset's option declarations as catalogue options (ids, readings in declaration order, default, citation). */
export function toCatalogueOptions(options: readonly OptionDeclaration[]): CatalogueOption[] {
  return options.map((o) => ({
    id: o.id,
    kind: KINDS.find((k) => k === o.kind) ?? "choice",
    description: o.description,
    values: Object.entries(o.choices).map(([id, description]) => ({ id, description })),
    default: o.default,
    rule: o.citation,
    ...(o.range ? { range: o.range } : {}),
  }));
}
