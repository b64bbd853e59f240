import { describe, it, expect } from "vitest";
import { createFirepowerSampleMap, createPatrolSampleMap } from "@tactica/map";
import { toBoardSource } from "./to-board-source";

describe("toBoardSource", () => {
  it("places both Firepower-style panels: 2 x 8 x 6 hexes with their printed IDs and terrain", () => {
    const source = toBoardSource(createFirepowerSampleMap());
    expect(source.orientation).toBe("flat");
    expect(source.hexes).toHaveLength(96);
    const byId = new Map(source.hexes.map((h) => [h.printedIds.join("/"), h]));
    expect(byId.get("1C3")).toMatchObject({ terrain: "hill", height: 3, markers: [] });
    expect(byId.get("2E5")).toMatchObject({ terrain: "tree", height: 0, markers: ["smoke"] });
    expect(byId.get("1A1")?.hex).toEqual({ q: 0, r: 6 });
  });

  it("lists hexes row by row, then by column", () => {
    const hexes = toBoardSource(createFirepowerSampleMap()).hexes.map((h) => h.hex);
    const sorted = [...hexes].sort((a, b) => a.r - b.r || a.q - b.q);
    expect(hexes).toEqual(sorted);
  });

  it("gives the Patrol-style overlap column both sections' IDs, bottom section first", () => {
    const source = toBoardSource(createPatrolSampleMap());
    expect(source.hexes).toHaveLength(2 * 7 * 5 - 5);
    const shared = source.hexes.filter((h) => h.printedIds.length > 1).map((h) => h.printedIds.join("/"));
    expect(shared.sort()).toEqual(["0701/0801", "0702/0802", "0703/0803", "0704/0804", "0705/0805"]);
  });

  it("turns each hexside feature into one drawn side, in global coordinates after rotation", () => {
    expect(toBoardSource(createFirepowerSampleMap()).hexsides).toEqual(
      expect.arrayContaining([
        { hex: { q: 4, r: 6 }, dir: 2, kind: "fence" },
        // Panel 2 is turned half round: its local side 3 of (1,1) becomes global side 0 of (6,1).
        { hex: { q: 6, r: 1 }, dir: 0, kind: "hedge" },
      ]),
    );
    expect(toBoardSource(createPatrolSampleMap()).hexsides).toEqual([{ hex: { q: 1, r: 1 }, dir: 2, kind: "slope" }]);
  });

  it("draws the ground floor's walls and openings of buildings as hexsides", () => {
    const building = toBoardSource(createFirepowerSampleMap()).hexsides.filter((s) => s.hex.q === 5 && s.hex.r === 6);
    expect(building).toEqual([
      { hex: { q: 5, r: 6 }, dir: 0, kind: "exterior-wall" },
      { hex: { q: 5, r: 6 }, dir: 5, kind: "door" },
      { hex: { q: 5, r: 6 }, dir: 1, kind: "window" },
    ]);
  });
});
