import { z } from "zod";

/** Most JSON characters of a barrage order: the largest shipped order (200 round ids) is well under it. */
export const MAX_BARRAGE_ORDER_CHARS = 16_384;

/**
 * Which barrage to resolve: a `kind` and the fields the match's ruleset module gives that kind. The contract checks
 * only the envelope; the module's BarrageJobs.checkOrder (@tactica/ruleset-module jobs.ts) checks the fields, on
 * both sides of the queue. Fields pass through unchanged, so an order parses to the same canonical JSON (and the
 * same job id) as it did when each system's order had its own fixed schema here.
 */
export const BarrageOrderSchema = z
  .object({ kind: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, "a barrage kind: lower-case letters, digits, _ (1-32)") })
  .catchall(z.unknown())
  .refine((o) => JSON.stringify(o).length <= MAX_BARRAGE_ORDER_CHARS, { message: `a barrage order is at most ${MAX_BARRAGE_ORDER_CHARS} characters of JSON` });

/** A barrage job (services/worker/src/processors/barrage.ts). */
export const BarragePayloadSchema = z
  .object({
    matchId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "a match id"),
    barrage: BarrageOrderSchema,
    /** The match's last event number when the barrage was asked for: a barrage asked for an older position is refused. */
    expectedEventNumber: z.number().int().min(0).optional(),
  })
  .strict();

/** Where one round or shot came down (public once resolved: impacts are seen by everyone). */
export const BarrageImpactSchema = z.object({
  /** The public id of what was fired (a round, a tube), as the ruleset names it. */
  source: z.string(),
  outcome: z.string(),
  impact: z.string().nullable(),
});

/** What a barrage job did: the command it stored (or the rules' refusal) and each impact, by event number. */
export const BarrageResultSchema = z.object({
  matchId: z.string(),
  /** The rules command type the ruleset's module made of the order. */
  command: z.string().min(1).max(64),
  applied: z.boolean(),
  /** The event number of the resolution when applied (a retried job reports the first attempt's). */
  seq: z.number().int().min(0).nullable(),
  rejected: z.object({ code: z.string(), message: z.string(), rule: z.string() }).nullable(),
  impacts: z.array(BarrageImpactSchema),
  /** Events the resolution produced that the job may show (public ones). */
  events: z.number().int().min(0),
});
