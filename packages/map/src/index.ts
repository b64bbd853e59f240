export type { CompiledMap, CompiledPanel, CompiledRegion, CompiledSideFeature } from "./compiled-map";
export {
  decodeLevelSide, FLAG_BLOCKS, FLAG_BUILDING, FLAG_FORTIFICATION, FLAG_HINDERS, FLAG_MARKER, FLAG_ON_MAP, FLAG_PARTIAL,
  FLAG_SMOKE, levelSideKey, SIDE_BLOCKS, SIDE_HINDERS, SIDE_MULTI, SIDE_OPEN,
} from "./compiled-map";
export type { FeatureCatalogue, FeatureTypeDef, TerrainCatalogue, TerrainTypeDef } from "./catalogue";
export { DEFAULT_FEATURES } from "./catalogue";
export type {
  BoardDefinition, BoardPlacement, Building, Fortification, HexMarker, HexRecord, HexsideRecord, MapDocument, MapRegion,
  MegahexLayer,
} from "./schema/map-document";
export { MAP_SCHEMA_VERSION, mapDocumentSchema, PROVENANCES } from "./schema/map-document";
export { MARKER_TYPES, HEXSIDE_FEATURE_TYPES } from "./schema/terrain";
export { LEVEL_SIDE_TYPES } from "./schema/building";
export { BOARD_KINDS } from "./schema/board";
export { REGION_KINDS } from "./schema/region";
export { TYPE_ID_PATTERN } from "./schema/primitives";
export type { MapIssue } from "./map-issue";
export type { MapValidation } from "./validate-map-document";
export { validateMapDocument } from "./validate-map-document";
export { checkMapTerrain } from "./check-map-terrain";
export type { MapVocabulary } from "./check-map-vocabulary";
export { MAP_VOCABULARY_CODES, checkMapVocabulary } from "./check-map-vocabulary";
export type { MigrationResult } from "./migrate-map-document";
export { migrateMapDocument } from "./migrate-map-document";
export { toMapJsonSchema } from "./map-json-schema";
export type { ResolvedHex, ResolvedMap, ResolvedPanel, ResolvedRegion } from "./resolve-map";
export { resolveMap, toDirectionOne } from "./resolve-map";
export type { BoardTransform } from "./transform";
export { toGlobalDirection, toGlobalHex, toLocalHex } from "./transform";
export { flattenMapDocument } from "./flatten-map-document";
export type { CompileOptions } from "./compile-map";
export { cellToHex, compileMap, compileResolvedMap } from "./compile-map";
export { boardOf, panelOf } from "./panel-of";
export { hexesOf, regionsOf } from "./regions-of";
export type { MegahexRangeOptions } from "./megahexes-of";
export { isInSameMegahex, megahexesOf, megahexRange } from "./megahexes-of";
export { hexIdToHex, hexToHexId } from "./printed-ids";
export type { RuleDirection } from "./directions";
export { fromRuleDirection, toRuleDirection } from "./directions";
export type { IdPart, IdScheme } from "./printed-id-scheme";
export { fromPrintedId, toLetters, toPrintedId } from "./printed-id-scheme";
export type { RectangularBoardSpec } from "./create-rectangular-board";
export { createRectangularBoard, toBoardOffset } from "./create-rectangular-board";
export type { MegahexOverlaySpec } from "./create-megahex-overlay";
export { createMegahexOverlay } from "./create-megahex-overlay";
export { createFirepowerSampleMap, FIREPOWER_SAMPLE_CATALOGUE, toFirepowerIdScheme } from "./samples/firepower-two-panel";
export { createPatrolSampleMap, PATROL_SAMPLE_CATALOGUE, PATROL_SAMPLE_COLS, toPatrolIdScheme } from "./samples/patrol-two-section";
export type { SeededMapSpec } from "./samples/create-seeded-map";
export { createSeededMap, SEEDED_CATALOGUE, SEEDED_LAYOUT } from "./samples/create-seeded-map";
export type { SeededUrbanMapSpec } from "./samples/create-seeded-urban-map";
export { createSeededUrbanMap, SEEDED_STOREY_HEIGHT, SEEDED_URBAN_CATALOGUE } from "./samples/create-seeded-urban-map";
export { createPrng } from "./samples/prng";
export type { BoardLibraryEntry, BoardSystem } from "./board-library/board-library-entry";
export { BOARD_SYSTEMS } from "./board-library/board-library-entry";
export { listBoardLibrary } from "./board-library/board-library";
export type { JoinEdge } from "./board-library/board-joins";
export { checkBoardJoins, toJoinOffset } from "./board-library/board-joins";
export { FIREPOWER_PANEL_SIZE } from "./board-library/firepower-panels";
export { PATROL_SECTION_SIZE } from "./board-library/patrol-sections";
export { SNIPER_SHEET_SIZE } from "./board-library/sniper-sheets";
export { WWB_PANEL } from "./board-library/wwb-panels";
