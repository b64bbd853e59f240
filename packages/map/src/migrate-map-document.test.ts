import { describe, expect, it } from "vitest";
import { migrateMapDocument } from "./migrate-map-document";
import { MAP_SCHEMA_VERSION } from "./schema/map-document";

const v1 = {
  schemaVersion: 1, id: "draft", orientation: "flat",
  hexes: [
    { hex: { q: 0, r: 0 }, terrain: "hill", elevation: 3, sides: { 3: [{ type: "hedge", height: 1 }] } },
    { hex: { q: 1, r: 0 }, terrain: "clear" },
  ],
};

describe("migrateMapDocument", () => {
  it("v1 -> v2: elevation becomes height, per-hex sides become hexside records, provenance defaults to user", () => {
    const m = migrateMapDocument(v1);
    if (!m.ok) throw new Error("expected ok");
    expect(m.from).toBe(1);
    expect(m.doc).toEqual({
      schemaVersion: MAP_SCHEMA_VERSION, id: "draft", orientation: "flat", provenance: "user",
      hexes: [{ hex: { q: 0, r: 0 }, terrain: "hill", height: 3 }, { hex: { q: 1, r: 0 }, terrain: "clear" }],
      hexsides: [{ hex: { q: 0, r: 0 }, dir: 3, features: [{ type: "hedge", height: 1 }] }],
    });
  });

  it("does not modify its input and treats a missing schemaVersion as v1", () => {
    const copy = JSON.parse(JSON.stringify(v1));
    const { schemaVersion: _v, ...unversioned } = v1;
    const m = migrateMapDocument(unversioned);
    expect(v1).toEqual(copy);
    expect(m.ok && m.doc.schemaVersion).toBe(MAP_SCHEMA_VERSION);
  });

  it("leaves a current document unchanged", () => {
    const doc = { schemaVersion: MAP_SCHEMA_VERSION, id: "x", provenance: "user", orientation: "flat", hexes: [] };
    const m = migrateMapDocument(doc);
    expect(m.ok && m.doc).toEqual(doc);
    expect(m.ok && m.applied).toEqual([]);
  });
});
