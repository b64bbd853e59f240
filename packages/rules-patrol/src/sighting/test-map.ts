import { fromOffset } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import type { CompiledMap, HexRecord, HexsideRecord, MapDocument } from "@tactica/map";
import { compileMap } from "@tactica/map";

/** The column parity the digest infers from the 9.3 example (odd columns half a hex higher, digest §2.2). */
export const PATROL_TEST_LAYOUT = { orientation: "flat", parity: "even" } as const;

/** Axial hex of a printed Patrol hex number "XXYY" (column XX, row YY) under PATROL_TEST_LAYOUT. */
export function toPatrolHex(id: string): Hex {
  return fromOffset({ col: Number(id.slice(0, 2)), row: Number(id.slice(2)) }, PATROL_TEST_LAYOUT);
}

/**
 * A compiled Patrol test map covering printed columns c0..c1 and rows r0..r1: every hex clear unless
 * `terrain` names it, plus slope hexsides given as pairs of printed numbers (terrain invented for tests).
 */
export function toPatrolTestMap(
  box: { c0: number; c1: number; r0: number; r1: number },
  terrain: Readonly<Record<string, string>> = {}, slopes: readonly (readonly [string, string])[] = [],
): CompiledMap {
  const hexes: HexRecord[] = [];
  for (let col = box.c0; col <= box.c1; col++) {
    for (let row = box.r0; row <= box.r1; row++) {
      const id = `${String(col).padStart(2, "0")}${String(row).padStart(2, "0")}`;
      hexes.push({ hex: fromOffset({ col, row }, PATROL_TEST_LAYOUT), terrain: terrain[id] ?? "clear" });
    }
  }
  const dirs = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]] as const;
  const hexsides: HexsideRecord[] = slopes.map(([a, b]) => {
    const ha = toPatrolHex(a), hb = toPatrolHex(b);
    const dir = dirs.findIndex(([dq, dr]) => ha.q + dq === hb.q && ha.r + dr === hb.r);
    if (dir < 0) throw new Error(`${a} and ${b} are not adjacent`);
    return { hex: ha, dir, features: [{ type: "slope" as const }] };
  });
  const doc: MapDocument = { schemaVersion: 2, id: "patrol-test", provenance: "placeholder", orientation: "flat", hexes, hexsides };
  return compileMap(doc);
}
