import type { Db, SqlQuery } from "@tactica/db";
import { isUniqueViolation } from "@tactica/db";
import type { VisibleEvent } from "@tactica/engine";
import { checkCommandInput } from "./command-input";
import { checkSeat, decideCommand, isByPlayer, requestHashOf } from "./decide-command";
import type { AcceptedAnswer, CommandRequest, Decision, RejectedAnswer } from "./decide-command";
import type { MatchLock } from "./keyed-mutex";
import { loadAndRemember, matchCacheOf } from "./match-cache";
import { MatchError } from "./match-error";
import { checkMatch, storeCommand } from "./store-command";
import type { StoreResult } from "./store-command";
import { findMatch, isMatchId } from "./stored-match";
import type { FindRuleset, StoredMatch } from "./stored-match";
import { SYSTEM_CLIENT_ID, ensureSystemClient } from "./system-client";

/** One command for a stored match, as a seat its caller has already authenticated (API: seat token; worker: the job's seat). */
export type StoredCommandInput = {
  readonly matchId: string;
  readonly seat: string;
  readonly type: string;
  readonly payload: unknown;
  /** Same client + key + request = the first answer again; same client + key + another request = `idempotency/key_reused`. */
  readonly idempotency?: { readonly clientId: string; readonly key: string } | null;
  /** The match's last event number the sender saw; a different one is rejected as `match/stale_event_number`. */
  readonly expectedEventNumber?: number | null;
};

/** The events the seat may see, or the rule that refused the command (nothing stored, no dice rolled). */
export type SubmitOutcome =
  | { readonly kind: "accepted"; readonly seq: number; readonly events: readonly VisibleEvent[]; readonly status: string }
  | RejectedAnswer;

/**
 * Where an accepted command goes next (subscribers, webhooks, jobs the new state needs); never called for a replayed
 * answer. `match` is the snapshot just stored (event `seq`): its state and status are the ones after the command.
 */
export type AfterAccept = (match: StoredMatch, seq: number) => Promise<void>;

export type SubmitDeps = {
  readonly db: Db;
  readonly rulesets: FindRuleset;
  /** Serializes commands per match inside this process (createKeyedMutex); without it they contend in the database. */
  readonly lock?: MatchLock;
  readonly afterAccept?: AfterAccept;
};

const ATTEMPTS = 5;
const direct: MatchLock = (_key, task) => task();

type Tried = { readonly kind: "accepted"; readonly answer: AcceptedAnswer; readonly stored: StoredMatch | null } | RejectedAnswer | "conflict";

/**
 * Applies one command to a stored match with the match's verifiable dice and stores the event, the new
 * snapshot and the idempotency record in one statement. Commands on a match are serialized: the optional
 * in-process lock, then the database, where the write only lands while the match is still at the event the
 * command was applied to (else the command is decided again, from then on under the match's row lock). A
 * rejected or failed command stores nothing. Throws MatchError for refusals that are not rules of the game.
 */
export async function submitStoredCommand(deps: SubmitDeps, input: StoredCommandInput): Promise<SubmitOutcome> {
  checkCommandInput({ type: input.type, payload: input.payload, idempotencyKey: input.idempotency?.key ?? null });
  if (!isMatchId(input.matchId)) throw new MatchError("match/not_found", "No match with this id exists.");
  const request: CommandRequest = {
    matchId: input.matchId, seat: input.seat, type: input.type, payload: input.payload,
    idempotency: input.idempotency ?? null, expectedEventNumber: input.expectedEventNumber ?? null,
  };
  if (request.idempotency?.clientId === SYSTEM_CLIENT_ID) await ensureSystemClient(deps.db);
  const tried = await (deps.lock ?? direct)(request.matchId, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const t = await attemptOnce(deps, request, attempt > 0);
      if (t !== "conflict") return t;
    }
    throw new MatchError("match/busy", "The match stayed busy; send the command again with the same idempotency key.");
  });
  if (tried.kind !== "accepted") return tried;
  if (tried.stored) await deps.afterAccept?.(tried.stored, tried.answer.seq);
  return { kind: "accepted", seq: tried.answer.seq, events: tried.answer.events, status: tried.answer.status };
}

