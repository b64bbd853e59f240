import { describe, expect, it } from "vitest";
import type { FetchLike } from "./graphql-request";
import { loadLineOfSight, toLosDrawing } from "./los-api";
import type { LosResult } from "./los-api";

const blocked: LosResult = {
  system: "firepower", clear: false, range: 2, modifier: 0, reconstructed: false, rules: ["12.1"],
  path: [
    { kind: "hex", effect: "clear", role: "line", hex: { q: 0, r: 0, ids: ["1A1"] } },
    { kind: "hexside", effect: "block", role: "line", hex: { q: 0, r: 0, ids: ["1A1"] }, hexside: { q: 0, r: 0, dir: 3 }, note: { feature: "wall", rule: "12.1.3", reason: "too high" } },
    { kind: "hex", effect: "hinder", role: "line", hex: { q: 0, r: 1, ids: ["1A2"] } },
  ],
  blockedBy: [{ feature: "wall", rule: "12.1.3", reason: "too high" }], conditions: [],
};

describe("line-of-sight preview", () => {
  it("sends the inline document and both viewpoints", async () => {
    const sent: unknown[] = [];
    const fetchImpl: FetchLike = async (_u, init) => {
      sent.push(JSON.parse(init.body));
      return { ok: true, status: 200, statusText: "OK", json: async () => ({ data: { lineOfSight: blocked } }) };
    };
    const outcome = await loadLineOfSight(fetchImpl, "firepower", { id: "m" }, { q: 0, r: 0, level: 0, posture: "stand" }, { q: 0, r: 2, level: 1 });
    expect(outcome).toEqual({ ok: true, data: blocked });
    expect(sent[0]).toMatchObject({ variables: { input: { rulesetId: "firepower", map: { id: "m" }, observer: { q: 0, r: 0, level: 0, posture: "stand" }, target: { q: 0, r: 2, level: 1 } } } });
  });

  it("draws the line centre to centre and marks the blocking hexside and the hindering hex", () => {
    const layout = { orientation: "flat" as const, size: 30 };
    const d = toLosDrawing(blocked, { q: 0, r: 0, level: 0 }, { q: 0, r: 2, level: 0 }, layout);
    expect(d.line.from).toEqual({ x: 0, y: 0 });
    expect(d.line.to.y).toBeCloseTo(2 * 30 * Math.sqrt(3), 6);
    expect(d.marks.map((m) => [m.kind, m.effect, m.label])).toEqual([["hexside", "block", "wall (12.1.3)"], ["hex", "hinder", "hinder"]]);
    expect(d.marks[0]?.at.y).toBeCloseTo(15 * Math.sqrt(3), 6); // the S side of (0,0), halfway to (0,1)
  });
});
