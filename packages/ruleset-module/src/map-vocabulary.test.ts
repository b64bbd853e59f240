import { describe, expect, it } from "vitest";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { checkMapAgainstCatalogue, mapVocabularyOf } from "./map-vocabulary";

const entry = (id: string) => ({ id, name: id.toUpperCase() });
const catalogue = { markers: [entry("smoke"), entry("crater")], hexsideFeatures: [entry("hedge")], levelSides: [] };

const map: MapDocument = {
  schemaVersion: 2, id: "m", provenance: "user", orientation: "flat",
  hexes: [{ hex: { q: 0, r: 0 }, markers: [{ type: "smoke" }, { type: "flare" }] }],
  hexsides: [{ hex: { q: 0, r: 0 }, dir: 1, features: [{ type: "hedge" }] }],
  buildings: [{ id: "B", hexes: [{ q: 0, r: 0 }], levels: [{ storey: 0, floor: 0, ceiling: 2, sides: [{ hex: { q: 0, r: 0 }, dir: 1, type: "door" }] }] }],
};

describe("checkMapAgainstCatalogue", () => {
  it("takes the catalogue's marker, hexside-feature and level-side lists as the map's vocabulary", () => {
    expect(mapVocabularyOf(catalogue)).toEqual({ markers: catalogue.markers, hexsideFeatures: catalogue.hexsideFeatures, levelSides: [] });
  });

  it("names each id the catalogue lacks with its path, code and the allowed ids; an empty list allows none", () => {
    expect(validateMapDocument(map).ok).toBe(true); // the map schema itself takes open ids
    expect(checkMapAgainstCatalogue(map, catalogue)).toEqual([
      { path: "hexes[0].markers[1].type", message: 'unknown marker type "flare" at hex 0,0 (allowed: crater, smoke)', code: "map/unknown_marker", allowed: ["crater", "smoke"] },
      { path: "buildings[0].levels[0].sides[0].type", message: 'unknown level side type "door" at hexside 0,0 dir 1, storey 0 of building B (allowed: none)', code: "map/unknown_level_side", allowed: [] },
    ]);
    expect(checkMapAgainstCatalogue(map, { ...catalogue, markers: [...catalogue.markers, entry("flare")], levelSides: [entry("door")] })).toEqual([]);
  });
});
