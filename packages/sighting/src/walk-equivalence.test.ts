import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexArea, hexLine } from "@tactica/hex";
import { createBlockingJudge } from "./create-blocking-judge";
import { createLosTracer } from "./create-los-tracer";
import { cellToHex, createLosGrid } from "./los-grid";

const grid = createLosGrid(hexArea({ q: 0, r: 0 }, 30));
const judge = createBlockingJudge(grid, new Uint8Array(grid.width * grid.height), { policy: "blocked-if-either", rule: "test" });
const tracer = createLosTracer(judge);
const arb = fc.record({ q: fc.integer({ min: -15, max: 15 }), r: fc.integer({ min: -15, max: 15 }) });

describe("the fused LOS walk", () => {
  it("property: visits exactly the steps of @tactica/hex hexLine (hexes, tie sides, grazed vertices), in order", () => {
    fc.assert(fc.property(arb, arb, (a, b) => {
      const ea = judge.resolve({ hex: a, posture: "any" }), eb = judge.resolve({ hex: b, posture: "any" });
      if (!ea.ok || !eb.ok) return false;
      const ours: string[] = [];
      tracer.traceRecorded(ea.value, eb.value, (kind, from, _to, _dir, _dA, _dB, _v, role) => {
        if (kind !== 0) return;
        const h = cellToHex(grid, from);
        ours.push(`${role === "left" || role === "right" || role === "graze" ? role : "line"}:${h.q},${h.r}`);
      });
      const theirs: string[] = [];
      for (const s of hexLine(a, b)) {
        if (s.kind === "hex") theirs.push(`line:${s.hex.q},${s.hex.r}`);
        else if (s.kind === "hexside-tie") theirs.push(`left:${s.hexes[0].q},${s.hexes[0].r}`, `right:${s.hexes[1].q},${s.hexes[1].r}`);
        else theirs.push(`graze:${s.grazed.q},${s.grazed.r}`);
      }
      expect(ours).toEqual(theirs);
      return true;
    }), { numRuns: 1000 });
  });
});
