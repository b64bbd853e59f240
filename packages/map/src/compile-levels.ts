import { toCanonicalHexside } from "@tactica/hex";
import type { Direction } from "@tactica/hex";
import type { Building } from "./schema/map-document";

type Level = { storey: number; floor: number; ceiling: number };

/** Per-cell building levels and per-level hexside walls, packed into typed arrays. */
export type CompiledLevels = {
  levelCount: Uint8Array;
  levelStart: Int32Array;
  levelFloor: Int16Array;
  levelCeiling: Int16Array;
  levelNumber: Int8Array;
  levelStairs: Uint16Array;
  levelSides: Map<number, number>;
  roofTop: Int16Array;
};

/** Packs buildings into per-cell level arrays (levels sorted by storey) and a per-level side table. */
export function compileLevels(
  buildings: readonly Building[], cellCount: number, cellOf: (q: number, r: number) => number,
  sideSlotOf: (q: number, r: number, d: number) => number, codeOf: (type: string) => number,
): CompiledLevels {
  const perCell = new Map<number, Level[]>();
  for (const b of buildings) {
    for (const l of b.levels) {
      for (const h of l.hexes ?? b.hexes) {
        const c = cellOf(h.q, h.r);
        if (c < 0) continue;
        const list = perCell.get(c) ?? [];
        list.push({ storey: l.storey, floor: l.floor, ceiling: l.ceiling });
        perCell.set(c, list);
      }
    }
  }
  const levelCount = new Uint8Array(cellCount);
  const levelStart = new Int32Array(cellCount);
  const levelStairs = new Uint16Array(cellCount);
  const roofTop = new Int16Array(cellCount).fill(-32768);
  let total = 0;
  for (const list of perCell.values()) total += list.length;
  const levelFloor = new Int16Array(total);
  const levelCeiling = new Int16Array(total);
  const levelNumber = new Int8Array(total);
  let at = 0;
  for (const [c, list] of [...perCell.entries()].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a.storey - b.storey);
    levelStart[c] = at;
    levelCount[c] = list.length;
    for (const l of list) {
      levelFloor[at] = l.floor;
      levelCeiling[at] = l.ceiling;
      levelNumber[at] = l.storey;
      roofTop[c] = Math.max(roofTop[c]!, l.ceiling);
      at++;
    }
  }
  for (const b of buildings) {
    for (const s of b.stairs ?? []) {
      const c = cellOf(s.hex.q, s.hex.r);
      if (c < 0) continue;
      const lo = Math.min(s.from, s.to);
      const hi = Math.max(s.from, s.to);
      for (let i = 0; i < levelCount[c]! - 1; i++) {
        const storey = levelNumber[levelStart[c]! + i]!;
        if (storey >= lo && levelNumber[levelStart[c]! + i + 1]! <= hi) levelStairs[c] = levelStairs[c]! | (1 << i);
      }
    }
  }
  const levelSides = new Map<number, number>();
  for (const b of buildings) {
    for (const l of b.levels) {
      for (const s of l.sides ?? []) {
        const side = toCanonicalHexside(s.hex, s.dir as Direction);
        const slot = sideSlotOf(side.hex.q, side.hex.r, side.dir);
        if (slot < 0) continue;
        const packed = (codeOf(s.type) & 0x7fff) | (s.open ? 1 << 15 : 0) | ((s.height ?? 0) << 16);
        levelSides.set(slot * 16 + (l.storey + 1), packed);
      }
    }
  }
  return { levelCount, levelStart, levelFloor, levelCeiling, levelNumber, levelStairs, levelSides, roofTop };
}
