import { canonicalJson } from "@tactica/dice";
import { hasNul } from "./json-text";
import { MatchError } from "./match-error";

/** The largest command payload stored, as canonical JSON characters. */
export const MAX_PAYLOAD_CHARS = 16_384;
const TYPE = /^[a-z0-9_/-]{1,64}$/;
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/** Refuses (MatchError `request/invalid` or `request/too_large`) a command no match could store, before any I/O. */
export function checkCommandInput(input: { readonly type: string; readonly payload: unknown; readonly idempotencyKey?: string | null }): void {
  if (!TYPE.test(input.type)) throw new MatchError("request/invalid", "A command type is 1 to 64 of a-z 0-9 _ / -");
  if (hasNul(input.payload)) throw new MatchError("request/invalid", "Command payloads cannot contain U+0000.");
  if (canonicalJson(input.payload ?? null).length > MAX_PAYLOAD_CHARS) throw new MatchError("request/too_large", `A command payload is at most ${MAX_PAYLOAD_CHARS} characters of JSON.`);
  if (input.idempotencyKey != null && !KEY.test(input.idempotencyKey)) throw new MatchError("request/invalid", "An idempotency key is 1 to 100 of A-Z a-z 0-9 _ . : -");
}
