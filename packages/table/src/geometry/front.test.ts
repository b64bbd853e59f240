import { describe, expect, it } from "vitest";
import { isEntirelyInArc, isEntirelyInFront, isPartlyInArc, isPartlyInFront } from ".";

// Frame: x right, y down; facing 0 = +x, 90 = +y (clockwise on screen).
describe("Flames of War 2.1 entirely in front = every point in the open half-plane", () => {
  const line = { x: 0, y: 0, facing: 0 };
  it("a base wholly ahead is entirely in front; one straddling the line is only partly", () => {
    expect(isEntirelyInFront({ shape: "rect", x: 3, y: 0, w: 2, h: 2, angle: 0 }, line)).toBe(true);
    expect(isEntirelyInFront({ shape: "rect", x: 1, y: 0, w: 2, h: 2, angle: 0 }, line)).toBe(false);
    expect(isPartlyInFront({ shape: "rect", x: 1, y: 0, w: 2, h: 2, angle: 0 }, line)).toBe(true);
    expect(isPartlyInFront({ shape: "rect", x: -1, y: 0, w: 2, h: 2, angle: 0 }, line)).toBe(false);
  });
  it("open half-plane: a base touching the line is not entirely in front; circles count their radius", () => {
    expect(isEntirelyInFront({ shape: "rect", x: 1, y: 0, w: 2, h: 2, angle: 90 }, line)).toBe(false);
    expect(isEntirelyInFront({ shape: "circle", x: 1.01, y: 5, r: 1 }, line)).toBe(true);
    expect(isEntirelyInFront({ shape: "circle", x: 0.99, y: 5, r: 1 }, line)).toBe(false);
  });
});

describe("arcs (fields of fire)", () => {
  const arc = { x: 0, y: 0, facing: 0, half: 45 };
  it("a point inside, a base partly inside, a base wholly inside", () => {
    expect(isPartlyInArc({ shape: "point", x: 10, y: 9 }, arc)).toBe(true);
    expect(isPartlyInArc({ shape: "point", x: 10, y: 11 }, arc)).toBe(false);
    // Centre outside the arc (at 50 degrees), but the near corner inside.
    expect(isPartlyInArc({ shape: "rect", x: 10, y: 11.9, w: 2, h: 2, angle: 0 }, arc)).toBe(true);
    expect(isEntirelyInArc({ shape: "rect", x: 10, y: 11.9, w: 2, h: 2, angle: 0 }, arc)).toBe(false);
    expect(isEntirelyInArc({ shape: "rect", x: 10, y: 0, w: 2, h: 2, angle: 30 }, arc)).toBe(true);
  });
  it("circles: distance to the arc's rays against the radius", () => {
    // Ray at +45 degrees; centre (10, 12) is at distance |12 - 10| / sqrt 2 = 1.414 from it.
    expect(isPartlyInArc({ shape: "circle", x: 10, y: 12, r: 1.5 }, arc)).toBe(true);
    expect(isPartlyInArc({ shape: "circle", x: 10, y: 12, r: 1.3 }, arc)).toBe(false);
    expect(isEntirelyInArc({ shape: "circle", x: 10, y: 8, r: 1.3 }, arc)).toBe(true);
    expect(isEntirelyInArc({ shape: "circle", x: 10, y: 8, r: 1.5 }, arc)).toBe(false);
  });
  it("a rectangle spanning the apex-side edge across the arc is partly in even with no corner inside", () => {
    expect(isPartlyInArc({ shape: "rect", x: 10, y: 0, w: 1, h: 40, angle: 0 }, { x: 0, y: 0, facing: 0, half: 5 })).toBe(true);
  });
});
