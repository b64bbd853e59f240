// The rule system's editor catalogue as the API serves it (Ruleset.catalogue): every palette, side, unit type,
// scenario field and option the editor offers comes from here, none from lists of its own.

/** One reading of an option or one choice of a field. */
export type CatalogueChoice = { readonly id: string; readonly description: string };

/** A palette entry: the id stored, the name shown, the rule defining it. */
export type CatalogueEntry = { readonly id: string; readonly name: string; readonly rule?: string | null; readonly description?: string | null };

/** A side: the seat id its scenarios use and its printed name; manPrefix numbers its men where the system does. */
export type CatalogueSide = { readonly id: string; readonly name: string; readonly manPrefix?: string | null };

/** A unit type and how many men one unit of it puts on the map (0: equipment). */
export type CatalogueUnitType = CatalogueEntry & { readonly men: number };

/** A field of the scenario (or of a force line) beyond what every scenario has. */
export type CatalogueField = {
  readonly name: string; readonly label: string; readonly rule: string; readonly kind: string;
  readonly choices?: readonly CatalogueChoice[] | null; readonly default?: string | null; readonly emptyLabel?: string | null;
  readonly min?: number | null; readonly max?: number | null;
  /** Where the value goes in the scenario document (dot path; a force line's field: in each man's record). */
  readonly path?: string | null;
  /** Set when the scenario needs a value: what to tell an author who left it empty. */
  readonly required?: string | null;
  /** Other scenario fields a value of this one needs (set, or set to `value`), and what to tell the author otherwise. */
  readonly requires?: readonly { readonly field: string; readonly value?: string | null; readonly message: string }[] | null;
};

/** A rule option: its readings (none for a number, whose range says what it takes), default and rule. */
export type CatalogueOption = {
  readonly id: string; readonly kind: string; readonly description: string; readonly values: readonly CatalogueChoice[];
  readonly default: string; readonly rule: string;
  readonly range?: { readonly min: string; readonly max: string; readonly step: string; readonly unit?: string | null } | null;
};

/** A scenario document written as a soldier per man (see soldiers-format.ts). */
export type SoldiersFormat = {
  readonly kind: "soldiers"; readonly rule: string; readonly unitKey: string;
  readonly facing: { readonly left: number; readonly right: number };
  readonly edges: { readonly left: string; readonly right: string };
  readonly sequence: { readonly chits: number; readonly impulses: number };
  readonly victory: { readonly perElimination: number; readonly perSurvivorAcross: number };
  readonly inlineMap: { readonly field: string; readonly value: string };
  readonly setupAreas: { readonly path: string; readonly whenField: string };
  readonly squadField: string;
};

/** A scenario document written as an order of battle (see order-of-battle-format.ts). */
export type OrderOfBattleFormat = {
  readonly kind: "order-of-battle"; readonly rule: string;
  readonly hexIds: { readonly columnDigits: number; readonly rowDigits: number };
  readonly board: { readonly minCols: number; readonly maxCols: number; readonly minRows: number; readonly maxRows: number };
  readonly manDigits: number;
};

/** How the system's scenario document is written from the form. */
export type ScenarioFormat = SoldiersFormat | OrderOfBattleFormat;

/** Everything the editor offers for one rule system. */
export type RulesetCatalogue = {
  readonly sides: readonly CatalogueSide[];
  readonly terrain: readonly CatalogueEntry[];
  readonly hexsideFeatures: readonly CatalogueEntry[];
  readonly markers: readonly CatalogueEntry[];
  readonly levelSides: readonly CatalogueEntry[];
  readonly fortifications: readonly CatalogueEntry[];
  readonly unitTypes: readonly CatalogueUnitType[];
  readonly unitFields: readonly CatalogueField[];
  readonly scenarioFields: readonly CatalogueField[];
  readonly options: readonly CatalogueOption[];
  readonly scenarioFormat?: ScenarioFormat | null;
};

/** The catalogue of a rule system the server does not describe (or before it has loaded): nothing to offer. */
export const EMPTY_CATALOGUE: RulesetCatalogue = {
  sides: [], terrain: [], hexsideFeatures: [], markers: [], levelSides: [], fortifications: [],
  unitTypes: [], unitFields: [], scenarioFields: [], options: [], scenarioFormat: null,
};

/** The GraphQL selection of Ruleset.catalogue the editor reads. */
export const CATALOGUE_FIELDS = `catalogue {
  sides { id name manPrefix }
  terrain { id name rule description } hexsideFeatures { id name rule description } markers { id name rule description }
  levelSides { id name rule description } fortifications { id name rule description }
  unitTypes { id name rule description men }
  unitFields { name label rule kind choices { id description } default emptyLabel min max path required requires { field value message } }
  scenarioFields { name label rule kind choices { id description } default emptyLabel min max path required requires { field value message } }
  options { id kind description values { id description } default rule range { min max step unit } }
  scenarioFormat
}`;
