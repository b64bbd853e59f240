import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Hex } from "./coords";
import { createHex, hexDistance, toHexKey } from "./coords";
import { hexLine, hexLineCrossings, hexLineHexes } from "./hex-line";
import { hexsideBetween, hexsideHexes } from "./hexside";
import { STEP_HEX, walkHexLine } from "./walk-hex-line";

/** Axial hex from cube (x, y, z). */
const cube = (x: number, _y: number, z: number): Hex => createHex(x, z);
const arbHex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) });

describe("hexLine", () => {
  it("a line to itself is one hex", () => {
    expect(hexLine(createHex(2, 3), createHex(2, 3))).toEqual([{ kind: "hex", hex: createHex(2, 3) }]);
  });

  it("a line along an axis visits every hex once and names each hexside crossed", () => {
    const steps = hexLine(createHex(0, 0), createHex(3, 0));
    expect(steps.map((s) => s.kind)).toEqual(["hex", "hex", "hex", "hex"]);
    expect(hexLineCrossings(createHex(0, 0), createHex(3, 0))).toEqual([
      { hex: createHex(0, 0), dir: 2 }, { hex: createHex(1, 0), dir: 2 }, { hex: createHex(2, 0), dir: 2 },
    ]);
  });

  it("cube (0,0,0) to (2,-1,-1) runs along the hexside between (1,-1,0) and (1,0,-1)", () => {
    const steps = hexLine(cube(0, 0, 0), cube(2, -1, -1));
    expect(steps).toHaveLength(3);
    expect(steps[0]).toEqual({ kind: "hex", hex: cube(0, 0, 0) });
    const tie = steps[1];
    if (tie?.kind !== "hexside-tie") throw new Error("expected a tie");
    expect(new Set(tie.hexes.map(toHexKey))).toEqual(new Set([cube(1, -1, 0), cube(1, 0, -1)].map(toHexKey)));
    expect(new Set(hexsideHexes(tie.hexside).map(toHexKey))).toEqual(new Set(tie.hexes.map(toHexKey)));
    // Travelling east-north-east on screen: (1,0,-1) is the upper (left) hex, (1,-1,0) the lower (right).
    expect(tie.hexes[0]).toEqual(cube(1, 0, -1));
    expect(steps[2]).toEqual({ kind: "hex", hex: cube(2, -1, -1) });
  });

  it("reversing a tie line swaps left and right", () => {
    const back = hexLine(cube(2, -1, -1), cube(0, 0, 0));
    const tie = back[1];
    if (tie?.kind !== "hexside-tie") throw new Error("expected a tie");
    expect(tie.hexes[0]).toEqual(cube(1, -1, 0));
    expect(hexLineHexes(cube(0, 0, 0), cube(2, -1, -1), "left")).toEqual([cube(0, 0, 0), cube(1, 0, -1), cube(2, -1, -1)]);
  });

  it("cube (0,0,0) to (5,-1,-4) passes exactly through the corner of (1,0,-1), (2,-1,-1) and (2,0,-2)", () => {
    const steps = hexLine(cube(0, 0, 0), cube(5, -1, -4));
    const v = steps.find((s) => s.kind === "vertex");
    if (v?.kind !== "vertex") throw new Error("expected a vertex step");
    expect(new Set(v.vertexOf.map(toHexKey))).toEqual(new Set([cube(1, 0, -1), cube(2, -1, -1), cube(2, 0, -2)].map(toHexKey)));
    expect(v.hexes[0]).toEqual(cube(1, 0, -1));
    const i = steps.indexOf(v);
    expect(steps[i - 1]).toMatchObject({ kind: "hex", hex: v.hexes[0] });
    expect(steps[i + 1]).toMatchObject({ kind: "hex", hex: v.hexes[1] });
  });

  it("never skips a hex: consecutive cells are adjacent, or two apart across a tie", () => {
    fc.assert(fc.property(arbHex, arbHex, (a, b) => {
      const steps = hexLine(a, b);
      let prev: Hex | undefined;
      let viaTie: readonly [Hex, Hex] | undefined;
      for (const s of steps) {
        if (s.kind === "hexside-tie") { viaTie = s.hexes; continue; }
        if (s.kind !== "hex") continue;
        if (prev) {
          if (viaTie) {
            expect(hexDistance(prev, s.hex)).toBe(2);
            for (const t of viaTie) { expect(hexDistance(prev, t)).toBe(1); expect(hexDistance(s.hex, t)).toBe(1); }
          } else {
            expect(hexDistance(prev, s.hex)).toBe(1);
            expect(s.crossed).toEqual(hexsideBetween(prev, s.hex));
          }
        }
        prev = s.hex;
        viaTie = undefined;
      }
      expect(steps[0]).toMatchObject({ kind: "hex", hex: a });
      expect(prev).toEqual(createHex(b.q, b.r));
    }));
  });

  it("line(a,b) and line(b,a) touch the same hexes", () => {
    fc.assert(fc.property(arbHex, arbHex, (a, b) => {
      const keys = (x: Hex, y: Hex) => new Set(hexLineHexes(x, y).map(toHexKey));
      expect(keys(a, b)).toEqual(keys(b, a));
    }));
  });

  it("is a supercover: every hex met by dense sampling is on the line, and it may clip more than N+1 hexes", () => {
    // Oracle: sample the segment densely in floating point and round to hexes (cube rounding).
    const sampled = (a: Hex, b: Hex, k: number): Set<string> => {
      const out = new Set<string>();
      for (let i = 0; i <= k; i++) {
        const x = a.q + ((b.q - a.q) * i) / k, z = a.r + ((b.r - a.r) * i) / k, y = -x - z;
        let rx = Math.round(x), ry = Math.round(y), rz = Math.round(z);
        const ex = Math.abs(rx - x), ey = Math.abs(ry - y), ez = Math.abs(rz - z);
        if (ex > ey && ex > ez) rx = -ry - rz; else if (ey > ez) ry = -rx - rz; else rz = -rx - ry;
        out.add(toHexKey(createHex(rx, rz)));
      }
      return out;
    };
    fc.assert(fc.property(arbHex, arbHex, (a, b) => {
      const onLine = new Set<string>(hexLineHexes(a, b).map(toHexKey));
      const vertexHexes = new Set<string>(hexLine(a, b).flatMap((s) => (s.kind === "vertex" ? s.vertexOf.map(toHexKey) : [])));
      for (const k of sampled(a, b, 97 * (hexDistance(a, b) + 1))) {
        if (!onLine.has(k)) expect(vertexHexes.has(k)).toBe(true);
      }
    }));
    // (0,0) to (-1,9) is 9 hexes long but weaves across the zigzag between two columns: 12 hexes.
    expect(hexLineHexes(createHex(0, 0), createHex(-1, 9)).map(toHexKey)).toEqual(
      ["0,0", "0,1", "0,2", "0,3", "-1,4", "0,4", "-1,5", "0,5", "-1,6", "-1,7", "-1,8", "-1,9"]);
  });

  it("walkHexLine can stop early", () => {
    let seen = 0;
    walkHexLine(0, 0, 10, 0, (kind) => { if (kind === STEP_HEX) seen++; return seen < 3; });
    expect(seen).toBe(3);
  });
});
