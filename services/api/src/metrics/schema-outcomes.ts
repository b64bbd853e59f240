import type { FastifyInstance } from "fastify";
import type { GraphQLFieldResolver, GraphQLSchema } from "graphql";
import type { ApiMetrics } from "./metrics";

/** The metrics of each app serving the schema (mercurius puts the app in every resolver's context as `app`). */
const byApp = new WeakMap<object, ApiMetrics>();
const wrapped = new WeakSet<GraphQLSchema>();

/** The app's metrics; a subscription's context holds an encapsulated child of the app (its prototype chain leads to it). */
const metricsOf = (ctx: unknown): ApiMetrics | undefined => {
  for (let o = (ctx as { app?: object } | null)?.app; o; o = Object.getPrototypeOf(o) as object | undefined) {
    const found = byApp.get(o);
    if (found) return found;
  }
  return undefined;
};

/**
 * Counts, for `app`, what the schema's resolvers return: submitCommand's outcomes (accepted: a command applied;
 * rejected: a rejection by its code) and every subscription's life (open from its first subscribe until its iterator
 * ends). The schema's resolvers are wrapped once, whatever the number of apps; each counts into its own app's metrics.
 */
export function countSchemaOutcomes(schema: GraphQLSchema, app: FastifyInstance, metrics: ApiMetrics): void {
  byApp.set(app, metrics);
  if (wrapped.has(schema)) return;
  wrapped.add(schema);
  const submit = schema.getMutationType()?.getFields().submitCommand;
  if (submit?.resolve) {
    const resolve = submit.resolve;
    submit.resolve = async (root, args, ctx, info) => {
      const out = (await resolve(root, args, ctx, info)) as { kind?: unknown; code?: unknown } | null;
      const m = metricsOf(ctx);
      if (m && out?.kind === "accepted") m.commandsApplied.inc();
      else if (m && out?.kind === "rejected") m.rejections.inc({ kind: "command", code: typeof out.code === "string" ? out.code : "unknown" });
      return out;
    };
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    if (field.subscribe) field.subscribe = countedSubscribe(field.subscribe);
  }
}

function countedSubscribe(subscribe: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return async (root, args, ctx, info) => {
    const it = (await subscribe(root, args, ctx, info)) as AsyncIterator<unknown> & Partial<AsyncIterable<unknown>>;
    const m = metricsOf(ctx);
    if (!m || !it || typeof it.next !== "function") return it;
    m.subscriptions.inc();
    let open = true;
    const end = () => {
      if (!open) return;
      open = false;
      m.subscriptions.dec();
    };
    const counted: AsyncIterableIterator<unknown> = {
      [Symbol.asyncIterator]() { return counted; },
      async next() {
        try {
          const r = await it.next();
          if (r.done) end();
          return r;
        } catch (err) {
          end();
          throw err;
        }
      },
      async return(value?: unknown) {
        end();
        return it.return ? it.return(value) : { done: true, value };
      },
      async throw(err?: unknown) {
        end();
        if (it.throw) return it.throw(err);
        throw err;
      },
    };
    return counted;
  };
}
