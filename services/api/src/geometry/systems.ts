// The sighting systems live with the workers (@tactica/worker) so API queries and sighting jobs judge alike.
export { findSightingSystem, listSightingSystems } from "@tactica/worker";
export type { SightingSystem } from "@tactica/worker";
