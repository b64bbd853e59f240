import { fromOffset, toOffset } from "@tactica/hex";
import type { OffsetLayout } from "@tactica/hex";
import { MAP_SCHEMA_VERSION, resolveMap, validateMapDocument } from "@tactica/map";
import type { HexRecord, MapDocument, MapIssue } from "@tactica/map";

/** The subset of Tiled's JSON map format (hexagonal orientation) the editor reads and writes. */
export type TiledMap = {
  type: "map";
  orientation: "hexagonal";
  staggeraxis: "x" | "y";
  staggerindex: "odd" | "even";
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  hexsidelength: number;
  infinite: false;
  renderorder: "right-down";
  version: string;
  layers: TiledLayer[];
  tilesets: TiledTileset[];
  properties?: TiledProperty[];
};
type TiledLayer = { id: number; name: string; type: "tilelayer"; width: number; height: number; x: 0; y: 0; opacity: 1; visible: true; data: number[] };
type TiledTileset = { firstgid: number; name: string; tilecount: number; columns: 0; tilewidth: number; tileheight: number; tiles: { id: number; type: string }[] };
type TiledProperty = { name: string; type: "string" | "int"; value: string | number };

/** The property carrying our whole document, so export then import gives the same map exactly. */
export const TACTICA_PROPERTY = "tactica-map";
// Tiled keeps flip flags in the top bits of a gid.
const GID_MASK = 0x1fffffff;
const TILE_W = 60;

/** Exports a map as Tiled hexagonal JSON: a terrain and a height tile layer, plus our document as a property. */
export function toTiledMap(doc: MapDocument): TiledMap {
  const layout: OffsetLayout = { orientation: doc.orientation, parity: "even" };
  const hexes = [...resolveMap(doc).hexes.values()];
  const cells = hexes.map((h) => ({ h, o: toOffset(h.hex, layout) }));
  // Shift by an even number of staggered lines so the parity (and so the picture) is unchanged.
  const staggered = doc.orientation === "flat" ? "col" : "row";
  const evenFloor = (n: number) => n - (((n % 2) + 2) % 2);
  const minCol = Math.min(...cells.map((c) => c.o.col));
  const minRow = Math.min(...cells.map((c) => c.o.row));
  const col0 = staggered === "col" ? evenFloor(minCol) : minCol;
  const row0 = staggered === "row" ? evenFloor(minRow) : minRow;
  const width = Math.max(...cells.map((c) => c.o.col)) - col0 + 1;
  const height = Math.max(...cells.map((c) => c.o.row)) - row0 + 1;
  const terrains = [...new Set(hexes.map((h) => h.terrain ?? "none"))].sort();
  const heights = [...new Set(hexes.map((h) => h.height))].sort((a, b) => a - b);
  const terrainData = new Array<number>(width * height).fill(0);
  const heightData = new Array<number>(width * height).fill(0);
  const heightGid0 = 1 + terrains.length;
  for (const { h, o } of cells) {
    const i = (o.row - row0) * width + (o.col - col0);
    terrainData[i] = 1 + terrains.indexOf(h.terrain ?? "none");
    heightData[i] = heightGid0 + heights.indexOf(h.height);
  }
  const tileset = (firstgid: number, name: string, types: string[]): TiledTileset =>
    ({ firstgid, name, tilecount: types.length, columns: 0, tilewidth: TILE_W, tileheight: TILE_W, tiles: types.map((type, id) => ({ id, type })) });
  const layer = (id: number, name: string, data: number[]): TiledLayer =>
    ({ id, name, type: "tilelayer", width, height, x: 0, y: 0, opacity: 1, visible: true, data });
  return {
    type: "map", version: "1.10", orientation: "hexagonal", renderorder: "right-down", infinite: false,
    staggeraxis: staggered === "col" ? "x" : "y", staggerindex: "even", width, height,
    tilewidth: TILE_W, tileheight: Math.round(TILE_W * 0.866), hexsidelength: TILE_W / 2,
    layers: [layer(1, "terrain", terrainData), layer(2, "height", heightData)],
    tilesets: [tileset(1, "terrain", terrains), tileset(heightGid0, "height", heights.map((x) => `height:${x}`))],
    properties: [
      { name: TACTICA_PROPERTY, type: "string", value: JSON.stringify(doc) },
      { name: "originCol", type: "int", value: col0 },
      { name: "originRow", type: "int", value: row0 },
    ],
  };
}

/** Imports Tiled JSON: our embedded document when present, else a map built from the terrain and height layers. */
export function fromTiledMap(json: unknown, id = "tiled-import"): { ok: true; map: MapDocument } | { ok: false; issues: MapIssue[] } {
  const tiled = json as Partial<TiledMap> | null;
  if (tiled === null || typeof tiled !== "object" || tiled.orientation !== "hexagonal") {
    return { ok: false, issues: [{ path: "orientation", message: "not a Tiled hexagonal map" }] };
  }
  const embedded = tiled.properties?.find((p) => p.name === TACTICA_PROPERTY)?.value;
  if (typeof embedded === "string") return validateMapDocument(JSON.parse(embedded) as unknown);
  const layers = tiled.layers ?? [];
  const terrainLayer = layers.find((l) => l.type === "tilelayer" && l.name !== "height");
  if (terrainLayer === undefined) return { ok: false, issues: [{ path: "layers", message: "no tile layer" }] };
  const heightLayer = layers.find((l) => l.type === "tilelayer" && l.name === "height");
  const typeOf = toGidTypes(tiled.tilesets ?? []);
  const orientation = tiled.staggeraxis === "y" ? "pointy" : "flat";
  const layout: OffsetLayout = { orientation, parity: tiled.staggerindex === "odd" ? "odd" : "even" };
  const prop = (name: string) => Number(tiled.properties?.find((p) => p.name === name)?.value ?? 0);
  const hexes: HexRecord[] = [];
  terrainLayer.data.forEach((raw, i) => {
    const gid = raw & GID_MASK;
    if (gid === 0) return;
    const col = (i % terrainLayer.width) + prop("originCol");
    const row = Math.floor(i / terrainLayer.width) + prop("originRow");
    const terrain = typeOf(gid);
    const heightType = heightLayer === undefined ? undefined : typeOf((heightLayer.data[i] ?? 0) & GID_MASK);
    const height = heightType?.startsWith("height:") ? Number(heightType.slice(7)) : 0;
    hexes.push({ hex: fromOffset({ col, row }, layout), ...(terrain && terrain !== "none" ? { terrain } : {}), ...(height !== 0 ? { height } : {}) });
  });
  return validateMapDocument({ schemaVersion: MAP_SCHEMA_VERSION, id, name: id, provenance: "user", orientation, hexes });
}

function toGidTypes(tilesets: readonly TiledTileset[]): (gid: number) => string | undefined {
  const sorted = [...tilesets].sort((a, b) => b.firstgid - a.firstgid);
  return (gid) => {
    const set = sorted.find((s) => gid >= s.firstgid);
    const tile = set?.tiles.find((t) => t.id === gid - set.firstgid) as { type?: string; class?: string } | undefined;
    return tile?.type ?? tile?.class;
  };
}
