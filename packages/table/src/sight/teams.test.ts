import { describe, expect, it } from "vitest";
import { fromTablePosition, isTeamBlocker } from ".";
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
