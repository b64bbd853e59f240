import { z } from "zod";
import { createRulingsPack, rulingsPackSchema } from "../options/rulings-pack";
import type { MatchRecord } from "./match-record";
import { reject } from "./rejection";
import type { Rejection } from "./rejection";

const rollSchema = z.object({ n: z.number().int().min(0), sides: z.number().int().min(1), value: z.number().int().min(1) }).strict();
const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** zod schema of a stored or uploaded match record (shape only; `replayMatch` checks the content). */
export const matchRecordSchema = z.object({
  ruleset: z.object({ id: z.string().min(1), version: z.string().min(1) }).strict(),
  scenario: z.unknown(),
  rulings: rulingsPackSchema,
  rulingsPackHash: hashSchema,
  dice: z.object({
    matchId: z.string().min(1),
    serverSeedHash: hashSchema,
    serverSeed: z.string().optional(),
    playerSeeds: z.array(z.string()),
    firstCounter: z.number().int().min(0),
  }).strict(),
  initialHash: hashSchema,
  steps: z.array(z.object({
    command: z.object({ type: z.string().min(1), seat: z.string().min(1), payload: z.unknown() }).strict(),
    rolls: z.array(rollSchema),
    stateHash: hashSchema,
  }).strict()),
  /** The server's signature over the rest of the record, as `exportMatch` gives it (docs/signed-records.md): checked by the
   * verifier against the published keys, not part of what replays, so the parsed record leaves it out. */
  signature: z.object({ keyId: z.string().min(1), algorithm: z.literal("Ed25519"), signature: z.string().min(1) }).strict().optional(),
}).strict();

/** Parse uploaded JSON (a disputed match, say) into a record; a bad shape is `record/invalid` naming the path. */
export function toMatchRecord(json: unknown): { readonly ok: true; readonly record: MatchRecord } | { readonly ok: false; readonly error: Rejection } {
  const parsed = matchRecordSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reject("record/invalid", `${issue?.path.join(".") || "record"}: ${issue?.message ?? "invalid"}`);
  }
  const { rulings, signature: _signature, ...rest } = parsed.data;
  const record: MatchRecord = {
    ...rest,
    rulings: createRulingsPack(rulings),
    steps: rest.steps.map((s) => ({ ...s, command: { type: s.command.type, seat: s.command.seat, payload: s.command.payload } })),
  };
  return { ok: true, record };
}
