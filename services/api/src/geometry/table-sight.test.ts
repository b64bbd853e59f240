import { describe, expect, it } from "vitest";
import { compileTable, createTableDocument } from "@tactica/table";
import { toTableTeam } from "./table-sight";

// A viewpoint given to lineOfSight/range/visibility on a stored table becomes a team on it: the position in the
// table's unit converted to tenths of a millimetre (1 cm = 100, 1" = 254, worked by hand), posture = the team's kind.
const cm = compileTable(createTableDocument({ id: "c", unit: "cm", preset: "180x120cm" }));
const inch = compileTable(createTableDocument({ id: "i", unit: "inch", preset: "6x4ft" }));
const code = (f: () => unknown) => {
  try { f(); } catch (e) { return (e as { extensions?: { code?: string } }).extensions?.code; }
  return "no error";
};

describe("toTableTeam", () => {
  it("a point, a round base and a turned rectangle in cm and in inches, on the 0.1 mm grid", () => {
    expect(toTableTeam(cm, { position: { table: { x: 10, y: 2.5 } }, posture: "tank" }, "observer")).toEqual({ id: "observer", side: "observer", kind: "tank", footprint: { shape: "point", x: 1000, y: 250 }, height: 100 });
    expect(toTableTeam(inch, { position: { table: { x: 2, y: 3, footprint: { circle: { radius: 0.5 } } } }, posture: "gun", upHeight: 25 }, "target").footprint).toEqual({ shape: "circle", x: 508, y: 762, r: 127 });
    expect(toTableTeam(inch, { position: { table: { x: 1, y: 1, footprint: { rectangle: { width: 2, height: 1, angle: 30 } } } }, posture: "infantry", upHeight: 25 }, "t")).toMatchObject({ footprint: { shape: "rect", x: 254, y: 254, w: 508, h: 254, angle: 30 }, height: 250 });
  });

  it("a hex position or hexId on a table is position/wrong_geometry; a posture that is no team kind is los/bad_posture", () => {
    expect(code(() => toTableTeam(inch, { position: { hex: { hexId: "1A1" } }, posture: "infantry" }, "observer"))).toBe("position/wrong_geometry");
    expect(code(() => toTableTeam(inch, { hexId: "1A1", posture: "infantry" }, "observer"))).toBe("position/wrong_geometry");
    expect(code(() => toTableTeam(inch, { position: { table: { x: 1, y: 1 } }, posture: "prone" }, "observer"))).toBe("los/bad_posture");
    expect(code(() => toTableTeam(inch, { position: { table: { x: 1, y: 1 } }, posture: "tank", upHeight: -1 }, "observer"))).toBe("request/invalid");
  });
});
