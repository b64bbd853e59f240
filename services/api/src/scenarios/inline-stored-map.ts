import type { Db } from "@tactica/db";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { RulesetEntry } from "../deps";
import { assertScenarioMapVocabulary } from "./check-scenario-vocabulary";

/** JSON with object keys sorted (PostgreSQL jsonb does not keep key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
}

// Each shipped map's canonical parsed form, worked out once.
const shippedForms = new WeakMap<object, string>();
function shippedForm(map: MapDocument): string {
  let form = shippedForms.get(map);
  if (form === undefined) {
    const parsed = validateMapDocument(map);
    form = canonical(parsed.ok ? parsed.map : map);
    shippedForms.set(map, form);
  }
  return form;
}

/** Stored map `id` at `version` (its newest when none is given): the document, or undefined when there is none. */
async function readStoredMap(db: Db, id: string, version: number | null | undefined): Promise<unknown> {
  if (version == null) return (await db.prisma.mapDoc.findUnique({ where: { id }, select: { document: true } }))?.document;
  return (await db.prisma.mapDocVersion.findUnique({ where: { mapId_version: { mapId: id, version } }, select: { document: true } }))?.document;
}

/**
 * A scenario document as it is stored and played: for a module that plays stored maps, a document naming a stored
 * map and carrying no `mapDocument` gets that map's document inlined (version `mapVersion` when given: the one the
 * author sees; else the newest), so the match (and its replay) plays that fixed version whatever later saves of the
 * map do. A map the ruleset ships plays as shipped while its stored copy is the shipped one; a stored copy an author
 * edited is inlined like any stored map. Anything else is unchanged; an unknown or invalid stored map is left for
 * the scenario checks to report.
 */
export async function withStoredMapInlined(db: Db, entry: RulesetEntry | undefined, document: unknown, mapVersion?: number | null): Promise<unknown> {
  const module = entry?.module;
  if (!module?.maps.playsStoredMaps || document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const doc = document as { readonly map?: unknown; readonly mapDocument?: unknown };
  if (typeof doc.map !== "string" || doc.mapDocument !== undefined) return document;
  const stored = await readStoredMap(db, doc.map, mapVersion);
  if (stored === undefined) return document;
  const parsed = validateMapDocument(stored);
  if (!parsed.ok) return document;
  const shipped = module.maps.shipped.find((m) => m.id === doc.map);
  if (shipped !== undefined && shippedForm(shipped) === canonical(parsed.map)) return document;
  return { ...doc, mapDocument: parsed.map };
}

/**
 * The scenario document createMatch plays (withStoredMapInlined), refused (match/invalid_setup, reason
 * map/unknown_marker, ...) when the map it carries uses a marker, hexside-feature or level-side id its ruleset's
 * catalogue does not define, so no match is stored on a map its rules cannot read.
 */
export async function inlineStoredMap(db: Db, entry: RulesetEntry | undefined, document: unknown): Promise<unknown> {
  const played = await withStoredMapInlined(db, entry, document);
  assertScenarioMapVocabulary(entry?.module, played);
  return played;
}
