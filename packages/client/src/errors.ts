/** An error the API answered (`extensions.code`, e.g. `match/not_found`), or a transport failure (`client/...`). */
export class TacticaError extends Error {
  override readonly name = "TacticaError";
  constructor(
    message: string,
    /** The API's `extensions.code` (docs/error-codes.md), or `client/http` and `client/closed` from this client. */
    readonly code: string,
    /** `extensions` as the API sent them (`reason`, `rule`, `retryAfterSeconds`, ...). */
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** GraphQL errors as they arrive in a response body. */
export type GraphQLErrorBody = { readonly message: string; readonly extensions?: Readonly<Record<string, unknown>> };

/** The first error of a response as a TacticaError. */
export function toTacticaError(errors: readonly GraphQLErrorBody[]): TacticaError {
  const first = errors[0] ?? { message: "the API answered an error without a message" };
  const code = typeof first.extensions?.code === "string" ? first.extensions.code : "client/unknown";
  return new TacticaError(first.message, code, first.extensions ?? {});
}
