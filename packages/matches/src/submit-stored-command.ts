import { createHash } from "node:crypto";
import type { Db, Prisma } from "@tactica/db";
import { isUniqueViolation } from "@tactica/db";
import { canonicalJson, createVerifiableDice } from "@tactica/dice";
import { apply, eventsFor, isMatchOver } from "@tactica/engine";
import type { VisibleEvent } from "@tactica/engine";
import { checkCommandInput } from "./command-input";
import type { MatchLock } from "./keyed-mutex";
import { MatchError } from "./match-error";
import { findMatch, isMatchId, playerSeedsOf, rulesetOf, stateOf } from "./stored-match";
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
  | { readonly kind: "rejected"; readonly code: string; readonly message: string; readonly rule: string };

/** Where an accepted command goes next (subscribers, webhooks); never called for a replayed answer. */
export type AfterAccept = (match: StoredMatch, seq: number) => Promise<void>;

export type SubmitDeps = {
  readonly db: Db;
  readonly rulesets: FindRuleset;
  /** Serializes commands per match inside this process (createKeyedMutex); without it they contend in the database. */
  readonly lock?: MatchLock;
  readonly afterAccept?: AfterAccept;
};

const ATTEMPTS = 5;
const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;
const sha256 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");
const direct: MatchLock = (_key, task) => task();

/**
 * Applies one command to a stored match with the match's verifiable dice and stores the event, the new
 * snapshot and the idempotency record as one unit. Commands on a match are serialized (the optional in-process
 * lock, then a row lock on the match with lastSeq checked as a guard), so they are across processes too; a
 * rejected or failed command stores nothing. Throws MatchError for refusals that are not rules of the game.
 */
export async function submitStoredCommand(deps: SubmitDeps, input: StoredCommandInput): Promise<SubmitOutcome> {
  checkCommandInput({ type: input.type, payload: input.payload, idempotencyKey: input.idempotency?.key ?? null });
  if (!isMatchId(input.matchId)) throw new MatchError("match/not_found", "No match with this id exists.");
  if (input.idempotency?.clientId === SYSTEM_CLIENT_ID) await ensureSystemClient(deps.db);
  const outcome = await (deps.lock ?? direct)(input.matchId, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const tried = await tryOnce(deps, input);
      if (tried !== "conflict") return tried;
    }
    throw new MatchError("match/busy", "The match stayed busy; send the command again with the same idempotency key.");
  });
  if (outcome.kind === "accepted" && !outcome.replayed) await deps.afterAccept?.(outcome.match, outcome.seq);
  return outcome.kind === "accepted" ? { kind: "accepted", seq: outcome.seq, events: outcome.events, status: outcome.status } : outcome;
}

type Accepted = Extract<SubmitOutcome, { kind: "accepted" }>;
type Tried = (Accepted & { match: StoredMatch; replayed: boolean }) | Extract<SubmitOutcome, { kind: "rejected" }> | "conflict";
type Tx = Parameters<Parameters<Db["prisma"]["$transaction"]>[0]>[0];

/** Thrown inside the transaction to roll it back and answer without storing anything. */
class Answer {
  constructor(readonly tried: Tried) {}
}

async function tryOnce(deps: SubmitDeps, input: StoredCommandInput): Promise<Tried> {
  try {
    // The row lock serializes commands on this match across processes: load, apply and store as one unit.
    return await deps.db.prisma.$transaction((tx) => decide(tx, deps.rulesets, input), { maxWait: 10_000, timeout: 10_000 });
  } catch (e) {
    if (e instanceof Answer) return e.tried;
    // Same idempotency key stored by a concurrent request on another match: decide again (it is now a replay or a reuse).
    if (isUniqueViolation(e)) return "conflict";
    throw e;
  }
}

async function decide(tx: Tx, rulesets: FindRuleset, input: StoredCommandInput): Promise<Tried> {
  await tx.$queryRaw`SELECT 1 FROM "Match" WHERE "id" = ${input.matchId} FOR UPDATE`;
  const match = await findMatch(tx, input.matchId);
  const seat = input.seat;
  if (!match.seats.some((s) => s.seat === seat)) throw new MatchError("match/unknown_seat", `This match has no seat "${seat.slice(0, 64)}".`);
  const command = { type: input.type, seat, payload: input.payload ?? {} };
  const requestHash = sha256(canonicalJson({ matchId: match.id, command, expected: input.expectedEventNumber ?? null }));
  const idem = input.idempotency ?? null;
  if (idem) {
    const previous = await tx.idempotencyRecord.findUnique({ where: { clientId_key: { clientId: idem.clientId, key: idem.key } } });
    if (previous) {
      if (previous.requestHash !== requestHash) throw new MatchError("idempotency/key_reused", "This idempotency key was already used with a different request.");
      return { ...(previous.response as unknown as Accepted), match, replayed: true };
    }
  }
  if (input.expectedEventNumber != null && input.expectedEventNumber !== match.lastSeq) {
    return { kind: "rejected", code: "match/stale_event_number", message: `The match is at event ${match.lastSeq}, not ${input.expectedEventNumber}.`, rule: "" };
  }
  if (match.status !== "active") throw new MatchError("match/not_active", match.status === "open" ? "Seats are still open; commands start when every seat is claimed." : "The match has ended.");
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
  if (idem) await tx.idempotencyRecord.create({ data: { clientId: idem.clientId, key: idem.key, requestHash, response: json(accepted) } });
  return { ...accepted, match, replayed: false };
}
