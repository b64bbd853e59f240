import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createHex, hexNeighbor } from "./coords";
import type { OffsetLayout } from "./offset";
import { fromOffset, toOffset } from "./offset";

const layouts: OffsetLayout[] = [
  { orientation: "flat", parity: "odd" }, { orientation: "flat", parity: "even", axis: "col" },
  { orientation: "pointy", parity: "odd" }, { orientation: "pointy", parity: "even" },
];

describe("offset coordinates", () => {
  it("round trip both ways for every layout", () => {
    for (const l of layouts) {
      fc.assert(fc.property(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -99, max: 99 }), (a, b) => {
        expect(fromOffset(toOffset(createHex(a, b), l), l)).toEqual(createHex(a, b));
        expect(toOffset(fromOffset({ col: a, row: b }, l), l)).toEqual({ col: a, row: b });
      }));
    }
  });

  it("patrol 2.2: with even parity, odd columns sit half a hex higher (odd column c: NE is (c+1, r-1))", () => {
    const l: OffsetLayout = { orientation: "flat", parity: "even" };
    const odd = fromOffset({ col: 21, row: 19 }, l);
    expect(toOffset(hexNeighbor(odd, 1), l)).toEqual({ col: 22, row: 18 });
    expect(toOffset(hexNeighbor(odd, 2), l)).toEqual({ col: 22, row: 19 });
    const even = fromOffset({ col: 22, row: 18 }, l);
    expect(toOffset(hexNeighbor(even, 1), l)).toEqual({ col: 23, row: 18 });
    expect(toOffset(hexNeighbor(even, 4), l)).toEqual({ col: 21, row: 19 });
  });

  it("rejects an axis that does not fit the orientation", () => {
    expect(() => toOffset(createHex(0, 0), { orientation: "pointy", parity: "odd", axis: "col" })).toThrow(/does not fit/);
  });
});
