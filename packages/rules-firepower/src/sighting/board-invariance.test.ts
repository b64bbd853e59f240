import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Direction, Hex } from "@tactica/hex";
import { hexArea } from "@tactica/hex";
import type { BoardDefinition, BoardPlacement, HexRecord, HexsideRecord, MapDocument } from "@tactica/map";
import { compileMap, toLocalHex } from "@tactica/map";
import { computeViewshed } from "@tactica/sighting";
import { createFirepowerJudge } from "./create-firepower-judge";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "./firepower-terrain";

// Two boards whose hexes, in global coordinates, are the areas of radius 2 around these centres.
const CENTRES: readonly Hex[] = [{ q: 0, r: 0 }, { q: 5, r: -2 }];
const GLOBAL = CENTRES.map((c) => hexArea(c, 2));

/** Board i in local coordinates for a placement with `rotation`, carrying the global terrain and fences. */
function toBoard(i: number, rotation: number, terrain: (h: Hex) => HexRecord, fences: readonly HexsideRecord[]): [BoardDefinition, BoardPlacement] {
  const t = { offset: { q: CENTRES[i]!.q + 7, r: CENTRES[i]!.r - 3 }, rotation };
  const inBoard = new Set(GLOBAL[i]!.map((h) => `${h.q},${h.r}`));
  const hexes = GLOBAL[i]!.map((g) => ({ ...terrain(g), hex: toLocalHex({ q: g.q + 7, r: g.r - 3 }, t) }));
  const hexsides = fences.filter((f) => inBoard.has(`${f.hex.q},${f.hex.r}`)).map((f) => ({
    ...f, hex: toLocalHex({ q: f.hex.q + 7, r: f.hex.r - 3 }, t), dir: (((f.dir - rotation) % 6) + 6) % 6 as Direction,
  }));
  return [{ id: `b${i}`, kind: "panel", hexes, hexsides }, { board: `b${i}`, offset: t.offset, rotation }];
}

describe("Firepower sighting is independent of how the boards were assembled", () => {
  it("property: any board order and rotation that yields the same hexes gives the same visibility matrix", () => {
    const all = GLOBAL.flat();
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 4 }), { minLength: all.length, maxLength: all.length }),
      fc.array(fc.boolean(), { minLength: all.length, maxLength: all.length }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: all.length - 1 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 4 })), { maxLength: 6 }),
      fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), fc.boolean(),
      fc.constantFrom("stand", "crouch", "prone"),
      (heights, trees, fenceSpec, rotations, swap, posture) => {
        const index = new Map(all.map((h, k) => [`${h.q},${h.r}`, k]));
        const terrain = (h: Hex): HexRecord => {
          const k = index.get(`${h.q},${h.r}`)!;
          return { hex: h, height: heights[k]!, terrain: trees[k] ? "tree" : "hill" };
        };
        const seen = new Set<string>();
        const fences: HexsideRecord[] = [];
        for (const [k, dir, height] of fenceSpec) {
          if (seen.has(`${k},${dir}`)) continue;
          seen.add(`${k},${dir}`);
          fences.push({ hex: all[k]!, dir, features: [{ type: "fence", height }] });
        }
        const build = (order: readonly number[], rot: readonly number[]): MapDocument => {
          const parts = order.map((i) => toBoard(i, rot[i]!, terrain, fences));
          return { schemaVersion: 2, id: "inv", provenance: "placeholder", orientation: "flat",
            boards: parts.map((p) => p[0]), placements: parts.map((p) => p[1]) };
        };
        const plain = build([0, 1], [0, 0]);
        const other = build(swap ? [1, 0] : [0, 1], rotations);
        const matrix = (doc: MapDocument) => {
          const j = createFirepowerJudge(compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES }), {});
          if (!j.ok) throw new Error(j.error.message);
          const m = computeViewshed(j.value, { posture }, true);
          if (!m.ok) throw new Error(m.error.message);
          return m.value;
        };
        expect([...matrix(other).bits]).toEqual([...matrix(plain).bits]);
      },
    ), { numRuns: 40 });
  });
});
