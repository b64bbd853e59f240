import { Job, Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";

/** The API's operator view of the BullMQ queue: its depth, its jobs' timings, and the Queue the dashboard shows. */
export type BullQueueView = {
  readonly queue: Queue;
  /** Jobs by state, read from Redis. */
  depth(): Promise<Readonly<Record<string, number>>>;
  /** Calls `observe` with each finished job's processing time (completed or failed attempt), from the queue's event stream. */
  onFinished(observe: (job: string, outcome: "completed" | "failed", seconds: number) => void): void;
  close(): Promise<void>;
};

const STATES = ["waiting", "active", "delayed", "prioritized", "waiting-children", "failed", "completed"] as const;

/** Opens the view on `queueName` at `redisUrl`; connection errors go to `warn` (ioredis retries), never thrown. */
export function openBullQueueView(p: { redisUrl: string; queueName: string; warn: (obj: object, msg: string) => void }): BullQueueView {
  const connection = new Redis(p.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const onError = (err: Error) => p.warn({ error: err.message }, "operator queue view: Redis unreachable");
  connection.on("error", onError);
  const queue = new Queue(p.queueName, { connection });
  queue.on("error", onError);
  let events: QueueEvents | undefined;
  return {
    queue,
    depth: () => queue.getJobCounts(...STATES),
    onFinished(observe) {
      events ??= new QueueEvents(p.queueName, { connection: new Redis(p.redisUrl, { maxRetriesPerRequest: null }) });
      events.on("error", onError);
      const timing = (outcome: "completed" | "failed") => async ({ jobId }: { jobId: string }) => {
        try {
          const job = await Job.fromId(queue, jobId);
          if (job?.processedOn && job.finishedOn) observe(job.name, outcome, Math.max(0, job.finishedOn - job.processedOn) / 1000);
        } catch {
          // the job was removed meanwhile, or Redis is away: that timing is not reported
        }
      };
      events.on("completed", timing("completed"));
      events.on("failed", timing("failed"));
    },
    async close() {
      await events?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
