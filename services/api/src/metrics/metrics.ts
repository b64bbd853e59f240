import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** The API's Prometheus metrics, one registry per app (docs: infra/README.md, Metrics). */
export type ApiMetrics = {
  readonly registry: Registry;
  readonly httpRequests: Counter<"route" | "method" | "status">;
  readonly graphqlRequests: Counter<"operation" | "type" | "status">;
  readonly graphqlDuration: Histogram<"operation" | "type">;
  readonly commandsApplied: Counter;
  readonly rejections: Counter<"kind" | "code">;
  readonly subscriptions: Gauge;
  readonly jobDuration: Histogram<"job" | "outcome">;
  readonly queueJobs: Gauge<"state">;
  readonly queueUp: Gauge;
};

export const METRIC_PREFIX = "tactica_";

/** The queue's depth by state at scrape time; rejects when the queue cannot answer. */
export type QueueDepth = () => Promise<Readonly<Record<string, number>>>;

/** Creates the metrics; `queueDepth` (BullMQ mode) is read at each scrape, within 2 s. */
export function createApiMetrics(opts: { readonly queueDepth?: QueueDepth; readonly processMetrics?: boolean } = {}): ApiMetrics {
  const registry = new Registry();
  if (opts.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  const queueJobs = new Gauge({
    name: `${METRIC_PREFIX}queue_jobs`, help: "Jobs in the queue by state (BullMQ mode), read from Redis at each scrape.", labelNames: ["state"] as const, registers,
  });
  const queueUp = new Gauge({
    name: `${METRIC_PREFIX}queue_up`, help: "1 if the queue answered this scrape (BullMQ mode), 0 if not.", registers,
    async collect() {
      if (!opts.queueDepth) return;
      try {
        const counts = await within(opts.queueDepth(), 2_000);
        for (const [state, n] of Object.entries(counts)) queueJobs.set({ state }, n);
        this.set(1);
      } catch {
        queueJobs.reset();
        this.set(0);
      }
    },
  });
  return {
    registry,
    httpRequests: new Counter({ name: `${METRIC_PREFIX}http_requests_total`, help: "HTTP requests answered, by route pattern, method and status.", labelNames: ["route", "method", "status"] as const, registers }),
    graphqlRequests: new Counter({ name: `${METRIC_PREFIX}graphql_requests_total`, help: "GraphQL requests over HTTP, by operation name, operation type and HTTP status.", labelNames: ["operation", "type", "status"] as const, registers }),
    graphqlDuration: new Histogram({
      name: `${METRIC_PREFIX}graphql_request_duration_seconds`, help: "Time from a GraphQL request's arrival to its response, by operation.", labelNames: ["operation", "type"] as const, registers,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    commandsApplied: new Counter({ name: `${METRIC_PREFIX}commands_applied_total`, help: "Commands accepted and stored through submitCommand on this process.", registers }),
    rejections: new Counter({
      name: `${METRIC_PREFIX}rejections_total`, labelNames: ["kind", "code"] as const, registers,
      help: "Refusals by code: kind=command for submitCommand's CommandRejected, kind=request for errors in a GraphQL response.",
    }),
    subscriptions: new Gauge({ name: `${METRIC_PREFIX}subscriptions_open`, help: "GraphQL subscriptions open on this process.", registers }),
    jobDuration: new Histogram({
      name: `${METRIC_PREFIX}job_duration_seconds`, labelNames: ["job", "outcome"] as const, registers,
      help: "Jobs' processing time (BullMQ processedOn to finishedOn) by job name and outcome, as reported on the queue's event stream (every API process sees every job).",
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    }),
    queueJobs,
    queueUp,
  };
}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error("timed out")), ms); });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
