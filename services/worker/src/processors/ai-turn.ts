import type { JobPayload, JobResult } from "@tactica/contracts";
import { AI_TURN_MAX_COMMANDS } from "@tactica/contracts";
import type { Db } from "@tactica/db";
import { createRngState, createSeededDice } from "@tactica/dice";
import { askBot } from "@tactica/engine";
import type { Ruleset } from "@tactica/engine";
import { SYSTEM_CLIENT_ID, findMatch, isMatchError, rulesetOf, stateOf, submitStoredCommand } from "@tactica/matches";
import type { AfterAccept, FindRuleset, StoredMatch } from "@tactica/matches";
import type { JobContext } from "@tactica/queue";
import { UnrecoverableJobError } from "@tactica/queue";
import { aiTurnKeyPrefix, findEarlierCommands } from "./ai-turn-records";

export type AiTurnDeps = {
  readonly db: Db;
  readonly rulesets: FindRuleset;
  /** The worker's clock in ms (the rules core never reads one): the budget's deadline is measured on it. */
  readonly now: () => number;
  /** After each command the turn stores (subscribers, webhooks, barrages, other bot seats' turns). */
  readonly afterAccept?: AfterAccept;
  /** After a turn that stored commands, with the match as it left it: queues the next bot turns (its own seat's too). */
  readonly afterTurn?: (match: StoredMatch) => Promise<void>;
};

type Played = { seq: number; type: string };
type Ending = JobResult<"ai-turn">["ended"];

/** Refusals that retrying cannot change (no such match or seat, no bot, a stale request): fail at once. */
const fail = (code: string, message: string): never => { throw new UnrecoverableJobError(code, `ai-turn: ${code}: ${message}`); };

/**
 * An AI turn: the ruleset's bot plays `seat` of a stored match, one decision after another, and each command is
 * submitted as that seat through the shared command path (@tactica/matches) with the match's verifiable dice.
 *
 * A turn is every command the bot proposes in a row for the seat: it ends when the bot waits (after submitting and
 * locking a secret plot, or when another seat's unit is to act), when the match ends, after maxCommands, or when
 * another seat's command comes in between. The budget is the turn's wall time: the bot polls a deadline `budgetMs`
 * after the turn starts (storing commands counts too) and answers with the best legal command found so far; after
 * it, the turn's remaining decisions are made without search (a plot is still locked).
 *
 * Exactly once: each command's idempotency key is the job id's prefix plus the event number it was decided at,
 * and it is stored only if the match is still at that number. A retried attempt finds the commands earlier
 * attempts stored and carries on from there (or stops if another seat moved since), so nothing applies twice.
 */
