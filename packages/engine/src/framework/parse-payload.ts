import type { z } from "zod";
import { describeIssuesMessage } from "./describe-issues";
import { reject } from "./rejection";
import type { Rejection } from "./rejection";

/**
 * Parse a command payload with its schema; a mismatch becomes `command/invalid_payload` naming each path and the
 * shape expected there (`payload.posture: expected one of "stand","crouch","prone"`; Ruleset.commands.payloadSchema).
 */
export function parsePayload<P>(
  schema: z.ZodType<P>,
  payload: unknown,
  rule: string,
): { readonly ok: true; readonly payload: P } | { readonly ok: false; readonly error: Rejection } {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return reject("command/invalid_payload", describeIssuesMessage(parsed.error, "payload"), rule);
}
