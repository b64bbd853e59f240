import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";
import { GRAPHQL_PATH } from "./map-api";

/** A rule option of a ruleset (the rulings-pack choices a scenario may fix). */
export type RuleOption = { id: string; default: string; citation: string; choices: { id: string; description: string }[] };

export const RULE_OPTIONS_QUERY = "query EditorRuleOptions { rulesets { id options { id default citation choices { id description } } } }";

/** The rule options of one ruleset; an unknown ruleset has none. */
export async function loadRuleOptions(fetchImpl: FetchLike, rulesetId: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<RuleOption[]>> {
  const outcome = await requestGraphQL<{ rulesets: { id: string; options: RuleOption[] }[] }>(fetchImpl, url, RULE_OPTIONS_QUERY);
  if (!outcome.ok) return outcome;
  return { ok: true, data: outcome.data.rulesets.find((r) => r.id === rulesetId)?.options ?? [] };
}

export const SCENARIO_SCHEMA_QUERY = "query EditorScenarioSchema { rulesets { id scenarioSchema } }";

/** The JSON Schema of a ruleset's scenario document (null when the server has none for it). */
export async function loadScenarioSchema(fetchImpl: FetchLike, rulesetId: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<unknown>> {
  const outcome = await requestGraphQL<{ rulesets: { id: string; scenarioSchema: unknown }[] }>(fetchImpl, url, SCENARIO_SCHEMA_QUERY);
  if (!outcome.ok) return outcome;
  return { ok: true, data: outcome.data.rulesets.find((r) => r.id === rulesetId)?.scenarioSchema ?? null };
}
