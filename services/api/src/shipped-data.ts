import { createFirepowerSampleMap, createPatrolSampleMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { ShippedData } from "@tactica/db";

const toShippedMap = (doc: MapDocument) => ({
  id: doc.id,
  name: doc.name ?? doc.id,
  rulesetId: doc.system ?? "generic",
  schemaVersion: doc.schemaVersion,
  document: doc,
});

/** Content loaded at start (idempotently), so a first-time author or client is not left with an empty server. */
export function shippedData(): ShippedData {
  // Loaded in this order so the Firepower sample is the newest, which is the map the editor opens first.
  return { maps: [createPatrolSampleMap(), createFirepowerSampleMap()].map(toShippedMap) };
}
