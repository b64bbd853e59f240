import type { z } from "zod";
import { reject } from "./rejection";
import type { Rejection } from "./rejection";

/** Parse a command payload with its schema; a mismatch becomes `command/invalid_payload` naming the path. */
export function parsePayload<P>(
  schema: z.ZodType<P>,
  payload: unknown,
  rule: string,
): { readonly ok: true; readonly payload: P } | { readonly ok: false; readonly error: Rejection } {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join(".") : "payload";
  return reject("command/invalid_payload", `${path}: ${issue?.message ?? "invalid"}`, rule);
}
