import { MAP_SCHEMA_VERSION } from "./schema/map-document";
import type { MapIssue } from "./map-issue";

/** Result of migrating a document to the current schema version. */
export type MigrationResult =
  | { ok: true; doc: Record<string, unknown>; from: number; applied: readonly string[] }
  | { ok: false; issues: readonly MapIssue[] };

type Json = Record<string, unknown>;
type Migration = { from: number; name: string; run: (doc: Json) => Json };

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * v1 (the editor prototype's draft, also assumed for documents without schemaVersion) kept a hex's height as
 * `elevation` and its hexside features inside the hex as `sides: { "<dir>": features[] }`, so one physical side
 * could be written twice, from both hexes. v2 names heights `height` and lists hexsides once, at the top level.
 */
function v1ToV2(doc: Json): Json {
  const hexsides: Json[] = Array.isArray(doc.hexsides) ? [...(doc.hexsides as Json[])] : [];
  const hexes = Array.isArray(doc.hexes) ? (doc.hexes as unknown[]) : undefined;
  const moved = hexes?.map((h) => {
    if (!isObject(h)) return h;
    const { elevation, sides, ...rest } = h;
    const out: Json = { ...rest };
    if (elevation !== undefined && out.height === undefined) out.height = elevation;
    if (isObject(sides)) {
      for (const [dir, features] of Object.entries(sides)) hexsides.push({ hex: h.hex, dir: Number(dir), features });
    }
    return out;
  });
  const out: Json = { ...doc, schemaVersion: 2 };
  if (moved) out.hexes = moved;
  if (hexsides.length > 0) out.hexsides = hexsides;
  if (out.provenance === undefined) out.provenance = "user";
  return out;
}

const MIGRATIONS: readonly Migration[] = [{ from: 1, name: "v1->v2: elevation->height, per-hex sides->hexsides", run: v1ToV2 }];

/** Brings a map document of any known older version up to MAP_SCHEMA_VERSION (input is not modified). */
export function migrateMapDocument(input: unknown): MigrationResult {
  if (!isObject(input)) return { ok: false, issues: [{ path: "(root)", message: "a map document must be a JSON object" }] };
  const raw = input.schemaVersion;
  const from = raw === undefined ? 1 : raw;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 1) {
    return { ok: false, issues: [{ path: "schemaVersion", message: "schemaVersion must be a positive integer" }] };
  }
  if (from > MAP_SCHEMA_VERSION) {
    return { ok: false, issues: [{ path: "schemaVersion", message: `schemaVersion ${from} is newer than this build (${MAP_SCHEMA_VERSION})` }] };
  }
  let doc = JSON.parse(JSON.stringify(input)) as Json;
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    const v = doc.schemaVersion === undefined ? 1 : doc.schemaVersion;
    if (v === m.from) { doc = m.run(doc); applied.push(m.name); }
  }
  return { ok: true, doc, from, applied };
}
