// Maps no table row holds: the boards a module generates by id, and the map a match plays now. Both are read through
// `map` and judged on by lineOfSight/range/visibility, so every map a match plays is reachable by a client.
import { viewFor } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import type { Context } from "../context";
import { apiError } from "../errors";
import { findModule, modulesOf } from "../rulesets";
import { loadMatch, rulesetOf, stateOf } from "../matches/stored-match";

/** A map as `map` answers it (a stored row, a generated board or a match's map). */
export type MapRow = { id: string; name: string; rulesetId: string; version: number; document: unknown; publishedAt: Date | null; deletedAt?: Date | null; latestVersion?: number };
/** A match's map with the sighting options its game sets (lines judged on it start from these). */
export type MatchMapRow = MapRow & { readonly sightOptions: Record<string, unknown> };

const toRow = (rulesetId: string, doc: MapDocument): MapRow => ({ id: doc.id, name: doc.name ?? doc.id, rulesetId, version: 1, document: doc, publishedAt: null });

/** The board a served module generates for `id` (never stored; version 1), or undefined. */
export function generatedMap(ctx: Pick<Context, "rulesets">, id: string): MapRow | undefined {
  for (const m of modulesOf(ctx.rulesets)) {
    const doc = m.maps.generated?.(id);
    if (doc) return toRow(m.id, doc);
  }
  return undefined;
}

/**
 * The map match `matchId` plays now, read from its spectator view (what every seat may see), so it never carries a
 * unit or a hidden thing; `match/not_found` for no such match, `request/not_found` when its module reads no map.
 */
export async function matchMap(ctx: Pick<Context, "rulesets" | "db">, matchId: string): Promise<MatchMapRow> {
  const row = await loadMatch(ctx.db, matchId);
  const view = viewFor(rulesetOf(ctx.rulesets, row), stateOf(row), "spectator");
  const maps = findModule(ctx.rulesets, row.rulesetId)?.maps;
  const doc = maps?.ofGame?.(view.game);
  if (!doc) throw apiError("request/not_found", `Match "${matchId}" (${row.rulesetId}) plays no map this server can read.`);
  return { ...toRow(row.rulesetId, doc), sightOptions: maps?.sightOptionsOf?.(view.game) ?? {} };
}
