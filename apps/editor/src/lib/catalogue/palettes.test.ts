import { describe, expect, it } from "vitest";
import { EMPTY_CATALOGUE } from "./catalogue";
import type { RulesetCatalogue } from "./catalogue";
import { toFeatureChoices, toFortificationChoices, toMarkerChoices, toTerrainChoices } from "./palettes";

const catalogue: RulesetCatalogue = {
  ...EMPTY_CATALOGUE,
  terrain: [{ id: "moor", name: "Moor", rule: "3.1" }, { id: "bog", name: "Bog" }],
  hexsideFeatures: [{ id: "dyke", name: "Dyke", rule: "4.2" }, { id: "door", name: "Door" }],
  levelSides: [{ id: "door", name: "Door (storey)" }, { id: "exterior-wall", name: "Wall" }],
  markers: [{ id: "mist", name: "Mist", rule: "9.1" }],
  fortifications: [{ id: "trench", name: "Trench" }, { id: "sangar", name: "Sangar" }],
};

describe("palettes from the rule system's catalogue", () => {
  it("offers the system's terrain, named with its rule, then ids the document uses that the system lacks", () => {
    expect(toTerrainChoices(catalogue, ["bog", "sand", "sand"])).toEqual([
      { id: "moor", label: "Moor (3.1)" }, { id: "bog", label: "Bog" }, { id: "sand", label: "sand (not in this rule system)" },
    ]);
    expect(toTerrainChoices(EMPTY_CATALOGUE, [])).toEqual([]);
  });

  it("offers its hexside features then its storey walls and openings, each id once, and its markers", () => {
    expect(toFeatureChoices(catalogue).map((c) => c.id)).toEqual(["dyke", "door", "exterior-wall"]);
    expect(toMarkerChoices(catalogue)).toEqual([{ id: "mist", label: "Mist (9.1)" }]);
  });

  it("offers only fortification types the map format can store", () => {
    expect(toFortificationChoices(catalogue)).toEqual([{ id: "trench", label: "Trench" }]);
  });
});
