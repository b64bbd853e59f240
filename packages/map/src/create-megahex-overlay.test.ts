import { describe, expect, it } from "vitest";
import { createHex, hexArea, hexDistance, toHexKey } from "@tactica/hex";
import { compileMap } from "./compile-map";
import { createMegahexOverlay } from "./create-megahex-overlay";
import { createRectangularBoard } from "./create-rectangular-board";
import { validateMapDocument } from "./validate-map-document";
import type { MapDocument } from "./schema/map-document";

describe("MegaHex overlay (We Were Brothers 2.2)", () => {
  it("every small hex is interior to one MegaHex or straddles the edge of 2 or 3", () => {
    const hexes = hexArea(createHex(0, 0), 8);
    const layer = createMegahexOverlay(hexes, { scale: 4 });
    const counts = new Map<number, number>();
    for (const m of layer.membership) counts.set(m.megahexes.length, (counts.get(m.megahexes.length) ?? 0) + 1);
    expect(layer.membership).toHaveLength(hexes.length);
    expect([...counts.keys()].sort()).toEqual([1, 2]);
    // Scale 4 (no multiple of 3): no small-hex centre sits on a MegaHex corner.
    expect(counts.get(3)).toBeUndefined();
    const corner = createMegahexOverlay(hexArea(createHex(0, 0), 6), { scale: 3 });
    expect(corner.membership.some((m) => m.megahexes.length === 3)).toBe(true);
  });

  it("a MegaHex's centre hex is interior to it, and MHx range is hex distance on the coarse lattice", () => {
    const layer = createMegahexOverlay(hexArea(createHex(0, 0), 12), { scale: 4 });
    const byHex = new Map(layer.membership.map((m) => [toHexKey(m.hex), m.megahexes]));
    for (const c of layer.cells) {
      const own = byHex.get(toHexKey(c.center));
      if (own) expect(own).toEqual([c.id]);
    }
    const a = layer.cells.find((c) => c.id === "M0,0")!;
    const b = layer.cells.find((c) => c.id === "M2,-1")!;
    expect(hexDistance(a.coord, b.coord)).toBe(2);
    expect(hexDistance(a.center, b.center)).toBe(8);
  });

  it("a We Were Brothers panel keeps its MegaHexes through placement, rotation and compilation", () => {
    const base = createRectangularBoard({
      id: "wwb-3A", kind: "panel", cols: 12, rows: 10, layout: { orientation: "flat", parity: "odd" },
      ids: { prefix: "3A-", parts: [{ axis: "col", style: "number", pad: 2 }, { axis: "row", style: "number", pad: 2 }] },
    });
    const panel = { ...base, megahexes: createMegahexOverlay(base.hexes.map((h) => h.hex), { scale: 4 }) };
    const doc: MapDocument = {
      schemaVersion: 2, id: "wwb", provenance: "placeholder", orientation: "flat", boards: [panel],
      placements: [{ board: "wwb-3A", offset: { q: 8, r: 4 }, rotation: 3 }],
    };
    const v = validateMapDocument(doc);
    expect(v.ok ? [] : v.issues).toEqual([]);
    const m = compileMap(doc);
    let interior = 0, edge = 0;
    for (let c = 0; c < m.cellCount; c++) {
      if (m.megahexOf[c]! >= 0) interior++;
      if (m.megahexOf[c] === -2) { edge++; expect(m.megahexEdges.get(c)?.length).toBe(2); }
    }
    expect(interior + edge).toBe(120);
    expect(edge).toBeGreaterThan(0);
    // Offset (8, 4) is two MegaHex steps (scale 4): coordinates turned half round and shifted by (2, 1).
    const i = m.megahexIds.indexOf("M1,0");
    expect([m.megahexCoord[2 * i], m.megahexCoord[2 * i + 1]]).toEqual([1, 1]);
  });
});
