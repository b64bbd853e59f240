import { describe, expect, it } from "vitest";
import type { Direction } from "@tactica/hex";
import { hexNeighbor } from "@tactica/hex";
import { fixtureBoard } from "../terrain/test-board.fixture";
import type { FixtureBuilding } from "../terrain/test-board.fixture";
import { inFieldOfFire, sniperLineOfSight } from "./index";

// Lines along a row: (q,3) -> (q+n,3) runs straight through the hex centres of direction 2.
const at = (q: number, extra: object = {}) => ({ hex: { q, r: 3 }, ...extra });

describe("sniper 7.1: the 120-degree field of fire", () => {
  const c = { q: 5, r: 5 };
  it("facing 0: the neighbours in directions 5, 0 and 1 are in the field; 2, 3 and 4 are not", () => {
    const inside = ([0, 1, 2, 3, 4, 5] as Direction[]).filter((d) => inFieldOfFire(c, 0, hexNeighbor(c, d)).inField);
    expect(inside).toEqual([0, 1, 5]);
    const facing3 = ([0, 1, 2, 3, 4, 5] as Direction[]).filter((d) => inFieldOfFire(c, 3, hexNeighbor(c, d)).inField);
    expect(facing3).toEqual([2, 3, 4]);
  });
  it("a hex on the wedge's edge row is in the field by default, out when the option reads the edges as exclusive", () => {
    const edge = { q: 5 - 2, r: 5 }; // two steps in direction 5
    expect(inFieldOfFire(c, 0, edge)).toMatchObject({ inField: true, onEdge: true });
    expect(inFieldOfFire(c, 0, edge, { "sniper/field_edges": "exclusive" }).inField).toBe(false);
    expect(inFieldOfFire(c, 0, { q: 4, r: 3 }).inField).toBe(true); // straight ahead and a little left: strictly inside
    expect(inFieldOfFire(c, 0, { q: 2, r: 6 }).inField).toBe(false); // behind the left edge
  });
});

describe("sniper 7.3, 11.5, 11.6: 2-D lines at ground level", () => {
  it("rough #2 blocks a standing eye in dense terrain (placeholder chart cell, named in the answer); the blocked hex itself can be seen into", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, terrain: { "2,3": "rough-2" } }, "dense");
    const beyond = sniperLineOfSight(b, at(0), at(4));
    expect(beyond).toMatchObject({ clear: false, blockedBy: [{ feature: "rough-2", hex: { q: 2, r: 3 } }], reconstructed: true });
    expect(beyond.provenance[0]!.kind).toBe("placeholder");
    expect(sniperLineOfSight(b, at(0), at(2)).clear).toBe(true);
  });

  it("sniper 11.6: in open terrain a prone eye sees through rough #1, not rough #2", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, terrain: { "2,3": "rough-1", "5,3": "rough-2" } }, "open");
    expect(sniperLineOfSight(b, at(0, { posture: "prone" }), at(4)).clear).toBe(true);
    expect(sniperLineOfSight(b, at(0, { posture: "prone" }), at(7))).toMatchObject({ clear: false, blockedBy: [{ feature: "rough-2", rule: "Sniper 11.6" }] });
    expect(sniperLineOfSight(b, at(0), at(7)).clear).toBe(true);
    const mixed = fixtureBoard({ cols: 8, rows: 6, terrain: { "2,3": "rough-1" } }, "mixed");
    expect(sniperLineOfSight(mixed, at(0), at(4, { posture: "prone" })).blockedBy[0]).toMatchObject({ feature: "rough-1", rule: "Sniper 11.6" });
  });

  it("sniper 11.6: prone sighting range 40 in mixed terrain, both ways; unlimited standing", () => {
    const b = fixtureBoard({ cols: 46, rows: 1 }, "mixed");
    const p = (q: number, posture: "standing" | "prone") => ({ hex: { q, r: 0 }, posture });
    expect(sniperLineOfSight(b, p(0, "prone"), p(40, "standing")).clear).toBe(true);
    expect(sniperLineOfSight(b, p(0, "prone"), p(41, "standing")).blockedBy[0]).toMatchObject({ feature: "prone-sight-range", rule: "Sniper 11.6" });
    expect(sniperLineOfSight(b, p(0, "standing"), p(41, "prone")).clear).toBe(false);
    expect(sniperLineOfSight(b, p(0, "standing"), p(45, "standing")).clear).toBe(true);
    const dense = fixtureBoard({ cols: 46, rows: 1 }, "dense");
    expect(sniperLineOfSight(dense, p(0, "prone"), p(21, "standing")).clear).toBe(false);
    expect(sniperLineOfSight(dense, p(0, "prone"), p(20, "standing")).clear).toBe(true);
  });

  it("sniper 13.5 (digest §15 item 29): smoke blocks sighting; fire at a known target passes with the smoke cover; the other reading blocks both", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, markers: { "2,3": ["smoke"] } });
    expect(sniperLineOfSight(b, at(0), at(4)).blockedBy[0]).toMatchObject({ feature: "smoke" });
    const fire = sniperLineOfSight(b, at(0), at(4), { purpose: { kind: "fire", weapon: "R" } });
    expect(fire.clear).toBe(true);
    expect(fire.cover).toContainEqual(expect.objectContaining({ feature: "smoke" }));
    expect(sniperLineOfSight(b, at(0), at(4), { purpose: { kind: "fire", weapon: "R" }, options: { "sniper/smoke_sighting": "blocks_all" } }).clear).toBe(false);
  });
});

