// A stored scenario's saved versions (scenarioVersions) and restoring one as the newest (restoreScenarioVersion).
import { requestGraphQL } from "../graphql-request";
import type { FetchLike, GraphQLOutcome } from "../graphql-request";
import { GRAPHQL_PATH } from "../map-api";
import { toAuthHeaders } from "../map-save-api";

/** One saved version of a scenario and the map version it plays. */
export type ScenarioVersionInfo = { version: number; name: string; mapVersion: number | null; savedAt: string };
/** What restoring answers: the new newest version, or why not. */
export type ScenarioRestoreResult = { __typename: string; scenario?: { version: number; mapVersion: number | null }; message?: string };

export const SCENARIO_VERSIONS_QUERY = "query EditorScenarioVersions($id: ID!) { scenarioVersions(id: $id) { version name mapVersion savedAt } }";
export const RESTORE_SCENARIO_VERSION_MUTATION = `mutation EditorRestoreScenarioVersion($id: ID!, $version: Int!, $baseVersion: Int!) {
  restoreScenarioVersion(id: $id, version: $version, baseVersion: $baseVersion) { __typename
    ... on ScenarioSaved { scenario { version mapVersion } } ... on ScenarioVersionConflict { message } } }`;

/** The saved versions of scenario `id`, newest first (needs an API key). */
export async function loadScenarioVersions(fetchImpl: FetchLike, id: string, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<ScenarioVersionInfo[]>> {
  const o = await requestGraphQL<{ scenarioVersions: ScenarioVersionInfo[] }>(fetchImpl, url, SCENARIO_VERSIONS_QUERY, { id }, toAuthHeaders(apiKey));
  return o.ok ? { ok: true, data: o.data.scenarioVersions } : o;
}

/** Saves version `version` of scenario `id` again as the version after `baseVersion` (the newest). */
export async function restoreScenarioVersion(fetchImpl: FetchLike, id: string, version: number, baseVersion: number, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<ScenarioRestoreResult>> {
  const o = await requestGraphQL<{ restoreScenarioVersion: ScenarioRestoreResult }>(fetchImpl, url, RESTORE_SCENARIO_VERSION_MUTATION, { id, version, baseVersion }, toAuthHeaders(apiKey));
  return o.ok ? { ok: true, data: o.data.restoreScenarioVersion } : o;
}
