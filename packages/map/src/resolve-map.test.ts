import { describe, expect, it } from "vitest";
import { fromOffset, toHexKey, toOffset } from "@tactica/hex";
import { resolveMap, toDirectionOne } from "./resolve-map";
import { createFirepowerSampleMap } from "./samples/firepower-two-panel";
import { createPatrolSampleMap } from "./samples/patrol-two-section";
import type { MapDocument } from "./schema/map-document";
import { toGlobalDirection, toGlobalHex, toLocalHex } from "./transform";
import { validateMapDocument } from "./validate-map-document";

const snapshot = (doc: MapDocument) => {
  const r = resolveMap(doc);
  return {
    hexes: [...r.hexes.values()].map((h) => JSON.stringify(h)).sort(),
    sides: [...r.hexsides.entries()].map((e) => JSON.stringify(e)).sort(),
    buildings: r.buildings.map((b) => JSON.stringify(b)).sort(),
  };
};

describe("board placement", () => {
  it("gives the same map in any board and placement order", () => {
    for (const doc of [createFirepowerSampleMap(), createPatrolSampleMap()]) {
      const reversed = { ...doc, boards: [...(doc.boards ?? [])].reverse(), placements: [...(doc.placements ?? [])].reverse() };
      expect(snapshot(reversed)).toEqual(snapshot(doc));
    }
  });

  it("firepower 12.1: panel 1 below panel 2 makes one 8 x 12 rectangle with no gaps or overlap", () => {
    const r = resolveMap(createFirepowerSampleMap());
    expect(r.hexes.size).toBe(96);
    const offsets = [...r.hexes.values()].map((h) => toOffset(h.hex, { orientation: "flat", parity: "odd" }));
    expect(new Set(offsets.map((o) => `${o.col},${o.row}`)).size).toBe(96);
    expect(Math.min(...offsets.map((o) => o.row))).toBe(0);
    expect(Math.max(...offsets.map((o) => o.row))).toBe(11);
    expect(Math.max(...offsets.map((o) => o.col))).toBe(7);
  });

  it("rotation turns hexsides with the board: panel 2's hedge on local side 3 faces global side 0", () => {
    const r = resolveMap(createFirepowerSampleMap());
    const global = toGlobalHex({ q: 1, r: 1 }, { offset: { q: 7, r: 2 }, rotation: 3 });
    const hedge = [...r.hexsides.values()].find((s) => s.features[0]?.type === "hedge");
    expect(hedge?.side).toEqual({ hex: global, dir: 0 });
  });

  it("transforms invert and compose with rotation", () => {
    const t = { offset: { q: 3, r: -2 }, rotation: 4 };
    for (const h of [{ q: 0, r: 0 }, { q: 5, r: -1 }, { q: -3, r: 7 }]) expect(toLocalHex(toGlobalHex(h, t), t)).toEqual(h);
    expect(toGlobalDirection(5, t)).toBe(3);
  });

  it("firepower 2.2: the lowest-numbered panel's directional hex names direction 1, whatever the order", () => {
    const doc = createFirepowerSampleMap();
    expect(toDirectionOne(doc)).toBe(0);
    // Without panel 1, panel 2 (turned half round) names the directions: its local 1 (north) is now south.
    const only2 = { ...doc, placements: doc.placements?.filter((p) => p.board === "fp-panel-2") };
    expect(toDirectionOne(only2)).toBe(3);
    expect(toDirectionOne({ ...doc, directions: { one: 2 } })).toBe(2);
  });

  it("patrol 2.1: side edges overlap one column; the later z lies on top", () => {
    const doc = createPatrolSampleMap();
    const r = resolveMap(doc);
    expect(r.hexes.size).toBe(7 * 5 * 2 - 5);
    const seam = r.hexes.get(toHexKey(fromOffset({ col: 6, row: 1 }, { orientation: "flat", parity: "odd" })));
    expect(seam?.ids).toEqual(["0702", "0802"]);
    expect(seam?.placement).toBe("patrol-B");
    const lifted = { ...doc, placements: doc.placements?.map((p) => (p.board === "patrol-A" ? { ...p, z: 1 } : p)) };
    expect(resolveMap(lifted).hexes.get(toHexKey(seam!.hex))?.placement).toBe("patrol-A");
  });
});

describe("Sniper! card sets (Sniper 3.0 B)", () => {
  // Two identical double-sided sheets: each printed side is a board; a sheet side may be placed twice; cut-out
  // buildings for the rural map are `card` boards placed on top. Sizes and terrain are invented.
  const rural: MapDocument["boards"] = [{
    id: "sniper-rural", kind: "sheet", side: "rural",
    hexes: [{ hex: { q: 0, r: 0 }, id: "R1", terrain: "clear" }, { hex: { q: 1, r: 0 }, id: "R2", terrain: "rough-1" }],
  }, {
    id: "farmhouse", kind: "card",
    hexes: [{ hex: { q: 0, r: 0 }, terrain: "building" }],
    buildings: [{ id: "F", hexes: [{ q: 0, r: 0 }], levels: [{ storey: 0, floor: 0, ceiling: 3 }, { storey: 1, floor: 3, ceiling: 3, roof: true }] }],
  }];
  const doc: MapDocument = {
    schemaVersion: 2, id: "sniper-rural", provenance: "placeholder", orientation: "flat", boards: rural,
    placements: [
      { id: "sheet-1", board: "sniper-rural", offset: { q: 0, r: 0 } },
      { id: "sheet-2", board: "sniper-rural", offset: { q: 2, r: -1 } },
      { board: "farmhouse", offset: { q: 1, r: 0 }, z: 1 },
    ],
  };

  it("places one sheet side twice with distinct printed IDs and a cut-out building on top", () => {
    const r = resolveMap(doc);
    expect(r.hexes.size).toBe(4);
    expect(r.hexes.get(toHexKey({ q: 2, r: -1 }))?.ids).toEqual(["sheet-2/R1"]);
    const covered = r.hexes.get(toHexKey({ q: 1, r: 0 }));
    expect(covered).toMatchObject({ terrain: "building", ids: ["sheet-1/R2"], placement: "farmhouse" });
    expect(r.buildings.map((b) => [b.id, b.hexes])).toEqual([["F", [{ q: 1, r: 0 }]]]);
    const v = validateMapDocument(doc);
    expect(v.ok ? [] : v.issues).toEqual([]);
  });
});