export async function processAiTurn(payload: JobPayload<"ai-turn">, ctx: JobContext, deps: AiTurnDeps): Promise<JobResult<"ai-turn">> {
  const prefix = aiTurnKeyPrefix(ctx.jobId, payload.matchId);
  let match = await load(deps.db, payload.matchId);
  const ruleset = rulesetFor(deps.rulesets, match);
  if (!match.seats.some((s) => s.seat === payload.seat)) fail("match/unknown_seat", `This match has no seat "${payload.seat}".`);
  if (!ruleset.bot) fail("ai/no_bot", `${ruleset.id} has no bot.`);
  const maxCommands = payload.maxCommands ?? AI_TURN_MAX_COMMANDS;
  const from = payload.expectedEventNumber;
  const played: Played[] = await findEarlierCommands(deps.db, payload.matchId, prefix, from === undefined ? undefined : { from, to: Math.min(match.lastSeq, from + maxCommands) });
  const last = played[played.length - 1];
  // Asked for a position the match has left (two bot seats that may act at once, say: the other one moved first):
  // nothing to do here, and not a failure - the move that superseded it queued the turns of its own position.
  if (!last && payload.expectedEventNumber !== undefined && payload.expectedEventNumber !== match.lastSeq) {
    await ctx.progress(100);
    return { ...summary(payload, match, [], "superseded"), stoppedOnBudget: false, thinkingMs: 0, elapsedMs: 0 };
  }
  await ctx.progress(5);
  const start = deps.now();
  const deadline = start + payload.budgetMs;
  let stoppedOnBudget = false;
  let thinking = 0;
  const shouldStop = () => {
    if (deps.now() < deadline) return false;
    stoppedOnBudget = true;
    return true;
  };
  let ended: Ending = last && last.seq !== match.lastSeq ? "interrupted" : "waiting";
  while (ended === "waiting") {
    if (match.status !== "active") { ended = match.status === "ended" ? "match_over" : fail("match/not_active", "Seats are still open."); break; }
    if (played.length >= maxCommands) { ended = "max_commands"; break; }
    // Past the job's time limit the attempt has already failed: store nothing more.
    ctx.signal?.throwIfAborted();
    // The bot's own dice (never the match's stream), seeded by the job and the position: a retry decides alike.
    const { dice } = createSeededDice(createRngState(`${prefix}${match.lastSeq}`, "sfc32"));
    const limits = { shouldStop, ...(payload.maxEvaluations !== undefined ? { budget: payload.maxEvaluations } : {}) };
    const asked = deps.now();
    const command = proposal(ruleset, stateOf(match), payload.seat, dice, limits);
    thinking += deps.now() - asked;
    if (!command) break;
    ctx.signal?.throwIfAborted();
    const out = await submitStoredCommand(deps, {
      matchId: match.id, seat: payload.seat, type: command.type, payload: command.payload,
      idempotency: { clientId: SYSTEM_CLIENT_ID, key: `${prefix}${match.lastSeq}` }, expectedEventNumber: match.lastSeq,
    }).catch(toJobError);
    if (out.kind === "rejected") {
      if (out.code === "match/stale_event_number") { ended = "interrupted"; break; }
      // askBot checked the command against this very state, so a refusal here is a bug (final, as in proposal).
      throw new UnrecoverableJobError("ai/bot_refused", `ai-turn: ai/bot_refused: the bot's ${command.type} was refused: ${out.code}: ${out.message}`);
    }
    played.push({ seq: out.seq, type: command.type });
    await ctx.progress(Math.min(95, 5 + Math.floor((90 * (deps.now() - start)) / payload.budgetMs)));
    match = await load(deps.db, payload.matchId);
  }
  if (played.length > 0) await deps.afterTurn?.(match);
  await ctx.progress(100);
  return { ...summary(payload, match, played, ended), stoppedOnBudget, thinkingMs: Math.round(thinking), elapsedMs: Math.max(0, Math.round(deps.now() - start)) };
}

function summary(payload: JobPayload<"ai-turn">, match: StoredMatch, commands: Played[], ended: Ending) {
  return { matchId: payload.matchId, seat: payload.seat, commands, ended, lastEventNumber: match.lastSeq };
}

/**
 * The bot's next command, checked by askBot against this very state. A refused proposal is a bug in the bot, and
 * final for the job: its dice are seeded by the job and the position, so a retry would propose the same again.
 */
function proposal(...args: Parameters<typeof askBot>): ReturnType<typeof askBot> {
  try {
    return askBot(...args);
  } catch (e) {
    return fail("ai/bot_refused", e instanceof Error ? e.message : String(e));
  }
}

async function load(db: Db, matchId: string): Promise<StoredMatch> {
  return findMatch(db.prisma, matchId).catch(toJobError);
}

function rulesetFor(rulesets: FindRuleset, match: StoredMatch): Ruleset {
  try {
    return rulesetOf(rulesets, match);
  } catch (e) {
    return toJobError(e);
  }
}

/** The command path's typed refusals are final for a job (unknown match, ended match, reused key); others may be retried. */
function toJobError(e: unknown): never {
  if (isMatchError(e) && e.code !== "match/busy") fail(e.code, e.message);
  throw e;
}
