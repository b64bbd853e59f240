import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, createSeededUrbanMap, resolveMap } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { addMarker, fillTerrain, paintTerrain, removeMarker, setHeight } from "./terrain-commands";

const sample = createFirepowerSampleMap();
const at = (doc: typeof sample, q: number, r: number) => resolveMap(doc).hexes.get(`${q},${r}` as never);

describe("terrain commands", () => {
  it("paints terrain as a map-level override and undoes to the exact original", () => {
    const hexes = [...resolveMap(sample).hexes.values()].slice(0, 5).map((h) => h.hex);
    const after = checkInverse(sample, paintTerrain(sample, hexes, "tree"));
    for (const h of hexes) expect(at(after, h.q, h.r)?.terrain).toBe("tree");
  });

  it("ignores hexes off the map and refuses a paint that changes nothing", () => {
    expect(paintTerrain(sample, [createHex(99, 99)], "tree")).toEqual({ ok: false, reason: "already tree" });
    const first = [...resolveMap(sample).hexes.values()][0];
    expect(paintTerrain(sample, [first!.hex], first!.terrain ?? "")).toMatchObject({ ok: false });
  });

  it("fills only the connected region of the start hex's terrain", () => {
    const urban = createSeededUrbanMap({ width: 12, height: 12, seed: 3 });
    const street = [...resolveMap(urban).hexes.values()].find((h) => h.terrain === "street");
    const after = checkInverse(urban, fillTerrain(urban, street!.hex, "rubble"));
    const before = [...resolveMap(urban).hexes.values()];
    const changed = before.filter((h) => resolveMap(after).hexes.get(`${h.hex.q},${h.hex.r}` as never)?.terrain !== h.terrain);
    expect(changed.length).toBeGreaterThan(1);
    expect(changed.every((h) => h.terrain === "street")).toBe(true);
  });

  it("sets heights and rejects non-integers", () => {
    const hex = createHex(0, 0);
    const after = checkInverse(sample, setHeight(sample, [hex], 5));
    expect(at(after, 0, 0)?.height).toBe(5);
    expect(setHeight(sample, [hex], 1.5).ok).toBe(false);
  });

  it("adds and removes markers, each undoable", () => {
    const hex = createHex(0, 0);
    const withSmoke = checkInverse(sample, addMarker(sample, hex, { type: "smoke", variant: "W" }));
    expect(at(withSmoke, 0, 0)?.markers).toEqual([{ type: "smoke", variant: "W" }]);
    const cleared = checkInverse(withSmoke, removeMarker(withSmoke, hex, "smoke"));
    expect(at(cleared, 0, 0)?.markers).toEqual([]);
    expect(removeMarker(sample, hex, "fire").ok).toBe(false);
  });
});
