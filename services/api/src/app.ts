import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { Redis } from "ioredis";
import mercurius from "mercurius";
import { createKeyedMutex } from "@tactica/matches";
import { createContext } from "./context";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./auth/rate-limiter";
import { installAuth } from "./auth/install-auth";
import { installAnonymousGate } from "./auth/anonymous-operations";
import { subscriptionOptions } from "./auth/subscription-auth";
import { maxSelectedFieldsRule } from "./limits/query-complexity";
import { installCostBudget, maxOperationCostRule } from "./limits/operation-cost";
import { installNulGuard } from "./limits/refuse-nul";
import { installJsonDocumentGuard } from "./limits/refuse-json-document";
import { createLive, createRedisEmitter, throttled } from "./matches/live";
import { createSightingCache } from "./geometry/sighting-cache";
import type { AppDeps } from "./deps";
import { listRulesets } from "./rulesets";
import { formatErrors } from "./errors";
import { schema } from "./schema/index";
import { graphiqlRoutes } from "./graphiql/route";
import { SUBSCRIPTIONS_PER_CONNECTION, SUBSCRIPTIONS_PER_KEY } from "./limits/limit-subscription";
import { createMemorySubscriptionSlots, createRedisSubscriptionSlots } from "./limits/subscription-slots";
import { QUEUE_NAME } from "@tactica/contracts";
import { installMetrics } from "./metrics/install-metrics";
import { openBullQueueView } from "./admin/bull-queue";
import { installQueueDashboard } from "./admin/queue-dashboard";
import { installPublicExports } from "./public-exports";

export type BuildAppOptions = {
  /** Fastify logger options, or false to silence (tests). */
  readonly logger?: FastifyServerOptions["logger"];
  readonly bodyLimit?: number;
  /** Serve GraphiQL at /graphiql (our same-origin bundle, src/graphiql/); default true. */
  readonly graphiql?: boolean;
  /** Requests per minute per IP without an API key (keys carry their own limit). */
  readonly anonymousPerMinute?: number;
  /** Most subscriptions open at once per WebSocket connection and per API key (every process); docs/api.md, Limits. */
  readonly subscriptions?: { readonly perConnection?: number; readonly perKey?: number };
  /** The BullMQ queue /metrics and the admin dashboard show (QUEUE_NAME); default the contracts' QUEUE_NAME. */
  readonly queueName?: string;
};

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Log serializers that keep secrets out of the logs: no authorization header, no body. */
const serializers = {
  req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
    method: req.method,
    url: req.url,
    userAgent: req.headers["user-agent"],
  }),
};

