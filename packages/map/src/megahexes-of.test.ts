import { describe, expect, it } from "vitest";
import { createHex, hexArea } from "@tactica/hex";
import { compileMap } from "./compile-map";
import { createMegahexOverlay } from "./create-megahex-overlay";
import { flattenMapDocument } from "./flatten-map-document";
import { isInSameMegahex, megahexesOf, megahexRange } from "./megahexes-of";
import { validateMapDocument } from "./validate-map-document";
import type { BoardDefinition, MapDocument } from "./schema/map-document";

// Expected values are worked by hand (see @tactica/hex megahex.test.ts): at scale 4 small hex (2, 0) lies half way
// between MegaHex centres (0, 0) and (4, 0), so it straddles MegaHexes (0, 0) and (1, 0).
const h = createHex;

function panel(id: string): BoardDefinition {
  const hexes = hexArea(h(0, 0), 2);
  return { id, kind: "panel", hexes: hexes.map((x) => ({ hex: x })), megahexes: createMegahexOverlay(hexes, { scale: 4 }) };
}

// Two panels side by side on the MegaHex lattice (offset (8, 0) = two MegaHex steps): global (6, 0) is P2's local
// (-2, 0), on the edge of P2's MegaHexes (-1, 0) and (0, 0), i.e. global (1, 0) and (2, 0).
const twoPanels: MapDocument = {
  schemaVersion: 2, id: "wwb-two", provenance: "placeholder", orientation: "flat", boards: [panel("P1"), panel("P2")],
  placements: [{ board: "P1", offset: { q: 0, r: 0 } }, { board: "P2", offset: { q: 8, r: 0 } }],
};

describe("MegaHexes on a compiled map (WWB 1.0: MHx for line of sight and range)", () => {
  const one = compileMap({
    schemaVersion: 2, id: "one", provenance: "placeholder", orientation: "flat",
    hexes: hexArea(h(0, 0), 12).map((x) => ({ hex: x })), megahexes: createMegahexOverlay(hexArea(h(0, 0), 12), { scale: 4 }),
  });

  it("the hex -> MegaHex lookup gives one id inside, two on an edge, none off the map", () => {
    expect(megahexesOf(one, h(1, 0))).toEqual(["M0,0"]);
    expect(megahexesOf(one, h(2, 0))).toEqual(["M0,0", "M1,0"]);
    expect(megahexesOf(one, h(40, 0))).toEqual([]);
  });

  it("WWB 8.1 step 3: in the same MHx the range is 0; interior hexes count lattice steps", () => {
    expect(megahexRange(one, h(0, 0), h(1, 0))).toBe(0);
    expect(megahexRange(one, h(0, 0), h(8, 0))).toBe(2);
    expect(megahexRange(one, h(0, 0), h(40, 0))).toBeUndefined();
  });

  it("the edge policy (WWB digest 13.3 Grid) picks among straddled MegaHexes: nearest by default, or farthest", () => {
    expect(megahexRange(one, h(2, 0), h(10, 0))).toBe(1);
    expect(megahexRange(one, h(2, 0), h(10, 0), { edge: "nearest" })).toBe(1);
    expect(megahexRange(one, h(2, 0), h(10, 0), { edge: "farthest" })).toBe(3);
  });

  it("WWB 6.0 Visual Range: an edge hex is outside the MHx for spotting; 'shared' counts either MegaHex", () => {
    expect(isInSameMegahex(one, h(0, 0), h(1, 0), "outside")).toBe(true);
    expect(isInSameMegahex(one, h(0, 0), h(2, 0), "outside")).toBe(false);
    expect(isInSameMegahex(one, h(0, 0), h(2, 0), "shared")).toBe(true);
  });

  it("across two panels on the lattice: each panel's MegaHexes keep their own ids, ranges count one lattice", () => {
    const v = validateMapDocument(twoPanels);
    expect(v.ok ? [] : v.issues).toEqual([]);
    const map = compileMap(twoPanels);
    expect(megahexesOf(map, h(2, 0))).toEqual(["P1/M0,0", "P1/M1,0"]);
    expect(megahexesOf(map, h(8, 0))).toEqual(["P2/M0,0"]);
    expect(megahexRange(map, h(0, 0), h(8, 0))).toBe(2);
    // (2, 0) and (6, 0) both touch global MegaHex (1, 0), the one the panel join cuts in two.
    expect(megahexRange(map, h(2, 0), h(6, 0))).toBe(0);
    expect(megahexRange(map, h(2, 0), h(6, 0), { edge: "farthest" })).toBe(2);
    expect(isInSameMegahex(map, h(2, 0), h(6, 0), "shared")).toBe(true);
    expect(isInSameMegahex(map, h(2, 0), h(6, 0), "outside")).toBe(false);
  });

  it("a map of two MegaHex panels flattens to a valid document (no MegaHex id named twice)", () => {
    const flat = validateMapDocument(JSON.parse(JSON.stringify(flattenMapDocument(twoPanels))));
    expect(flat.ok ? [] : flat.issues).toEqual([]);
  });
});
