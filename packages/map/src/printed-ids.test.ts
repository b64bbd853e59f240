import { describe, expect, it } from "vitest";
import { compileMap } from "./compile-map";
import { hexIdToHex, hexToHexId } from "./printed-ids";
import { resolveMap } from "./resolve-map";
import { createFirepowerSampleMap } from "./samples/firepower-two-panel";
import { createPatrolSampleMap } from "./samples/patrol-two-section";

describe("printed hex IDs", () => {
  it("round trip every ID on both samples, through the document and the compiled map", () => {
    for (const doc of [createFirepowerSampleMap(), createPatrolSampleMap()]) {
      const compiled = compileMap(doc);
      for (const h of resolveMap(doc).hexes.values()) {
        for (const id of h.ids) {
          expect(hexIdToHex(doc, id)).toEqual(h.hex);
          expect(hexIdToHex(compiled, id)).toEqual(h.hex);
          expect(hexToHexId(doc, h.hex)).toContain(id);
        }
      }
    }
  });

  it("firepower 2.1: 1FF1-style IDs are panel + letters + number, each panel keeping its own", () => {
    const doc = createFirepowerSampleMap();
    const a1 = hexIdToHex(doc, "1A1");
    expect(a1).toEqual({ q: 0, r: 6 });
    expect(hexToHexId(doc, a1!)).toEqual(["1A1"]);
    // Panel 2 is turned half round above panel 1: its 2A1 is the hex just above panel 1's top-right corner.
    expect(hexIdToHex(doc, "2A1")).toEqual({ q: 7, r: 2 });
    expect(hexIdToHex(doc, "1FF1")).toBeUndefined();
  });

  it("patrol 2.1: an overlapped hex answers to both sections' IDs", () => {
    const doc = createPatrolSampleMap();
    const hex = hexIdToHex(doc, "0703");
    expect(hex).toBeDefined();
    expect(hexIdToHex(doc, "0803")).toEqual(hex);
    expect(hexToHexId(doc, hex!)).toEqual(["0703", "0803"]);
    expect(hexToHexId(doc, { q: 99, r: 99 })).toEqual([]);
  });
});
