import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";
import { GRAPHQL_PATH } from "./map-api";
import { toAuthHeaders } from "./map-save-api";

/** The sighting job's viewshed result (packages/contracts SightingResultSchema, kind "viewshed"). */
export type ViewshedResult = { kind: string; size: number; rows: string[]; cells?: [number, number][]; reconstructed: boolean };
/** A job as `job(id)` reports it. */
export type JobStatus = { id: string; state: string; progress: number; error: string | null; result: unknown };

export const REQUEST_VIEWSHED_MUTATION = "mutation EditorViewshed($input: RequestSightingInput!) { requestSighting(input: $input) { id state progress error result } }";
export const JOB_QUERY = "query EditorJob($id: ID!) { job(id: $id) { id state progress error result } }";

/** Queues the whole-map viewshed of the (unsaved, inline) document for one posture and level (needs an API key, any scope). */
export async function requestViewshed(fetchImpl: FetchLike, rulesetId: string, document: unknown, posture: string, level: number, url = GRAPHQL_PATH, apiKey?: string): Promise<GraphQLOutcome<JobStatus>> {
  const input = { rulesetId, map: document, viewshed: { posture, level } };
  const outcome = await requestGraphQL<{ requestSighting: JobStatus }>(fetchImpl, url, REQUEST_VIEWSHED_MUTATION, { input }, toAuthHeaders(apiKey));
  return outcome.ok ? { ok: true, data: outcome.data.requestSighting } : outcome;
}

/** Reads a job's state and progress (0..100). */
export async function loadJob(fetchImpl: FetchLike, id: string, url = GRAPHQL_PATH): Promise<GraphQLOutcome<JobStatus>> {
  const outcome = await requestGraphQL<{ job: JobStatus | null }>(fetchImpl, url, JOB_QUERY, { id });
  if (!outcome.ok) return outcome;
  return outcome.data.job === null ? { ok: false, error: `job ${id} is gone` } : { ok: true, data: outcome.data.job };
}

/** The axial keys ("q,r") the observer's hex sees in a viewshed: its row, base64 of 32-bit little-endian words. */
export function toVisibleKeys(result: ViewshedResult, observer: { q: number; r: number }): Set<string> | undefined {
  const cells = result.cells ?? [];
  const i = cells.findIndex(([q, r]) => q === observer.q && r === observer.r);
  const row = result.rows[i];
  if (i < 0 || row === undefined) return undefined;
  const bytes = Uint8Array.from(atob(row), (c) => c.charCodeAt(0));
  const seen = new Set<string>();
  cells.forEach(([q, r], j) => {
    const byte = bytes[j >>> 3] ?? 0; // bit j of word j>>>5, little-endian: byte j>>>3, bit j&7
    if ((byte >>> (j & 7)) & 1) seen.add(`${q},${r}`);
  });
  return seen;
}
