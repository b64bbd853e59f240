import type { FastifyInstance } from "fastify";

/** True when a query text parses as JSON. No GraphQL document does (a selection set is not a JSON object). */
export function isJsonText(text: string): boolean {
  const first = text.trimStart()[0];
  // Cheap first: a GraphQL document starts with `{`, `query`, `mutation`, `subscription`, `fragment` or `#`.
  if (first === undefined || !`{["-0123456789tfn`.includes(first)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses (400 request/invalid) a query that is not GraphQL text but parses as JSON, on POST (JSON or
 * application/graphql body) and GET: when a query does not parse, mercurius tries it as a JSON-encoded document (an
 * AST) and graphql's validators crashed on what a client made of it (500; issue 17).
 */
export function installJsonDocumentGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    if (request.routeOptions.url !== "/graphql" || (request.method !== "POST" && request.method !== "GET")) return undefined;
    const from = request.method === "GET" ? request.query : request.body;
    const text = typeof from === "string" ? from : from && typeof from === "object" ? (from as { query?: unknown }).query : undefined;
    if (typeof text !== "string" || !isJsonText(text)) return undefined;
    return reply.code(400).send({ errors: [{ message: "query must be a GraphQL document as text, not JSON.", extensions: { code: "request/invalid" } }] });
  });
}
