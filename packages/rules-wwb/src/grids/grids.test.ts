import { describe, expect, it } from "vitest";
import { fromColRow, inFrontArc, panelOf } from "./board-geometry";
import { edgePolicyOf, withinMhx } from "./grid-options";
import { inSameMegahex, interiorMegahex, megahexesOf, mhxRange } from "./megahex-grid";

const grid = { scale: 3, origin: { q: 0, r: 0 } };
const shape = { cols: 18, rows: 9, panels: [{ id: "1A", col: 0, row: 0, cols: 9, rows: 9 }, { id: "2A", col: 9, row: 0, cols: 9, rows: 9 }] };

describe("WWB grids", () => {
  it("WWB 5.0 Field of view: the 180-degree front arc, its edge line inside", () => {
    const at = { q: 0, r: 0 };
    expect(inFrontArc(at, 0, { q: 0, r: -3 })).toBe(true); // straight ahead (north)
    expect(inFrontArc(at, 0, { q: 0, r: 3 })).toBe(false); // straight behind
    expect(inFrontArc(at, 0, { q: 2, r: -1 })).toBe(true); // the arc's edge line (due east of a north facing)
    expect(inFrontArc(at, 0, { q: 2, r: 0 })).toBe(false); // just behind it
  });
  it("WWB 2.0 Battlefield: a hex lies on the panel whose rectangle holds it", () => {
    expect(panelOf(shape, fromColRow(3, 3))).toBe("1A");
    expect(panelOf(shape, fromColRow(9, 0))).toBe("2A");
    expect(panelOf(shape, fromColRow(20, 0))).toBeUndefined();
  });
  it("WWB 1.0, 6.0: MegaHex range by the lattice; a hex on an edge is in two MegaHexes and outside both for 'same MHx'", () => {
    expect(mhxRange(grid, { q: 0, r: 0 }, { q: 6, r: 0 }, "nearest")).toBe(2);
    expect(mhxRange(grid, { q: 0, r: 0 }, { q: 1, r: 0 }, "nearest")).toBe(0);
    // (2, -1) lies on the edge between MegaHex (0,0) and (1,0)? count its MegaHexes rather than assume: 2 or 3 on an edge.
    const edge = [{ q: 2, r: -1 }, { q: 1, r: 1 }, { q: 2, r: 0 }].find((h) => megahexesOf(grid, h).length > 1)!;
    expect(edge).toBeDefined();
    expect(interiorMegahex(grid, edge)).toBeUndefined();
    expect(inSameMegahex(grid, edge, { q: 0, r: 0 }, "outside")).toBe(false);
    expect(inSameMegahex(grid, edge, { q: 0, r: 0 }, "shared")).toBe(megahexesOf(grid, edge).some((m) => m.q === 0 && m.r === 0));
    expect(mhxRange(grid, edge, { q: 0, r: 0 }, "nearest")).toBeLessThanOrEqual(mhxRange(grid, edge, { q: 0, r: 0 }, "farthest"));
  });
  it("digest 13.3 Grid: wwb/edge_range and wwb/within_inclusive as read by the grids", () => {
    expect(edgePolicyOf({})).toBe("nearest");
    expect(edgePolicyOf({ "wwb/edge_range": "favour_target" })).toBe("farthest");
    expect(withinMhx(3, 3, {})).toBe(true);
    expect(withinMhx(3, 3, { "wwb/within_inclusive": "exclusive" })).toBe(false);
  });
});
