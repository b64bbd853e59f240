import { describe, expect, it } from "vitest";
import { hexArea } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import { createBlockingJudge } from "./create-blocking-judge";
import { createSighting } from "./create-sighting";
import { createLosGrid, toCell } from "./los-grid";
import { defineLosPolicy } from "./los-policy";
import { isVisible } from "./visibility-matrix";

// A toy policy: hexes listed in the options block; sight is mutual.
const toy = defineLosPolicy<readonly Hex[], { blocked: readonly Hex[] }>({
  system: "toy", tie: { policy: "clear-if-either", rule: "toy" }, postures: ["any"],
  mutual: () => ({ mutual: true, rule: "toy: symmetric" }),
  prepare(hexes, o) {
    const grid = createLosGrid(hexes);
    const cells = new Uint8Array(grid.width * grid.height);
    for (const h of o.blocked) cells[toCell(grid, h.q, h.r)] = 1;
    return { ok: true, value: createBlockingJudge(grid, cells, this.tie) };
  },
});

describe("createSighting", () => {
  const s = createSighting(toy, hexArea({ q: 0, r: 0 }, 3), { blocked: [{ q: 1, r: 0 }] });
  if (!s.ok) throw new Error(s.error.message);
  const at = (q: number, r: number) => ({ hex: { q, r }, posture: "any" });

  it("serves explained checks, ranges and typed errors from one prepared judge", () => {
    expect(s.value.check(at(0, 0), at(2, 0))).toMatchObject({ ok: true, value: { clear: false, range: 2 } });
    expect(s.value.range(at(0, 0), at(3, -3))).toEqual({ ok: true, value: 3 });
    expect(s.value.range(at(0, 0), at(9, 0))).toMatchObject({ ok: false, error: { code: "los/off_map" } });
  });

  it("batch matrices match the per-pair answers and are symmetric when the policy says sight is mutual", () => {
    const units = [at(0, 0), at(2, 0), at(-2, 1), at(0, 3)];
    const m = s.value.visibility(units);
    if (!m.ok) throw new Error(m.error.message);
    for (let i = 0; i < units.length; i++) {
      for (let j = 0; j < units.length; j++) {
        const c = s.value.check(units[i]!, units[j]!);
        expect(c.ok && c.value.clear).toBe(isVisible(m.value, i, j));
        expect(isVisible(m.value, i, j)).toBe(isVisible(m.value, j, i));
      }
    }
    const v = s.value.viewshed({ posture: "any" });
    expect(v.ok && v.value.size).toBe(37);
  });
});
