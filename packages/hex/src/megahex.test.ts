import { describe, expect, it } from "vitest";
import { createHex } from "./coords";
import {
  isSameMegahex, megahexCenter, megahexDistance, megahexDistanceBetween, MEGAHEX_EDGE_POLICIES, toMegahexes,
} from "./megahex";

// Every expected value below is worked by hand from the definition in megahex.ts (MegaHex (Q, R) of scale k is the
// set of small hexes within reach k of small hex k * (Q, R)): the book gives no ratio, so no printed example fixes one.
const SCALE_4 = { scale: 4 };
const SCALE_3 = { scale: 3 };
const h = createHex;

describe("toMegahexes (WWB 2.0 two overlaid grids; 6.0 a hex can lie on a MHx edge)", () => {
  it("a hex near a MegaHex centre is interior to that one MegaHex", () => {
    expect(toMegahexes(h(1, 0), SCALE_3)).toEqual([h(0, 0)]);
    expect(toMegahexes(h(0, 0), SCALE_4)).toEqual([h(0, 0)]);
    expect(toMegahexes(h(9, -1), SCALE_4)).toEqual([h(2, 0)]);
  });

  it("the hex half way between two centres straddles both (scale 4: (2, 0) between (0, 0) and (4, 0))", () => {
    expect(toMegahexes(h(2, 0), SCALE_4)).toEqual([h(0, 0), h(1, 0)]);
    expect(toMegahexes(h(10, 0), SCALE_4)).toEqual([h(2, 0), h(3, 0)]);
  });

  it("a corner hex straddles three (scale 3: (2, -1) touches MegaHexes (0, 0), (1, -1) and (1, 0))", () => {
    expect(toMegahexes(h(2, -1), SCALE_3)).toEqual([h(0, 0), h(1, -1), h(1, 0)]);
  });

  it("an origin shifts the lattice, and the centre of a MegaHex is scale steps per lattice step", () => {
    const grid = { scale: 4, origin: h(1, 1) };
    expect(toMegahexes(h(3, 1), grid)).toEqual([h(0, 0), h(1, 0)]);
    expect(megahexCenter(h(2, -1), grid)).toEqual(h(9, -3));
  });

  it("refuses a scale the lattice cannot have", () => {
    expect(() => toMegahexes(h(0, 0), { scale: 1 })).toThrow(/scale/);
  });
});

describe("megahexDistance (WWB 1.0: MHx are the reference for line of sight and firearms range)", () => {
  it("WWB 8.1 step 3: spotter and target in the same MHx are at range 0", () => {
    expect(megahexDistance(h(0, 0), h(1, 0), SCALE_4)).toBe(0);
  });

  it("interior hexes count lattice steps between their MegaHexes, whatever the policy", () => {
    for (const policy of MEGAHEX_EDGE_POLICIES) expect(megahexDistance(h(0, 0), h(8, 0), SCALE_4, policy)).toBe(2);
    // (9, -1) lies in MegaHex (2, 0), (-4, 4) in (-1, 1): lattice distance (3 + 1 + 2) / 2 = 3.
    expect(megahexDistance(h(9, -1), h(-4, 4), SCALE_4)).toBe(3);
  });

  it("edge hexes (digest 13.3 Grid): nearest takes the closest straddled pair, farthest the farthest", () => {
    // (2, 0) straddles (0, 0)/(1, 0); (10, 0) straddles (2, 0)/(3, 0): pairs at 1, 2, 2, 3.
    expect(megahexDistance(h(2, 0), h(10, 0), SCALE_4, "nearest")).toBe(1);
    expect(megahexDistance(h(2, 0), h(10, 0), SCALE_4, "farthest")).toBe(3);
    expect(megahexDistance(h(2, 0), h(10, 0), SCALE_4)).toBe(1);
    // Corner (2, -1) of scale 3 against (6, 0), the centre of MegaHex (2, 0): 2, 2 and 1.
    expect(megahexDistance(h(2, -1), h(6, 0), SCALE_3, "nearest")).toBe(1);
    expect(megahexDistance(h(2, -1), h(6, 0), SCALE_3, "farthest")).toBe(2);
  });

  it("with no MegaHex on one side there is no range", () => {
    expect(megahexDistanceBetween([], [h(0, 0)])).toBeUndefined();
  });
});

describe("isSameMegahex", () => {
  it("WWB 6.0 Visual Range: a soldier on a MHx edge is outside the MHx for spotting, spotter or target", () => {
    expect(isSameMegahex(h(0, 0), h(1, 0), SCALE_4, "outside")).toBe(true);
    expect(isSameMegahex(h(0, 0), h(2, 0), SCALE_4, "outside")).toBe(false);
    expect(isSameMegahex(h(2, 0), h(0, 0), SCALE_4, "outside")).toBe(false);
  });

  it("the shared rule counts any MegaHex both hexes lie in", () => {
    expect(isSameMegahex(h(0, 0), h(2, 0), SCALE_4, "shared")).toBe(true);
    expect(isSameMegahex(h(2, 0), h(10, 0), SCALE_4, "shared")).toBe(false);
  });
});
