import { JOB_STATES, JobSchemas } from "@tactica/contracts";
import type { JobInfo } from "@tactica/queue";
import { enqueueSystemJob, toClientJobId, toJobId, watchJob } from "@tactica/queue";
import { findSightingSystem, listSightingSystems } from "@tactica/worker";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { modulesOf } from "../rulesets";
import { toJobViewpoint } from "../geometry/position-input";
import { ViewpointInput } from "./geometry";
import { limitSubscription } from "../limits/limit-subscription";

const JobStateEnum = builder.enumType("JobState", { values: JOB_STATES });

export const Job = builder.objectRef<JobInfo>("Job").implement({
  description: "A background job (BullMQ, or in-process in embedded mode).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    state: t.field({ type: JobStateEnum, resolve: (j) => j.state }),
    progress: t.exposeFloat("progress", { description: "0 to 100." }),
    result: t.field({ type: "JSON", nullable: true, resolve: (j) => j.result }),
    error: t.exposeString("error", { nullable: true }),
    attempts: t.exposeInt("attempts"),
  }),
});

builder.queryField("job", (t) =>
  t.field({
    type: Job,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.queue.getJob(String(id)),
  }),
);

builder.mutationField("enqueuePing", (t) =>
  t.field({
    type: Job,
    description: "Queues a `ping` job: a health check of the worker path (read scope). Returns at once; poll `job(id)`.",
    args: {
      message: t.arg.string({ required: true }),
      jobId: t.arg.string({
        required: false,
        description: "An id of your own: repeating it does not run the job twice. It lives in your key's namespace: the job's id is `client-<your client id>-<jobId>`.",
      }),
    },
    resolve: async (_r, { message, jobId }, ctx) => {
      const client = requireScope(ctx, "read");
      if (message.length === 0 || message.length > 200) throw apiError("request/invalid", "message must be 1 to 200 characters.");
      if (jobId != null && !/^[A-Za-z0-9_.-]{1,100}$/.test(jobId)) throw apiError("request/invalid", "jobId must be 1 to 100 of A-Z a-z 0-9 _ . -");
      const { id } = await ctx.queue.enqueue("ping", { message }, { ...(jobId ? { jobId: toClientJobId(client.id, jobId) } : {}), meta: { requestId: ctx.requestId } });
      ctx.log.info({ jobId: id, job: "ping" }, "job enqueued");
      const info = await ctx.queue.getJob(id);
      if (!info) throw apiError("job/unknown", `job ${id} vanished right after it was queued`);
      return info;
    },
  }),
);

// ---- sighting jobs --------------------------------------------------------------------------------------

const ViewshedSpecInput = builder.inputType("ViewshedSpecInput", {
  fields: (t) => ({
    posture: t.string({ required: true }),
    level: t.int({ required: false, defaultValue: 0, description: "Building level, 0 = ground; above it only the hexes with that storey take part." }),
  }),
});

const RequestSightingInput = builder.inputType("RequestSightingInput", {
  fields: (t) => ({
    rulesetId: t.string({ required: true, description: "The id of a rule system this server serves (Query.rulesets)." }),
    mapId: t.id({ required: false, description: "A stored map (its current version is part of the job)." }),
    map: t.field({ type: "JSON", required: false, description: "An inline map document instead of mapId." }),
    options: t.field({ type: "JSON", required: false, description: "The rule system's sighting options." }),
    units: t.field({ type: [ViewpointInput], required: false, description: "Who sees whom among these viewpoints (up to 4000) ..." }),
    viewshed: t.field({ type: ViewshedSpecInput, required: false, description: "... or the whole-map viewshed for one posture and level." }),
  }),
});

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

builder.mutationField("requestSighting", (t) =>
  t.field({
    type: Job,
    description: "Queues a batch sighting job (who sees whom, or a whole-map viewshed; read scope) and returns it at once. The job id is a hash of the request: asking again returns the same job instead of running it twice. Follow it with `job(id)` or the `jobProgress(id)` subscription; the result carries rows of bits (base64 of 32-bit little-endian words) and the provenance summary.",
    args: { input: t.arg({ type: RequestSightingInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      requireScope(ctx, "read");
      const modules = modulesOf(ctx.rulesets);
      if (!findSightingSystem(input.rulesetId, modules)) {
        throw apiError("geometry/unknown_ruleset", `Sighting is served for ${listSightingSystems(modules).map((s) => s.id).join(", ")}; not for "${input.rulesetId}".`);
      }
      if (input.map != null && !isRecord(input.map)) throw apiError("request/invalid", "map must be a map document (a JSON object).");
      if (input.options != null && !isRecord(input.options)) throw apiError("request/invalid", "options must be a JSON object.");
      let stored: { mapId: string; mapVersion: number } | undefined;
      if (input.mapId != null) {
        const row = await ctx.db.prisma.mapDoc.findUnique({ where: { id: String(input.mapId) }, select: { version: true } });
        if (!row) throw apiError("request/not_found", `No stored map has id "${String(input.mapId)}".`);
        stored = { mapId: String(input.mapId), mapVersion: row.version };
      }
      const payload = {
        rulesetId: input.rulesetId,
        ...(stored ?? {}),
        ...(input.map != null ? { map: input.map as Record<string, unknown> } : {}),
        ...(input.options != null ? { options: input.options as Record<string, unknown> } : {}),
        ...(input.units != null ? { units: input.units.map((u, i) => toJobViewpoint(u, `unit ${i}`, findSightingSystem(input.rulesetId, modules)!.name)) } : {}),
        ...(input.viewshed != null ? { viewshed: { posture: input.viewshed.posture, ...(input.viewshed.level ? { level: input.viewshed.level } : {}) } } : {}),
      };
      const checked = JobSchemas.sighting.payload.safeParse(payload);
      if (!checked.success) {
        const first = checked.error.issues[0];
        throw apiError("request/invalid", `${first?.path.join(".") || "input"}: ${first?.message ?? "invalid"}`);
      }
      // A public hash is harmless here: whoever asks for the same payload shares one result. enqueueSystemJob never
      // hands back a job of another name that sits at the id.
      const jobId = toJobId("sighting", checked.data);
      const { id } = await enqueueSystemJob(ctx.queue, "sighting", checked.data, { jobId, meta: { requestId: ctx.requestId } });
      ctx.log.info({ jobId: id, job: "sighting" }, "job enqueued");
      const info = await ctx.queue.getJob(id);
      if (!info) throw apiError("job/unknown", `job ${id} vanished right after it was queued`);
      return info;
    },
  }),
);

builder.subscriptionField("jobProgress", (t) =>
  t.field({
    type: Job,
    description: "A job's state as it changes (progress, state, attempts) over graphql-ws, ending after it completes or fails.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_r, { id }, ctx) => {
      return limitSubscription(ctx, async () => {
        if (!(await ctx.queue.getJob(String(id)))) throw apiError("job/unknown", `No job has id "${String(id)}".`);
        return watchJob(ctx.queue, String(id), { intervalMs: 100 });
      });
    },
    resolve: (info: JobInfo) => info,
  }),
);