describe("sniper 7.1, 7.3, 11.5: walls, doors and windows", () => {
  // Building W is the single hex (4,3); its side toward (3,3) is direction 5.
  const window5: FixtureBuilding = { id: "W", hexes: [{ q: 4, r: 3 }], levels: [{ storey: 0, sides: [{ hex: { q: 4, r: 3 }, dir: 5, type: "window" }] }, { storey: 1, roof: true }] };
  const b = fixtureBoard({ cols: 8, rows: 6, buildings: [window5] });

  it("an exterior wall blocks; a window lets an outside eye see only into the hex directly beyond it", () => {
    expect(sniperLineOfSight(b, at(1), at(4)).clear).toBe(true);
    const through = sniperLineOfSight(b, at(1), at(6));
    expect(through.clear).toBe(false);
    expect(through.blockedBy[0]).toMatchObject({ feature: "window", rule: "Sniper 7.3, 11.5" });
    const walled = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "X", hexes: [{ q: 4, r: 3 }], levels: [{ storey: 0, sides: [{ hex: { q: 4, r: 3 }, dir: 0, type: "window" }] }, { storey: 1, roof: true }] }] });
    expect(sniperLineOfSight(walled, at(1), at(4)).blockedBy[0]).toMatchObject({ feature: "exterior-wall", rule: "Sniper 11.5" });
  });

  it("directly behind a window he sees out only facing it with a marker in front of him [7.1, 7.4, 11.7]", () => {
    expect(sniperLineOfSight(b, at(4, { facing: 5 }), at(1)).blockedBy[0]).toMatchObject({ feature: "window", rule: "Sniper 7.1, 7.3" });
    expect(sniperLineOfSight(b, at(4, { facing: 5, marker: "sighting" }), at(1)).clear).toBe(true);
    expect(sniperLineOfSight(b, at(4, { facing: 0, marker: "sighting" }), at(1)).clear).toBe(false);
  });

  it("R, AR and MG fire through an interior wall (cover noted); nobody sees through it, and an MP does not fire through it", () => {
    const two = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "I", hexes: [{ q: 4, r: 3 }, { q: 5, r: 3 }], levels: [{ storey: 0, sides: [{ hex: { q: 4, r: 3 }, dir: 2, type: "interior-wall" }] }, { storey: 1, roof: true }] }] });
    expect(sniperLineOfSight(two, at(4), at(5)).blockedBy[0]).toMatchObject({ feature: "interior-wall" });
    const r = sniperLineOfSight(two, at(4), at(5), { purpose: { kind: "fire", weapon: "R" } });
    expect(r.clear).toBe(true);
    expect(r.cover).toContainEqual({ feature: "interior-wall", rule: "Sniper 7.3, 11.5" });
    expect(sniperLineOfSight(two, at(4), at(5), { purpose: { kind: "fire", weapon: "MP" } }).clear).toBe(false);
  });

  it("ceilings: R, AR, MG fire exactly one level up; never down through a floor; nobody sees through a ceiling [7.3, 11.5]", () => {
    const tall = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "T", hexes: [{ q: 4, r: 3 }, { q: 5, r: 3 }], levels: [{ storey: 0 }, { storey: 1 }, { storey: 2 }, { storey: 3, roof: true }] }] });
    const up = sniperLineOfSight(tall, at(4), at(5, { storey: 1 }), { purpose: { kind: "fire", weapon: "MG" } });
    expect(up.clear).toBe(true);
    expect(up.cover).toContainEqual({ feature: "ceiling", rule: "Sniper 7.3, 11.5" });
    expect(up.range).toBe(2);
    expect(sniperLineOfSight(tall, at(4), at(5, { storey: 1 }), { purpose: { kind: "fire", weapon: "MP" } }).clear).toBe(false);
    expect(sniperLineOfSight(tall, at(4), at(5, { storey: 1 })).clear).toBe(false);
    expect(sniperLineOfSight(tall, at(4, { storey: 1 }), at(5), { purpose: { kind: "fire", weapon: "R" } }).blockedBy[0]).toMatchObject({ feature: "floor" });
    expect(sniperLineOfSight(tall, at(4), at(5, { storey: 2 }), { purpose: { kind: "fire", weapon: "R" } }).clear).toBe(false);
  });
});

