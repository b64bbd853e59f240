import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { createApiMetrics } from "./metrics";
import type { ApiMetrics } from "./metrics";
import type { BullQueueView } from "../admin/bull-queue";
import { countSchemaOutcomes } from "./schema-outcomes";

const started = Symbol("metricsStartedAt");
type Timed = FastifyRequest & { [started]?: bigint };

const MAX_OPERATION_NAMES = 200;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const OPERATION = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;

/**
 * Serves Prometheus metrics at GET /metrics (metrics.ts lists them) and counts this app's requests: per route, per
 * GraphQL operation (name and type; at most 200 distinct names, then "other"), the codes of errors in GraphQL
 * responses, and through the schema (schema-outcomes.ts) commands applied, command rejections and open subscriptions.
 * With a BullMQ queue view, the queue's depth is read at each scrape and job timings come from its event stream.
 */
export function installMetrics(app: FastifyInstance, p: { schema: GraphQLSchema; bull?: BullQueueView }): ApiMetrics {
  const metrics = createApiMetrics(p.bull ? { queueDepth: () => p.bull!.depth() } : {});
  countSchemaOutcomes(p.schema, app, metrics);
  p.bull?.onFinished((job, outcome, seconds) => metrics.jobDuration.observe({ job, outcome }, seconds));
  const seen = new Set<string>();
  const label = (name: string | undefined): string => {
    if (!name) return "anonymous";
    if (!NAME.test(name)) return "invalid";
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return "other";
    seen.add(name);
    return name;
  };

  app.addHook("onRequest", async (request) => {
    (request as Timed)[started] = process.hrtime.bigint();
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    // Errors of a GraphQL response (a refusal before GraphQL runs, too: 401, 429, 400), counted by their code.
    if (request.routeOptions.url === "/graphql" && typeof payload === "string" && payload.includes('"errors"')) {
      try {
        const errors = (JSON.parse(payload) as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? [];
        for (const e of errors) metrics.rejections.inc({ kind: "request", code: typeof e.extensions?.code === "string" ? e.extensions.code : "unknown" });
      } catch {
        // not JSON: nothing to count
      }
    }
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const status = String(reply.statusCode);
    metrics.httpRequests.inc({ route, method: request.method, status });
    if (route !== "/graphql") return;
    const { operation, type } = operationOf(request.method === "GET" ? request.query : request.body, label);
    metrics.graphqlRequests.inc({ operation, type, status });
    const t0 = (request as Timed)[started];
    if (t0 !== undefined) metrics.graphqlDuration.observe({ operation, type }, Number(process.hrtime.bigint() - t0) / 1e9);
  });

  app.get("/metrics", async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return metrics;
}

/** The operation a GraphQL request names (operationName, else the document's first named operation) and its type. */
function operationOf(body: unknown, label: (name: string | undefined) => string): { operation: string; type: string } {
  const b = (body && typeof body === "object" ? body : {}) as { query?: unknown; operationName?: unknown };
  const query = typeof b.query === "string" ? b.query : "";
  const named = [...query.matchAll(OPERATION)].map((m) => ({ type: m[1]!, name: m[2]! }));
  const wanted = typeof b.operationName === "string" && b.operationName !== "" ? b.operationName : undefined;
  const op = wanted ? named.find((o) => o.name === wanted) : named[0];
  const type = op?.type ?? (query.trimStart().startsWith("{") ? "query" : "unknown");
  return { operation: label(wanted ?? op?.name), type };
}
