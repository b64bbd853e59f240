import { CATALOGUE_FIELDS, EMPTY_CATALOGUE } from "./catalogue";
import type { RulesetCatalogue } from "./catalogue";
import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";
import { GRAPHQL_PATH } from "./map-api";

/** A rule system the server serves, with what the editor may offer for it. */
export type RulesetInfo = { readonly id: string; readonly name: string; readonly catalogue: RulesetCatalogue };

export const RULESETS_QUERY = `query EditorRulesets { rulesets { id name ${CATALOGUE_FIELDS} } }`;

/** Every rule system the server serves, with its name and catalogue. */
export async function loadRulesets(fetchImpl: FetchLike, url = GRAPHQL_PATH): Promise<GraphQLOutcome<RulesetInfo[]>> {
  const outcome = await requestGraphQL<{ rulesets: RulesetInfo[] }>(fetchImpl, url, RULESETS_QUERY);
  return outcome.ok ? { ok: true, data: outcome.data.rulesets } : outcome;
}

/** The rule system `rulesetId` (its name and catalogue); one the server does not serve has an empty catalogue. */
export async function loadRuleset(fetchImpl: FetchLike, rulesetId: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<RulesetInfo>> {
  const outcome = await loadRulesets(fetchImpl, url);
  if (!outcome.ok) return outcome;
  return { ok: true, data: outcome.data.find((r) => r.id === rulesetId) ?? { id: rulesetId, name: rulesetId, catalogue: EMPTY_CATALOGUE } };
}
