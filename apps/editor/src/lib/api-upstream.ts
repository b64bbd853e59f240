/** Where the API listens when TACTICA_API_URL is not set (services/api's default port). */
export const DEFAULT_API_URL = "http://127.0.0.1:4000";

/** The upstream GraphQL URL that same-origin `/graphql` requests are rewritten to, keeping the query string. */
export function toUpstreamGraphQLUrl(apiUrl: string | undefined, search = ""): string {
  const base = apiUrl === undefined || apiUrl.trim() === "" ? DEFAULT_API_URL : apiUrl.trim();
  return `${base.replace(/\/+$/, "")}/graphql${search}`;
}
