import { createHash, createHmac } from "node:crypto";
import type { JobName, JobPayload } from "@tactica/contracts";
import type { EnqueueOptions, JobQueue } from "./types";

/** JSON with object keys sorted at every depth, so equal payloads give equal text whatever their key order. */
export function toCanonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => toCanonicalJson(v === undefined ? null : v)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toCanonicalJson(v)}`).join(",")}}`;
}

/**
 * The deterministic id of a job: its name and the SHA-256 of its canonical payload (a repeat is the same job).
 * Anyone can compute it from the payload, so use it only where that is harmless (a sighting job: whoever asks for the
 * same payload shares one result); jobs that act for a seat use toKeyedJobId.
 */
export function toJobId<N extends JobName>(name: N, payload: JobPayload<N>): string {
  return `${name}-${createHash("sha256").update(toCanonicalJson(payload)).digest("hex").slice(0, 40)}`;
}

/**
 * A system job's id keyed by a secret (HMAC-SHA256 of the canonical payload): the same request with the same secret
 * is the same job (idempotent), but nobody without the secret can compute the id in advance and occupy it.
 * The API keys match jobs (ai-turn, barrage) by the match's secret server seed (issue 17).
 */
export function toKeyedJobId<N extends JobName>(name: N, payload: JobPayload<N>, secret: string): string {
  return `${name}-${createHmac("sha256", secret).update(toCanonicalJson(payload)).digest("hex").slice(0, 40)}`;
}

/** The id a client chose for its own job, in that client's namespace: it can never equal a system job's id. */
export function toClientJobId(clientId: string, chosen: string): string {
  return `client-${clientId}-${chosen}`;
}

const MAX_PROBES = 4;

/**
 * Enqueues a system job at its deterministic id and returns the id of the job that holds it. If a job of another
 * name already sits at that id (it cannot be ours: our ids are derived from our own payloads), the next ids
 * `<id>-2`, `<id>-3`, ... are tried in the same order every time, so asking again still finds the same job.
 */
export async function enqueueSystemJob<N extends JobName>(queue: JobQueue, name: N, payload: JobPayload<N>, opts: EnqueueOptions & { readonly jobId: string }): Promise<{ id: string }> {
  for (let probe = 1; probe <= MAX_PROBES; probe++) {
    const jobId = probe === 1 ? opts.jobId : `${opts.jobId}-${probe}`;
    const { id } = await queue.enqueue(name, payload, { ...opts, jobId });
    const held = await queue.getJob(id);
    if (!held || held.name === name) return { id };
  }
  throw new Error(`job ids ${opts.jobId}(-2..-${MAX_PROBES}) are all held by jobs of other names`);
}
