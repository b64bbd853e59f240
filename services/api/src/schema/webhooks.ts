import { randomBytes } from "node:crypto";
import type { Webhook, WebhookDelivery } from "@tactica/db";
import { WEBHOOK_MAX_ATTEMPTS } from "@tactica/worker";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { loadMatch } from "../matches/stored-match";
import { assertWebhookUrlAllowed } from "../webhooks/assert-webhook-url-allowed";
import { assertMayFollowMatch } from "../webhooks/match-webhook-access";
import { deliveryPage } from "../webhooks/delivery-page";
import { loadOwnWebhook } from "../webhooks/own-webhook";
import { PageInfo } from "./matches";

type CreatedWebhook = { id: string; url: string; matchId: string | null; secret: string };

const WebhookRef = builder.objectRef<CreatedWebhook>("CreatedWebhook").implement({
  description: "A registered webhook; the secret signs every delivery (X-Tactica-Signature) and is shown only here.",
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    matchId: t.exposeID("matchId", { nullable: true }),
    secret: t.exposeString("secret"),
  }),
});

const DeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  description: "pending: queued or waiting for a retry; delivered: the receiver answered 2xx; failed: attempts used up, or the address was refused.",
  values: ["pending", "delivered", "failed"] as const,
});

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

const DeliveryRef = builder.objectRef<WebhookDelivery>("WebhookDelivery").implement({
  description: `One notification to a webhook and what became of it (up to ${WEBHOOK_MAX_ATTEMPTS} attempts, exponential backoff from 200 ms).`,
  fields: (t) => ({
    id: t.exposeID("id", { description: "Also sent as X-Tactica-Delivery, so a receiver can drop repeats." }),
    status: t.field({ type: DeliveryStatusEnum, resolve: (d) => d.status }),
    attempts: t.exposeInt("attempts"),
    lastHttpStatus: t.exposeInt("lastHttpStatus", { nullable: true, description: "The receiver's last HTTP status; null when no answer came (refused address, timeout, connection error)." }),
    lastError: t.exposeString("lastError", { nullable: true, description: 'Why the last attempt failed ("HTTP 503", "url_not_allowed (private): ...", a network error); null once delivered.' }),
    payload: t.field({ type: "JSON", description: "The notification (the signed body adds deliveryId and webhookId).", resolve: (d) => d.payload }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    lastAttemptAt: t.string({ nullable: true, resolve: (d) => iso(d.lastAttemptAt) }),
    nextAttemptAt: t.string({ nullable: true, description: "When the next retry is due; null when none is.", resolve: (d) => iso(d.nextAttemptAt) }),
    deliveredAt: t.string({ nullable: true, resolve: (d) => iso(d.deliveredAt) }),
  }),
});

const DeliveryEdge = builder.objectRef<{ cursor: string; node: WebhookDelivery }>("WebhookDeliveryEdge").implement({
  fields: (t) => ({ cursor: t.exposeString("cursor"), node: t.field({ type: DeliveryRef, resolve: (e) => e.node }) }),
});

const DeliveryConnection = builder.objectRef<Awaited<ReturnType<typeof deliveryPage>>>("WebhookDeliveryConnection").implement({
  description: "A Relay connection over a webhook's deliveries, newest first (forward: first, after).",
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    edges: t.field({ type: [DeliveryEdge], resolve: (c) => c.edges }),
    pageInfo: t.field({ type: PageInfo, resolve: (c) => c.pageInfo }),
  }),
});

const OwnWebhookRef = builder.objectRef<Webhook>("Webhook").implement({
  description: "A webhook as its owner sees it (never its secret).",
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    matchId: t.exposeID("matchId", { nullable: true }),
    events: t.exposeStringList("events"),
    createdAt: t.string({ resolve: (w) => w.createdAt.toISOString() }),
    disabledAt: t.string({ nullable: true, resolve: (w) => iso(w.disabledAt) }),
    deliveries: t.field({
      type: DeliveryConnection,
      args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
      resolve: (w, args, ctx) => deliveryPage(ctx.db, w.id, args),
    }),
  }),
});

builder.queryField("webhook", (t) =>
  t.field({
    type: OwnWebhookRef,
    description: "A webhook this API key's client registered, with its deliveries; any other id is webhook/not_found.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => loadOwnWebhook(ctx.db, String(id), requireScope(ctx, "read").id),
  }),
);

builder.mutationField("registerWebhook", (t) =>
  t.field({
    type: WebhookRef,
    description: [
      "Turn notifications by signed HTTP POST for one match, or (no matchId) every match this key creates (play scope).",
      "On one match only its creator, an organise key or a caller holding one of its seats (X-Seat-Token, play scope) may; anyone else gets auth/forbidden.",
      "The URL must reach a public address (webhook/url_not_allowed otherwise).",
    ].join(" "),
    args: { url: t.arg.string({ required: true }), matchId: t.arg.id({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const client = requireScope(ctx, args.matchId == null ? "play" : "read");
      let matchId: string | null = null;
      if (args.matchId != null) {
        const match = await loadMatch(ctx.db, String(args.matchId));
        assertMayFollowMatch(match, client, ctx.caller);
        matchId = match.id;
      }
      await assertWebhookUrlAllowed(args.url, ctx);
      const secret = randomBytes(32).toString("hex");
      const row = await ctx.db.prisma.webhook.create({ data: { clientId: client.id, matchId, url: args.url, secret, events: ["match.event"] } });
      return { id: row.id, url: row.url, matchId: row.matchId, secret };
    },
  }),
);
