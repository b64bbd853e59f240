import { describe, expect, it } from "vitest";
import { hexNeighbor, toCanonicalHexside, toHexKey } from "@tactica/hex";
import type { Direction } from "@tactica/hex";
import { compileMap } from "./compile-map";
import {
  decodeLevelSide, FLAG_BLOCKS, FLAG_BUILDING, FLAG_FORTIFICATION, FLAG_HINDERS, FLAG_ON_MAP, FLAG_SMOKE, levelSideKey,
  SIDE_BLOCKS, SIDE_OPEN,
} from "./compiled-map";
import type { CompiledMap } from "./compiled-map";
import { flattenMapDocument } from "./flatten-map-document";
import { resolveMap } from "./resolve-map";
import { createSeededMap, SEEDED_CATALOGUE } from "./samples/create-seeded-map";
import { createSeededUrbanMap, SEEDED_STOREY_HEIGHT, SEEDED_URBAN_CATALOGUE } from "./samples/create-seeded-urban-map";
import { createFirepowerSampleMap, FIREPOWER_SAMPLE_CATALOGUE } from "./samples/firepower-two-panel";
import { createPatrolSampleMap, PATROL_SAMPLE_CATALOGUE } from "./samples/patrol-two-section";

const arrays = (m: CompiledMap) => ({
  box: [m.minQ, m.minR, m.width, m.height, m.hexCount],
  ground: [...m.groundHeight], top: [...m.topHeight], flags: [...m.flags],
  terrain: [...m.terrain].map((c) => m.terrainIds[c]),
  sides: [...m.sideCode].map((c, i) => `${m.featureTypes[c]}:${m.sideHeight[i]}:${m.sideFlags[i]}`),
  levels: [...m.levelCount], stairs: [...m.levelStairs],
  ids: [...m.hexToIds.entries()].sort(),
});

