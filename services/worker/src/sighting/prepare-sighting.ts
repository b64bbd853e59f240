import type { JobPayload } from "@tactica/contracts";
import type { CompiledMap, MapDocument } from "@tactica/map";
import { validateMapDocument } from "@tactica/map";
import { createSighting } from "@tactica/sighting";
import type { Sighting } from "@tactica/sighting";
import { InvalidJobPayloadError, UnrecoverableJobError, toCanonicalJson } from "@tactica/queue";
import type { RulesetModule } from "@tactica/ruleset-module";
import type { MapLoader } from "./map-loader";
import { findSightingSystem, listSightingSystems } from "./sighting-systems";
import type { SightingSystem } from "./sighting-systems";

/** A map compiled for one rule system and options, ready for batch sighting. */
export type PreparedSighting = { readonly system: SightingSystem; readonly map: CompiledMap; readonly sighting: Sighting };

/** Prepares sightings for jobs, keeping the last few (a worker serves many jobs on the same map and options). */
export type SightingPreparer = (payload: JobPayload<"sighting">) => Promise<PreparedSighting>;

function toDocument(json: unknown): MapDocument {
  const checked = validateMapDocument(json);
  if (!checked.ok) {
    const first = checked.issues.slice(0, 3).map((i) => `${i.path || "(document)"}: ${i.message}`).join("; ");
    throw new InvalidJobPayloadError(`sighting: the map document is not valid: ${first}`);
  }
  return checked.map;
}

/** A preparer over the served modules and a map loader (stored maps) with an LRU of `capacity` prepared sightings. */
export function createSightingPreparer(opts: { readonly modules: readonly RulesetModule[]; readonly loadMap?: MapLoader; readonly capacity?: number }): SightingPreparer {
  const capacity = opts.capacity ?? 8;
  const cache = new Map<string, PreparedSighting>();
  return async (payload) => {
    const system = findSightingSystem(payload.rulesetId, opts.modules);
    if (!system) {
      throw new InvalidJobPayloadError(`sighting: served for ${listSightingSystems(opts.modules).map((s) => s.id).join(", ")}; not for "${payload.rulesetId}"`);
    }
    const mapKey = payload.mapId !== undefined ? `id:${payload.mapId}@${payload.mapVersion ?? 0}` : `inline:${toCanonicalJson(payload.map)}`;
    const key = `${system.id}|${mapKey}|${toCanonicalJson(payload.options ?? {})}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const doc = toDocument(payload.mapId !== undefined ? await loadStored(opts.loadMap, payload.mapId, payload.mapVersion ?? 0) : payload.map);
    const map = system.compile(doc);
    const prepared = createSighting(system.policy, map, payload.options ?? {});
    if (!prepared.ok) throw new InvalidJobPayloadError(`sighting: ${prepared.error.code}: ${prepared.error.message}`);
    const value = { system, map, sighting: prepared.value };
    cache.set(key, value);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return value;
  };
}

async function loadStored(loadMap: MapLoader | undefined, id: string, version: number): Promise<unknown> {
  // Without a map store (a worker started without DATABASE_URL) no retry can help.
  if (!loadMap) throw new UnrecoverableJobError("job/no_map_store", "sighting: this worker has no map store (DATABASE_URL) to read stored maps from");
  const stored = await loadMap(id);
  if (!stored) throw new InvalidJobPayloadError(`sighting: no stored map has id "${id}"`);
  // The job id names the version asked for; a map saved since is a different job, so this one must not answer it.
  if (stored.version !== version) throw new InvalidJobPayloadError(`sighting: map "${id}" is at version ${stored.version}, not ${version}`);
  return stored.document;
}
