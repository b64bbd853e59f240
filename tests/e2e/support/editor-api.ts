// A small, real GraphQL server (Fastify + Mercurius) for the editor's browser test. It is not a mock of
// services/api: it serves the two queries the editor uses, with the schema the API will publish, over
// packages/map's sample documents. When services/api's buildApp lands, only startApiForEditorTest changes.
import Fastify from "fastify";
import mercurius from "mercurius";
import { createFirepowerSampleMap, createPatrolSampleMap } from "@tactica/map";

/** A map as the API stores it: summary fields, version and the packages/map document. */
export type EditorTestMap = { id: string; name: string; rulesetId: string; version: number; document: unknown };

/** A running API for the editor test: its base URL (no /graphql), the maps it serves, and how to stop it. */
export type EditorTestApi = { url: string; maps: readonly EditorTestMap[]; close(): Promise<void> };

const schema = /* GraphQL */ `
  scalar JSON
  type Query { maps: [MapSummary!]!  map(id: ID!): MapRecord }
  type MapSummary { id: ID! name: String! rulesetId: String! }
  type MapRecord { id: ID! name: String! rulesetId: String! version: Int! document: JSON! }
`;

/** packages/map's sample documents as the API would store them (the first one is what `/` opens). */
export function createEditorTestMaps(): EditorTestMap[] {
  return [createFirepowerSampleMap(), createPatrolSampleMap()].map((document) => ({
    id: document.id,
    name: document.name ?? document.id,
    rulesetId: document.system ?? "unknown",
    version: 1,
    document,
  }));
}

/** Starts the GraphQL API the editor test talks to, on a free loopback port. */
export async function startApiForEditorTest(): Promise<EditorTestApi> {
  const maps = createEditorTestMaps();
  const app = Fastify({ logger: false });
  await app.register(mercurius, {
    schema,
    resolvers: {
      Query: {
        maps: () => maps.map(({ id, name, rulesetId }) => ({ id, name, rulesetId })),
        map: (_root: unknown, args: { id: string }) => maps.find((m) => m.id === args.id) ?? null,
      },
    },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the editor test API has no TCP address");
  return { url: `http://127.0.0.1:${address.port}`, maps, close: () => app.close() };
}
