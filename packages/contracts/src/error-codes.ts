/**
 * Machine-readable error codes (`area/snake_reason`) returned in GraphQL `extensions.code`.
 * Clients switch on these; the message is for people.
 */
export const ERROR_CODES = {
  "request/invalid": "The request is malformed or fails validation.",
  "request/not_found": "The named object does not exist.",
  "request/too_large": "The request body exceeds the size limit.",
  "auth/unauthenticated": "No valid API key was given.",
  "auth/forbidden": "The API key lacks the scope this operation needs.",
  "geometry/unknown_ruleset": "The API does not serve line of sight or range for this rule system.",
  "map/invalid_document": "The map document fails validation; `extensions.issues` lists each problem with its path.",
  "los/off_map": "A viewpoint lies off the map.",
  "los/unknown_hex": "No hex carries the printed ID given.",
  "los/bad_level": "The building level does not exist in that hex.",
  "los/bad_posture": "The posture is not one the rule system knows.",
  "los/bad_option": "A sighting option is malformed or unknown.",
  "job/invalid_payload": "The job payload fails validation; it will not be retried.",
  "job/unknown": "No job with this id exists.",
  "internal/error": "An unexpected error; it has been logged with the request id.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** True when `code` is one of the documented error codes. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
