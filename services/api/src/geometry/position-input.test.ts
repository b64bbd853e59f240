import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  key = (await createApiClient(t.db, { name: "positions", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const gql = async (query: string, variables?: Record<string, unknown>): Promise<Gql> => {
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: { query, variables } });
  return res.json() as Gql;
};

const LOS = `query($input: SightInput!) { lineOfSight(input: $input) { system clear range unit path { hex { ids } } } }`;
const RANGE = `query($input: SightInput!) { range(input: $input) { system hexes unit } }`;
const VIS = `query($input: VisibilityInput!) { visibility(input: $input) { rows visiblePairs } }`;
const fp = (observer: object, target: object) => ({ input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", observer, target } });

describe("positions over the API (PositionInput: hex or table, @oneOf)", () => {
  it("a hex position answers exactly as today's hexId / q and r fields", async () => {
    const legacy = await gql(LOS, fp({ hexId: "1A1", posture: "stand" }, { hexId: "1A3", posture: "stand" }));
    const byId = await gql(LOS, fp({ position: { hex: { hexId: "1A1" } }, posture: "stand" }, { position: { hex: { hexId: "1A3" } }, posture: "stand" }));
    expect(legacy.errors).toBeUndefined();
    expect(byId).toEqual(legacy);
    const at = await gql(`{ a: lineOfSight(input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", observer: { hexId: "1A1", posture: "stand" }, target: { hexId: "1A3", posture: "stand" } }) { path { hex { q r } } } }`);
    const path = (at.data?.a as { path: { hex: { q: number; r: number } }[] }).path;
    const [from, to] = [path[0]!.hex, path[path.length - 1]!.hex];
    const byCoords = await gql(LOS, fp({ position: { hex: from }, posture: "stand" }, { position: { hex: to }, posture: "stand" }));
    expect(byCoords).toEqual(legacy);
  });

  it("range and lineOfSight say their unit: hex for Firepower and Patrol! (each module's sighting.rangeUnit)", async () => {
    const r = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { hex: { hexId: "1A3" } }, posture: "stand" }));
    expect(r).toEqual({ data: { range: { system: "firepower", hexes: 2, unit: "hex" } } });
    const patrol = await gql(LOS, { input: { rulesetId: "patrol", mapId: "patrol-sample-2-section", options: { mode: "mixed" }, observer: { q: 0, r: 0, posture: "erect" }, target: { position: { hex: { q: 3, r: 0 } }, posture: "erect" } } });
    expect(patrol.errors).toBeUndefined();
    expect((patrol.data?.lineOfSight as { unit: string; range: number })).toMatchObject({ unit: "hex", range: 3 });
  });

  it("a table position given to a hex ruleset is refused: position/wrong_geometry, in words a player understands", async () => {
    const r = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { table: { x: 12, y: 4.5, footprint: { circle: { radius: 0.5 } } } }, posture: "stand" }));
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe("position/wrong_geometry");
    expect(r.errors?.[0]?.message).toBe("The target: Firepower is played on hexes; give hexId or q and r.");
    const vis = await gql(VIS, { input: { rulesetId: "patrol", mapId: "patrol-sample-2-section", options: { mode: "mixed" }, units: [{ q: 0, r: 0, posture: "erect" }, { position: { table: { x: 0, y: 0 } }, posture: "erect" }] } });
    expect(vis.errors?.[0]?.extensions?.code).toBe("position/wrong_geometry");
    expect(vis.errors?.[0]?.message).toBe("The unit 1: Patrol! is played on hexes; give hexId or q and r.");
  });

  it("exactly one of hex or table (GraphQL @oneOf), and a position or hexId/q/r, never both", async () => {
    // Sent three times: the API compiles a query after its 2nd use (graphql-jit), whose coercion skips @oneOf.
    for (let i = 0; i < 3; i++) {
      const both = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { hex: { hexId: "1A3" }, table: { x: 1, y: 1 } }, posture: "stand" }));
      expect(both.data ?? null).toBeNull();
      expect(both.errors?.[0]?.message).toMatch(/exactly one/i);
      expect(both.errors?.[0]?.message).toMatch(/PositionInput|hex or table/);
      const none = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: {}, posture: "stand" }));
      expect(none.errors?.[0]?.message).toMatch(/exactly one/i);
      const twoShapes = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { table: { x: 1, y: 1, footprint: { circle: { radius: 1 }, rectangle: { width: 1, height: 2 } } } }, posture: "stand" }));
      expect(twoShapes.errors?.[0]?.message).toMatch(/FootprintInput|circle or rectangle/);
    }
    const mixed = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { hexId: "1A3", position: { hex: { hexId: "1A3" } }, posture: "stand" }));
    expect(mixed.errors?.[0]?.extensions?.code).toBe("request/invalid");
    expect(mixed.errors?.[0]?.message).toBe("The target gives both position and hexId/q/r: give one of them.");
    const empty = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { hex: { q: 1 } }, posture: "stand" }));
    expect(empty.errors?.[0]?.message).toBe("The target needs either hexId or both q and r.");
  });

  it("a position's level wins over the viewpoint's level; without one the viewpoint's stands", async () => {
    // Panel 1's building A (1F3) has only storey 0 in the sample map: storey 2 is refused whichever field names it.
    const viaPosition = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { hex: { hexId: "1F3", level: 2 } }, posture: "stand" }));
    const viaViewpoint = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { hex: { hexId: "1F3" } }, level: 2, posture: "stand" }));
    const overridden = await gql(RANGE, fp({ hexId: "1A1", posture: "stand" }, { position: { hex: { hexId: "1F3", level: 0 } }, level: 2, posture: "stand" }));
    expect(viaPosition.errors?.[0]?.extensions?.code).toBe("los/bad_level");
    expect(viaViewpoint.errors?.[0]?.extensions?.code).toBe("los/bad_level");
    expect(overridden.errors).toBeUndefined();
  });

  it("requestSighting: a hex position is the same job as today's fields; a table position is refused before queueing", async () => {
    const REQUEST = "mutation($input: RequestSightingInput!) { requestSighting(input: $input) { id } }";
    const ask = (units: object[]) => gql(REQUEST, { input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", units } });
    const legacy = await ask([{ hexId: "1A1", posture: "stand" }, { q: 2, r: 7, level: 0, posture: "prone" }]);
    const positioned = await ask([{ position: { hex: { hexId: "1A1" } }, posture: "stand" }, { position: { hex: { q: 2, r: 7 } }, posture: "prone" }]);
    expect(legacy.errors).toBeUndefined();
    expect(positioned).toEqual(legacy);
    const table = await ask([{ hexId: "1A1", posture: "stand" }, { position: { table: { x: 3, y: 4 } }, posture: "stand" }]);
    expect(table.errors?.[0]?.extensions?.code).toBe("position/wrong_geometry");
    expect(table.errors?.[0]?.message).toBe("The unit 1: Firepower is played on hexes; give hexId or q and r.");
  });
});
