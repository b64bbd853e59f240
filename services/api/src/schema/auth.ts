import { requireScope } from "../auth/require-scope";
import { createApiClient } from "../auth/create-client";
import { builder } from "../builder";
import { apiError } from "../errors";

const ApiClientRef = builder.objectRef<{ id: string; name: string; scopes: readonly string[]; rateLimitPerMinute: number }>("ApiClient").implement({
  description: "The client behind an API key (never the key).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    scopes: t.stringList({ resolve: (c) => [...c.scopes] }),
    rateLimitPerMinute: t.exposeInt("rateLimitPerMinute"),
  }),
});

builder.queryField("me", (t) =>
  t.field({ type: ApiClientRef, nullable: true, description: "The client of the API key sent, or null when anonymous.", resolve: (_r, _a, ctx) => ctx.caller.client }),
);

const CreatedKey = builder.objectRef<{ id: string; key: string; scopes: readonly string[] }>("CreatedApiKey").implement({
  fields: (t) => ({ id: t.exposeID("id"), key: t.exposeString("key", { description: "Shown once; only its SHA-256 is stored." }), scopes: t.stringList({ resolve: (k) => [...k.scopes] }) }),
});

builder.mutationField("createApiKey", (t) =>
  t.field({
    type: CreatedKey,
    description: "Creates an API client and its key. Needs the admin scope.",
    args: { name: t.arg.string({ required: true }), scopes: t.arg.stringList({ required: true }), rateLimitPerMinute: t.arg.int({ required: false }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "admin");
      const limit = args.rateLimitPerMinute;
      if (limit != null && (limit < 1 || limit > 100_000)) throw apiError("request/invalid", "rateLimitPerMinute is 1 to 100000.");
      try {
        return await createApiClient(ctx.db, { name: args.name, scopes: args.scopes, ...(limit != null ? { rateLimitPerMinute: limit } : {}) });
      } catch (e) {
        if (e instanceof RangeError) throw apiError("request/invalid", e.message);
        throw e;
      }
    },
  }),
);