/** Builds the Fastify app around its dependencies; server.ts owns the process, tests call app.inject(). */
export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: "info", ...(typeof opts.logger === "object" ? opts.logger : {}), serializers },
    bodyLimit: opts.bodyLimit ?? 1_048_576,
    // A caller's x-request-id is kept (so jobs and clients can join logs); otherwise one is made.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const GRAPHQL_RESPONSE = "application/graphql-response+json";
  const acceptsGraphqlResponse = (accept: string | undefined) => (accept ?? "").includes(GRAPHQL_RESPONSE);

  app.addHook("preValidation", async (request, reply) => {
    if (request.routeOptions.url !== "/graphql" || request.method !== "POST") return; // the routed path: /%67raphql too
    // GraphQL over HTTP: a POST must say what it is sending.
    if (!request.headers["content-type"]) {
      return reply.code(415).send({ errors: [{ message: "POST /graphql needs a content-type (application/json).", extensions: { code: "request/invalid" } }] });
    }
    // `"extensions": null` is allowed by the spec; mercurius's body schema wants an object.
    const body = request.body as { extensions?: unknown; query?: unknown } | null;
    if (body && typeof body === "object" && body.extensions === null) delete body.extensions;
    // mercurius would hand a non-string query to graphql's validators as if it were a parsed document.
    if (body && typeof body === "object" && body.query !== undefined && typeof body.query !== "string") {
      return reply.code(400).send({ errors: [{ message: "query must be a string.", extensions: { code: "request/invalid" } }] });
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/graphql") && acceptsGraphqlResponse(request.headers.accept) && String(reply.getHeader("content-type") ?? "").startsWith("application/json")) {
      reply.header("content-type", `${GRAPHQL_RESPONSE}; charset=utf-8`);
    }
    return payload;
  });

  installJsonDocumentGuard(app);

  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    // Each check answers within 2 s: an unreachable Redis or database is "down", never a hanging probe.
    const within = (p: Promise<void>) => Promise.race([p, new Promise<void>((_, reject) => setTimeout(() => reject(new Error("timed out")), 2_000).unref())]);
    const checks = await Promise.allSettled([within(deps.db.ping()), within(deps.queue.ping())]);
    const [db, queue] = checks.map((c) => (c.status === "fulfilled" ? "ok" : "down"));
    const ready = db === "ok" && queue === "ok";
    if (!ready) request.log.warn({ db, queue }, "not ready");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", database: db, queue, queueMode: deps.queue.mode });
  });

  // Redis (when configured) shares rate limits and fans subscriptions out across API processes. Neither may take
  // the process down or hold requests while Redis is away: errors are logged, the limiter counts in this process
  // meanwhile (createRedisRateLimiter), signals are dropped and subscriptions resume on reconnect (createRedisEmitter).
  const redisWarn = throttled((obj, msg) => app.log.warn(obj, msg));
  const redis = deps.redisUrl ? new Redis(deps.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on("error", (err: Error) => redisWarn({ error: err.message }, "rate limiter: Redis unreachable, counting in this process"));
  const limiter = redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
  const fanOut = deps.redisUrl ? createRedisEmitter(deps.redisUrl, (obj, msg) => app.log.warn(obj, msg)) : undefined;
  const emitter = fanOut?.emitter;
  const authenticate = installAuth(app, { db: deps.db, limiter, anonymousPerMinute: opts.anonymousPerMinute ?? 600 });
  const subscriptionLimits = {
    slots: redis ? createRedisSubscriptionSlots(redis) : createMemorySubscriptionSlots(),
    perConnection: opts.subscriptions?.perConnection ?? SUBSCRIPTIONS_PER_CONNECTION,
    perKey: opts.subscriptions?.perKey ?? SUBSCRIPTIONS_PER_KEY,
  };
  app.addHook("onClose", async () => {
    await subscriptionLimits.slots.close();
    await limiter.close();
    await fanOut?.close();
    redis?.disconnect();
  });

  const live = createLive(() => app.graphql.pubsub, throttled((obj, msg) => app.log.warn(obj, msg)));
  // One entry per registered module, then the bare rulesets: resolvers dispatch per system through entry.module.
  const rulesets = listRulesets(deps.modules ?? [], deps.rulesets);
  const services = { ...deps, rulesets, sightings: createSightingCache({ db: deps.db }), live, matchLock: createKeyedMutex(), subscriptionLimits };
  await app.register(mercurius, {
    schema,
    graphiql: false, // its page loads from a CDN; ours is served by graphiqlRoutes below
    queryDepth: 12,
    // Compile a query to JavaScript after its 2nd use (graphql-jit): hot client queries skip the generic executor.
    jit: 2,
    validationRules: [maxSelectedFieldsRule(), maxOperationCostRule()],
    subscription: subscriptionOptions({ services, authenticate, ...(emitter ? { emitter } : {}) }),
    context: (request, reply) => createContext(services, request, reply),
    errorFormatter: (execution, ctx) => {
      const request = (ctx as { reply?: { request?: { log: FastifyInstance["log"]; headers: Record<string, string | string[] | undefined> } } } | null)?.reply?.request;
      const accept = request?.headers.accept;
      return formatErrors(execution, { log: request?.log ?? app.log, acceptsGraphqlResponse: acceptsGraphqlResponse(Array.isArray(accept) ? accept.join(",") : accept) });
    },
  });
  // Operators' tools (infra/README.md): Prometheus metrics at /metrics, the admins' queue dashboard at /admin/queues.
  const bull = deps.redisUrl && deps.queue.mode === "bullmq" ? openBullQueueView({ redisUrl: deps.redisUrl, queueName: opts.queueName ?? QUEUE_NAME, warn: redisWarn }) : undefined;
  if (bull) app.addHook("onClose", () => bull.close());
  installMetrics(app, { schema, ...(bull ? { bull } : {}) });
  await installQueueDashboard(app, { authenticate, ...(bull ? { bull } : {}) });
  installAnonymousGate(app);
  installCostBudget(app, { limiter, anonymousPerMinute: opts.anonymousPerMinute ?? 600 });
  installNulGuard(app);
  if (opts.graphiql ?? true) await app.register(graphiqlRoutes);
  installPublicExports(app, deps); // signing keys at /.well-known/tactica-signing-keys.json, ruleset tables as JSON/CSV

  return app;
}