async function attemptOnce(deps: SubmitDeps, request: CommandRequest, locked: boolean): Promise<Exclude<Tried, "conflict"> | "conflict"> {
  try {
    return locked ? await lockedAttempt(deps, request) : await optimisticAttempt(deps, request);
  } catch (e) {
    // Same idempotency key stored at once by a request on another match: decide again (now a replay or a reuse).
    if (isUniqueConflict(e)) return "conflict";
    throw e;
  }
}

/** A stored record answers a repeated key: the first answer, or `idempotency/key_reused` for another request. */
function replay(previous: NonNullable<StoreResult["previous"]>, requestHash: string): Tried {
  if (previous.requestHash !== requestHash) throw new MatchError("idempotency/key_reused", "This idempotency key was already used with a different request.");
  return { kind: "accepted", answer: previous.response as AcceptedAnswer, stored: null };
}

function settle(decision: Exclude<Decision, { kind: "write" }>): Tried {
  if (decision.kind === "refuse") throw decision.error;
  return decision.answer;
}

/** The hot path: the cached snapshot (or one read), the engine, one guarded write; no transaction, no lock wait. */
async function optimisticAttempt(deps: SubmitDeps, request: CommandRequest): Promise<Tried> {
  const cache = matchCacheOf(deps.db);
  const cached = cache.get(request.matchId);
  const match = cached ?? (await loadAndRemember(deps.db, request.matchId));
  checkSeat(match, request.seat, isByPlayer(request));
  const requestHash = requestHashOf(request);
  const decision = decideCommand(match, deps.rulesets, request, requestHash);
  if (decision.kind === "write") {
    const stored = await storeCommand(deps.db.sql, decision.write);
    if (stored.moved) {
      cache.remember(decision.snapshot);
      return { kind: "accepted", answer: decision.answer, stored: decision.snapshot };
    }
    if (stored.previous) return replay(stored.previous, requestHash);
    cache.forget(request.matchId);
    return "conflict";
  }
  // Not a write: a stored record for the key answers first, and a cached snapshot must still be the match's.
  if (!cached && !request.idempotency) return settle(decision);
  const now = await checkMatch(deps.db.sql, request.matchId, request.idempotency);
  if (!now) throw new MatchError("match/not_found", "No match with this id exists.");
  if (now.previous) return replay(now.previous, requestHash);
  if (now.lastSeq === match.lastSeq && now.status === match.status) return settle(decision);
  cache.forget(request.matchId);
  return "conflict";
}

/** After a conflict: the same decision under the match's row lock, so it cannot lose again (progress under contention). */
async function lockedAttempt(deps: SubmitDeps, request: CommandRequest): Promise<Tried> {
  const tried = await deps.db.prisma.$transaction(async (tx): Promise<Tried | { write: Extract<Decision, { kind: "write" }> }> => {
    const sql: SqlQuery = (text, values) => tx.$queryRawUnsafe(text, ...values);
    await tx.$queryRaw`SELECT 1 FROM "Match" WHERE "id" = ${request.matchId} FOR UPDATE`;
    const match = await findMatch(tx, request.matchId);
    checkSeat(match, request.seat, isByPlayer(request));
    const requestHash = requestHashOf(request);
    const now = request.idempotency ? await checkMatch(sql, request.matchId, request.idempotency) : null;
    if (now?.previous) return replay(now.previous, requestHash);
    const decision = decideCommand(match, deps.rulesets, request, requestHash);
    if (decision.kind !== "write") return settle(decision);
    const stored = await storeCommand(sql, decision.write);
    // Under the row lock the guard holds unless the match was deleted meanwhile.
    if (!stored.moved) throw new MatchError("match/not_found", "No match with this id exists.");
    return { write: decision };
  }, { maxWait: 10_000, timeout: 10_000 });
  if (typeof tried === "object" && "write" in tried) {
    matchCacheOf(deps.db).remember(tried.write.snapshot);
    return { kind: "accepted", answer: tried.write.answer, stored: tried.write.snapshot };
  }
  return tried;
}

/** A unique violation from Prisma (P2002, or P2010 wrapping SQLSTATE 23505 for raw SQL) or from pg (23505). */
function isUniqueConflict(e: unknown): boolean {
  if (isUniqueViolation(e)) return true;
  const err = e as { code?: unknown; meta?: { code?: unknown } } | null;
  return err?.code === "23505" || (err?.code === "P2010" && err.meta?.code === "23505");
}
