// Access: API keys (stored hashed) with scopes, seat tokens, per-key rate limits.
export { requireScope } from "./require-scope";
export { SCOPES, hasScope, isScope, type Scope } from "./scopes";
export { ANONYMOUS, type Caller, type ClientInfo } from "./caller";
export { createApiKey, createSecret, hashSecret, API_KEY_PREFIX } from "./api-key";
export { createAuthenticator, keyFromHeader, type KeyLookup } from "./authenticate";
export { createApiClient, type NewClient } from "./create-client";
export { installAuth, seatTokenOf, type AuthOptions } from "./install-auth";
export { callerOf, setCaller } from "./request-caller";
export { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter, type RateDecision } from "./rate-limiter";
