import { describe, expect, it } from "vitest";
import { checkMapVocabulary } from "./check-map-vocabulary";
import { createFirepowerSampleMap } from "./samples/firepower-two-panel";
import { createPatrolSampleMap } from "./samples/patrol-two-section";
import { createSeededUrbanMap } from "./samples/create-seeded-urban-map";
import { LEVEL_SIDE_TYPES } from "./schema/building";
import { HEXSIDE_FEATURE_TYPES, MARKER_TYPES } from "./schema/terrain";
import type { MapDocument } from "./schema/map-document";

const GENERIC = { markers: MARKER_TYPES, hexsideFeatures: HEXSIDE_FEATURE_TYPES, levelSides: LEVEL_SIDE_TYPES };

describe("checkMapVocabulary", () => {
  it("documents written against the generic lists pass them (the lists stay exported as the defaults)", () => {
    for (const doc of [createFirepowerSampleMap(), createPatrolSampleMap(), createSeededUrbanMap({ width: 8, height: 8, seed: 2, levels: 2 })]) {
      expect(checkMapVocabulary(doc, GENERIC)).toEqual([]);
    }
  });

  it("an id the rule system lacks is named with its path, hex or hexside, and the allowed ids", () => {
    // The Firepower sample (samples/firepower-two-panel.ts): panel 1 has a fence on (4, 0) side 2 and building A
    // with an exterior wall (side 0), a door (5) and a window (1) on (5, 0); panel 2 white smoke in (4, 2).
    const doc = createFirepowerSampleMap();
    const smokeAt = doc.boards![1]!.hexes.findIndex((x) => x.hex.q === 4 && x.hex.r === 2);
    expect(checkMapVocabulary(doc, { markers: [{ id: "fire" }, { id: "crater" }], hexsideFeatures: ["hedge"], levelSides: ["door"] })).toEqual([
      { path: "boards[0].hexsides[0].features[0].type", message: 'unknown hexside feature type "fence" at hexside 4,0 dir 2 (allowed: hedge)', code: "map/unknown_hexside_feature", allowed: ["hedge"] },
      { path: "boards[0].buildings[0].levels[0].sides[0].type", message: 'unknown level side type "exterior-wall" at hexside 5,0 dir 0, storey 0 of building A (allowed: door)', code: "map/unknown_level_side", allowed: ["door"] },
      { path: "boards[0].buildings[0].levels[0].sides[2].type", message: 'unknown level side type "window" at hexside 5,0 dir 1, storey 0 of building A (allowed: door)', code: "map/unknown_level_side", allowed: ["door"] },
      { path: `boards[1].hexes[${smokeAt}].markers[0].type`, message: 'unknown marker type "smoke" at hex 4,2 (allowed: crater, fire)', code: "map/unknown_marker", allowed: ["crater", "fire"] },
    ]);
  });

  it("map-level records are checked too, and a list left out is not checked", () => {
    const doc: MapDocument = {
      schemaVersion: 2, id: "m", provenance: "user", orientation: "flat",
      hexes: [{ hex: { q: 0, r: 0 }, markers: [{ type: "foxhole-marker" }] }, { hex: { q: 1, r: 0 } }],
      hexsides: [{ hex: { q: 0, r: 0 }, dir: 2, features: [{ type: "bocage" }, { type: "moat" }] }],
    };
    expect(checkMapVocabulary(doc, { markers: ["smoke"], hexsideFeatures: ["bocage"] })).toEqual([
      { path: "hexes[0].markers[0].type", message: 'unknown marker type "foxhole-marker" at hex 0,0 (allowed: smoke)', code: "map/unknown_marker", allowed: ["smoke"] },
      { path: "hexsides[0].features[1].type", message: 'unknown hexside feature type "moat" at hexside 0,0 dir 2 (allowed: bocage)', code: "map/unknown_hexside_feature", allowed: ["bocage"] },
    ]);
    expect(checkMapVocabulary(doc, {})).toEqual([]);
  });
});