describe("compileMap", () => {
  it("indexes exactly the map's hexes and reads back each hex's data", () => {
    const doc = createFirepowerSampleMap();
    const m = compileMap(doc, FIREPOWER_SAMPLE_CATALOGUE);
    const resolved = resolveMap(doc);
    let onMap = 0;
    for (let c = 0; c < m.cellCount; c++) if (m.flags[c]! & FLAG_ON_MAP) onMap++;
    expect(onMap).toBe(resolved.hexes.size);
    for (const h of resolved.hexes.values()) {
      const c = m.indexOf(h.hex.q, h.hex.r);
      expect(c).toBeGreaterThanOrEqual(0);
      expect([m.qOf(c), m.rOf(c)]).toEqual([h.hex.q, h.hex.r]);
      expect(m.groundHeight[c]).toBe(h.height);
      expect(m.terrainIds[m.terrain[c]!]).toBe(h.terrain);
    }
    expect(m.indexOf(-50, 0)).toBe(-1);
    expect(m.indexOf(m.minQ, m.minR)).toBe(-1);
  });

  it("sets flags from the terrain catalogue, markers, buildings and fortifications", () => {
    const doc = createFirepowerSampleMap();
    const m = compileMap(doc, FIREPOWER_SAMPLE_CATALOGUE);
    const at = (q: number, r: number) => m.flags[m.indexOf(q, r)]!;
    expect(at(5, 6) & FLAG_BLOCKS).toBeTruthy(); // 1F3, building
    expect(at(5, 6) & FLAG_BUILDING).toBeTruthy();
    expect(at(3, 7) & FLAG_HINDERS).toBeTruthy(); // 1D3, tree
    expect(m.topHeight[m.indexOf(3, 7)]).toBe(6);
    expect(at(2, 7) & FLAG_BLOCKS).toBe(0); // 1C3, hill 3 heights
    expect(m.groundHeight[m.indexOf(2, 7)]).toBe(3);
    expect(at(1, 9) & FLAG_FORTIFICATION).toBeTruthy();
    expect(m.fortifications.get(m.indexOf(1, 9))?.[0]).toMatchObject({ type: "foxhole", depth: "shallow" });
    expect(at(3, 0) & FLAG_SMOKE).toBeTruthy(); // 2E5 with W smoke, panel turned: (7-4, 2-2)
  });

  it("stores each hexside once, reachable from both hexes", () => {
    const m = compileMap(createPatrolSampleMap(), PATROL_SAMPLE_CATALOGUE);
    const slot = m.sideSlotOf(1, 1, 2);
    expect(m.featureTypes[m.sideCode[slot]!]).toBe("slope");
    expect(m.sideFlags[slot]! & SIDE_BLOCKS).toBeTruthy();
    const n = hexNeighbor({ q: 1, r: 1 }, 2);
    expect(m.sideSlotOf(n.q, n.r, 5)).toBe(slot);
    for (let d = 0; d < 6; d++) {
      const c = toCanonicalHexside({ q: 3, r: 1 }, d as Direction);
      expect(m.sideSlotOf(3, 1, d)).toBe(m.cellOf(c.hex.q, c.hex.r) * 3 + c.dir);
    }
  });

  it("round trips: the flattened document compiles to the same arrays", () => {
    for (const [doc, cat] of [[createFirepowerSampleMap(), FIREPOWER_SAMPLE_CATALOGUE], [createPatrolSampleMap(), PATROL_SAMPLE_CATALOGUE]] as const) {
      const flat = flattenMapDocument(doc);
      expect(flat.boards).toBeUndefined();
      expect(arrays(compileMap(flat, cat))).toEqual(arrays(compileMap(doc, cat)));
      expect(compileMap(flat).directionOne).toBe(compileMap(doc).directionOne);
    }
  });

  it("building levels: floors, ceilings, stairs and per-storey walls", () => {
    const doc = createSeededUrbanMap({ width: 13, height: 13, seed: 7, levels: 3 });
    const m = compileMap(doc, SEEDED_URBAN_CATALOGUE);
    expect(doc.buildings?.length).toBe(9);
    for (const b of doc.buildings ?? []) {
      const c = m.indexOf(b.hexes[0]!.q, b.hexes[0]!.r);
      expect(m.levelCount[c]).toBe(b.levels.length);
      expect(m.flags[c]! & FLAG_BUILDING).toBeTruthy();
      const start = m.levelStart[c]!;
      b.levels.forEach((l, i) => {
        expect(m.levelFloor[start + i]).toBe(i * SEEDED_STOREY_HEIGHT);
        expect(m.levelCeiling[start + i]).toBe((i + 1) * SEEDED_STOREY_HEIGHT);
        expect(m.levelNumber[start + i]).toBe(i);
      });
      expect(m.levelStairs[c]).toBe((1 << (b.levels.length - 1)) - 1);
      expect(m.topHeight[c]).toBe(b.levels.length * SEEDED_STOREY_HEIGHT);
      const s = b.levels[0]!.sides![0]!;
      const side = toCanonicalHexside(s.hex, s.dir as Direction);
      const v = m.levelSides.get(levelSideKey(m.sideSlotOf(side.hex.q, side.hex.r, side.dir), 0));
      expect(v).toBeDefined();
      const decoded = decodeLevelSide(v!);
      expect(m.featureTypes[decoded.code]).toBe(s.type);
      expect(decoded.open).toBe(s.open === true);
    }
  });

  it("open doors clear a wall side; closed ones do not", () => {
    const doc = {
      schemaVersion: 2 as const, id: "d", provenance: "user" as const, orientation: "flat" as const,
      hexes: [{ hex: { q: 0, r: 0 } }, { hex: { q: 1, r: 0 } }],
      hexsides: [
        { hex: { q: 0, r: 0 }, dir: 2, features: [{ type: "wall" as const, height: 4 }, { type: "door" as const, open: true }] },
        { hex: { q: 0, r: 0 }, dir: 1, features: [{ type: "wall" as const, height: 4 }, { type: "window" as const, open: false }] },
      ],
    };
    const m = compileMap(doc);
    expect(m.sideFlags[m.sideSlotOf(0, 0, 2)]! & (SIDE_OPEN | SIDE_BLOCKS)).toBe(SIDE_OPEN);
    expect(m.sideFlags[m.sideSlotOf(0, 0, 1)]! & (SIDE_OPEN | SIDE_BLOCKS)).toBe(SIDE_BLOCKS);
    expect(m.sideFeatures.get(m.sideSlotOf(0, 0, 2))?.map((f) => f.type)).toEqual(["wall", "door"]);
  });

  it("seeded maps are deterministic and close to the blocking ratio", () => {
    const spec = { width: 40, height: 40, blockingRatio: 0.12, seed: 42 };
    expect(createSeededMap(spec)).toEqual(createSeededMap(spec));
    expect(createSeededMap({ ...spec, seed: 43 })).not.toEqual(createSeededMap(spec));
    const m = compileMap(createSeededMap(spec), SEEDED_CATALOGUE);
    let blocking = 0;
    for (let c = 0; c < m.cellCount; c++) if (m.flags[c]! & FLAG_BLOCKS) blocking++;
    expect(m.hexCount).toBe(1600);
    expect(blocking / 1600).toBeGreaterThan(0.09);
    expect(blocking / 1600).toBeLessThan(0.15);
    expect(new Set([...m.hexToIds.keys()].map(String)).size).toBe(0);
    expect(toHexKey({ q: m.qOf(m.indexOf(0, 0)), r: m.rOf(m.indexOf(0, 0)) })).toBe("0,0");
  });

  it("seeded urban maps hit the building ratio and are deterministic", () => {
    const spec = { width: 40, height: 40, seed: 5, levels: 3, blockingRatio: 0.3 };
    expect(createSeededUrbanMap(spec)).toEqual(createSeededUrbanMap(spec));
    const m = compileMap(createSeededUrbanMap(spec), SEEDED_URBAN_CATALOGUE);
    let building = 0;
    for (let c = 0; c < m.cellCount; c++) if (m.flags[c]! & FLAG_BUILDING) building++;
    expect(building / m.hexCount).toBeGreaterThan(0.2);
    expect(building / m.hexCount).toBeLessThan(0.4);
  });
});
