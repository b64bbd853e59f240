import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, createSeededUrbanMap, resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { fromTiledMap, TACTICA_PROPERTY, toTiledMap } from "./tiled-map";

/** Terrain and height per axial hex: what a Tiled tile map can carry. */
function toTerrainTable(doc: MapDocument): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, h] of resolveMap(doc).hexes) out[key] = `${h.terrain ?? "none"}@${h.height}`;
  return out;
}

describe("Tiled JSON import/export", () => {
  for (const [name, doc] of [
    ["Firepower sample (two panels, one turned)", createFirepowerSampleMap()],
    ["seeded urban 14x12", createSeededUrbanMap({ width: 14, height: 12, seed: 5 })],
  ] as const) {
    it(`round trip: export, import, same map (${name})`, () => {
      const tiled = JSON.parse(JSON.stringify(toTiledMap(doc))) as unknown;
      const back = fromTiledMap(tiled);
      expect(back).toEqual({ ok: true, map: doc });
    });

    it(`a plain Tiled map (no embedded document) keeps every hex's terrain and height (${name})`, () => {
      const tiled = toTiledMap(doc);
      tiled.properties = tiled.properties?.filter((p) => p.name !== TACTICA_PROPERTY);
      const back = fromTiledMap(tiled);
      if (!back.ok) throw new Error(JSON.stringify(back.issues));
      expect(toTerrainTable(back.map)).toEqual(toTerrainTable(doc));
    });
  }

  it("exports a hexagonal map Tiled can open: stagger by columns for flat-topped hexes, one gid per cell", () => {
    const tiled = toTiledMap(createFirepowerSampleMap());
    expect(tiled).toMatchObject({ orientation: "hexagonal", staggeraxis: "x", staggerindex: "even" });
    expect(tiled.layers[0]?.data).toHaveLength(tiled.width * tiled.height);
  });

  it("rejects what is not a hexagonal Tiled map", () => {
    expect(fromTiledMap({ orientation: "orthogonal" })).toMatchObject({ ok: false });
    expect(fromTiledMap(null)).toMatchObject({ ok: false });
  });
});
