import { describe, expect, it } from "vitest";
import { JobSchemas } from "@tactica/contracts";
import type { JobPayload } from "@tactica/contracts";
import { createSeededUrbanMap } from "@tactica/map";
import { InvalidJobPayloadError, runProcessor } from "@tactica/queue";
import type { JobContext } from "@tactica/queue";
import { createSighting, isVisible } from "@tactica/sighting";
import { decodeRow } from "../sighting/encode-rows";
import { findSightingSystem } from "../sighting/sighting-systems";
import { createProcessors } from "./index";

const doc = createSeededUrbanMap({ width: 12, height: 12, seed: 5, levels: 2 }) as unknown as Record<string, unknown>;
const system = findSightingSystem("firepower")!;
// The oracle: the sighting kernel called directly on the same map.
const direct = Promise.resolve(createSighting(system.policy, system.compile(doc as never), {}));

const ctxOf = (progress: number[] = []): JobContext => ({ jobId: "j", meta: {}, attempt: 1, progress: async (p) => { progress.push(p); } });
const units = [
  { q: 0, r: 0, posture: "stand" }, { q: 5, r: 2, posture: "prone" }, { q: 11, r: 3, posture: "crouch" },
  { q: 3, r: 8, posture: "stand" }, { q: 7, r: 6, posture: "stand" },
];

describe("sighting processor", () => {
  it("who sees whom: the same bits as the sighting kernel, with progress up to 100", async () => {
    const progress: number[] = [];
    const p = createProcessors({ workerName: "w" });
    const result = await p.sighting({ rulesetId: "firepower", map: doc, units }, ctxOf(progress));
    expect(JobSchemas.sighting.result.safeParse(result).success).toBe(true);
    const s = await direct;
    if (!s.ok) throw new Error(s.error.message);
    const m = s.value.visibility(units.map((u) => ({ hex: { q: u.q, r: u.r }, posture: u.posture })));
    if (!m.ok) throw new Error(m.error.message);
    const expected = units.map((_, i) => units.map((__, j) => (isVisible(m.value, i, j) ? "1" : "0")).join(""));
    expect(result.rows.map((r) => decodeRow(r, units.length))).toEqual(expected);
    expect(result.visiblePairs).toBe(expected.join("").split("1").length - 1 - units.length);
    expect(result.kind).toBe("units");
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it("a whole-map viewshed equals the kernel's, row for row, with the cells in matrix order", async () => {
    const p = createProcessors({ workerName: "w" });
    const result = await p.sighting({ rulesetId: "firepower", map: doc, viewshed: { posture: "stand" } }, ctxOf());
    const s = await direct;
    if (!s.ok) throw new Error(s.error.message);
    const m = s.value.viewshed({ posture: "stand" });
    if (!m.ok) throw new Error(m.error.message);
    expect(result.size).toBe(144);
    expect(result.cells).toHaveLength(144);
    for (let i = 0; i < 144; i += 13) {
      const row = decodeRow(result.rows[i]!, 144);
      for (let j = 0; j < 144; j++) expect(row[j] === "1").toBe(isVisible(m.value, i, j));
    }
    expect(result.reconstructed).toBe(m.value.provenance.length > 0);
    expect(result.provenance).toEqual(m.value.provenance);
  });

  it("bad input fails as invalid (never retried): unknown ruleset, bad document, unknown hex, bad posture", async () => {
    const p = createProcessors({ workerName: "w" });
    const bad: JobPayload<"sighting">[] = [
      { rulesetId: "chess", map: doc, units },
      { rulesetId: "firepower", map: { schemaVersion: 1 }, units },
      { rulesetId: "firepower", map: doc, units: [{ hexId: "9ZZ9", posture: "stand" }] },
      { rulesetId: "firepower", map: doc, viewshed: { posture: "floating" } },
    ];
    for (const payload of bad) await expect(p.sighting(payload, ctxOf())).rejects.toBeInstanceOf(InvalidJobPayloadError);
  });

  it("stored maps are read through the loader, and a map saved since the request is not answered", async () => {
    const p = createProcessors({ workerName: "w", loadMap: async (id) => (id === "m1" ? { version: 3, document: doc } : null) });
    const ok = await p.sighting({ rulesetId: "firepower", mapId: "m1", mapVersion: 3, units }, ctxOf());
    expect(ok.size).toBe(units.length);
    await expect(p.sighting({ rulesetId: "firepower", mapId: "m1", mapVersion: 2, units }, ctxOf())).rejects.toThrow(/version 3, not 2/);
    await expect(p.sighting({ rulesetId: "firepower", mapId: "nope", mapVersion: 1, units }, ctxOf())).rejects.toThrow(/no stored map/);
  });

  it("stops at its time limit between blocks of rows", async () => {
    const big = createSeededUrbanMap({ width: 40, height: 40, seed: 11, levels: 3 }) as unknown as Record<string, unknown>;
    const p = createProcessors({ workerName: "w" });
    const progress: number[] = [];
    await expect(runProcessor(p, "sighting", { rulesetId: "firepower", map: big, viewshed: { posture: "stand" } }, ctxOf(progress), { timeLimitMs: 50 }))
      .rejects.toThrow(/time limit of 50 ms/);
    await new Promise((r) => setTimeout(r, 200));
    // It stopped early rather than running on to the end in the background.
    expect(progress.at(-1) ?? 0).toBeLessThan(100);
  });

  it("rejects a payload that names both a stored and an inline map, or neither units nor viewshed", () => {
    expect(JobSchemas.sighting.payload.safeParse({ rulesetId: "firepower", mapId: "m", mapVersion: 1, map: doc, units }).success).toBe(false);
    expect(JobSchemas.sighting.payload.safeParse({ rulesetId: "firepower", map: doc }).success).toBe(false);
    expect(JobSchemas.sighting.payload.safeParse({ rulesetId: "firepower", mapId: "m", units }).success).toBe(false);
  });
});
