import { describe, expect, it } from "vitest";
import { compileMap } from "./compile-map";
import { decodeLevelSide, levelSideKey } from "./compiled-map";
import type { BoardDefinition, MapDocument } from "./schema/map-document";
import { validateMapDocument } from "./validate-map-document";

// A Sniper!-style urban sheet (Sniper 2.3-2.4): basement, ground, first floor and roof with a parapet; interior
// walls on ground and first floor only; a staircase from basement to roof in one hex. Heights are invented.
const sheet: BoardDefinition = {
  id: "sniper-urban-1", kind: "sheet", side: "urban",
  hexes: [{ hex: { q: 0, r: 0 }, terrain: "building" }, { hex: { q: 1, r: 0 }, terrain: "building" }, { hex: { q: 2, r: 0 }, terrain: "street" }],
  buildings: [{
    id: "H1", hexes: [{ q: 0, r: 0 }, { q: 1, r: 0 }],
    levels: [
      { storey: -1, floor: -4, ceiling: 0, sides: [{ hex: { q: 1, r: 0 }, dir: 2, type: "exterior-wall" }] },
      { storey: 0, floor: 0, ceiling: 4, sides: [
        { hex: { q: 0, r: 0 }, dir: 2, type: "interior-wall" },
        { hex: { q: 1, r: 0 }, dir: 2, type: "door", open: true },
      ] },
      { storey: 1, floor: 4, ceiling: 8, sides: [
        { hex: { q: 0, r: 0 }, dir: 2, type: "interior-wall" },
        { hex: { q: 1, r: 0 }, dir: 2, type: "window", open: false },
      ] },
      { storey: 2, floor: 8, ceiling: 8, roof: true, sides: [{ hex: { q: 1, r: 0 }, dir: 2, type: "parapet", height: 1 }] },
    ],
    stairs: [{ hex: { q: 0, r: 0 }, from: -1, to: 2, kind: "stairs" }],
  }],
};

const doc: MapDocument = {
  schemaVersion: 2, id: "sniper", provenance: "placeholder", orientation: "flat", boards: [sheet],
  placements: [{ board: "sniper-urban-1", offset: { q: 0, r: 0 } }],
};

describe("building levels", () => {
  it("sniper 2.4: basement to roof in one hex, stairs linking every storey, walls per storey", () => {
    const v = validateMapDocument(doc);
    expect(v.ok ? [] : v.issues).toEqual([]);
    const m = compileMap(doc, { building: { blocks: true } });
    const stair = m.indexOf(0, 0);
    const other = m.indexOf(1, 0);
    expect(m.levelCount[stair]).toBe(4);
    const start = m.levelStart[stair]!;
    expect([...m.levelNumber.subarray(start, start + 4)]).toEqual([-1, 0, 1, 2]);
    expect([...m.levelFloor.subarray(start, start + 4)]).toEqual([-4, 0, 4, 8]);
    expect(m.levelStairs[stair]).toBe(0b111);
    expect(m.levelStairs[other]).toBe(0);
    expect(m.levelCount[m.indexOf(2, 0)]).toBe(0);
    const interior = m.sideSlotOf(0, 0, 2);
    expect(m.levelSides.has(levelSideKey(interior, -1))).toBe(false);
    expect(m.featureTypes[decodeLevelSide(m.levelSides.get(levelSideKey(interior, 0))!).code]).toBe("interior-wall");
    const outer = m.sideSlotOf(1, 0, 2);
    expect(decodeLevelSide(m.levelSides.get(levelSideKey(outer, 0))!)).toMatchObject({ open: true });
    expect(decodeLevelSide(m.levelSides.get(levelSideKey(outer, 1))!)).toMatchObject({ open: false });
    expect(decodeLevelSide(m.levelSides.get(levelSideKey(outer, 2))!)).toMatchObject({ height: 1 });
    expect(m.topHeight[stair]).toBe(8);
  });

  it("rejects a level hex outside the footprint and a ceiling below its floor", () => {
    const bad = structuredClone(doc);
    const b = bad.boards![0]!.buildings![0]!;
    b.levels[1]!.hexes = [{ q: 5, r: 5 }];
    b.levels[2]!.ceiling = 2;
    const v = validateMapDocument(bad);
    expect(v.ok ? [] : v.issues).toEqual([
      { path: "boards[0].buildings[0].levels[1].hexes[0]", message: "hex is not in the building footprint" },
      { path: "boards[0].buildings[0].levels[2].ceiling", message: "ceiling is below the floor" },
    ]);
  });
});
