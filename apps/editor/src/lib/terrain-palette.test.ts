import { describe, it, expect } from "vitest";
import { toTerrainColor, toHexsideColor, UNKNOWN_TERRAIN_COLOR } from "./terrain-palette";

/** Euclidean distance of two #rrggbb colours (0-441). */
const distance = (a: string, b: string) => Math.hypot(...[1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)));

describe("toTerrainColor", () => {
  it("uses the table for known ids", () => {
    expect(toTerrainColor("woods")).toBe("#6f9a55");
  });

  it("gives missing terrain the neutral colour", () => {
    expect(toTerrainColor(undefined)).toBe(UNKNOWN_TERRAIN_COLOR);
    expect(toTerrainColor("")).toBe(UNKNOWN_TERRAIN_COLOR);
  });

  it("derives the same colour for the same unknown id and different ones for different ids", () => {
    expect(toTerrainColor("vineyard")).toBe(toTerrainColor("vineyard"));
    expect(toTerrainColor("vineyard")).toMatch(/^hsl\(\d+, 35%, 72%\)$/);
    expect(toTerrainColor("vineyard")).not.toBe(toTerrainColor("paddy"));
  });
});

describe("toHexsideColor", () => {
  it("colours known features and falls back for others", () => {
    expect(toHexsideColor("hedge")).toBe("#2f6b2a");
    expect(toHexsideColor("mystery")).toBe("#333333");
  });
});

describe("colours an author must tell apart", () => {
  it("road and hill, and window and stream, differ clearly (issue 27: they shared a colour)", () => {
    expect(distance(toTerrainColor("road"), toTerrainColor("hill"))).toBeGreaterThan(40);
    expect(distance(toTerrainColor("paved-road"), toTerrainColor("hill"))).toBeGreaterThan(40);
    expect(distance(toHexsideColor("window"), toHexsideColor("stream"))).toBeGreaterThan(40);
  });
});
