// The rule system's editor catalogue (served by the API) and what the editor derives from it.
export type {
  CatalogueChoice, CatalogueEntry, CatalogueField, CatalogueOption, CatalogueSide, CatalogueUnitType, OrderOfBattleFormat,
  RulesetCatalogue, ScenarioFormat, SoldiersFormat,
} from "./catalogue";
export { CATALOGUE_FIELDS, EMPTY_CATALOGUE } from "./catalogue";
export type { PaletteChoice } from "./palettes";
export { checkMapRules } from "./check-map-rules";
export { toFeatureChoices, toFortificationChoices, toMarkerChoices, toTerrainChoices } from "./palettes";
