import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { toUpstreamGraphQLUrl } from "./src/lib/api-upstream";

// The browser only ever calls this origin's /graphql, so the editor needs no CORS on the API.
// This is a rewrite in the proxy rather than `rewrites()` in next.config.ts because Next bakes config
// rewrites into .next/routes-manifest.json at build time; here TACTICA_API_URL is read per request, so
// one build runs against any API (tests on a random port, containers configured at start).

/** Rewrites same-origin `/graphql` to `${TACTICA_API_URL ?? "http://127.0.0.1:4000"}/graphql`. */
export function proxy(request: NextRequest) {
  return NextResponse.rewrite(toUpstreamGraphQLUrl(process.env.TACTICA_API_URL, request.nextUrl.search));
}

export const config = { matcher: "/graphql" };
