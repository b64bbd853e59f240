export { createProcessors } from "./processors/index";
export type { ProcessorDeps } from "./processors/index";
export { startWorker, SANDBOX_FILE } from "./worker";
export type { StartWorkerOptions } from "./worker";
export { createDbMapLoader } from "./sighting/map-loader";
export type { MapLoader, StoredMap } from "./sighting/map-loader";
export { findSightingSystem, listSightingSystems } from "./sighting/sighting-systems";
export type { SightingSystem } from "./sighting/sighting-systems";
export { decodeRow } from "./sighting/encode-rows";
