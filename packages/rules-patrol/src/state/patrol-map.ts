import type { CompiledMap } from "@tactica/map";
import { toPatrolTestMap } from "../sighting/test-map";
import { toHex } from "./hex-id";
import type { EntryState } from "./slices";
import { isDrawnExitHex } from "./map-sections";

/** A Patrol board as plain data: printed column/row box, non-clear hexes and slope hexsides (pairs of hex numbers). */
export type MapSpec = {
  readonly id: string;
  readonly provenance: "placeholder";
  readonly box: { readonly c0: number; readonly c1: number; readonly r0: number; readonly r1: number };
  readonly terrain: Readonly<Record<string, "rough-1" | "rough-2">>;
  readonly slopes: readonly (readonly [string, string])[];
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A placeholder board (the real section art is not in the text): `cols` x `rows` printed hexes from 0101, with a
 * deterministic sprinkle of Rough #1 (~12%), Rough #2 (~5%) and slope hexsides (~3%) from an integer hash.
 */
export function createPlaceholderMap(cols: number, rows: number): MapSpec {
  const terrain: Record<string, "rough-1" | "rough-2"> = {};
  const slopes: [string, string][] = [];
  for (let c = 1; c <= cols; c++) {
    for (let r = 1; r <= rows; r++) {
      const h = ((c * 73856093) ^ (r * 19349663)) >>> 0;
      const id = `${pad(c)}${pad(r)}`;
      const k = h % 100;
      if (k < 5) terrain[id] = "rough-2";
      else if (k < 17) terrain[id] = "rough-1";
      if ((h >>> 8) % 100 < 3 && r < rows) slopes.push([id, `${pad(c)}${pad(r + 1)}`]);
    }
  }
  return { id: `patrol-placeholder-${cols}x${rows}`, provenance: "placeholder", box: { c0: 1, c1: cols, r0: 1, r1: rows }, terrain, slopes };
}

const compiled = new WeakMap<MapSpec, CompiledMap>();
const slopeSets = new WeakMap<MapSpec, Set<string>>();

/** The compiled map of a spec (memoized per spec object; the spec is immutable match data). */
export function toCompiledMap(spec: MapSpec): CompiledMap {
  let m = compiled.get(spec);
  if (!m) {
    m = toPatrolTestMap(spec.box, spec.terrain, spec.slopes);
    compiled.set(spec, m);
  }
  return m;
}

/** True when a printed hex is on the board. */
export function isOnMap(spec: MapSpec, id: string): boolean {
  const c = Number(id.slice(0, 2)), r = Number(id.slice(2));
  return c >= spec.box.c0 && c <= spec.box.c1 && r >= spec.box.r0 && r <= spec.box.r1;
}

/** The terrain of a hex (clear unless listed). */
export function terrainAt(spec: MapSpec, id: string): "clear" | "rough-1" | "rough-2" {
  return spec.terrain[id] ?? "clear";
}

/** True when the hexside between two adjacent hexes is a slope. */
export function isSlope(spec: MapSpec, a: string, b: string): boolean {
  let set = slopeSets.get(spec);
  if (!set) {
    set = new Set(spec.slopes.flatMap(([x, y]) => [`${x}|${y}`, `${y}|${x}`]));
    slopeSets.set(spec, set);
  }
  return set.has(`${a}|${b}`);
}

/** True when a hex lies on a side's own map edge (α: the top row, β: the bottom row). */
export function isHomeEdge(spec: MapSpec, id: string, side: "alpha" | "bravo"): boolean {
  const r = Number(id.slice(2));
  return side === "alpha" ? r === spec.box.r0 : r === spec.box.r1;
}

/** True when a man of `side` may exit the map from `id`: the solitaire exit hexes [28.62], else his own edge. */
export function isExitHex(game: { readonly map: MapSpec; readonly solitaire?: { readonly exits: readonly string[] }; readonly entry?: EntryState }, id: string, side: "alpha" | "bravo"): boolean {
  // 26.2 g, 26.56 d: a side that drew an exit chit leaves only through that edge section.
  return game.solitaire && side === "alpha" ? game.solitaire.exits.includes(id) : isDrawnExitHex(game, id, side) ?? isHomeEdge(game.map, id, side);
}

/** Axial hex of a printed id (re-exported for callers of the map helpers). */
export { toHex };
