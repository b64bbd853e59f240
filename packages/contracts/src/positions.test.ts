import { describe, expect, it } from "vitest";
import { JobSchemas, PositionSchema, toWrongGeometryReason } from "./index";
import { JobViewpointSchema } from "./sighting-job";

describe("positions: a hex or a table point", () => {
  it("a hex position is a printed ID or q and r, with a level; never both or neither", () => {
    expect(PositionSchema.parse({ kind: "hex", hexId: "1C3", level: 1 })).toEqual({ kind: "hex", hexId: "1C3", level: 1 });
    expect(PositionSchema.safeParse({ kind: "hex", q: 2, r: -1 }).success).toBe(true);
    const both = PositionSchema.safeParse({ kind: "hex", hexId: "1C3", q: 2, r: -1 });
    expect(both.success ? [] : both.error.issues.map((i) => i.message)).toEqual(["give either hexId or both q and r"]);
    expect(PositionSchema.safeParse({ kind: "hex", q: 2 }).success).toBe(false);
  });

  it("a table position is a point with an optional circle or oriented rectangle footprint", () => {
    expect(PositionSchema.safeParse({ kind: "table", x: 12.5, y: -3 }).success).toBe(true);
    expect(PositionSchema.safeParse({ kind: "table", x: 1, y: 2, footprint: { shape: "circle", radius: 0.5 } }).success).toBe(true);
    expect(PositionSchema.safeParse({ kind: "table", x: 1, y: 2, footprint: { shape: "rectangle", width: 2, height: 1, angle: 30 } }).success).toBe(true);
    expect(PositionSchema.safeParse({ kind: "table", x: 1, y: 2, footprint: { shape: "circle", radius: 0 } }).success).toBe(false);
    expect(PositionSchema.safeParse({ kind: "table", x: 1 }).success).toBe(false);
    expect(PositionSchema.safeParse({ kind: "table", x: 1, y: 2, hexId: "1C3" }).success).toBe(false);
    expect(PositionSchema.safeParse({ kind: "sphere", x: 1, y: 2 }).success).toBe(false);
  });

  it("the wrong-geometry reason names the system and what to give", () => {
    expect(toWrongGeometryReason("Firepower", "hex")).toBe("Firepower is played on hexes; give hexId or q and r");
    expect(toWrongGeometryReason("Flames of War", "table")).toBe("Flames of War is played on a table; give a table position (x and y)");
  });
});

describe("sighting job viewpoints", () => {
  it("the old hex shape (no kind) still parses, to itself: the job id of an old payload does not move", () => {
    const old = { hexId: "1C3", posture: "stand" };
    expect(JobViewpointSchema.parse(old)).toEqual(old);
    const payload = { rulesetId: "firepower", map: { id: "m" }, units: [old, { q: 1, r: 2, level: 1, posture: "prone", upHeight: 3 }] };
    expect(JobSchemas.sighting.payload.parse(payload)).toEqual(payload);
  });

  it("kind hex and kind table are both viewpoints; a hex without a place or an unknown kind is refused", () => {
    expect(JobViewpointSchema.safeParse({ kind: "hex", q: 0, r: 0, posture: "stand" }).success).toBe(true);
    expect(JobViewpointSchema.safeParse({ kind: "table", x: 3, y: 4, footprint: { shape: "circle", radius: 1 } }).success).toBe(true);
    const none = JobViewpointSchema.safeParse({ posture: "stand" });
    expect(none.success ? [] : none.error.issues.map((i) => i.message)).toEqual(["give either hexId or both q and r"]);
    expect(JobViewpointSchema.safeParse({ kind: "table", hexId: "1C3", posture: "stand" }).success).toBe(false);
    expect(JobViewpointSchema.safeParse({ kind: "point", x: 1, y: 1 }).success).toBe(false);
  });
});
