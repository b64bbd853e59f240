import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";
import { GRAPHQL_PATH } from "./map-api";
import { toAuthHeaders } from "./map-save-api";
import type { StoredVictoryCondition } from "./scenario/stored-victory";

/** A problem the API found in a scenario: the field, the hex and side at fault, and a typed reason (`options/bad_choice`...) when there is one. */
export type ApiScenarioIssue = { path: string; message: string; hex: string | null; side: string | null; code?: string | null };

/** A stored scenario as listed (no document); `rulingsPackHash` is null for the default pack. */
export type StoredScenario = { id: string; name: string; rulesetId: string; mapId: string | null; version: number; publishedAt: string | null; rulingsPackHash: string | null; mapVersion?: number | null };

/** A stored scenario with what createMatch plays: its document, its rulings pack (null: default) and stated victory. */
export type StoredScenarioRecord = StoredScenario & { document: unknown; rulingsPack: unknown; victoryConditions: StoredVictoryCondition[] };

/** What saveScenario/publishScenario answer: saved, or a typed reason. */
export type ScenarioSaveResult =
  | { __typename: "ScenarioSaved"; scenario: StoredScenarioRecord }
  | { __typename: "ScenarioVersionConflict"; id: string; currentVersion: number; message: string }
  | { __typename: "ScenarioInvalid"; issues: ApiScenarioIssue[] }
  | { __typename: "ScenarioNotFound"; id: string };

const SUMMARY = "id name rulesetId mapId mapVersion version publishedAt rulingsPackHash";
const RECORD = `${SUMMARY} document rulingsPack victoryConditions { side kind value hexes text }`;
const RESULT_FIELDS = `__typename
  ... on ScenarioSaved { scenario { ${RECORD} } }
  ... on ScenarioVersionConflict { id currentVersion message }
  ... on ScenarioInvalid { issues { path message hex side code } }
  ... on ScenarioNotFound { id }`;

export const SAVE_SCENARIO_MUTATION = `mutation EditorSaveScenario($input: SaveScenarioInput!) { saveScenario(input: $input) { ${RESULT_FIELDS} } }`;
export const PUBLISH_SCENARIO_MUTATION = `mutation EditorPublishScenario($id: ID!, $version: Int!) { publishScenario(id: $id, version: $version) { ${RESULT_FIELDS} } }`;
export const SCENARIOS_QUERY = `query EditorScenarios($rulesetId: String) { scenarios(rulesetId: $rulesetId) { ${SUMMARY} } }`;
export const VALIDATE_SCENARIO_QUERY = `query EditorValidateScenario($rulesetId: String!, $document: JSON!, $mapId: String, $rulingsPack: JSON, $victoryConditions: [ScenarioVictoryConditionInput!]) {
  validateScenario(rulesetId: $rulesetId, document: $document, mapId: $mapId, rulingsPack: $rulingsPack, victoryConditions: $victoryConditions) { path message hex side code } }`;
export const CREATE_MATCH_MUTATION = "mutation EditorStartMatch($input: CreateMatchInput!) { createMatch(input: $input) { id scenarioId status serverSeedHash rulingsPackHash seats { seat claimed } } }";

/** The rulings pack and stated victory a scenario is stored with (no pack: the default one). */
export type ScenarioExtras = { rulingsPack?: unknown; victoryConditions?: StoredVictoryCondition[] };

/** What to save: the ids, the rule system's scenario document, its pack and victory, and the version it was edited from (undefined: new). */
export type SaveScenarioRequest = { id: string; name: string; rulesetId: string; mapId: string; document: unknown; baseVersion: number | undefined; mapVersion?: number } & ScenarioExtras;

