import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, resolveMap } from "@tactica/map";
import { resolveCached } from "./resolve-cached";

describe("resolveCached", () => {
  it("resolves a document once and a changed copy again", () => {
    const doc = createFirepowerSampleMap();
    const first = resolveCached(doc);
    expect(resolveCached(doc)).toBe(first);
    expect(first).toEqual(resolveMap(doc));
    const changed = { ...doc, name: "other" };
    expect(resolveCached(changed)).not.toBe(first);
  });
});
