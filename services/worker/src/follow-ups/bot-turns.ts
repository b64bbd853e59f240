import type { JobPayload } from "@tactica/contracts";
import { JobSchemas } from "@tactica/contracts";
import { viewFor } from "@tactica/engine";
import type { Ruleset } from "@tactica/engine";
import { stateOf } from "@tactica/matches";
import type { StoredMatch } from "@tactica/matches";
import { enqueueSystemJob, toKeyedJobId } from "@tactica/queue";
import type { JobQueue } from "@tactica/queue";

/** The thinking budget of a turn the server queues for a seat left to its bot (a client's requestAiTurn names its own). */
export const BOT_SEAT_BUDGET_MS = 250;

/**
 * The seats the server's bot should play now: the seats named in the match's `actors` (every seat that may act,
 * as a spectator's view names them) that are played by the bot (Seat.bot: left to it at creation, or resigned),
 * while the match is active and its ruleset has a bot. `except` leaves out the seat of the turn being played.
 */
export function botSeatsToPlay(ruleset: Ruleset, match: StoredMatch, except?: string): string[] {
  if (match.status !== "active" || !ruleset.bot) return [];
  const bots = new Set(match.seats.filter((s) => s.bot && s.seat !== except).map((s) => s.seat));
  if (bots.size === 0) return [];
  return viewFor(ruleset, stateOf(match), "spectator").actors.filter((seat) => bots.has(seat));
}

/**
 * The AI-turn job of a bot seat at event `seq`: the same payload and HMAC-keyed id as requestAiTurn's (keyed by the
 * match's secret server seed), so a retry, two API processes, the worker chaining bot turns and the requeue sweep
 * all ask for one job, and nobody can compute its id from public data (issue 17).
 */
export function toBotTurnJob(match: Pick<StoredMatch, "id" | "serverSeed">, seat: string, seq: number, budgetMs = BOT_SEAT_BUDGET_MS): { payload: JobPayload<"ai-turn">; jobId: string } {
  const payload = JobSchemas["ai-turn"].payload.parse({ matchId: match.id, seat, budgetMs, expectedEventNumber: seq });
  return { payload, jobId: toKeyedJobId("ai-turn", payload, match.serverSeed) };
}

/**
 * Queues an AI turn for every bot seat that may act in the match at event `seq` (botSeatsToPlay); returns the job
 * ids. The first queue refusal is thrown (the sweep asks again once the queue is back).
 */
export async function queueBotTurns(queue: JobQueue, ruleset: Ruleset, match: StoredMatch, seq: number, opts: { readonly except?: string; readonly budgetMs?: number } = {}): Promise<string[]> {
  const ids: string[] = [];
  for (const seat of botSeatsToPlay(ruleset, match, opts.except)) {
    const job = toBotTurnJob(match, seat, seq, opts.budgetMs);
    ids.push((await enqueueSystemJob(queue, "ai-turn", job.payload, { jobId: job.jobId })).id);
  }
  return ids;
}
