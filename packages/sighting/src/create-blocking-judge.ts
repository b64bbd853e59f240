import type { LosGrid } from "./los-grid";
import type { LosJudge, TieRule } from "./los-policy";
import { toLosError } from "./types";
import { BLOCKED } from "./types";

/**
 * The plainest 2-D judge: some hexes block, nothing else matters; the two end hexes never block (you see
 * into a blocking hex, not through it). Used by the core's own tests and as the reference kernel in the
 * los-2d benchmark; real rule systems declare richer policies.
 */
export function createBlockingJudge(grid: LosGrid, blocking: Uint8Array, tie: TieRule): LosJudge {
  return {
    grid, system: "blocking-hexes", tie, explain: false, note: undefined,
    hexMask: blocking, sideMask: new Uint8Array(grid.width * grid.height * 3),
    resolve(v) {
      if ((v.level ?? 0) !== 0) return toLosError("los/bad_level", `level ${v.level} does not exist: the map is flat`);
      const cell = (v.hex.r - grid.rMin) * grid.width + (v.hex.q - grid.qMin);
      return { ok: true, value: { cell, q: v.hex.q, r: v.hex.r, level: 0, height: 0, posture: 0, building: -1 } };
    },
    range(a, b) {
      const dq = a.q - b.q, dr = a.r - b.r;
      return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1;
    },
    lineHeight: () => undefined,
    begin: () => 0,
    hex(cell, dA, dB) {
      if (dA === 0 || dB === 0 || blocking[cell] !== 1) return 0;
      if (this.explain) this.note = { feature: "blocking hex", rule: "blocking-hexes", reason: "the hex blocks sight" };
      return BLOCKED;
    },
    side: () => 0,
    end: (m) => m,
  };
}
