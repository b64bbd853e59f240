import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap } from "./samples/firepower-two-panel";
import { createPatrolSampleMap } from "./samples/patrol-two-section";
import { createSeededMap } from "./samples/create-seeded-map";
import { createSeededUrbanMap } from "./samples/create-seeded-urban-map";
import { validateMapDocument } from "./validate-map-document";

const minimal = () => ({
  schemaVersion: 2, id: "m", provenance: "user", orientation: "flat", hexes: [{ hex: { q: 0, r: 0 }, terrain: "clear" }],
});

function issuesOf(json: unknown) {
  const v = validateMapDocument(json);
  if (v.ok) throw new Error("expected issues");
  return v.issues;
}

describe("validateMapDocument", () => {
  it("accepts every sample and generated map", () => {
    for (const doc of [createFirepowerSampleMap(), createPatrolSampleMap(), createSeededMap({ width: 8, height: 6, blockingRatio: 0.2, seed: 1 }),
      createSeededUrbanMap({ width: 12, height: 12, seed: 3, levels: 3 })]) {
      const v = validateMapDocument(JSON.parse(JSON.stringify(doc)));
      expect(v.ok ? [] : v.issues).toEqual([]);
    }
  });

  it("names the path of a bad field", () => {
    const doc = { ...minimal(), hexes: [{ hex: { q: 0, r: 0 } }, { hex: { q: 1, r: "x" }, height: 2.5 }] };
    expect(issuesOf(doc)).toEqual([
      { path: "hexes[1].hex.r", message: "must be a number" },
      { path: "hexes[1].height", message: "must be an integer" },
    ]);
  });

  it("names paths deep inside boards, buildings and fortifications", () => {
    const fp = createFirepowerSampleMap() as unknown as { boards: { buildings: { levels: { sides: { dir: number }[] }[] }[]; fortifications: unknown[] }[] };
    fp.boards[0]!.buildings[0]!.levels[0]!.sides[1]!.dir = 6;
    fp.boards[0]!.fortifications = [{ type: "pillbox", hex: { q: 0, r: 0 }, facing: 1, apertures: [] }];
    expect(issuesOf(fp)).toEqual([
      { path: "boards[0].buildings[0].levels[0].sides[1].dir", message: "a direction is 0..5" },
      { path: "boards[0].fortifications[0].apertures", message: "a pillbox or bunker has at least one aperture" },
    ]);
  });

  it("marker, hexside-feature and level-side types are open ids: a new one is valid, a malformed one is named", () => {
    // A rule system's catalogue decides which ids it plays (checkMapVocabulary); the document only needs well-formed ids.
    const moat = { ...minimal(), hexsides: [{ hex: { q: 0, r: 0 }, dir: 1, features: [{ type: "moat" }] }] };
    expect(validateMapDocument(moat).ok).toBe(true);
    const [issue] = issuesOf({ ...minimal(), hexsides: [{ hex: { q: 0, r: 0 }, dir: 1, features: [{ type: "Moat!" }] }] });
    expect(issue?.path).toBe("hexsides[0].features[0].type");
    expect(issue?.message).toMatch(/^must be a kebab-case id/);
    const marker = issuesOf({ ...minimal(), hexes: [{ hex: { q: 0, r: 0 }, markers: [{ type: "" }] }] });
    expect(marker.map((i) => i.path)).toEqual(["hexes[0].markers[0].type"]);
  });

  it("says a missing field is required", () => {
    const { provenance: _p, ...doc } = minimal();
    expect(issuesOf({ ...doc, hexes: [{ hex: { q: 0 } }] })).toEqual([
      { path: "provenance", message: "is required; must be one of rulebook, published-map, user, placeholder, generated" },
      { path: "hexes[0].hex.r", message: "is required; must be a number" },
    ]);
  });

  it("rejects unknown fields (typos do not pass silently)", () => {
    expect(issuesOf({ ...minimal(), hexes: [{ hex: { q: 0, r: 0 }, hieght: 3 }] })[0]?.path).toBe("hexes[0]");
  });

  it("checks references: unknown boards, duplicate placements, stairs to missing storeys", () => {
    const fp = createFirepowerSampleMap();
    const bad = {
      ...fp,
      placements: [...(fp.placements ?? []), { board: "fp-panel-1", offset: { q: 20, r: 0 } }, { board: "nope", offset: { q: 0, r: 0 } }],
      buildings: [{ id: "Z", hexes: [{ q: 0, r: 6 }], levels: [{ storey: 0, floor: 0, ceiling: 4 }], stairs: [{ hex: { q: 0, r: 6 }, from: 0, to: 1 }] }],
    };
    expect(issuesOf(bad)).toEqual([
      { path: "placements[3].board", message: 'unknown board "nope"' },
      { path: "placements[2].id", message: 'duplicate placement id (give each placement of a board its own id) "fp-panel-1" (first at index 1)' },
      { path: "buildings[0].stairs[0].to", message: "storey 1 is not a level of building Z" },
    ]);
  });

  it("reports a printed ID that names two different hexes", () => {
    const doc = { ...minimal(), hexes: [{ hex: { q: 0, r: 0 }, id: "0101" }, { hex: { q: 1, r: 0 }, id: "0101" }] };
    expect(issuesOf(doc)[0]?.message).toMatch(/printed ID "0101" names two hexes/);
  });

  it("migrates older documents before validating", () => {
    const v = validateMapDocument({ schemaVersion: 1, id: "old", orientation: "flat", hexes: [{ hex: { q: 0, r: 0 }, elevation: 2 }] });
    expect(v.ok && v.map.hexes?.[0]?.height).toBe(2);
  });

  it("rejects a non-object document and a future version", () => {
    expect(issuesOf(42)).toEqual([{ path: "(root)", message: "a map document must be a JSON object" }]);
    expect(issuesOf({ ...minimal(), schemaVersion: 99 })[0]?.path).toBe("schemaVersion");
  });
});

describe("validateMapDocument: map-level data must touch the map", () => {
  it("names hexsides, buildings and fortifications placed off the map", () => {
    const doc = {
      ...minimal(),
      hexsides: [{ hex: { q: 0, r: 0 }, dir: 3, features: [{ type: "wall" }] }, { hex: { q: 5, r: 5 }, dir: 0, features: [{ type: "wall" }] }],
      buildings: [{ id: "A", hexes: [{ q: 0, r: 0 }, { q: 9, r: 9 }], levels: [{ storey: 0, floor: 0, ceiling: 4 }] }],
      fortifications: [{ type: "wire", hex: { q: 1, r: 1 } }],
    };
    expect(issuesOf(doc)).toEqual([
      { path: "hexsides[1].hex", message: "hexside touches no hex of the map" },
      { path: "buildings[0].hexes[1]", message: "building hex is not on the map" },
      { path: "fortifications[0].hex", message: "fortification hex is not on the map" },
    ]);
  });
});
