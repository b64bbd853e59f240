import type { Db } from "@tactica/db";
import { validateMapDocument } from "@tactica/map";
import type { RulesetEntry } from "../deps";
import { assertScenarioMapVocabulary } from "./check-scenario-vocabulary";

/**
 * A scenario document as it is stored and played: for a module that plays stored maps, a document naming a stored
 * map (not one the ruleset ships) and carrying no `mapDocument` gets that map's current document inlined, so the
 * match (and its replay) plays that fixed version whatever later saves of the map do. Anything else is unchanged;
 * an unknown or invalid stored map is left for the scenario checks to report.
 */
export async function withStoredMapInlined(db: Db, entry: RulesetEntry | undefined, document: unknown): Promise<unknown> {
  const module = entry?.module;
  if (!module?.maps.playsStoredMaps || document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const doc = document as { readonly map?: unknown; readonly mapDocument?: unknown };
  if (typeof doc.map !== "string" || doc.mapDocument !== undefined || module.maps.shipped.some((m) => m.id === doc.map)) return document;
  const row = await db.prisma.mapDoc.findUnique({ where: { id: doc.map }, select: { document: true } });
  if (!row) return document;
  const parsed = validateMapDocument(row.document);
  return parsed.ok ? { ...doc, mapDocument: parsed.map } : document;
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
