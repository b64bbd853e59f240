import type { Db, Webhook } from "@tactica/db";
import { apiError } from "../errors";

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A webhook the calling client registered; any other (another client's, or none) is `webhook/not_found`, never a hint. */
export async function loadOwnWebhook(db: Db, id: string, clientId: string): Promise<Webhook> {
  const row = ID.test(id) ? await db.prisma.webhook.findFirst({ where: { id, clientId } }) : null;
  if (!row) throw apiError("webhook/not_found", "No webhook with this id belongs to this API key's client.");
  return row;
}
