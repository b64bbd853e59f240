/**
 * Machine-readable error codes (`area/snake_reason`) returned in GraphQL `extensions.code`.
 * Clients switch on these; the message is for people.
 */
export const ERROR_CODES = {
  "request/invalid": "The request is malformed or fails validation.",
  "request/not_found": "The named object does not exist.",
  "request/too_large": "The request body exceeds the size limit.",
  "auth/unauthenticated": "No valid API key was given; HTTP 401 on every path. `extensions.reason` tells why: missing_key (no key, for an operation that needs one) or invalid_key (unknown, revoked or malformed). Over WebSocket a bad key in connection_init closes the connection with 4401 instead.",
  "auth/forbidden": "The API key lacks the scope this operation needs.",
  "auth/seat_token_invalid": "The seat token is missing, unknown, or belongs to another match.",
  "rate/limited": "Too many requests for this API key (or anonymous IP) this minute; HTTP 429 with Retry-After.",
  "request/too_complex": "The operation selects too many fields (complexity limit).",
  "request/too_costly": "The operation's heavy fields cost more than one operation may (cost limit; docs/api.md, Limits): split it.",
  "request/too_many_subscriptions": "The WebSocket connection or the API key already has as many subscriptions open as it may (`extensions.reason` connection_limit or key_limit, `limit`): stop one first.",
  "match/not_found": "No match with this id exists.",
  "match/unknown_ruleset": "This server does not run matches of that ruleset (or of that ruleset version).",
  "match/invalid_setup": "The scenario or rulings pack does not fit the ruleset; `extensions.reason` gives the engine's code.",
  "match/seat_taken": "The seat has already been claimed (or every seat has).",
  "match/unknown_seat": "The match has no seat of that name.",
  "match/bot_seat": "The seat is played by the server's bot (left to a bot at creation, or its player resigned): it cannot be claimed, and only the bot acts for it.",
  "match/seat_resigned": "The seat's player resigned: the seat token no longer acts (its side plays on while it has other seats).",
  "match/not_active": "The match is not accepting this (seats still open, or it has ended).",
  "match/seeds_locked": "Player seeds are fixed once every seat is claimed.",
  "match/not_over": "The full record (with every secret and the server seed) is published only when the match ends.",
  "match/busy": "The match stayed contended beyond the retry budget; send the command again with the same idempotency key.",
  "match/stale_event_number": "The match has moved past the event number given (expectedEventNumber); read it again and retry.",
  "idempotency/key_reused": "The idempotency key was already used with a different request.",
  "webhook/invalid_url": "A webhook URL must be http(s), at most 2,000 characters.",
  "webhook/url_not_allowed": "The webhook URL may not be used: `extensions.reason` is userinfo, port, unresolvable, or the class of an address its host resolves to (loopback, private, link_local, metadata, cgnat, multicast, unspecified, reserved).",
  "webhook/not_found": "No webhook with this id belongs to the calling API key's client.",
  "geometry/unknown_ruleset": "The API does not serve line of sight or range for this rule system.",
  "odds/unknown_ruleset": "The API does not serve fire odds for this rule system.",
  "odds/invalid_situation": "The fire situation fails validation; the message names the bad field.",
  "odds/not_explained": "commandOdds: that command kind (or that option of it) has no exact-odds explainer; the message names the kinds that have one.",
  "map/invalid_document": "The map document fails validation; `extensions.issues` lists each problem with its path.",
  "position/wrong_geometry": "A position in the other geometry: a table position (x, y) for a ruleset played on hexes, or a hex for one played on a table.",
  "los/off_map": "A viewpoint lies off the map.",
  "los/unknown_hex": "No hex carries the printed ID given.",
  "los/bad_level": "The building level does not exist in that hex.",
  "los/bad_posture": "The posture is not one the rule system knows.",
  "los/bad_option": "A sighting option is malformed or unknown.",
  "los/no_works": "The viewpoint is in defensive works, but its hex has none a soldier can be in.",
  "job/invalid_payload": "The job payload fails validation; it will not be retried.",
  "job/unknown": "No job with this id exists.",
  "queue/unavailable": "The job queue (Redis) is unreachable: nothing was queued; send the same request again shortly (GET /readyz says queue: down meanwhile).",
  "barrage/not_due": "requestBarrage without an order of its own: the match's ruleset says no barrage is due now (see the ruleset's documentation).",
  "internal/error": "An unexpected error; it has been logged with the request id.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** True when `code` is one of the documented error codes. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
