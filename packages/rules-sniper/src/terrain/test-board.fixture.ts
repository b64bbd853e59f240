// Invented boards for the tests (the Sniper! map sheets are not in the text): a parallelogram of hexes and
// optional buildings, as a @tactica/map document.
import type { Hex } from "@tactica/hex";
import type { TerrainMode } from "../tables/index";
import { compileSniperBoard } from "./board";
import type { SniperBoard } from "./board";

export type FixtureLevel = { storey: number; roof?: boolean; sides?: { hex: Hex; dir: number; type: string }[] };
export type FixtureBuilding = { id: string; hexes: Hex[]; levels: FixtureLevel[]; stairs?: { hex: Hex; from: number; to: number; kind?: "stairs" | "ladder" }[] };

/** A document of `cols` x `rows` axial hexes (q 0..cols-1, r 0..rows-1), terrain by hex key "q,r", and buildings. */
export function fixtureDocument(spec: { cols: number; rows: number; terrain?: Record<string, string>; markers?: Record<string, string[]>; buildings?: FixtureBuilding[]; hexsides?: { hex: Hex; dir: number; features: { type: string }[] }[] }): unknown {
  const hexes = [];
  for (let q = 0; q < spec.cols; q++) for (let r = 0; r < spec.rows; r++) {
    const key = `${q},${r}`;
    const terrain = spec.terrain?.[key];
    const markers = spec.markers?.[key];
    hexes.push({ hex: { q, r }, ...(terrain ? { terrain } : {}), ...(markers ? { markers: markers.map((type) => ({ type })) } : {}) });
  }
  return {
    schemaVersion: 2, id: "sniper-fixture", system: "sniper", provenance: "placeholder", orientation: "flat", hexes,
    ...(spec.hexsides ? { hexsides: spec.hexsides } : {}),
    ...(spec.buildings ? { buildings: spec.buildings.map((b) => ({ ...b, levels: b.levels.map((l) => ({ floor: l.storey * 4, ceiling: l.storey * 4 + 4, ...l })) })) } : {}),
  };
}

/** Compile a fixture or fail the test. */
export function fixtureBoard(spec: Parameters<typeof fixtureDocument>[0], mode: TerrainMode = "open"): SniperBoard {
  const c = compileSniperBoard(fixtureDocument(spec), mode);
  if (!c.ok) throw new Error(JSON.stringify(c.issues));
  return c.board;
}
