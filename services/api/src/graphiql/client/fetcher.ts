// GraphiQL's fetcher: HTTP POST to /graphql, subscriptions over graphql-ws on the same origin. The headers typed
// in GraphiQL's headers editor go with every HTTP request; for a subscription they become the connection_init
// payload the API reads ({ authorization, seatToken }, services/api/src/auth/subscription-auth.ts).
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import type { Fetcher, FetcherOpts } from "@graphiql/toolkit";
import { getIntrospectionQuery, getOperationAST } from "graphql";

// The API refuses queries deeper than 12 (mercurius queryDepth, app.ts), introspection included, and graphql-js'
// standard introspection query is 15 deep (nine levels of ofType). Six levels still name every wrapped type of this
// schema ([[X!]!]! needs five) and keep the query at depth 12.
const TYPE_REF_DEPTH = 6;
const typeRef = (depth: number): string => (depth === 0 ? "kind name" : `kind name ofType { ${typeRef(depth - 1)} }`);

/** graphql-js' introspection query with its TypeRef fragment cut to TYPE_REF_DEPTH levels of ofType. */
export function introspectionQuery(): string {
  const standard = getIntrospectionQuery();
  const at = standard.indexOf("fragment TypeRef on __Type");
  if (at < 0) throw new Error("graphql's introspection query has no TypeRef fragment");
  return `${standard.slice(0, at)}fragment TypeRef on __Type { ${typeRef(TYPE_REF_DEPTH)} }\n`;
}

/** The graphql-ws connection_init payload for the headers of GraphiQL's headers editor. */
export function toConnectionParams(headers: Record<string, unknown>): Record<string, string> {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const params: Record<string, string> = {};
  const authorization = lower.get("authorization");
  const seatToken = lower.get("x-seat-token");
  if (typeof authorization === "string" && authorization !== "") params.authorization = authorization;
  if (typeof seatToken === "string" && seatToken !== "") params.seatToken = seatToken;
  return params;
}

/** True when GraphiQL is about to run a subscription operation. */
export function isSubscription(operationName: string | null | undefined, opts: FetcherOpts | undefined): boolean {
  const doc = opts?.documentAST;
  return doc ? getOperationAST(doc, operationName ?? undefined)?.operation === "subscription" : false;
}

/** A fetcher for the API at `graphqlUrl` (absolute http(s) URL); subscriptions go to the same path over ws(s). */
export function createTacticaFetcher(graphqlUrl: string): Fetcher {
  const subscriptionUrl = graphqlUrl.replace(/^http/, "ws");
  const fetcher = createGraphiQLFetcher({ url: graphqlUrl, subscriptionUrl });
  const schemaQuery = introspectionQuery();
  return (params, opts) => {
    if (params.operationName === "IntrospectionQuery") return fetcher({ ...params, query: schemaQuery }, opts);
    if (!opts?.headers || !isSubscription(params.operationName, opts)) return fetcher(params, opts);
    return fetcher(params, { ...opts, headers: toConnectionParams(opts.headers) });
  };
}
