export type { CatalogueEntry, CatalogueSide, EditorCatalogue } from "./catalogue";
export type { RuleProbe, RuleProbes } from "./probes";
export type { RulesetModule, SightingJudge } from "./ruleset-module";
