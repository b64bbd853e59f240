import { describe, it, expect } from "vitest";
import { createFirepowerSampleMap } from "@tactica/map";
import type { Fortification, MapDocument } from "@tactica/map";
import { toRenderModel } from "./to-render-model";
import type { BoardSource } from "./to-render-model";
import { toBoardSource } from "./to-board-source";

const pillbox: Fortification = { type: "pillbox", hex: { q: 0, r: 0 }, facing: 0, apertures: [{ dir: 3, kind: "door" }, { dir: 0, kind: "loophole" }] };
const source: BoardSource = {
  orientation: "flat",
  hexes: [{ hex: { q: 0, r: 0 }, printedIds: ["A1"] }, { hex: { q: 1, r: 0 }, printedIds: ["A2"] }],
  hexsides: [],
  fortifications: [pillbox],
};

describe("render model: fortifications layer", () => {
  const model = toRenderModel(source, 10);

  it("firepower 8.8.4: a pillbox with a door on dir 3 is drawn as PBX in its hex, its door marked along the S hexside", () => {
    expect(model.fortifications).toHaveLength(1);
    const f = model.fortifications[0];
    expect(f).toMatchObject({ key: "0,0:pillbox", type: "pillbox", hexKey: "0,0", hexLabel: "A1", abbreviation: "PBX", hidden: false, x: 0, y: -1.7 });
    // Flat layout, size 10: side 3 (S) runs from corner 2 (5,8.66) to corner 3 (-5,8.66); the mark is its middle
    // 60%, pulled to 84% of the way out from the centre so a hexside feature on the edge stays visible.
    expect(f?.marks.find((m) => m.kind === "door")).toEqual({ dir: 3, kind: "door", x1: 2.52, y1: 7.27, x2: -2.52, y2: 7.27 });
    expect(f?.marks.map((m) => [m.kind, m.dir])).toEqual([["door", 3], ["loophole", 0], ["facing", 0]]);
    // The facing is a notch at the middle of the N side (corners (-5,-8.66) and (5,-8.66)), just inside the edge.
    expect(f?.marks.find((m) => m.kind === "facing")).toMatchObject({ x1: -0.94, y1: -8.14, x2: 0.94, y2: -8.14 });
  });

  it("firepower 8.8.4: the tooltip names the unit, its printed hex, facing and every aperture by hexside", () => {
    expect(model.fortifications[0]?.title).toBe("Pillbox in A1: facing N; door S; loophole N");
  });

  it("firepower 8.8: each unit has its abbreviation; double wire, roadblock sides, a cave's mouth and hidden units show", () => {
    const forts: Fortification[] = [
      { type: "wire", hex: { q: 1, r: 0 }, variant: "double" },
      { type: "roadblock", hex: { q: 1, r: 0 }, sides: [1, 2], hidden: true },
      { type: "cave", hex: { q: 0, r: 0 }, facing: 4 },
      { type: "bunker", hex: { q: 0, r: 0 }, facing: 2, apertures: [{ dir: 2, kind: "slit" }] },
      { type: "tower", hex: { q: 0, r: 0 } }, { type: "foxhole", hex: { q: 0, r: 0 }, depth: "deep" },
      { type: "trench", hex: { q: 0, r: 0 } }, { type: "abatis", hex: { q: 0, r: 0 } }, { type: "block", hex: { q: 0, r: 0 } },
      { type: "ditch", hex: { q: 0, r: 0 } }, { type: "wire", hex: { q: 0, r: 0 } },
    ];
    const m = toRenderModel({ ...source, fortifications: forts }, 10).fortifications;
    expect(m.map((f) => f.abbreviation)).toEqual(["DWR", "RBK", "CAV", "BKR", "TWR", "FXH", "TRN", "ABS", "BLK", "DCH", "WIR"]);
    expect(m[1]?.marks.map((x) => [x.kind, x.dir])).toEqual([["side", 1], ["side", 2]]);
    expect(m[1]).toMatchObject({ hidden: true, title: "Roadblock in A2: blocks NE, SE; hidden from the opponent" });
    expect(m[2]?.marks.map((x) => [x.kind, x.dir])).toEqual([["mouth", 4]]);
    expect(m[2]?.title).toBe("Cave in A1: mouth SW");
    // Two units in one hex stand side by side, neither on the hex centre.
    expect([m[0]?.x, m[1]?.x]).toEqual([12.4, 17.6]);
    expect(toRenderModel({ ...source, fortifications: [] }, 10).fortifications).toEqual([]);
    expect(toRenderModel({ ...source, fortifications: undefined }, 10).fortifications).toEqual([]);
  });

  it("firepower 2.2: a fortification on a turned board is drawn where and as the placement puts it", () => {
    const map = createFirepowerSampleMap();
    // Panel 2 is placed turned half round: its local (1,1) is global (6,1) and its local side 3 global side 0.
    const doc: MapDocument = {
      ...map,
      boards: map.boards?.map((b) => (b.id === "fp-panel-2"
        ? { ...b, fortifications: [{ type: "bunker", hex: { q: 1, r: 1 }, facing: 3, apertures: [{ dir: 3, kind: "door" }] }] }
        : b)),
    };
    const drawn = toRenderModel(toBoardSource(doc)).fortifications;
    const bunker = drawn.find((f) => f.type === "bunker");
    expect(bunker).toMatchObject({ hexKey: "6,1", hexLabel: "2B2" });
    expect(bunker?.marks.map((x) => [x.kind, x.dir])).toEqual([["door", 0], ["facing", 0]]);
    // Panel 1's foxhole is drawn too, in its global hex.
    expect(drawn.find((f) => f.type === "foxhole")?.hexKey).toBe("1,9");
  });
});