describe("sniper 7.3, 10.1: fire up or down a stairwell", () => {
  it("any weapon fires up or down into the stairwell hex; elsewhere in the building another level is out of reach", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "S", hexes: [{ q: 4, r: 3 }, { q: 5, r: 3 }], stairs: [{ hex: { q: 4, r: 3 }, from: 0, to: 2 }], levels: [{ storey: 0 }, { storey: 1 }, { storey: 2, roof: true }] }] });
    const up = sniperLineOfSight(b, at(4), at(4, { storey: 1 }), { purpose: { kind: "fire", weapon: "MP" } });
    expect(up.clear).toBe(true);
    expect(up.conditions).toContainEqual(expect.objectContaining({ feature: "stairwell", rule: "Sniper 7.3, 10.1" }));
    expect(sniperLineOfSight(b, at(4, { storey: 1 }), at(4), { purpose: { kind: "fire", weapon: "P" } }).clear).toBe(true);
    expect(sniperLineOfSight(b, at(5), at(5, { storey: 1 }), { purpose: { kind: "fire", weapon: "MP" } }).clear).toBe(false);
  });
});

describe("sniper 11.1, 7.5: roofs and the 3-D procedure", () => {
  it("sniper 11.1: on the roof next to the parapet he does not see over it without a marker", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "R", hexes: [{ q: 4, r: 3 }], levels: [{ storey: 0 }, { storey: 1, roof: true }] }] });
    expect(sniperLineOfSight(b, at(4, { storey: 1 }), at(1)).blockedBy[0]).toMatchObject({ feature: "parapet", rule: "Sniper 11.1" });
    expect(sniperLineOfSight(b, at(4, { storey: 1, marker: "sighting" }), at(1)).clear).toBe(true);
    expect(sniperLineOfSight(b, at(1), at(4, { storey: 1, marker: "exposed" })).clear).toBe(true);
  });

  // Building T at (1,3): floors 0-2, roof 3, a window on storey 1 facing direction 2.
  const T: FixtureBuilding = { id: "T", hexes: [{ q: 1, r: 3 }], levels: [{ storey: 0 }, { storey: 1, sides: [{ hex: { q: 1, r: 3 }, dir: 2, type: "window" }] }, { storey: 2 }, { storey: 3, roof: true }] };
  const low: FixtureBuilding = { id: "L", hexes: [{ q: 3, r: 3 }], levels: [{ storey: 0 }, { storey: 1, roof: true }] };
  const high: FixtureBuilding = { id: "H", hexes: [{ q: 3, r: 3 }], levels: [{ storey: 0 }, { storey: 1 }, { storey: 2 }, { storey: 3, roof: true }] };

  it("sniper 7.5: a building higher than both firer and target blocks (no grid needed)", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [T, high] });
    const a = sniperLineOfSight(b, at(1, { storey: 1, facing: 2, marker: "sighting" }), at(5));
    expect(a.blockedBy[0]).toMatchObject({ feature: "building", rule: "Sniper 7.5", hex: { q: 3, r: 3 } });
    expect(a.reconstructed).toBe(false); // the book's own quick check, not the reconstructed grid
  });

  it("sniper 7.5: from the roof he sees over a lower building; from a first-floor window the line grazes its top and is blocked (reconstructed grid named)", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [T, low] });
    const roof = sniperLineOfSight(b, at(1, { storey: 3, marker: "sighting" }), at(5));
    expect(roof.clear).toBe(true);
    expect(roof.provenance).toContainEqual(expect.objectContaining({ kind: "reconstructed" }));
    expect(roof.range).toBe(4 + 3);
    const window = sniperLineOfSight(b, at(1, { storey: 1, facing: 2, marker: "sighting" }), at(5));
    expect(window.clear).toBe(false);
    expect(window.blockedBy[0]).toMatchObject({ feature: "building", rule: "Sniper 7.5", hex: { q: 3, r: 3 } });
    // Without the marker the window itself stops him first [7.1].
    expect(sniperLineOfSight(b, at(1, { storey: 1, facing: 2 }), at(2)).blockedBy[0]).toMatchObject({ feature: "window" });
    expect(sniperLineOfSight(b, at(1, { storey: 1, facing: 2, marker: "sighting" }), at(2)).clear).toBe(true);
  });
});

