import { apiError } from "../errors";
import type { Caller, ClientInfo } from "./caller";
import { hasScope } from "./scopes";
import type { Scope } from "./scopes";

/**
 * The client of a request whose key holds `scope`; throws `auth/unauthenticated` without a key and
 * `auth/forbidden` when the key lacks the scope. Every resolver that writes (or reads non-public data) calls it.
 */
export function requireScope(ctx: { readonly caller: Caller }, scope: Scope): ClientInfo {
  const client = ctx.caller.client;
  if (!client) throw apiError("auth/unauthenticated", `This operation needs an API key with the "${scope}" scope (Authorization: Bearer <key>).`, { reason: "missing_key", scope });
  if (!hasScope(client.scopes, scope)) throw apiError("auth/forbidden", `This API key lacks the "${scope}" scope.`, { scope });
  return client;
}
