export type { CatalogueChoice, CatalogueEntry, CatalogueField, CatalogueOption, CatalogueRange, CatalogueRequirement, CatalogueSide, CatalogueUnitType, EditorCatalogue, OrderOfBattleFormat, ScenarioFormat, SoldiersFormat } from "./catalogue";
export { toCatalogueOptions } from "./catalogue";
export type { BarrageImpact, BarrageJobs, BarrageOrder, JobCommand, OrderCheck, RulesetJobs } from "./jobs";
export { dueBarrage, valueAtPath } from "./jobs";
export type { CommandOddsAnswer, CommandOddsExplainer, CommandOddsPart, CommandOddsResult, FireOddsAnswer, FireOddsExplainer, FireOddsOutcome, OddsCommand, OddsModifier, OddsOutcome, Sight } from "./odds";
export { defineProbe, runProbe } from "./probes";
export type { Json, ProbeAnswer, ProbeError, RuleProbe, RuleProbes } from "./probes";
export type { RulesetMaps, RulesetModule, RulesetOdds, SightingJudge } from "./ruleset-module";
export type { RulesetScenarios, ScenarioIssue } from "./scenarios";