/** Saves a scenario through the API (needs the author scope; a stale baseVersion comes back as a conflict). */
export async function saveScenario(fetchImpl: FetchLike, request: SaveScenarioRequest, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<ScenarioSaveResult>> {
  const input = { ...request, baseVersion: request.baseVersion ?? null, rulingsPack: request.rulingsPack ?? null, victoryConditions: request.victoryConditions ?? [] };
  const outcome = await requestGraphQL<{ saveScenario: ScenarioSaveResult }>(fetchImpl, url, SAVE_SCENARIO_MUTATION, { input }, toAuthHeaders(apiKey));
  return outcome.ok ? { ok: true, data: outcome.data.saveScenario } : outcome;
}

/** Publishes the stored scenario at the version the author reviewed. */
export async function publishScenario(fetchImpl: FetchLike, id: string, version: number, apiKey?: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<ScenarioSaveResult>> {
  const outcome = await requestGraphQL<{ publishScenario: ScenarioSaveResult }>(fetchImpl, url, PUBLISH_SCENARIO_MUTATION, { id, version }, toAuthHeaders(apiKey));
  return outcome.ok ? { ok: true, data: outcome.data.publishScenario } : outcome;
}

/** The stored scenarios of a rule system, newest first. */
export async function listScenarios(fetchImpl: FetchLike, rulesetId: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<StoredScenario[]>> {
  const outcome = await requestGraphQL<{ scenarios: StoredScenario[] }>(fetchImpl, url, SCENARIOS_QUERY, { rulesetId });
  return outcome.ok ? { ok: true, data: outcome.data.scenarios } : outcome;
}

export const SCENARIO_QUERY = `query EditorScenario($id: ID!) { scenario(id: $id) { ${RECORD} } }`;

/** One stored scenario with its document, pack and victory (null when there is none with this id). */
export async function loadScenario(fetchImpl: FetchLike, id: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<StoredScenarioRecord | null>> {
  const outcome = await requestGraphQL<{ scenario: StoredScenarioRecord | null }>(fetchImpl, url, SCENARIO_QUERY, { id });
  return outcome.ok ? { ok: true, data: outcome.data.scenario } : outcome;
}

/** Checks a scenario document (with its pack and victory) against the rule system and map without storing it. */
export async function validateScenarioRemotely(fetchImpl: FetchLike, rulesetId: string, document: unknown, mapId: string, extras: ScenarioExtras = {}, url = GRAPHQL_PATH): Promise<GraphQLOutcome<ApiScenarioIssue[]>> {
  const variables = { rulesetId, document, mapId, rulingsPack: extras.rulingsPack ?? null, victoryConditions: extras.victoryConditions ?? [] };
  const outcome = await requestGraphQL<{ validateScenario: ApiScenarioIssue[] }>(fetchImpl, url, VALIDATE_SCENARIO_QUERY, variables);
  return outcome.ok ? { ok: true, data: outcome.data.validateScenario } : outcome;
}

/** A match created from a stored scenario: its id, rulings pack hash and seats (each joined with joinMatch(matchId, seat)). */
export type StartedMatch = { id: string; scenarioId: string | null; status: string; serverSeedHash: string; rulingsPackHash: string; seats: { seat: string; claimed: boolean }[] };

/** The rulings pack for a scenario's chosen rule options (none when every option is at its default). */
export function toRulingsPack(scenarioId: string, rulesetId: string, options: Readonly<Record<string, string>>): { id: string; ruleset: string; options: Record<string, string> } | undefined {
  return Object.keys(options).length === 0 ? undefined : { id: `${scenarioId}-options`, ruleset: rulesetId, options: { ...options } };
}

/**
 * Creates a match from a stored scenario (needs the play scope). Without `rulingsPack` the API plays the pack the
 * scenario was saved with; one given here wins over it.
 */
export async function startMatch(fetchImpl: FetchLike, rulesetId: string, scenarioId: string, apiKey?: string, url = GRAPHQL_PATH, rulingsPack?: unknown): Promise<GraphQLOutcome<StartedMatch>> {
  const input = { rulesetId, scenarioId, ...(rulingsPack === undefined ? {} : { rulingsPack }) };
  const outcome = await requestGraphQL<{ createMatch: StartedMatch }>(fetchImpl, url, CREATE_MATCH_MUTATION, { input }, toAuthHeaders(apiKey));
  return outcome.ok ? { ok: true, data: outcome.data.createMatch } : outcome;
}

/** One line for the author about a scenario save or publish. */
export function describeScenarioResult(result: ScenarioSaveResult, verb: "Saved" | "Published"): string {
  switch (result.__typename) {
    case "ScenarioSaved": return `${verb} scenario ${result.scenario.id} version ${result.scenario.version}.`;
    case "ScenarioVersionConflict": return result.message;
    case "ScenarioInvalid": return `Not saved: ${result.issues.length} problem${result.issues.length === 1 ? "" : "s"} (see the checks).`;
    case "ScenarioNotFound": return `There is no stored scenario "${result.id}"; save it first.`;
  }
}

/** Where an API issue points, for the author: "side A, hex 2Z9: sides.A.soldiers[2].hex". */
export function toIssueLocation(issue: ApiScenarioIssue): string {
  const at = [issue.side === null ? "" : `side ${issue.side}`, issue.hex === null ? "" : `hex ${issue.hex}`].filter((x) => x !== "").join(", ");
  return at === "" ? issue.path : `${at}: ${issue.path}`;
}
