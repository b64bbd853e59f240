// The rule system's editor catalogue as the API serves it (Ruleset.catalogue): every palette, side, unit type,
// scenario field and option the editor offers comes from here, none from lists of its own. The types are the
// ruleset modules' own (@tactica/ruleset-module), as GraphQL serves them: a field a module leaves out comes back null.
import type {
  CatalogueChoice as ModuleChoice, CatalogueEntry as ModuleEntry, CatalogueField as ModuleField, CatalogueOption as ModuleOption,
  CatalogueSide as ModuleSide, CatalogueUnitType as ModuleUnitType, EditorCatalogue, OrderOfBattleFormat as ModuleOrderOfBattle,
  ScenarioFormat as ModuleScenarioFormat, SoldiersFormat as ModuleSoldiers,
} from "@tactica/ruleset-module";

/** A module type as the API serves it, all the way down: an optional field may also be null (GraphQL's absent). */
export type Served<T> = T extends string | number | boolean | null | undefined ? T
  : T extends readonly (infer E)[] ? readonly Served<E>[]
    : { readonly [K in keyof T]: undefined extends T[K] ? Served<Exclude<T[K], undefined>> | null : Served<T[K]> };

/** One reading of an option or one choice of a field. */
export type CatalogueChoice = Served<ModuleChoice>;
/** A palette entry: the id stored, the name shown, the rule defining it. */
export type CatalogueEntry = Served<ModuleEntry>;
/** A side: the seat id its scenarios use and its printed name; manPrefix numbers its men where the system does. */
export type CatalogueSide = Served<ModuleSide>;
/** A unit type and how many men one unit of it puts on the map (0: equipment). */
export type CatalogueUnitType = Served<ModuleUnitType>;
/** A field of the scenario (or of a force line) beyond what every scenario has. */
export type CatalogueField = Served<ModuleField>;
/** A rule option: its readings (none for a number, whose range says what it takes), default and rule. */
export type CatalogueOption = Served<ModuleOption>;
/** A scenario document written as a soldier per man (see soldiers-format.ts). */
export type SoldiersFormat = Served<ModuleSoldiers>;
/** A scenario document written as an order of battle (see order-of-battle-format.ts). */
export type OrderOfBattleFormat = Served<ModuleOrderOfBattle>;
/** How the system's scenario document is written from the form. */
export type ScenarioFormat = Served<ModuleScenarioFormat>;
/** Everything the editor offers for one rule system. */
export type RulesetCatalogue = Served<EditorCatalogue>;

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
