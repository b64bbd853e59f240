import { z } from "zod";

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "an id of 1-64 of A-Z a-z 0-9 _ -");

/**
 * Which barrage to resolve. `artillery`: the Patrol! rounds due in this turn's F2 (the match waits in its explosives
 * stage; the job submits the system command `resolve_barrage`). `mortar`: a Firepower mortar shot, submitted as
 * `fire_mortar` for the seat that asked (the caller authenticated that seat).
 */
export const BarrageOrderSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("artillery"), rounds: z.array(id).min(1).max(200) }).strict(),
  z.object({ kind: z.literal("mortar"), seat: z.string().min(1).max(64), mortar: id, crewman: id, hex: z.string().min(1).max(16) }).strict(),
]);

/** A barrage job (services/worker/src/processors/barrage.ts). */
export const BarragePayloadSchema = z
  .object({
    matchId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "a match id"),
    barrage: BarrageOrderSchema,
    /** The match's last event number when the barrage was asked for: a barrage asked for an older position is refused. */
    expectedEventNumber: z.number().int().min(0).optional(),
  })
  .strict();

/** Where one round or bomb came down (public once resolved: impacts are seen by everyone). */
export const BarrageImpactSchema = z.object({
  /** The round id (Patrol!) or the mortar id (Firepower). */
  source: z.string(),
  outcome: z.string(),
  impact: z.string().nullable(),
});

/** What a barrage job did: the command it stored (or the rules' refusal) and each impact, by event number. */
export const BarrageResultSchema = z.object({
  matchId: z.string(),
  command: z.enum(["resolve_barrage", "fire_mortar"]),
  applied: z.boolean(),
  /** The event number of the resolution when applied (a retried job reports the first attempt's). */
  seq: z.number().int().min(0).nullable(),
  rejected: z.object({ code: z.string(), message: z.string(), rule: z.string() }).nullable(),
  impacts: z.array(BarrageImpactSchema),
  /** Events the resolution produced that the job may show (public ones). */
  events: z.number().int().min(0),
});
