import { randomBytes } from "node:crypto";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { loadMatch } from "../matches/stored-match";

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

const isHttpUrl = (url: string): boolean => {
  if (url.length > 2000 || url.includes("\u0000")) return false;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

builder.mutationField("registerWebhook", (t) =>
  t.field({
    type: WebhookRef,
    description: "Turn notifications by signed HTTP POST for one match, or (no matchId) every match this key creates. Needs the play scope.",
    args: { url: t.arg.string({ required: true }), matchId: t.arg.id({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const client = requireScope(ctx, "play");
      if (!isHttpUrl(args.url)) throw apiError("webhook/invalid_url", "A webhook URL must be http(s), at most 2,000 characters.");
      const matchId = args.matchId == null ? null : (await loadMatch(ctx.db, String(args.matchId))).id;
      const secret = randomBytes(32).toString("hex");
      const row = await ctx.db.prisma.webhook.create({ data: { clientId: client.id, matchId, url: args.url, secret, events: ["match.event"] } });
      return { id: row.id, url: row.url, matchId: row.matchId, secret };
    },
  }),
);
