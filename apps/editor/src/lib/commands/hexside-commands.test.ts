import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, resolveMap } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { clearHexsideFeature, setHexsideFeature } from "./hexside-commands";

const sample = createFirepowerSampleMap();

describe("hexside commands", () => {
  it("sets a wall named from either hex of the side, and a door joins it", () => {
    const side = { hex: createHex(1, 1), dir: 3 as const }; // the same side as (1,2) dir 0
    const walled = checkInverse(sample, setHexsideFeature(sample, side, { type: "wall", height: 2 }));
    const withDoor = checkInverse(walled, setHexsideFeature(walled, { hex: createHex(1, 2), dir: 0 }, { type: "door", open: false }));
    expect(resolveMap(withDoor).hexsides.get("1,2,0")?.features.map((f) => f.type)).toEqual(["wall", "door"]);
    expect(setHexsideFeature(withDoor, side, { type: "wall", height: 2 }).ok).toBe(false);
  });

  it("clears one feature, then the side, and refuses features printed on a board", () => {
    const side = { hex: createHex(1, 1), dir: 3 as const };
    const a = checkInverse(sample, setHexsideFeature(sample, side, { type: "wall" }));
    const b = checkInverse(a, setHexsideFeature(a, side, { type: "window" }));
    const c = checkInverse(b, clearHexsideFeature(b, side, "window"));
    expect(resolveMap(c).hexsides.get("1,2,0")?.features).toEqual([{ type: "wall" }]);
    const d = checkInverse(c, clearHexsideFeature(c, side));
    expect(resolveMap(d).hexsides.has("1,2,0")).toBe(false);
    const printed = [...resolveMap(sample).hexsides.values()][0];
    expect(printed).toBeDefined();
    expect(clearHexsideFeature(sample, printed!.side)).toMatchObject({ ok: false });
  });
});
