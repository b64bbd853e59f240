/** What a GraphQL call returns to the UI: data, or a sentence a person can act on. Errors are values. */
export type GraphQLOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

/** The subset of `fetch` the editor uses, so tests can pass a plain function. */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string }) =>
  Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<unknown> }>;

type GraphQLBody = { data?: unknown; errors?: ReadonlyArray<{ message?: unknown }> };

/** POSTs one query to `url` and turns network, HTTP and GraphQL failures into readable messages. */
export async function requestGraphQL<T>(
  fetchImpl: FetchLike,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  extraHeaders: Record<string, string> = {},
): Promise<GraphQLOutcome<T>> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...extraHeaders },
      body: JSON.stringify({ query, variables }),
    });
  } catch (cause) {
    return { ok: false, error: `Cannot reach the map API at ${url}: ${describe(cause)}.` };
  }
  let body: GraphQLBody;
  try {
    body = (await response.json()) as GraphQLBody;
  } catch {
    return { ok: false, error: toHttpMessage(url, response.status, response.statusText) };
  }
  const messages = (body.errors ?? []).map((e) => (typeof e.message === "string" ? e.message : "unknown error"));
  if (messages.length > 0) return { ok: false, error: `The map API reported: ${messages.join("; ")}` };
  if (!response.ok) return { ok: false, error: toHttpMessage(url, response.status, response.statusText) };
  if (body.data === undefined || body.data === null) {
    return { ok: false, error: `The map API at ${url} answered without data.` };
  }
  return { ok: true, data: body.data as T };
}

function toHttpMessage(url: string, status: number, statusText: string): string {
  // Next's /graphql rewrite answers 500 (or 502/504) when nothing listens behind it.
  const hint = status >= 500 ? " Is the API server running?" : "";
  return `The map API at ${url} answered HTTP ${status}${statusText ? ` ${statusText}` : ""}.${hint}`;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
