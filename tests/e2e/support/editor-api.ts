// The real API (services/api buildApp on a fresh PostgreSQL database of its own, shipped sample maps loaded)
// for the editor's browser test.
import { createTestDatabase, seedShippedData } from "@tactica/db";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";

/** A map as the API stores it: summary fields, version and the packages/map document. */
export type EditorTestMap = { id: string; name: string; rulesetId: string; version: number; document: unknown };

/** A running API for the editor test: its base URL (no /graphql), the maps it serves in its own order, and how to stop it. */
export type EditorTestApi = {
  url: string; maps: readonly EditorTestMap[]; authorKey: string; close(): Promise<void>;
  /** Stops the API and starts it again on the same database and port, seeding as a server start does (restartable only). */
  restart?(): Promise<void>;
};

/** Starts the real GraphQL API on a free loopback port with the shipped maps; `maps` is in the API's order; `authorKey` may save maps and scenarios and start matches. */
export async function startApiForEditorTest(opts: { restartable?: boolean } = {}): Promise<EditorTestApi> {
  // A restartable API keeps its database across restarts: it is made here and dropped by close().
  const database = opts.restartable ? await createTestDatabase() : undefined;
  let t = await createTestApi(database ? { databaseUrl: database.url } : {});
  await seedShippedData(t.db, shippedData());
  const url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  // Authors also start matches from their scenarios in the editor (play scope).
  const authorKey = (await createApiClient(t.db, { name: "editor test author", scopes: ["author", "play"], rateLimitPerMinute: 100_000 })).key;
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ maps { id } }" }),
  });
  const order = ((await res.json()) as { data: { maps: { id: string }[] } }).data.maps.map((m) => m.id);
  const rows = await t.db.prisma.mapDoc.findMany({ select: { id: true, name: true, rulesetId: true, version: true, document: true } });
  const maps = order.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`map ${id} listed but not stored`);
    return row as EditorTestMap;
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await t.close();
    await database?.drop();
  };
  if (!database) return { url, maps, authorKey, close };
  const restart = async () => {
    await t.close();
    t = await createTestApi({ databaseUrl: database.url });
    await seedShippedData(t.db, shippedData());
    await t.app.listen({ host: "127.0.0.1", port: Number(new URL(url).port) });
  };
  return { url, maps, authorKey, close, restart };
}
