import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, resolveMap } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import {
  addBuildingLevel, addStair, createBuilding, findBuildingAt, removeBuilding, removeStair, removeTopLevel, setLevelHeights,
  setLevelSide, setRoof, toOuterWalls,
} from "./building-commands";

const sample = createFirepowerSampleMap();
const footprint = [createHex(3, 1), createHex(4, 1)];

describe("building commands", () => {
  it("creates a walled building (10 outer sides for two hexes) and paints its terrain", () => {
    expect(toOuterWalls(footprint)).toHaveLength(10);
    const doc = checkInverse(sample, createBuilding(sample, "Z", footprint, { terrain: "building", storeyHeight: 4 }));
    expect(findBuildingAt(doc, createHex(4, 1))?.levels).toMatchObject([{ storey: 0, ceiling: 4 }]);
    expect(resolveMap(doc).hexes.get("3,1" as never)?.terrain).toBe("building");
    expect(createBuilding(doc, "Z", footprint).ok).toBe(false);
    expect(createBuilding(sample, "Y", [createHex(50, 50)]).ok).toBe(false);
  });

  it("adds and removes levels, sets heights, roof, sides and stairs, each undoable", () => {
    let doc = checkInverse(sample, createBuilding(sample, "Z", footprint));
    doc = checkInverse(doc, addBuildingLevel(doc, "Z"));
    doc = checkInverse(doc, setLevelHeights(doc, "Z", 1, 4, 9));
    doc = checkInverse(doc, setRoof(doc, "Z", 1, true));
    doc = checkInverse(doc, setLevelSide(doc, "Z", 1, { hex: createHex(3, 1), dir: 5 }, "window", true));
    doc = checkInverse(doc, setLevelSide(doc, "Z", 0, { hex: createHex(4, 1), dir: 5 }, "interior-wall"));
    doc = checkInverse(doc, addStair(doc, "Z", createHex(3, 1), 0, 1));
    const b = findBuildingAt(doc, createHex(3, 1));
    expect(b?.levels[1]).toMatchObject({ storey: 1, floor: 4, ceiling: 9, roof: true });
    expect(b?.levels[1]?.sides?.find((s) => s.dir === 5 && s.hex.q === 3)).toEqual({ hex: { q: 3, r: 1 }, dir: 5, type: "window", open: true });
    expect(b?.stairs).toEqual([{ hex: { q: 3, r: 1 }, from: 0, to: 1, kind: "stairs" }]);
    expect(setLevelHeights(doc, "Z", 1, 5, 5).ok).toBe(false);
    expect(addStair(doc, "Z", createHex(0, 0), 0, 1).ok).toBe(false);
    doc = checkInverse(doc, removeStair(doc, "Z", createHex(3, 1)));
    doc = checkInverse(doc, setRoof(doc, "Z", 1, false));
    doc = checkInverse(doc, setLevelSide(doc, "Z", 1, { hex: createHex(3, 1), dir: 5 }, undefined));
    doc = checkInverse(doc, removeTopLevel(doc, "Z"));
    expect(removeTopLevel(doc, "Z").ok).toBe(false);
    doc = checkInverse(doc, removeBuilding(doc, "Z"));
    expect(doc).toStrictEqual(sample);
  });
});
