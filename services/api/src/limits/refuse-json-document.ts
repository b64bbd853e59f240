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
 * Brackets (`{ [ (`) a query text may nest: selections are limited to depth 12 and JSON arguments to 64 levels, so
 * no query the API serves comes near it, while graphql's recursive parser overflows its stack on thousands.
 */
export const MAX_TEXT_NESTING = 200;

/**
 * True when the query text nests brackets deeper than `limit`, outside strings, block strings and comments.
 * One pass, no recursion, so it is safe on any input; it does not check that the brackets match (the parser does).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "#") {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    } else if (c === '"') {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3);
        i = end < 0 ? text.length : end + 2;
      } else {
        for (i++; i < text.length && text[i] !== '"' && text[i] !== "\n"; i++) if (text[i] === "\\") i++;
      }
    } else if (c === "{" || c === "[" || c === "(") {
      if (++depth > limit) return true;
    } else if (c === "}" || c === "]" || c === ")") {
      depth = Math.max(0, depth - 1);
    }
  }
  return false;
}

/**
 * Refuses (400 request/invalid) a query nested past MAX_TEXT_NESTING before graphql parses it (the parser's stack
 * overflow came back as "Maximum call stack size exceeded"), and a query that is not GraphQL text but parses as JSON, on POST (JSON or
 * application/graphql body) and GET: when a query does not parse, mercurius tries it as a JSON-encoded document (an
 * AST) and graphql's validators crashed on what a client made of it (500; issue 17).
 */
export function installJsonDocumentGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    if (request.routeOptions.url !== "/graphql" || (request.method !== "POST" && request.method !== "GET")) return undefined;
    const from = request.method === "GET" ? request.query : request.body;
    const text = typeof from === "string" ? from : from && typeof from === "object" ? (from as { query?: unknown }).query : undefined;
    if (typeof text !== "string") return undefined;
    if (nestsDeeperThan(text, MAX_TEXT_NESTING)) {
      return reply.code(400).send({ errors: [{ message: `query nests brackets more than ${MAX_TEXT_NESTING} levels deep; no query this API serves needs that many.`, extensions: { code: "request/invalid" } }] });
    }
    if (!isJsonText(text)) return undefined;
    return reply.code(400).send({ errors: [{ message: "query must be a GraphQL document as text, not JSON.", extensions: { code: "request/invalid" } }] });
  });
}
