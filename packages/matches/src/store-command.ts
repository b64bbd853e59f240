import type { SqlQuery } from "@tactica/db";

/** An accepted command ready to store: the next event, the new snapshot and (with a key) the idempotency record. */
export type CommandWrite = {
  readonly matchId: string;
  readonly seq: number;
  readonly stateHash: string;
  readonly state: unknown;
  readonly nextRoll: number;
  readonly ended: boolean;
  readonly command: unknown;
  readonly events: unknown;
  readonly rolls: unknown;
  /** Sent by the seat's player (not the bot playing a resigned seat): refused if that player resigned meanwhile. */
  readonly byPlayer: boolean;
  readonly idempotency: { readonly clientId: string; readonly key: string; readonly requestHash: string; readonly response: unknown } | null;
};

/** What the store found: the match moved (stored), or an idempotency record that already answers, or neither (conflict). */
export type StoreResult = { readonly moved: boolean; readonly previous: { readonly requestHash: string; readonly response: unknown } | null };

// One statement, so one round trip and atomic: the match moves only while it is still at seq - 1 and active and
// the key has no record yet; the event and the record are inserted only if it moved. Two writers from the same
// seq: the second's UPDATE waits on the row lock, then matches nothing (READ COMMITTED re-checks the WHERE). A player
// whose seat resigned since a process cached the match is refused here too ($14: the command is the player's).
const STORE = `
WITH prev AS (
  SELECT "requestHash", "response" FROM "IdempotencyRecord" WHERE $9::text IS NOT NULL AND "clientId" = $9 AND "key" = $10
), moved AS (
  UPDATE "Match" SET "lastSeq" = $2, "stateHash" = $3, "state" = $4::jsonb, "nextRoll" = $5, "updatedAt" = now(),
    "status" = CASE WHEN $6::boolean THEN 'ended'::"MatchStatus" ELSE "status" END,
    "endedAt" = CASE WHEN $6::boolean THEN now() ELSE "endedAt" END,
    "endReason" = CASE WHEN $6::boolean THEN 'over' ELSE "endReason" END
  WHERE "id" = $1 AND "lastSeq" = $2 - 1 AND "status" = 'active' AND NOT EXISTS (SELECT 1 FROM prev)
    AND NOT ($14::boolean AND EXISTS (SELECT 1 FROM "Seat" WHERE "matchId" = $1 AND "seat" = $7::jsonb->>'seat' AND "resignedAt" IS NOT NULL))
  RETURNING "id"
), event AS (
  INSERT INTO "MatchEvent" ("matchId", "seq", "command", "events", "rolls", "stateHash")
  SELECT "id", $2, $7::jsonb, $8::jsonb, $11::jsonb, $3 FROM moved
), record AS (
  INSERT INTO "IdempotencyRecord" ("id", "clientId", "key", "requestHash", "response")
  SELECT gen_random_uuid()::text, $9, $10, $12, $13::jsonb FROM moved WHERE $9::text IS NOT NULL
)
SELECT (SELECT count(*)::int FROM moved) AS "moved", (SELECT "requestHash" FROM prev) AS "prevHash", (SELECT "response" FROM prev) AS "prevResponse"`;

/** Stores an accepted command in one statement (see STORE); the caller decides what a conflict means. */
export async function storeCommand(sql: SqlQuery, w: CommandWrite): Promise<StoreResult> {
  const idem = w.idempotency;
  const rows = await sql<{ moved: number; prevHash: string | null; prevResponse: unknown }>(STORE, [
    w.matchId, w.seq, w.stateHash, JSON.stringify(w.state), w.nextRoll, w.ended, JSON.stringify(w.command), JSON.stringify(w.events),
    idem?.clientId ?? null, idem?.key ?? null, JSON.stringify(w.rolls), idem?.requestHash ?? null, idem ? JSON.stringify(idem.response) : null, w.byPlayer,
  ], "tactica-store-command");
  const row = rows[0];
  return { moved: row?.moved === 1, previous: row?.prevHash != null ? { requestHash: row.prevHash, response: row.prevResponse } : null };
}

const CHECK = `
SELECT m."lastSeq", m."status"::text AS "status",
  (SELECT "requestHash" FROM "IdempotencyRecord" WHERE $2::text IS NOT NULL AND "clientId" = $2 AND "key" = $3) AS "prevHash",
  (SELECT "response" FROM "IdempotencyRecord" WHERE $2::text IS NOT NULL AND "clientId" = $2 AND "key" = $3) AS "prevResponse"
FROM "Match" m WHERE m."id" = $1`;

/** Where a match is now and any record already stored for the key (null: no such match). One round trip. */
export async function checkMatch(sql: SqlQuery, matchId: string, idempotency: { clientId: string; key: string } | null): Promise<{ lastSeq: number; status: string; previous: StoreResult["previous"] } | null> {
  const rows = await sql<{ lastSeq: number; status: string; prevHash: string | null; prevResponse: unknown }>(CHECK, [matchId, idempotency?.clientId ?? null, idempotency?.key ?? null], "tactica-check-match");
  const row = rows[0];
  if (!row) return null;
  return { lastSeq: row.lastSeq, status: row.status, previous: row.prevHash != null ? { requestHash: row.prevHash, response: row.prevResponse } : null };
}
