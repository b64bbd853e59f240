export type { NewMapSpec } from "./new-map";
export { toLibraryChoices, toNewMapDocument } from "./new-map";
export type { MapVersionInfo } from "./map-lifecycle-api";
export { deleteMap, loadDeletedMaps, loadMapVersions, renameMap, restoreMap, restoreMapVersion } from "./map-lifecycle-api";
export type { ScenarioRestoreResult, ScenarioVersionInfo } from "./scenario-history-api";
export { loadScenarioVersions, restoreScenarioVersion } from "./scenario-history-api";
