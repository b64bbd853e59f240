import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { compileMap } from "./compile-map";
import { hexesOf, regionsOf } from "./regions-of";
import { createFirepowerSampleMap } from "./samples/firepower-two-panel";
import { validateMapDocument } from "./validate-map-document";
import type { MapDocument } from "./schema/map-document";

// Set-up areas and map sections (Patrol! sections A-F) are named regions. The printed IDs
// below are the Firepower sample's: 1C3 is global (2, 7), 1D3 (3, 7), 2E5 the panel-2 hex with white smoke.
const withRegions = (regions: unknown): unknown => ({ ...createFirepowerSampleMap(), regions });

describe("named regions", () => {
  it("a valid region list compiles: regionsOf a hex, hexesOf a region, printed IDs and axial hexes alike", () => {
    const v = validateMapDocument(withRegions([
      { id: "setup-a", name: "Side A set-up", kind: "setup-area", hexes: ["1C3", "1D3"] },
      { id: "west", name: "West", kind: "section", hexes: [{ q: 2, r: 7 }] },
    ]));
    expect(v.ok ? [] : v.issues).toEqual([]);
    const map = compileMap((v as { map: MapDocument }).map);
    expect(regionsOf(map, createHex(2, 7))).toEqual(["setup-a", "west"]);
    expect(regionsOf(map, createHex(3, 7))).toEqual(["setup-a"]);
    expect(regionsOf(map, createHex(0, 6))).toEqual([]);
    expect(regionsOf(map, createHex(99, 99))).toEqual([]);
    expect(hexesOf(map, "setup-a")).toEqual([createHex(2, 7), createHex(3, 7)]);
    expect(hexesOf(map, "nowhere")).toBeUndefined();
    expect(map.regions.map((r) => [r.id, r.name, r.kind])).toEqual([["setup-a", "Side A set-up", "setup-area"], ["west", "West", "section"]]);
  });

  it("every hex must be on the map: unknown printed IDs and off-map coordinates are named", () => {
    const v = validateMapDocument(withRegions([
      { id: "r", name: "R", kind: "setup-area", hexes: ["1C3", "9Z9", { q: 50, r: 50 }, "1C3"] },
    ]));
    expect(v.ok ? [] : v.issues).toEqual([
      { path: "regions[0].hexes[1]", message: 'no hex of the map has the printed ID "9Z9" (region r)' },
      { path: "regions[0].hexes[2]", message: "hex 50,50 is not on the map (region r)" },
      { path: "regions[0].hexes[3]", message: "hex 2,7 is listed twice in region r" },
    ]);
  });

  it("region ids are unique; a kind is any kebab-case id; a region has hexes", () => {
    const dup = validateMapDocument(withRegions([
      { id: "r", name: "R", kind: "section", hexes: ["1C3"] }, { id: "r", name: "R2", kind: "patrol-edge", hexes: ["1D3"] },
    ]));
    expect(dup.ok ? [] : dup.issues).toEqual([{ path: "regions[1].id", message: 'duplicate region id "r" (first at index 0)' }]);
    const bad = validateMapDocument(withRegions([{ id: "r", name: "R", kind: "Set Up", hexes: [] }]));
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual(["regions[0].kind", "regions[0].hexes"]);
  });
});
