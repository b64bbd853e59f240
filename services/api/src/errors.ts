import mercurius from "mercurius";
import { GraphQLError } from "graphql";
import type { ExecutionResult } from "graphql";
import type { ErrorCode } from "@tactica/contracts";

/** A GraphQL error a client can switch on: `extensions.code` is one of contracts' ERROR_CODES. */
export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): Error {
  return new mercurius.ErrorWithProps(message, { code, ...extra });
}

/**
 * A rule system's own rejection (`fire/out_of_range`, ...), passed through with the rule section it cites.
 * Its codes are documented by the rules package, not by contracts.
 */
export function ruleError(code: string, message: string, rule?: string): Error {
  return new mercurius.ErrorWithProps(message, { code, ...(rule ? { rule } : {}) });
}

type Log = { error: (obj: object, msg: string) => void };

const codeOf = (e: GraphQLError): string | undefined => {
  const code = e.extensions?.code ?? (e.originalError as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return typeof code === "string" && code.includes("/") ? code : undefined;
};

/** HTTP errors raised before GraphQL runs (bad JSON, body too large, wrong content type). */
const httpStatusOf = (e: GraphQLError): number | undefined => {
  const status = (e.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
};

/**
 * Every error leaves with `extensions.code`. Errors that are not ours (bugs, driver failures) are logged in full
 * with the request id and reach the client as `internal/error` without their message, so nothing internal leaks.
 * Status codes follow GraphQL over HTTP: a client accepting application/graphql-response+json gets 400 for a
 * document that does not parse or validate, one accepting application/json gets 200 (the errors are in the body).
 */
export function formatErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, "errors">>,
  opts: { log: Log; acceptsGraphqlResponse: boolean },
): { statusCode: number; response: ExecutionResult } {
  let status = 200;
  const raise = (s: number) => { status = Math.max(status, s); };
  // mercurius wraps parse/validation failures in one MER_ERR_GQL_VALIDATION error holding the real ones.
  const documentErrors = (e: GraphQLError): GraphQLError[] | undefined => {
    const original = e.originalError as { errors?: unknown; code?: unknown } | undefined;
    if (original?.code !== "MER_ERR_GQL_VALIDATION") return undefined;
    const inner = original.errors;
    return Array.isArray(inner) ? inner.map((x) => (x instanceof GraphQLError ? x : new GraphQLError(String((x as Error).message ?? x)))) : undefined;
  };
  const errors = execution.errors.flatMap((e) => {
    const inner = documentErrors(e);
    if (inner) {
      // Malformed request parameters (body not an object, query not a string, ...) are a 400 for every client;
      // a document that does not parse or validate is a 400 only under application/graphql-response+json.
      const badParameters = ((e.originalError as { errors?: unknown[] }).errors ?? []).some((x) => typeof x === "object" && x !== null && "validation" in x);
      if (badParameters || (!execution.data && opts.acceptsGraphqlResponse)) raise(400);
      // Our own validation rules (request/too_complex) keep their code; graphql's own are request/invalid.
      return inner.map((i) => new GraphQLError(i.message, { nodes: i.nodes, path: i.path, extensions: { code: codeOf(i) ?? "request/invalid" } }));
    }
    const http = httpStatusOf(e);
    if (http) {
      raise(http);
      const code = http === 413 ? "request/too_large" : "request/invalid";
      return new GraphQLError(e.message, { extensions: { code } });
    }
    const code = codeOf(e);
    // No key (or a bad one) for an operation refused before it ran: 401, as the auth hook answers a bad key.
    if (code === "auth/unauthenticated" && !execution.data) raise(401);
    if (code) return new GraphQLError(e.message, { nodes: e.nodes, path: e.path, extensions: { ...e.extensions, code } });
    // No original error: the document itself failed to parse or validate, or variables failed to coerce.
    if (!e.originalError || e.originalError instanceof GraphQLError || (e.originalError as { code?: string }).code === "MER_ERR_GQL_VALIDATION") {
      if (!execution.data && opts.acceptsGraphqlResponse) raise(400);
      return new GraphQLError(e.message, { nodes: e.nodes, path: e.path, extensions: { code: "request/invalid" } });
    }
    raise(execution.data ? 200 : 500);
    opts.log.error({ err: e.originalError, path: e.path }, "unexpected resolver error");
    return new GraphQLError("Internal error; it has been logged with the request id.", { path: e.path, extensions: { code: "internal/error" } });
  });
  const response: ExecutionResult = { ...(execution.data !== undefined ? { data: execution.data } : {}), errors };
  return { statusCode: status, response };
}
