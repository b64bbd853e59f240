import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, validateMapDocument } from "@tactica/map";
import { toIssueTarget } from "./to-issue-target";

describe("toIssueTarget", () => {
  const doc = {
    ...createFirepowerSampleMap(),
    hexes: [{ hex: { q: 1, r: 2 }, height: 1.5 }],
    hexsides: [{ hex: { q: 0, r: 1 }, dir: 2, features: [{ type: "Moat" }] }],
  };

  it("points a bad hex field at its hex and a bad hexside feature at its hexside (paths from validateMapDocument)", () => {
    const v = validateMapDocument(doc);
    expect(v.ok).toBe(false);
    const issues = v.ok ? [] : v.issues;
    const height = issues.find((i) => i.path === "hexes[0].height");
    const feature = issues.find((i) => i.path.startsWith("hexsides[0].features[0]"));
    expect(toIssueTarget(doc, height?.path ?? "")).toEqual({ kind: "hex", hex: { q: 1, r: 2 }, key: "1,2" });
    expect(toIssueTarget(doc, feature?.path ?? "")).toEqual({ kind: "hexside", hex: { q: 0, r: 1 }, dir: 2, key: "0,1,2" });
  });

  it("returns none for paths that name no hex", () => {
    expect(toIssueTarget(doc, "orientation")).toEqual({ kind: "none" });
    expect(toIssueTarget(doc, "(root)")).toEqual({ kind: "none" });
    expect(toIssueTarget(doc, "hexes[9].terrain")).toEqual({ kind: "none" });
  });
});
