import type { Db } from "@tactica/db";
import { checkCommandInput, findSeats, submitStoredCommand } from "@tactica/matches";
import type { AfterAccept, MatchLock, SubmitOutcome } from "@tactica/matches";
import type { Caller, ClientInfo } from "../auth/caller";
import type { RulesetEntry } from "../deps";
import { findRulesetIn, requireSeat, toApiError } from "./stored-match";

export type { AfterAccept, SubmitOutcome } from "@tactica/matches";

/** A command as a client sends it (the seat comes from the seat token, never from the client). */
export type SubmitInput = {
  readonly matchId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly idempotencyKey?: string | null;
  /** The match's last event number the client saw; a different one is rejected as `match/stale_event_number`. */
  readonly expectedEventNumber?: number | null;
};

/**
 * The submitCommand mutation: the seat token names the seat, the API key the idempotency namespace; the rest
 * (serialization, dice, storage, idempotency) is @tactica/matches' submitStoredCommand, shared with the worker.
 */
export async function submitCommand(
  deps: { db: Db; rulesets: readonly RulesetEntry[]; lock: MatchLock; afterAccept: AfterAccept },
  client: ClientInfo,
  caller: Caller,
  input: SubmitInput,
): Promise<SubmitOutcome> {
  try {
    checkCommandInput(input);
    const seat = requireSeat({ seats: await findSeats(deps.db, input.matchId) }, caller);
    return await submitStoredCommand({ db: deps.db, rulesets: findRulesetIn(deps.rulesets), lock: deps.lock, afterAccept: deps.afterAccept }, {
      matchId: input.matchId, seat, type: input.type, payload: input.payload,
      idempotency: input.idempotencyKey != null ? { clientId: client.id, key: input.idempotencyKey } : null,
      expectedEventNumber: input.expectedEventNumber ?? null,
    });
  } catch (e) {
    throw toApiError(e);
  }
}
