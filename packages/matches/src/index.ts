// @tactica/matches: the one path that changes a stored match by a command (API submitCommand and worker jobs),
// with the loaders it needs. A shell package: it talks to the database; pure packages may not import it.
export { submitStoredCommand, type StoredCommandInput, type SubmitOutcome, type AfterAccept, type SubmitDeps } from "./submit-stored-command";
export { findMatch, isMatchId, rulesetOf, stateOf, playerSeedsOf, createFindRuleset, type StoredMatch, type FindRuleset } from "./stored-match";
export { MatchError, isMatchError } from "./match-error";
export { findSeats, forgetMatch } from "./match-cache";
export { checkCommandInput, MAX_PAYLOAD_CHARS } from "./command-input";
export { hasNul } from "./json-text";
export { createKeyedMutex, type MatchLock } from "./keyed-mutex";
export { SYSTEM_CLIENT_ID, jobIdempotency, ensureSystemClient } from "./system-client";
