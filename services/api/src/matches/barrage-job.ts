import { JobSchemas } from "@tactica/contracts";
import type { JobPayload } from "@tactica/contracts";
import { toKeyedJobId } from "@tactica/queue";
import { apiError } from "../errors";

/** The Patrol! rounds waiting for their F2 resolution (public ids), from a stored match state (4.1 F2). */
export function dueRounds(state: unknown): string[] {
  const game = (state as { game?: { artillery?: { due?: unknown } } }).game;
  const due = game?.artillery?.due;
  return Array.isArray(due) ? due.filter((d): d is string => typeof d === "string") : [];
}

/**
 * A barrage job for a match at event `seq`, checked against its contract, with the id derived from it and keyed by the
 * match's secret server seed: the same barrage at the same position is always the same job, whoever asks (a client's
 * requestBarrage or the automatic queueing after the command that made rounds due), so it runs once; and nobody can
 * compute the id from public data in advance and occupy it (issue 17). Enqueue it with enqueueSystemJob.
 */
export function toBarrageJob(match: { readonly id: string; readonly serverSeed: string }, barrage: JobPayload<"barrage">["barrage"], seq: number): { payload: JobPayload<"barrage">; jobId: string } {
  const checked = JobSchemas.barrage.payload.safeParse({ matchId: match.id, barrage, expectedEventNumber: seq });
  if (!checked.success) {
    const first = checked.error.issues[0];
    throw apiError("request/invalid", `${first?.path.join(".") || "input"}: ${first?.message ?? "invalid"}`);
  }
  return { payload: checked.data, jobId: toKeyedJobId("barrage", checked.data, match.serverSeed) };
}
