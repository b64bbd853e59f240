import { createHash } from "node:crypto";
import type { JobName, JobPayload } from "@tactica/contracts";

/** JSON with object keys sorted at every depth, so equal payloads give equal text whatever their key order. */
export function toCanonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => toCanonicalJson(v === undefined ? null : v)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toCanonicalJson(v)}`).join(",")}}`;
}

/** The deterministic id of a job: its name and the SHA-256 of its canonical payload (a repeat is the same job). */
export function toJobId<N extends JobName>(name: N, payload: JobPayload<N>): string {
  return `${name}-${createHash("sha256").update(toCanonicalJson(payload)).digest("hex").slice(0, 40)}`;
}
