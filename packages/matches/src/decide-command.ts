import { createHash } from "node:crypto";
import { canonicalJson, createVerifiableDice } from "@tactica/dice";
import { apply, eventsFor, isMatchOver } from "@tactica/engine";
import type { VisibleEvent } from "@tactica/engine";
import { MatchError } from "./match-error";
import { playerSeedsOf, rulesetOf, stateOf } from "./stored-match";
import type { FindRuleset, StoredMatch } from "./stored-match";
import type { CommandWrite } from "./store-command";
import { SYSTEM_CLIENT_ID } from "./system-client";

/** The answer stored with an accepted command (and returned again for a replayed idempotency key). */
export type AcceptedAnswer = { readonly kind: "accepted"; readonly seq: number; readonly events: readonly VisibleEvent[]; readonly status: string };
export type RejectedAnswer = { readonly kind: "rejected"; readonly code: string; readonly message: string; readonly rule: string };

/** What one command does to one snapshot of a match: a write, a rejection, or a refusal (MatchError). */
export type Decision =
  | { readonly kind: "write"; readonly write: CommandWrite; readonly answer: AcceptedAnswer; readonly snapshot: StoredMatch }
  | { readonly kind: "answer"; readonly answer: RejectedAnswer }
  | { readonly kind: "refuse"; readonly error: MatchError };

export type CommandRequest = {
  readonly matchId: string;
  readonly seat: string;
  readonly type: string;
  readonly payload: unknown;
  readonly idempotency: { readonly clientId: string; readonly key: string } | null;
  readonly expectedEventNumber: number | null;
};

/** The command as stored in the log (the seat inside, as the engine sees it). */
export const commandOf = (r: CommandRequest) => ({ type: r.type, seat: r.seat, payload: r.payload ?? {} });

/** The hash that tells a replay (same key, same request) from a reuse (same key, another request). */
export const requestHashOf = (r: CommandRequest): string =>
  createHash("sha256").update(canonicalJson({ matchId: r.matchId, command: commandOf(r), expected: r.expectedEventNumber }), "utf8").digest("hex");

/**
 * Throws `match/unknown_seat` unless the (already authenticated) seat is one of the match's, and `match/seat_resigned`
 * when its player resigned and the command comes from that player (`byPlayer`) rather than the bot now playing it.
 */
export function checkSeat(match: StoredMatch, seat: string, byPlayer = true): void {
  const row = match.seats.find((s) => s.seat === seat);
  if (!row) throw new MatchError("match/unknown_seat", `This match has no seat "${seat.slice(0, 64)}".`);
  if (byPlayer && row.resignedAt !== null) throw new MatchError("match/seat_resigned", `Seat ${seat} has resigned; its player no longer acts in this match.`);
}

/** True when a command comes from a seat's player, false for the worker's jobs (bots), which keep records as the system client. */
export const isByPlayer = (r: Pick<CommandRequest, "idempotency">): boolean => r.idempotency?.clientId !== SYSTEM_CLIENT_ID;

/**
 * Applies the command to a snapshot with the match's verifiable dice (continuing at nextRoll). No I/O: the
 * caller stores a write under the lastSeq guard, and confirms any other outcome against the database first.
 */
export function decideCommand(match: StoredMatch, rulesets: FindRuleset, r: CommandRequest, requestHash: string): Decision {
  if (r.expectedEventNumber != null && r.expectedEventNumber !== match.lastSeq) {
    return { kind: "answer", answer: { kind: "rejected", code: "match/stale_event_number", message: `The match is at event ${match.lastSeq}, not ${r.expectedEventNumber}.`, rule: "" } };
  }
  if (match.status !== "active") {
    return { kind: "refuse", error: new MatchError("match/not_active", match.status === "open" ? "Seats are still open; commands start when every seat is claimed." : "The match has ended.") };
  }
  let ruleset;
  try {
    ruleset = rulesetOf(rulesets, match);
  } catch (e) {
    if (e instanceof MatchError) return { kind: "refuse", error: e };
    throw e;
  }
  const command = commandOf(r);
  const stream = createVerifiableDice({ serverSeed: match.serverSeed, matchId: match.id, playerSeeds: playerSeedsOf(match), counter: match.nextRoll });
  const result = apply(ruleset, stateOf(match), command, stream.dice);
  if (!result.ok) return { kind: "answer", answer: { kind: "rejected", code: result.error.code, message: result.error.message, rule: result.error.rule } };
  const rolls = stream.rolls();
  const ended = isMatchOver(ruleset, result.state);
  const seq = match.lastSeq + 1;
  const answer: AcceptedAnswer = { kind: "accepted", seq, events: eventsFor(ruleset, result.state, result.events, r.seat), status: ended ? "ended" : "active" };
  const nextRoll = match.nextRoll + rolls.length;
  const write: CommandWrite = {
    matchId: match.id, seq, stateHash: result.stateHash, state: result.state, nextRoll, ended, command, events: result.events, rolls, byPlayer: isByPlayer(r),
    idempotency: r.idempotency ? { ...r.idempotency, requestHash, response: answer } : null,
  };
  const snapshot: StoredMatch = { ...match, lastSeq: seq, stateHash: result.stateHash, state: result.state as unknown as StoredMatch["state"], nextRoll, status: ended ? "ended" : "active" };
  return { kind: "write", write, answer, snapshot };
}
