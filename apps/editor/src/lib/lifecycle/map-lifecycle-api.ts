// The stored map's life in the API: versions (mapVersions, map(id, version), restoreMapVersion), rename, soft delete.
import { requestGraphQL } from "../graphql-request";
import type { FetchLike, GraphQLOutcome } from "../graphql-request";
import { GRAPHQL_PATH } from "../map-api";
import type { MapSummary } from "../map-api";
import { toAuthHeaders } from "../map-save-api";
import type { SaveResult } from "../map-save-api";

/** One saved version of a map, newest first in lists. */
export type MapVersionInfo = { version: number; name: string; savedAt: string };

const RESULT_FIELDS = `__typename
  ... on MapSaved { map { id name rulesetId version publishedAt document } }
  ... on MapVersionConflict { id currentVersion message }
  ... on MapInvalid { issues { path message } }
  ... on MapNotFound { id }`;

export const MAP_VERSIONS_QUERY = "query EditorMapVersions($id: ID!) { mapVersions(id: $id) { version name savedAt } }";
export const RESTORE_VERSION_MUTATION = `mutation EditorRestoreMapVersion($id: ID!, $version: Int!, $baseVersion: Int!) {
  restoreMapVersion(id: $id, version: $version, baseVersion: $baseVersion) { ${RESULT_FIELDS} } }`;
export const RENAME_MUTATION = "mutation EditorRenameMap($id: ID!, $name: String!) { renameMap(id: $id, name: $name) { id name } }";
export const DELETE_MUTATION = "mutation EditorDeleteMap($id: ID!) { deleteMap(id: $id) { id deletedAt } }";
export const RESTORE_MUTATION = "mutation EditorRestoreMap($id: ID!) { restoreMap(id: $id) { id deletedAt } }";
export const DELETED_MAPS_QUERY = "query EditorDeletedMaps { maps(deleted: true) { id name rulesetId } }";

const pick = <K extends string, T>(outcome: GraphQLOutcome<Record<K, T>>, key: K): GraphQLOutcome<T> => (outcome.ok ? { ok: true, data: outcome.data[key] } : outcome);

/** The saved versions of map `id`, newest first (needs an API key: the history is the authors'). */
export async function loadMapVersions(fetchImpl: FetchLike, id: string, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<MapVersionInfo[]>> {
  return pick(await requestGraphQL<{ mapVersions: MapVersionInfo[] }>(fetchImpl, url, MAP_VERSIONS_QUERY, { id }, toAuthHeaders(apiKey)), "mapVersions");
}

/** Saves version `version` of map `id` again as the version after `baseVersion` (the newest). */
export async function restoreMapVersion(fetchImpl: FetchLike, id: string, version: number, baseVersion: number, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<SaveResult>> {
  return pick(await requestGraphQL<{ restoreMapVersion: SaveResult }>(fetchImpl, url, RESTORE_VERSION_MUTATION, { id, version, baseVersion }, toAuthHeaders(apiKey)), "restoreMapVersion");
}

/** Renames map `id` (no new version). */
export async function renameMap(fetchImpl: FetchLike, id: string, name: string, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<{ id: string; name: string }>> {
  return pick(await requestGraphQL<{ renameMap: { id: string; name: string } }>(fetchImpl, url, RENAME_MUTATION, { id, name }, toAuthHeaders(apiKey)), "renameMap");
}

/** Deletes map `id` softly (restoreMap takes it back). */
export async function deleteMap(fetchImpl: FetchLike, id: string, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<{ id: string }>> {
  return pick(await requestGraphQL<{ deleteMap: { id: string } }>(fetchImpl, url, DELETE_MUTATION, { id }, toAuthHeaders(apiKey)), "deleteMap");
}

/** Takes deleted map `id` back into the list. */
export async function restoreMap(fetchImpl: FetchLike, id: string, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<{ id: string }>> {
  return pick(await requestGraphQL<{ restoreMap: { id: string } }>(fetchImpl, url, RESTORE_MUTATION, { id }, toAuthHeaders(apiKey)), "restoreMap");
}

/** The deleted maps (to restore one). */
export async function loadDeletedMaps(fetchImpl: FetchLike, url = GRAPHQL_PATH): Promise<GraphQLOutcome<MapSummary[]>> {
  return pick(await requestGraphQL<{ maps: MapSummary[] }>(fetchImpl, url, DELETED_MAPS_QUERY), "maps");
}
