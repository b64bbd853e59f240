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
  "geometry/not_implemented": "This geometry query is not implemented for the requested rule system yet.",
  "job/invalid_payload": "The job payload fails validation; it will not be retried.",
  "job/unknown": "No job with this id exists.",
  "internal/error": "An unexpected error; it has been logged with the request id.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** True when `code` is one of the documented error codes. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
