import type { Db, WebhookDelivery } from "@tactica/db";
import { apiError } from "../errors";

/** Relay cursor of a delivery. */
export const toDeliveryCursor = (id: string): string => Buffer.from(`delivery:${id}`).toString("base64url");

/** Delivery id of a Relay cursor, or request/invalid. */
export function fromDeliveryCursor(cursor: string): string {
  const m = /^delivery:([A-Za-z0-9_-]{1,128})$/.exec(Buffer.from(cursor.slice(0, 200), "base64url").toString("utf8"));
  if (!m?.[1]) throw apiError("request/invalid", "Not a cursor of this connection.");
  return m[1];
}

/** One page of a webhook's deliveries, newest first (forward pagination: first/after). */
export async function deliveryPage(db: Db, webhookId: string, args: { first?: number | null; after?: string | null }) {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 0 || first > 100) throw apiError("request/invalid", "first is 0 to 100.");
  const after = args.after ? fromDeliveryCursor(args.after) : null;
  // A cursor from another webhook's page would silently page someone else's order; refuse it instead.
  if (after && !(await db.prisma.webhookDelivery.findFirst({ where: { id: after, webhookId }, select: { id: true } }))) {
    throw apiError("request/invalid", "Not a cursor of this connection.");
  }
  const rows: WebhookDelivery[] = await db.prisma.webhookDelivery.findMany({
    where: { webhookId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: first + 1,
    ...(after ? { cursor: { id: after }, skip: 1 } : {}),
  });
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    totalCount: await db.prisma.webhookDelivery.count({ where: { webhookId } }),
    edges: page.map((node) => ({ cursor: toDeliveryCursor(node.id), node })),
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: page[0] ? toDeliveryCursor(page[0].id) : null,
      endCursor: last ? toDeliveryCursor(last.id) : null,
    },
  };
}
