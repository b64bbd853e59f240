import { DIR_Q, DIR_R } from "@tactica/hex";
import type { CompiledMap } from "@tactica/map";
import { FLAG_SMOKE, SIDE_OPEN } from "@tactica/map";
import type { LosOutcome, Provenance } from "@tactica/sighting";
import { toLosError } from "@tactica/sighting";
import type { FirepowerLosOptions } from "./firepower-los-options";
import { DEFAULT_TREE_HEIGHT, FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "./firepower-terrain";

const NONE = -32768;

/** Per-cell and per-side LOS facts for Firepower, in flat arrays indexed like the compiled map. */
export type FirepowerCells = {
  readonly ground: Int16Array;
  /** Top of a stump or the well (solid, 1 height), else NONE. */
  readonly solidTop: Int16Array;
  /** Top of the highest friendly soldier's head in the hex (12.1.4.3), else NONE. */
  readonly friendTop: Int16Array;
  /** Top of the trees in the hex, else NONE. */
  readonly treeTop: Int16Array;
  /** Smoke modifier of the hex (0, 2 or 3). */
  readonly smokeMod: Int8Array;
  /** Building id per cell (index in map.buildings), -1 outside buildings. */
  readonly bld: Int32Array;
  /** Highest ceiling/roof of the hex's building levels, else NONE. */
  readonly roofTop: Int16Array;
  /** Per side slot: 0 nothing / open, 1 solid obstacle (fence, wall...), 2 hedge (hinders). */
  readonly sideKind: Uint8Array;
  /** Per side slot: absolute top of the feature (lower adjoining ground + feature height). */
  readonly sideTop: Int16Array;
  /** Provenance of the tree height when it is the placeholder default. */
  readonly treeProvenance?: Provenance;
};

/** Builds the Firepower LOS arrays from a compiled map and the match's options (trees, smoke). */
export function createFirepowerCells(map: CompiledMap, options: FirepowerLosOptions): LosOutcome<FirepowerCells> {
  const n = map.cellCount;
  const ground = map.groundHeight;
  const solidTop = new Int16Array(n).fill(NONE);
  const treeTop = new Int16Array(n).fill(NONE);
  const smokeMod = new Int8Array(n);
  const roofTop = new Int16Array(n).fill(NONE);
  const treeHeight = options.treeHeight ?? DEFAULT_TREE_HEIGHT;
  for (let c = 0; c < n; c++) {
    const def = FIREPOWER_TERRAIN[map.terrainIds[map.terrain[c]!] ?? ""];
    const h = typeof def?.height === "number" ? def.height : 0;
    if (def?.los === "tree") treeTop[c] = ground[c]! + treeHeight;
    else if (def?.los === "solid") solidTop[c] = ground[c]! + h;
    // 12.2.7: F/M smoke and fire +3, W smoke +2; a smoke marker on the map names its kind in `variant`.
    if ((map.flags[c]! & FLAG_SMOKE) !== 0) smokeMod[c] = map.markers.get(c)?.some((m) => m.type === "fire" || (m.type === "smoke" && m.variant !== "W")) ? 3 : 2;
    for (let i = 0; i < map.levelCount[c]!; i++) roofTop[c] = Math.max(roofTop[c]!, map.levelCeiling[map.levelStart[c]! + i]!);
  }
  for (const s of options.smoke ?? []) {
    const c = map.indexOf(s.hex.q, s.hex.r);
    if (c < 0) return toLosError("los/off_map", `smoke hex (${s.hex.q}, ${s.hex.r}) is not on the map`, "Firepower 12.2.7");
    smokeMod[c] = s.source === "W" ? 2 : 3;
  }
  const friendTop = new Int16Array(n).fill(NONE);
  for (const f of options.friendlies ?? []) {
    const c = map.indexOf(f.hex.q, f.hex.r);
    if (c < 0) return toLosError("los/off_map", `friendly soldier hex (${f.hex.q}, ${f.hex.r}) is not on the map`, "Firepower 12.1.4.3");
    friendTop[c] = Math.max(friendTop[c]!, ground[c]! + f.headHeight);
  }
  const { sideKind, sideTop } = createSides(map);
  return {
    ok: true,
    value: {
      ground, solidTop, friendTop, treeTop, smokeMod, bld: labelBuildings(map), roofTop, sideKind, sideTop,
      ...(options.treeHeight === undefined
        ? { treeProvenance: { kind: "placeholder", note: `tree height ${DEFAULT_TREE_HEIGHT}: the scenario sets tree heights (Firepower 8.2.2)` } as const }
        : {}),
    },
  };
}

function createSides(map: CompiledMap): { sideKind: Uint8Array; sideTop: Int16Array } {
  const slots = map.cellCount * 3;
  const sideKind = new Uint8Array(slots);
  const sideTop = new Int16Array(slots);
  for (let slot = 0; slot < slots; slot++) {
    const code = map.sideCode[slot]!;
    if (code === 0 || (map.sideFlags[slot]! & SIDE_OPEN) !== 0) continue;
    const def = FIREPOWER_FEATURES[map.featureTypes[code] ?? ""];
    if (!def || !(def.blocks || def.hinders)) continue;
    const owner = (slot / 3) | 0, dir = slot % 3;
    const other = map.cellOf(map.qOf(owner) + DIR_Q[dir]!, map.rOf(owner) + DIR_R[dir]!);
    const base = other < 0 ? map.groundHeight[owner]! : Math.min(map.groundHeight[owner]!, map.groundHeight[other]!);
    sideKind[slot] = def.blocks ? 1 : 2;
    sideTop[slot] = base + map.sideHeight[slot]!;
  }
  return { sideKind, sideTop };
}

// Building ids: the map's own buildings (their footprint hexes), so two buildings sharing a hexside stay two
// buildings [12.1.6]. Any hex with levels that no building lists (not expected) gets an id of its own.
function labelBuildings(map: CompiledMap): Int32Array {
  const bld = new Int32Array(map.cellCount).fill(-1);
  map.buildings.forEach((b, i) => {
    for (const h of b.hexes) {
      const c = map.cellOf(h.q, h.r);
      if (c >= 0) bld[c] = i;
    }
  });
  let next = map.buildings.length;
  for (let c = 0; c < map.cellCount; c++) if (map.levelCount[c]! > 0 && bld[c] === -1) bld[c] = next++;
  return bld;
}
