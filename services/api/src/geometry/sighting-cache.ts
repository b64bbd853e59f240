import { canonicalJson, sha256Hex } from "@tactica/dice";
import type { CompiledMap, MapDocument } from "@tactica/map";
import { validateMapDocument } from "@tactica/map";
import { createSighting } from "@tactica/sighting";
import type { Sighting } from "@tactica/sighting";
import type { Db } from "@tactica/db";
import { apiError } from "../errors";
import type { SightingSystem } from "./systems";

/** A map compiled for one rule system and options, ready to answer sighting queries. */
export type PreparedSighting = { readonly map: CompiledMap; readonly sighting: Sighting };

export type MapSource = { readonly mapId?: string | null; readonly map?: unknown };

/**
 * Compiling a map and preparing a judge costs milliseconds; a query costs microseconds. So prepared sightings are
 * kept per (system, stored map id + version or inline map hash, options), least recently used first out.
 */
export function createSightingCache(opts: { readonly db: Db; readonly capacity?: number; readonly versionTtlMs?: number; readonly now?: () => number }) {
  const capacity = opts.capacity ?? 64;
  const versionTtlMs = opts.versionTtlMs ?? 2000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, PreparedSighting>();
  // A stored map's current version, re-read at most every versionTtlMs: a hot lineOfSight path then costs no
  // database round trip. A save through this process invalidates at once; other API processes see it within the TTL.
  const versions = new Map<string, { version: number; at: number }>();
  const currentVersion = async (id: string): Promise<number | undefined> => {
    const known = versions.get(id);
    if (known && now() - known.at < versionTtlMs) return known.version;
    const row = await opts.db.prisma.mapDoc.findUnique({ where: { id }, select: { version: true } });
    if (!row) { versions.delete(id); return undefined; }
    versions.set(id, { version: row.version, at: now() });
    return row.version;
  };

  const remember = (key: string, value: PreparedSighting) => {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    return value;
  };

  const prepare = (system: SightingSystem, doc: MapDocument, options: unknown): PreparedSighting => {
    const map = system.compile(doc);
    const prepared = createSighting(system.policy, map, options);
    if (!prepared.ok) throw apiError(prepared.error.code, prepared.error.message, prepared.error.rule ? { rule: prepared.error.rule } : {});
    return { map, sighting: prepared.value };
  };

  /** The prepared sighting for a stored map (by id) or an inline map document; typed errors for bad input. */
  async function get(system: SightingSystem, source: MapSource, options: unknown): Promise<PreparedSighting> {
    const optionsKey = canonicalJson(options ?? {});
    if ((source.mapId == null) === (source.map == null)) {
      throw apiError("request/invalid", "Give exactly one of mapId (a stored map) or map (an inline map document).");
    }
    if (source.mapId != null) {
      const id = String(source.mapId);
      const version = await currentVersion(id);
      if (version === undefined) throw apiError("request/not_found", `No stored map has id "${id}".`);
      const key = `${system.id}|id:${id}@${version}|${optionsKey}`;
      const hit = entries.get(key);
      if (hit) return remember(key, hit);
      const full = await opts.db.prisma.mapDoc.findUnique({ where: { id }, select: { document: true } });
      return remember(key, prepare(system, toValidDocument(full?.document), options));
    }
    const key = `${system.id}|inline:${sha256Hex(canonicalJson(source.map))}|${optionsKey}`;
    const hit = entries.get(key);
    if (hit) return remember(key, hit);
    return remember(key, prepare(system, toValidDocument(source.map), options));
  }

  /** Forget what is known of a stored map (call after saving it). */
  function invalidate(mapId: string): void {
    versions.delete(mapId);
  }

  return { get, invalidate, size: () => entries.size };
}

export type SightingCache = ReturnType<typeof createSightingCache>;

function toValidDocument(json: unknown): MapDocument {
  const checked = validateMapDocument(json);
  if (!checked.ok) {
    const first = checked.issues.slice(0, 5).map((i) => `${i.path || "(document)"}: ${i.message}`).join("; ");
    throw apiError("map/invalid_document", `The map document is not valid: ${first}`, { issues: checked.issues.slice(0, 50) });
  }
  return checked.map;
}
