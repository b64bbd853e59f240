import type { Db, Prisma } from "@tactica/db";
import { isUniqueViolation } from "@tactica/db";
import { canonicalJson, createVerifiableDice } from "@tactica/dice";
import { apply, eventsFor, isMatchOver } from "@tactica/engine";
import type { VisibleEvent } from "@tactica/engine";
import { hashSecret } from "../auth/api-key";
import type { Caller, ClientInfo } from "../auth/caller";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { hasNul } from "./json-text";
import { findMatch, isMatchId, playerSeedsOf, requireSeat, rulesetOf, stateOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/** A command as a client sends it (the seat comes from the seat token, never from the client). */
export type SubmitInput = {
  readonly matchId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly idempotencyKey?: string | null;
  /** The match's last event number the client saw; a different one is rejected as `match/stale_event_number`. */
  readonly expectedEventNumber?: number | null;
};

/** What submitCommand answers: the events the caller's seat may see, or the rule that refused it. */
export type SubmitOutcome =
  | { readonly kind: "accepted"; readonly seq: number; readonly events: readonly VisibleEvent[]; readonly status: string }
  | { readonly kind: "rejected"; readonly code: string; readonly message: string; readonly rule: string };

/** Where an accepted command goes next (subscribers, webhooks). */
export type AfterAccept = (match: StoredMatch, seq: number) => Promise<void>;

const MAX_PAYLOAD_CHARS = 16_384;
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
const ATTEMPTS = 5;
const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

function checkInput(input: SubmitInput): void {
  if (!/^[a-z0-9_/-]{1,64}$/.test(input.type)) throw apiError("request/invalid", "A command type is 1 to 64 of a-z 0-9 _ / -");
  if (hasNul(input.payload)) throw apiError("request/invalid", "Command payloads cannot contain U+0000.");
  if (canonicalJson(input.payload ?? null).length > MAX_PAYLOAD_CHARS) throw apiError("request/too_large", `A command payload is at most ${MAX_PAYLOAD_CHARS} characters of JSON.`);
  if (input.idempotencyKey != null && !KEY.test(input.idempotencyKey)) throw apiError("request/invalid", "An idempotency key is 1 to 100 of A-Z a-z 0-9 _ . : -");
}

/**
 * Applies one command to a stored match. Commands on a match are serialized (an in-process queue, then a row
 * lock on the match held while the command is loaded, applied and stored, with lastSeq checked as a guard); a rejected command stores nothing and rolls nothing;
 * a repeated idempotency key returns the first answer, or `idempotency/key_reused` for a different request.
 */
export async function submitCommand(
  deps: { db: Db; rulesets: readonly RulesetEntry[]; lock: <T>(key: string, task: () => Promise<T>) => Promise<T>; afterAccept: AfterAccept },
  client: ClientInfo,
  caller: Caller,
  input: SubmitInput,
): Promise<SubmitOutcome> {
  checkInput(input);
  const outcome = await deps.lock(input.matchId, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const tried = await tryOnce(deps, client, caller, input);
      if (tried !== "conflict") return tried;
    }
    throw apiError("match/busy", "The match stayed busy; send the command again with the same idempotency key.");
  });
  if (outcome.kind === "accepted" && !outcome.replayed) await deps.afterAccept(outcome.match, outcome.seq);
  return outcome.kind === "accepted" ? { kind: "accepted", seq: outcome.seq, events: outcome.events, status: outcome.status } : outcome;
}

type Tried = (Extract<SubmitOutcome, { kind: "accepted" }> & { match: StoredMatch; replayed: boolean }) | Extract<SubmitOutcome, { kind: "rejected" }> | "conflict";

type Tx = Parameters<Parameters<Db["prisma"]["$transaction"]>[0]>[0];

/** Thrown inside the transaction to roll it back and answer without storing anything. */
class Answer {
  constructor(readonly tried: Tried) {}
}

async function tryOnce(deps: { db: Db; rulesets: readonly RulesetEntry[] }, client: ClientInfo, caller: Caller, input: SubmitInput): Promise<Tried> {
  if (!isMatchId(input.matchId)) throw apiError("match/not_found", "No match with this id exists.");
  try {
    // The row lock serializes commands on this match across API processes: load, apply and store as one unit.
    return await deps.db.prisma.$transaction((tx) => decide(tx, deps.rulesets, client, caller, input), { maxWait: 10_000, timeout: 10_000 });
  } catch (e) {
    if (e instanceof Answer) return e.tried;
    // Same idempotency key stored by a concurrent request on another match: decide again (it is now a replay or a reuse).
    if (isUniqueViolation(e)) return "conflict";
    throw e;
  }
}

async function decide(tx: Tx, rulesets: readonly RulesetEntry[], client: ClientInfo, caller: Caller, input: SubmitInput): Promise<Tried> {
  await tx.$queryRaw`SELECT 1 FROM "Match" WHERE "id" = ${input.matchId} FOR UPDATE`;
  const match = await findMatch(tx, input.matchId);
  const seat = requireSeat(match, caller);
  const command = { type: input.type, seat, payload: input.payload ?? {} };
  const requestHash = hashSecret(canonicalJson({ matchId: match.id, command, expected: input.expectedEventNumber ?? null }));
  const key = input.idempotencyKey ?? null;
  if (key) {
    const previous = await tx.idempotencyRecord.findUnique({ where: { clientId_key: { clientId: client.id, key } } });
    if (previous) {
      if (previous.requestHash !== requestHash) throw apiError("idempotency/key_reused", "This idempotency key was already used with a different request.");
      return { ...(previous.response as unknown as Extract<SubmitOutcome, { kind: "accepted" }>), match, replayed: true };
    }
  }
  if (input.expectedEventNumber != null && input.expectedEventNumber !== match.lastSeq) {
    return { kind: "rejected", code: "match/stale_event_number", message: `The match is at event ${match.lastSeq}, not ${input.expectedEventNumber}.`, rule: "" };
  }
  if (match.status !== "active") throw apiError("match/not_active", match.status === "open" ? "Seats are still open; commands start when every seat is claimed." : "The match has ended.");
  const ruleset = rulesetOf(rulesets, match);
  const stream = createVerifiableDice({ serverSeed: match.serverSeed, matchId: match.id, playerSeeds: playerSeedsOf(match), counter: match.nextRoll });
  const result = apply(ruleset, stateOf(match), command, stream.dice);
  if (!result.ok) return { kind: "rejected", code: result.error.code, message: result.error.message, rule: result.error.rule };
  const rolls = stream.rolls();
  const over = isMatchOver(ruleset, result.state);
  const seq = match.lastSeq + 1;
  const accepted = { kind: "accepted" as const, seq, events: eventsFor(ruleset, result.state, result.events, seat), status: over ? "ended" : "active" };
  const moved = await tx.match.updateMany({
    where: { id: match.id, lastSeq: match.lastSeq, status: "active" },
    data: {
      lastSeq: seq, stateHash: result.stateHash, state: json(result.state), nextRoll: match.nextRoll + rolls.length,
      ...(over ? { status: "ended" as const, endedAt: new Date(), endReason: "over" } : {}),
    },
  });
  if (moved.count === 0) throw new Answer("conflict");
  await tx.matchEvent.create({ data: { matchId: match.id, seq, command: json(command), events: json(result.events), rolls: json(rolls), stateHash: result.stateHash } });
  if (key) await tx.idempotencyRecord.create({ data: { clientId: client.id, key, requestHash, response: json(accepted) } });
  return { ...accepted, match, replayed: false };
}
