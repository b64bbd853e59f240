import { describe, expect, it } from "vitest";
import { createRectangularBoard, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { EMPTY_CATALOGUE } from "./catalogue";
import type { RulesetCatalogue } from "./catalogue";
import { checkMapRules } from "./check-map-rules";

const catalogue: RulesetCatalogue = {
  ...EMPTY_CATALOGUE,
  terrain: [{ id: "clear", name: "Clear" }, { id: "rough", name: "Rough" }],
  markers: [{ id: "smoke", name: "Smoke" }],
  hexsideFeatures: [{ id: "wall", name: "Wall" }],
  fortifications: [{ id: "foxhole", name: "Foxhole" }],
};

function map(): MapDocument {
  const board = createRectangularBoard({
    id: "b", kind: "tile", cols: 3, rows: 2, layout: { orientation: "flat", parity: "even" }, terrain: "clear",
    ids: { prefix: "T", parts: [{ axis: "col", style: "letters" }, { axis: "row", style: "number" }] },
  });
  return { schemaVersion: MAP_SCHEMA_VERSION, id: "m", provenance: "user", orientation: "flat", boards: [board], placements: [{ board: "b", offset: { q: 0, r: 0 } }] };
}

describe("checkMapRules", () => {
  it("passes a map using only the catalogue's ids, and checks nothing without a catalogue", () => {
    expect(checkMapRules(map(), catalogue, "Test rules")).toEqual([]);
    expect(checkMapRules({ ...map(), hexes: [{ hex: { q: 0, r: 0 }, terrain: "road" }] }, EMPTY_CATALOGUE, "Test rules")).toEqual([]);
  });

  it("names the printed hex and the field of terrain, markers, hexside features and fortifications the rules lack", () => {
    const doc: MapDocument = {
      ...map(),
      hexes: [{ hex: { q: 1, r: 0 }, terrain: "road" }, { hex: { q: 0, r: 0 }, markers: [{ type: "mines" }] }],
      hexsides: [{ hex: { q: 0, r: 0 }, dir: 0, features: [{ type: "stream" }] }],
      fortifications: [{ type: "bunker", hex: { q: 2, r: 0 } } as never],
    };
    const issues = checkMapRules(doc, catalogue, "Test rules");
    expect(issues.map((i) => i.path)).toEqual(["hexes[0].terrain", "hexes[1].markers[0].type", "hexsides[0].features[0].type", "fortifications[0].type"]);
    expect(issues[0]?.message).toMatch(/^hex TB\d: terrain "road" is not Test rules terrain \(clear, rough\)$/);
    expect(issues[1]?.message).toContain("hex TA");
    expect(issues[2]?.message).toContain("hexside TA");
    expect(issues[3]?.message).toMatch(/^hex TC\d: Test rules has no fortification "bunker"/);
  });

  it("finds a board's terrain by its board path", () => {
    const doc = map();
    const board = doc.boards?.[0];
    if (!board) throw new Error("no board");
    const edited: MapDocument = { ...doc, boards: [{ ...board, hexes: board.hexes.map((h, i) => (i === 4 ? { ...h, terrain: "marsh" } : h)) }] };
    expect(checkMapRules(edited, catalogue, "Test rules").map((i) => i.path)).toEqual(["boards[0].hexes[4].terrain"]);
  });
});
