import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexArea, hexLine } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import { createBlockingJudge } from "./create-blocking-judge";
import { createLosTracer } from "./create-los-tracer";
import { checkLineOfSight } from "./check-line-of-sight";
import { createLosGrid, toCell } from "./los-grid";
import type { TieRule } from "./los-policy";
import { BLOCKED } from "./types";

const EITHER: TieRule = { policy: "blocked-if-either", rule: "test" };
const BOTH: TieRule = { policy: "clear-if-either", rule: "test" };
const grid = createLosGrid(hexArea({ q: 0, r: 0 }, 8));
const at = (h: Hex) => ({ hex: h, posture: "any" });

function judgeWith(blocked: readonly Hex[], tie: TieRule) {
  const cells = new Uint8Array(grid.width * grid.height);
  for (const h of blocked) cells[toCell(grid, h.q, h.r)] = 1;
  return createBlockingJudge(grid, cells, tie);
}
function clear(blocked: readonly Hex[], tie: TieRule, a: Hex, b: Hex): boolean {
  const r = checkLineOfSight(judgeWith(blocked, tie), at(a), at(b));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.clear;
}

describe("LOS core", () => {
  it("sees into a blocking hex but not through it", () => {
    const wall = [{ q: 1, r: 0 }];
    expect(clear(wall, EITHER, { q: 0, r: 0 }, { q: 1, r: 0 })).toBe(true);
    expect(clear(wall, EITHER, { q: 0, r: 0 }, { q: 2, r: 0 })).toBe(false);
  });

  it("a hexside tie follows the policy: blocked-if-either vs clear-if-either", () => {
    // (0,0) -> (2,-1) runs along the side between (1,-1) and (1,0).
    const a = { q: 0, r: 0 }, b = { q: 2, r: -1 };
    expect(clear([{ q: 1, r: -1 }], EITHER, a, b)).toBe(false);
    expect(clear([{ q: 1, r: -1 }], BOTH, a, b)).toBe(true);
    expect(clear([{ q: 1, r: -1 }, { q: 1, r: 0 }], BOTH, a, b)).toBe(false);
  });

  it("a vertex pass grazes a third hex: it counts only when the policy says either side blocks", () => {
    // cube (0,0,0) -> (5,-1,-4) passes the corner of (1,0,-1), (2,-1,-1) and (2,0,-2).
    const a = { q: 0, r: 0 }, b = { q: 5, r: -4 };
    const v = hexLine(a, b).find((s) => s.kind === "vertex");
    if (v?.kind !== "vertex") throw new Error("expected a vertex");
    expect(clear([v.grazed], EITHER, a, b)).toBe(false);
    expect(clear([v.grazed], BOTH, a, b)).toBe(true);
  });

  it("explains the path in order, with the blocking element named", () => {
    const r = checkLineOfSight(judgeWith([{ q: 2, r: 0 }], EITHER), at({ q: 0, r: 0 }), at({ q: 4, r: 0 }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.clear).toBe(false);
    expect(r.value.range).toBe(4);
    expect(r.value.path.filter((p) => p.kind === "hex").map((p) => p.hex.q)).toEqual([0, 1, 2, 3, 4]);
    expect(r.value.path.filter((p) => p.kind === "hexside")).toHaveLength(4);
    expect(r.value.blockedBy.map((n) => n.feature)).toEqual(["blocking hex"]);
    expect(r.value.path.find((p) => p.effect === "block")?.hex).toEqual({ q: 2, r: 0 });
  });

  it("returns typed errors for off-map and malformed hexes", () => {
    const j = judgeWith([], EITHER);
    const off = checkLineOfSight(j, at({ q: 0, r: 0 }), at({ q: 20, r: 0 }));
    expect(off).toMatchObject({ ok: false, error: { code: "los/off_map" } });
    const bad = checkLineOfSight(j, at({ q: 0.5, r: 0 }), at({ q: 1, r: 0 }));
    expect(bad).toMatchObject({ ok: false, error: { code: "los/unknown_hex" } });
    const lvl = checkLineOfSight(j, { hex: { q: 0, r: 0 }, posture: "any", level: 2 }, at({ q: 1, r: 0 }));
    expect(lvl).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
  });

  const arbHex = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) });
  const arbBlocked = fc.array(arbHex, { maxLength: 12 });
  const arbNear = fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) });

  it("property: the kernel and the explained API agree, under both tie rules", () => {
    fc.assert(fc.property(arbBlocked, arbHex, arbHex, fc.boolean(), (blocked, a, b, either) => {
      const j = judgeWith(blocked, either ? EITHER : BOTH);
      const ea = j.resolve(at(a)), eb = j.resolve(at(b));
      if (!ea.ok || !eb.ok) throw new Error("resolve");
      const fast = createLosTracer(j).trace(ea.value, eb.value) !== BLOCKED;
      const r = checkLineOfSight(j, at(a), at(b));
      return r.ok && r.value.clear === fast;
    }), { numRuns: 300 });
  });

  it("property: LOS to an adjacent hex is always clear", () => {
    fc.assert(fc.property(arbBlocked, arbNear, fc.integer({ min: 0, max: 5 }), (blocked, a, d) => {
      const dirs = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]] as const;
      const b = { q: a.q + dirs[d]![0], r: a.r + dirs[d]![1] };
      return clear(blocked, EITHER, a, b) && clear(blocked, BOTH, a, b);
    }), { numRuns: 200 });
  });

  it("property: a blocking-hex LOS is symmetric under both tie rules", () => {
    fc.assert(fc.property(arbBlocked, arbHex, arbHex, fc.boolean(), (blocked, a, b, either) => {
      const t = either ? EITHER : BOTH;
      return clear(blocked, t, a, b) === clear(blocked, t, b, a);
    }), { numRuns: 300 });
  });

  it("property: the explained path never skips a hex (each hexside joins two adjacent path hexes)", () => {
    fc.assert(fc.property(arbHex, arbHex, (a, b) => {
      const r = checkLineOfSight(judgeWith([], BOTH), at(a), at(b));
      if (!r.ok) return false;
      const hexes = new Set(r.value.path.filter((p) => p.kind === "hex").map((p) => `${p.hex.q},${p.hex.r}`));
      return r.value.path.every((p) => p.kind === "hex" || (p.into !== undefined
        && hexes.has(`${p.hex.q},${p.hex.r}`) && hexes.has(`${p.into.q},${p.into.r}`)
        && Math.abs(p.hex.q - p.into.q) + Math.abs(p.hex.r - p.into.r) + Math.abs(p.hex.q + p.hex.r - p.into.q - p.into.r) === 2));
    }), { numRuns: 200 });
  });
});
