import { JOB_STATES } from "@tactica/contracts";
import type { JobInfo } from "@tactica/queue";
import { builder } from "../builder";
import { apiError } from "../errors";

const JobStateEnum = builder.enumType("JobState", { values: JOB_STATES });

const Job = builder.objectRef<JobInfo>("Job").implement({
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
    description: "Queues a `ping` job: a health check of the worker path. Returns at once; poll `job(id)`.",
    args: {
      message: t.arg.string({ required: true }),
      jobId: t.arg.string({ required: false, description: "A deterministic id: repeating it does not run the job twice." }),
    },
    resolve: async (_r, { message, jobId }, ctx) => {
      if (message.length === 0 || message.length > 200) throw apiError("request/invalid", "message must be 1 to 200 characters.");
      if (jobId != null && !/^[A-Za-z0-9_.-]{1,100}$/.test(jobId)) throw apiError("request/invalid", "jobId must be 1 to 100 of A-Z a-z 0-9 _ . -");
      const { id } = await ctx.queue.enqueue("ping", { message }, { ...(jobId ? { jobId } : {}), meta: { requestId: ctx.requestId } });
      ctx.log.info({ jobId: id, job: "ping" }, "job enqueued");
      const info = await ctx.queue.getJob(id);
      if (!info) throw apiError("job/unknown", `job ${id} vanished right after it was queued`);
      return info;
    },
  }),
);
