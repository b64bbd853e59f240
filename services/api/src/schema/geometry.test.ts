import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { createFirepowerSampleMap } from "@tactica/map";
import { shippedData } from "../shipped-data";
import { createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string; issues?: unknown[] } }> };
const gql = async (query: string, variables?: Record<string, unknown>): Promise<Gql> => {
  const res = await t.app.inject({ method: "POST", url: "/graphql", payload: { query, variables } });
  return res.json() as Gql;
};

const LOS = `query($input: SightInput!) { lineOfSight(input: $input) {
  system clear range modifier observerEyeHeight targetEyeHeight tiePolicy tieRule rules reconstructed
  path { kind hex { q r ids } hexside { q r dir } role effect lineHeight note { feature rule reason } }
  blockedBy { feature rule reason obstacleHeight provenance { kind detail } }
  provenance { kind detail }
} }`;

const fp = (observer: object, target: object, extra: object = {}) => ({ input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", observer, target, ...extra } });

describe("lineOfSight over the API", () => {
  it("explains a Firepower line between printed hex IDs: path in order, heights, rules", async () => {
    const { data, errors } = await gql(LOS, fp({ hexId: "1A1", posture: "stand" }, { hexId: "1A3", posture: "stand" }));
    expect(errors).toBeUndefined();
    const los = data?.lineOfSight as { system: string; range: number; path: Array<{ kind: string; hex: { ids: string[] } }>; rules: string[]; observerEyeHeight: number };
    expect(los.system).toBe("firepower");
    expect(los.range).toBe(2);
    expect(los.observerEyeHeight).toBe(2);
    const hexes = los.path.filter((e) => e.kind === "hex").map((e) => e.hex.ids[0]);
    expect(hexes[0]).toBe("1A1");
    expect(hexes[hexes.length - 1]).toBe("1A3");
    expect(los.rules.length).toBeGreaterThan(0);
  });

  it("says when a chart number used is reconstructed, not the book's", async () => {
    // Across the height-3 hill 1C3 from prone to prone: the obstacle is judged with the LOS chart stand-in.
    const { data, errors } = await gql(LOS, fp({ hexId: "1B3", posture: "prone" }, { hexId: "1D3", posture: "prone" }));
    expect(errors).toBeUndefined();
    const los = data?.lineOfSight as { clear: boolean; blockedBy: Array<{ feature: string; rule: string }>; reconstructed: boolean; provenance: Array<{ kind: string }> };
    expect(los.clear).toBe(false);
    expect(los.blockedBy[0]?.rule).toMatch(/12\.1/);
    expect(los.reconstructed).toBe(los.provenance.some((p) => p.kind !== "book"));
  });

  it("answers the same for an inline copy of the stored map", async () => {
    const stored = await gql(LOS, fp({ hexId: "1A1", posture: "crouch" }, { hexId: "2E5", posture: "stand" }));
    const inline = await gql(LOS, { input: { rulesetId: "firepower", map: createFirepowerSampleMap(), observer: { hexId: "1A1", posture: "crouch" }, target: { hexId: "2E5", posture: "stand" } } });
    expect(inline.errors).toBeUndefined();
    expect(inline.data).toEqual(stored.data);
  });

  it("firepower 10.7(10): soldiers in deep foxholes (inWorks) have heads at 0, so a height-1 fence blocks (12.1.1)", async () => {
    const map = {
      schemaVersion: 2, id: "foxholes-inline", provenance: "placeholder", orientation: "flat",
      hexes: [0, 1, 2, 3].map((q) => ({ hex: { q, r: 0 }, height: 0, terrain: "clear" })),
      hexsides: [{ hex: { q: 1, r: 0 }, dir: 2, features: [{ type: "fence", height: 1 }] }],
      fortifications: [{ hex: { q: 0, r: 0 }, type: "foxhole", depth: "deep" }, { hex: { q: 3, r: 0 }, type: "foxhole", depth: "deep" }],
    };
    const ask = (inWorks: boolean) => gql(LOS, { input: { rulesetId: "firepower", map, observer: { q: 0, r: 0, posture: "stand", inWorks }, target: { q: 3, r: 0, posture: "stand", inWorks } } });
    const inHoles = await ask(true);
    expect(inHoles.errors).toBeUndefined();
    expect(inHoles.data?.lineOfSight).toMatchObject({ clear: false, observerEyeHeight: 0, targetEyeHeight: 0, blockedBy: [{ feature: "fence", rule: "Firepower 12.1.1", obstacleHeight: 1 }] });
    expect((await ask(false)).data?.lineOfSight).toMatchObject({ clear: true, observerEyeHeight: 2 });
    const noWorks = await gql(LOS, { input: { rulesetId: "firepower", map, observer: { q: 1, r: 0, posture: "stand", inWorks: true }, target: { q: 3, r: 0, posture: "stand" } } });
    expect(noWorks.errors?.[0]?.extensions?.code).toBe("los/no_works");
  });

  it("firepower 8.9: a bridge deck given as a slab option blocks a line through it and the answer names it", async () => {
    const map = {
      schemaVersion: 2, id: "bridge-inline", provenance: "placeholder", orientation: "flat",
      hexes: [0, 1, 2, 3, 4].map((q) => ({ hex: { q, r: 0 }, height: q >= 1 && q <= 3 ? -2 : 0, terrain: "clear" })),
    };
    const deck = { hex: { q: 2, r: 0 }, bottom: -1, top: 0, feature: "bridge deck", rule: "Firepower 8.9" };
    const ask = (options: object) => gql(LOS, { input: { rulesetId: "firepower", map, options, observer: { q: 1, r: 0, posture: "crouch" }, target: { q: 4, r: 0, posture: "stand" } } });
    const under = await ask({ slabs: [deck] });
    expect(under.errors).toBeUndefined();
    expect(under.data?.lineOfSight).toMatchObject({ clear: false, reconstructed: true, blockedBy: [{ feature: "bridge deck", rule: "Firepower 8.9", obstacleHeight: 0 }] });
    expect((await ask({})).data?.lineOfSight).toMatchObject({ clear: true });
    expect((await ask({ slabs: [{ ...deck, top: -1 }] })).errors?.[0]?.extensions?.code).toBe("los/bad_option");
  });

  it("serves Patrol! with its terrain mode option", async () => {
    const { data, errors } = await gql(LOS, { input: { rulesetId: "patrol", mapId: "patrol-sample-2-section", options: { mode: "mixed" }, observer: { q: 0, r: 0, posture: "erect" }, target: { q: 3, r: 0, posture: "erect" } } });
    expect(errors).toBeUndefined();
    expect((data?.lineOfSight as { system: string }).system).toBe("patrol");
  });

  it("gives typed errors for bad hexes, rulesets, maps and inputs", async () => {
    const code = async (v: Record<string, unknown>) => (await gql(LOS, v)).errors?.[0]?.extensions?.code;
    expect(await code(fp({ hexId: "9ZZ9", posture: "stand" }, { hexId: "1A3", posture: "stand" }))).toBe("los/unknown_hex");
    expect(await code(fp({ q: 500, r: 500, posture: "stand" }, { hexId: "1A3", posture: "stand" }))).toBe("los/off_map");
    expect(await code(fp({ hexId: "1A1", posture: "levitating" }, { hexId: "1A3", posture: "stand" }))).toBe("los/bad_posture");
    expect(await code(fp({ hexId: "1A1", posture: "stand", level: 7 }, { hexId: "1A3", posture: "stand" }))).toBe("los/bad_level");
    expect(await code(fp({ hexId: "1A1", q: 1, r: 1, posture: "stand" }, { hexId: "1A3", posture: "stand" }))).toBe("request/invalid");
    expect(await code({ input: { ...fp({ hexId: "1A1", posture: "stand" }, { hexId: "1A3", posture: "stand" }).input, rulesetId: "chess" } })).toBe("geometry/unknown_ruleset");
    expect(await code({ input: { ...fp({ hexId: "1A1", posture: "stand" }, { hexId: "1A3", posture: "stand" }).input, mapId: "nope" } })).toBe("request/not_found");
    const bad = await gql(LOS, { input: { rulesetId: "firepower", map: { schemaVersion: 2, id: "x", hexes: [{ hex: { q: 0 } }] }, observer: { q: 0, r: 0, posture: "stand" }, target: { q: 0, r: 0, posture: "stand" } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe("map/invalid_document");
    expect(JSON.stringify(bad.errors?.[0]?.extensions?.issues)).toMatch(/hexes\[0\]/);
  });
});

describe("range and visibility", () => {
  it("counts range as the book does", async () => {
    const { data } = await gql("query($input: SightInput!) { range(input: $input) { system hexes } }", fp({ hexId: "1A1", posture: "stand" }, { hexId: "1A1", posture: "prone" }));
    expect(data?.range).toEqual({ system: "firepower", hexes: 1 }); // Firepower 12: same hex counts as range 1
  });

  it("returns a symmetric matrix where sight is mutual", async () => {
    const units = ["1A1", "1B3", "1D3", "2E5"].map((hexId) => ({ hexId, posture: "stand" }));
    const { data, errors } = await gql("query($input: VisibilityInput!) { visibility(input: $input) { mutual mutualRule rows visiblePairs } }", { input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", units } });
    expect(errors).toBeUndefined();
    const v = data?.visibility as { mutual: boolean; rows: string[]; visiblePairs: number };
    expect(v.mutual).toBe(true);
    expect(v.rows).toHaveLength(4);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) expect(v.rows[i]?.[j]).toBe(v.rows[j]?.[i]);
  });
});

describe("sighting cache", () => {
  it("compiles a stored map once per version and options, and again after the map changes", async () => {
    const { createSightingCache } = await import("../geometry/sighting-cache");
    const { findSightingSystem } = await import("../geometry/systems");
    const base = findSightingSystem("firepower");
    if (!base) throw new Error("firepower sighting missing");
    let compiles = 0;
    const system = { ...base, compile: (doc: Parameters<typeof base.compile>[0]) => { compiles++; return base.compile(doc); } };
    let clock = 0;
    const cache = createSightingCache({ db: t.db, now: () => clock, versionTtlMs: 1000 });
    const source = { mapId: "firepower-sample-2-panel" };
    await cache.get(system, source, {});
    await cache.get(system, source, {});
    expect(compiles).toBe(1);
    await cache.get(system, source, { treeHeight: 4 });
    expect(compiles).toBe(2);
    await t.db.prisma.mapDoc.update({ where: { id: "firepower-sample-2-panel" }, data: { version: { increment: 1 } } });
    await cache.get(system, source, {});
    expect(compiles).toBe(2); // the known version is trusted for versionTtlMs
    clock += 1000;
    await cache.get(system, source, {});
    expect(compiles).toBe(3); // then re-read: the new version compiles afresh
    await t.db.prisma.mapDoc.update({ where: { id: "firepower-sample-2-panel" }, data: { version: { increment: 1 } } });
    cache.invalidate("firepower-sample-2-panel");
    await cache.get(system, source, {});
    expect(compiles).toBe(4); // a save through this process invalidates at once
  });
});
