import { describe, it, expect } from "vitest";
import { createPatrolSampleMap } from "@tactica/map";
import { toMapRenderModel } from "./to-map-render-model";

describe("toMapRenderModel", () => {
  it("draws a valid document: one polygon per hex, the top section's ID on overlapping hexes", () => {
    const outcome = toMapRenderModel(JSON.parse(JSON.stringify(createPatrolSampleMap())));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    expect(outcome.model.hexes).toHaveLength(65);
    const labels = outcome.model.hexes.map((h) => h.label);
    expect(new Set(labels).size).toBe(65);
    expect(labels).toContain("0803");
    expect(labels).not.toContain("0703");
    expect(outcome.model.hexsides.map((s) => s.kind)).toEqual(["slope"]);
  });

  it("returns the validator's issues, with paths, for a bad document", () => {
    const bad = { ...createPatrolSampleMap(), orientation: "diagonal" };
    expect(toMapRenderModel(bad)).toEqual({ ok: false, issues: [{ path: "orientation", message: "must be flat or pointy" }] });
  });

  it("rejects something that is not a map document at all", () => {
    const outcome = toMapRenderModel("not a map");
    expect(outcome).toEqual({ ok: false, issues: [{ path: "(root)", message: "a map document must be a JSON object" }] });
  });
});
