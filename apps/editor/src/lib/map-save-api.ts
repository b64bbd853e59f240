import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";
import { GRAPHQL_PATH } from "./map-api";
import type { MapRecord } from "./map-api";

/** What saveMap/publishMap answer: saved (with the new version), or a typed reason (stale base, invalid, unknown id). */
export type SaveResult =
  | { __typename: "MapSaved"; map: MapRecord }
  | { __typename: "MapVersionConflict"; id: string; currentVersion: number; message: string }
  | { __typename: "MapInvalid"; issues: { path: string; message: string }[] }
  | { __typename: "MapNotFound"; id: string };

const RESULT_FIELDS = `__typename
  ... on MapSaved { map { id name rulesetId version publishedAt document } }
  ... on MapVersionConflict { id currentVersion message }
  ... on MapInvalid { issues { path message } }
  ... on MapNotFound { id }`;

export const SAVE_MAP_MUTATION = `mutation EditorSaveMap($input: SaveMapInput!) { saveMap(input: $input) { ${RESULT_FIELDS} } }`;
export const PUBLISH_MAP_MUTATION = `mutation EditorPublishMap($id: ID!, $version: Int!) { publishMap(id: $id, version: $version) { ${RESULT_FIELDS} } }`;

/** What to save: the map's id, name, rule system, document and the version it was edited from (undefined: new map). */
export type SaveMapRequest = { id: string; name: string; rulesetId: string; document: unknown; baseVersion: number | undefined };

/** The Authorization header for an API key (saving and publishing need the author scope); none without a key. */
export function toAuthHeaders(apiKey: string | undefined): Record<string, string> {
  const key = apiKey?.trim() ?? "";
  return key === "" ? {} : { authorization: `Bearer ${key}` };
}

/** Saves a document through the API (optimistic: a stale baseVersion comes back as MapVersionConflict). */
export async function saveMap(fetchImpl: FetchLike, request: SaveMapRequest, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<SaveResult>> {
  const input = { ...request, baseVersion: request.baseVersion ?? null };
  const outcome = await requestGraphQL<{ saveMap: SaveResult }>(fetchImpl, url, SAVE_MAP_MUTATION, { input }, toAuthHeaders(apiKey));
  return outcome.ok ? { ok: true, data: outcome.data.saveMap } : outcome;
}

/** Publishes the stored map at the version the author reviewed. */
export async function publishMap(fetchImpl: FetchLike, id: string, version: number, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<SaveResult>> {
  const outcome = await requestGraphQL<{ publishMap: SaveResult }>(fetchImpl, url, PUBLISH_MAP_MUTATION, { id, version }, toAuthHeaders(apiKey));
  return outcome.ok ? { ok: true, data: outcome.data.publishMap } : outcome;
}

/** One line for the author about a save result. */
export function describeSaveResult(result: SaveResult, verb: "Saved" | "Published"): string {
  switch (result.__typename) {
    case "MapSaved": return `${verb} version ${result.map.version}.`;
    case "MapVersionConflict": return result.message;
    case "MapInvalid": return `Not saved: ${result.issues.length} problem${result.issues.length === 1 ? "" : "s"} (see the list).`;
    case "MapNotFound": return `There is no stored map "${result.id}"; save it first.`;
  }
}
