import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";

/** One entry of the `maps` query. */
export type MapSummary = { id: string; name: string; rulesetId: string };
/** The `map(id)` query's record; `document` is still unvalidated JSON here. */
export type MapRecord = MapSummary & { version: number; document: unknown; publishedAt?: string | null };

/** Same-origin endpoint: next.config.ts rewrites it to the API, so the browser never goes cross-origin. */
export const GRAPHQL_PATH = "/graphql";

export const MAPS_QUERY = "query EditorMaps { maps { id name rulesetId } }";
export const MAP_QUERY =
  "query EditorMap($id: ID!) { map(id: $id) { id name rulesetId version publishedAt document } }";

/** Loads the list of maps the editor can open. */
export async function loadMapList(fetchImpl: FetchLike, url = GRAPHQL_PATH): Promise<GraphQLOutcome<MapSummary[]>> {
  const outcome = await requestGraphQL<{ maps: MapSummary[] }>(fetchImpl, url, MAPS_QUERY);
  return outcome.ok ? { ok: true, data: outcome.data.maps } : outcome;
}

/** Loads one map record; an unknown id is an error value naming the id. */
export async function loadMapRecord(
  fetchImpl: FetchLike,
  id: string,
  url = GRAPHQL_PATH,
): Promise<GraphQLOutcome<MapRecord>> {
  const outcome = await requestGraphQL<{ map: MapRecord | null }>(fetchImpl, url, MAP_QUERY, { id });
  if (!outcome.ok) return outcome;
  if (outcome.data.map === null) return { ok: false, error: `There is no map with id "${id}".` };
  return { ok: true, data: outcome.data.map };
}

/** Which map to open: the one asked for in `?map=`, else the first listed, else none. */
export function toInitialMapId(list: readonly MapSummary[], requested: string | undefined): string | undefined {
  if (requested !== undefined && requested !== "") return requested;
  return list[0]?.id;
}
