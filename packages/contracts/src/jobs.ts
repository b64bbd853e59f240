import { z } from "zod";
import { AiTurnPayloadSchema, AiTurnResultSchema } from "./ai-turn-job";
import { BarragePayloadSchema, BarrageResultSchema } from "./barrage-job";
import { SightingPayloadSchema, SightingResultSchema } from "./sighting-job";

export { AI_TURN_BUDGET_MS, AI_TURN_ENDINGS, AI_TURN_MAX_COMMANDS, AiTurnPayloadSchema, AiTurnResultSchema } from "./ai-turn-job";
export { BarrageImpactSchema, BarrageOrderSchema, MAX_BARRAGE_ORDER_CHARS, BarragePayloadSchema, BarrageResultSchema } from "./barrage-job";
export {
  JobHexViewpointSchema, JobTableViewpointSchema, JobViewpointSchema, ProvenanceSchema, ROW_ENCODING, SightingPayloadSchema, SightingResultSchema,
} from "./sighting-job";
export type { Footprint, Geometry, HexPosition, Position, TablePosition } from "./positions";
export { FootprintSchema, HexPositionSchema, PositionSchema, TablePositionSchema, toWrongGeometryReason } from "./positions";

/** The one BullMQ queue every job goes through; job names select the processor. */
export const QUEUE_NAME = "tactica-jobs";

/** Metadata carried by every job so its logs join the request that started it. */
export const JobMetaSchema = z.object({ requestId: z.string().max(128).optional() });

/** Payload and result of each job, validated on both sides of the queue. */
export const JobSchemas = {
  ping: {
    payload: z.object({ message: z.string().min(1).max(200) }),
    result: z.object({ echo: z.string(), processedBy: z.string() }),
  },
  /** One signed webhook delivery (services/worker/src/processors/webhook.ts); retried with backoff. */
  webhook: {
    payload: z.object({
      deliveryId: z.string().min(1).max(128),
      url: z.url({ protocol: /^https?$/ }).max(2000),
      /** The webhook's signing secret (HMAC-SHA256). */
      secret: z.string().min(16).max(200),
      /** The JSON body to POST, exactly as signed. */
      body: z.string().max(65_536),
    }),
    result: z.object({ delivered: z.boolean(), httpStatus: z.number().int(), attempt: z.number().int() }),
  },
  /** Batch visibility among units, or a whole-map viewshed (services/worker/src/processors/sighting.ts). */
  sighting: { payload: SightingPayloadSchema, result: SightingResultSchema },
  /** A barrage order the ruleset's module turns into a rules command, appended through the shared command path (processors/barrage.ts). */
  barrage: { payload: BarragePayloadSchema, result: BarrageResultSchema },
  /** A rule system's bot plays one seat's turn within a time budget (services/worker/src/processors/ai-turn.ts). */
  "ai-turn": { payload: AiTurnPayloadSchema, result: AiTurnResultSchema },
} as const;

/** Time limit of one attempt of each job; a job past it fails without retry (the same input would run as long). */
export const JOB_TIME_LIMITS_MS: { readonly [N in keyof typeof JobSchemas]: number } = {
  ping: 10_000,
  webhook: 30_000,
  sighting: 120_000,
  barrage: 60_000,
  // The thinking budget is at most 60 s; the rest covers loading and storing a turn of up to 200 commands.
  "ai-turn": 120_000,
};

export type JobName = keyof typeof JobSchemas;
export type JobPayload<N extends JobName> = z.infer<(typeof JobSchemas)[N]["payload"]>;
export type JobResult<N extends JobName> = z.infer<(typeof JobSchemas)[N]["result"]>;
export type JobMeta = z.infer<typeof JobMetaSchema>;

/** Lifecycle states reported by `job(id)`, the same for BullMQ and in-process queues. */
export const JOB_STATES = ["waiting", "active", "completed", "failed", "delayed", "unknown"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** True when `name` is a job this version knows. */
export function isJobName(name: string): name is JobName {
  return Object.prototype.hasOwnProperty.call(JobSchemas, name);
}
