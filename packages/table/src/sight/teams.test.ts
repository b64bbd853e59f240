import { describe, expect, it } from "vitest";
import { fromTablePosition, isTeamBlocker, measureTableRange } from ".";
import { teamAt } from "../table.fixture";

describe("the framework's TablePosition (kind table, in the match's unit) as a footprint", () => {
  it("inches and centimetres to sub-mm; rectangles keep their clockwise angle; no footprint is a point", () => {
    expect(fromTablePosition({ kind: "table", x: 10, y: 4.5, footprint: { shape: "rectangle", width: 2, height: 1, angle: 30 } }, "inch"))
      .toEqual({ shape: "rect", x: 2540, y: 1143, w: 508, h: 254, angle: 30 });
    expect(fromTablePosition({ kind: "table", x: 10, y: 4.5, footprint: { shape: "circle", radius: 1.25 } }, "cm")).toEqual({ shape: "circle", x: 1000, y: 450, r: 125 });
    expect(fromTablePosition({ kind: "table", x: 1, y: 2 }, "cm")).toEqual({ shape: "point", x: 100, y: 200 });
  });
});

describe("FoW 2.3 item 3: who blocks", () => {
  const s = teamAt("s", "a", "infantry", 0, 0, 1);
  it("an Armoured Train friendly to the shooter blocks even weapons that fire over friendly teams; aircraft never block", () => {
    expect(isTeamBlocker(teamAt("tr", "a", "train", 5, 0, 4), s, { canFireOverFriendly: true })).toBe(true);
    expect(isTeamBlocker(teamAt("tr", "b", "train", 5, 0, 4), s)).toBe(false);
    expect(isTeamBlocker(teamAt("p", "a", "aircraft", 5, 0, 1), s)).toBe(false);
    expect(isTeamBlocker(s, s)).toBe(false);
  });
});

describe("FoW 2.1 range in the match's unit", () => {
  it("two 1\" bases 10\" apart edge to edge: 10 in an inch game; 2 cm bases 25 cm apart: 25 in a cm game", () => {
    expect(measureTableRange(teamAt("a", "a", "tank", 0, 0, 1).footprint, teamAt("b", "b", "tank", 11, 0, 1).footprint, "inch").inUnit).toBeCloseTo(10, 12);
    const cm = (x: number) => ({ shape: "rect" as const, x: x * 100, y: 0, w: 200, h: 200, angle: 0 });
    expect(measureTableRange(cm(0), cm(27), "cm")).toEqual({ submm: 2500, inUnit: 25, unit: "cm" });
  });
});