describe("sniper 7.3, 11.5, 12.1: building corners", () => {
  const one = (q: number, r: number): FixtureBuilding => ({ id: `B${q}${r}`, hexes: [{ q, r }], levels: [{ storey: 0 }, { storey: 1, roof: true }] });
  const p = (q: number, r: number, extra: object = {}) => ({ hex: { q, r }, ...extra });

  it("a line running exactly along an exterior wall blocks (11.5); ending at the target's corner, the target is seen with the corner multiple", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [one(3, 2)] });
    // (0,4) -> (6,1) runs along the hexside between (3,2) and (3,3) in mid-line.
    expect(sniperLineOfSight(b, p(0, 4), p(6, 1)).blockedBy[0]).toMatchObject({ feature: "exterior-wall", rule: "Sniper 11.5" });
    // (0,4) -> (4,2) ends there: (4,2) is the corner hex.
    const atCorner = sniperLineOfSight(b, p(0, 4), p(4, 2));
    expect(atCorner.clear).toBe(true);
    expect(atCorner.cover).toContainEqual(expect.objectContaining({ feature: "corner", rule: "Sniper 7.3, 11.5" }));
  });

  it("a soldier at a corner sees along the wall only with a marker out, as through a door [11.5, 7.4]", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [one(1, 3)] });
    // (0,4) -> (4,2) starts by running along the side between (1,3) and (1,4), at the corner of (0,4).
    expect(sniperLineOfSight(b, p(0, 4), p(4, 2)).blockedBy[0]).toMatchObject({ feature: "corner", rule: "Sniper 11.5, 7.4" });
    expect(sniperLineOfSight(b, p(0, 4, { marker: "sighting" }), p(4, 2)).clear).toBe(true);
  });
});

describe("sniper 11.7: lines drawn from a marker's hex", () => {
  // W is the hex (4,3); its window is the side toward (3,3) (direction 5); the rest of its walls are solid.
  const b = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "W", hexes: [{ q: 4, r: 3 }], levels: [{ storey: 0, sides: [{ hex: { q: 4, r: 3 }, dir: 5, type: "window" }] }, { storey: 1, roof: true }] }] });
  const watcher = { hex: { q: 4, r: 3 }, facing: 5 as const, marker: "sighting" as const, markerHex: { q: 3, r: 3 } };

  it("a soldier at a window with his marker out in (3,3) sees (3,1) from the marker's hex; range is still counted from his counter", () => {
    expect(sniperLineOfSight(b, { ...watcher, markerHex: undefined }, { hex: { q: 3, r: 1 } }).clear).toBe(false);
    const a = sniperLineOfSight(b, watcher, { hex: { q: 3, r: 1 } });
    expect(a.clear).toBe(true);
    expect(a.conditions).toContainEqual(expect.objectContaining({ feature: "marker-hex", rule: "Sniper 11.7" }));
    expect(a.range).toBe(3);
    expect(sniperLineOfSight(b, watcher, { hex: { q: 3, r: 1 } }, { options: { "sniper/los_from_marker": "both_from_marker" } }).range).toBe(2);
  });

  it("the same applies to a line drawn to him: he can be seen (and fired on) in his marker's hex", () => {
    expect(sniperLineOfSight(b, { hex: { q: 3, r: 1 } }, { ...watcher, markerHex: undefined }).clear).toBe(false);
    expect(sniperLineOfSight(b, { hex: { q: 3, r: 1 } }, watcher).clear).toBe(true);
  });
});
