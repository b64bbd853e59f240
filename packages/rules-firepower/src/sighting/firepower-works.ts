import type { CompiledMap, Fortification } from "@tactica/map";

const NONE = -32768;

/** Defensive units with a height that block LOS through their hex or hexsides [12.1.5], in WORKS_KINDS order. */
export const WORKS_KINDS = ["tower", "roadblock", "block", "cave"] as const;

/** Per-cell defensive-unit facts for Firepower LOS, indexed like the compiled map. */
export type FirepowerWorks = {
  /** Floor of the dug work a soldier can be "in" (foxhole, trench, ditch), relative to the ground, else NONE. */
  readonly worksFloor: Int16Array;
  /** Absolute top of the highest height-bearing defensive unit in the hex, else NONE. */
  readonly worksTop: Int16Array;
  /** Index into WORKS_KINDS of the unit behind worksTop, -1 for none. */
  readonly worksKind: Int8Array;
};

/** Depth below the ground of a dug work [2.4, 8.8.2.1, 8.8.2.2, 8.8.5.3]; a map-given depth wins; undefined if not dug. */
export function toWorksDepth(f: Fortification): number | undefined {
  switch (f.type) {
    case "foxhole": return f.depth === "deep" ? 2 : 1;
    case "trench": return f.depth === undefined ? 2 : Math.abs(f.depth);
    case "ditch": return f.depth === undefined ? 5 : Math.abs(f.depth);
    default: return undefined;
  }
}

/** Height of a defensive unit that blocks through its hex [8.8.5.2 block 1, 8.8.5.4 roadblock 3, 8.8.6 tower 8]. */
export function toWorksHeight(f: Fortification): number | undefined {
  switch (f.type) {
    case "tower": return 8;
    case "block": return f.height ?? 1;
    case "roadblock": return f.height ?? 3;
    case "cave": return 3; // 8.8.7: "for outside the cave, consider that the hex is a hill hex 3 heights higher"
    // The book gives pillboxes, bunkers and barricades no height: they are obstacles [12.1.5] only when the
    // scenario (the map) gives one [8.2.2: "the scenario sets the height of ... roadblocks, etc."].
    case "pillbox":
    case "bunker":
    case "barricade":
      return f.height;
    default: return undefined;
  }
}

/** Precomputes dug-work floors and defensive-unit tops per cell, so the LOS kernel stays allocation-free. */
export function createFirepowerWorks(map: CompiledMap, ground: Int16Array): FirepowerWorks {
  const n = map.cellCount;
  const worksFloor = new Int16Array(n).fill(NONE);
  const worksTop = new Int16Array(n).fill(NONE);
  const worksKind = new Int8Array(n).fill(-1);
  for (const [c, list] of map.fortifications) {
    for (const f of list) {
      const depth = toWorksDepth(f);
      if (depth !== undefined) worksFloor[c] = worksFloor[c] === NONE ? -depth : Math.min(worksFloor[c]!, -depth);
      const h = toWorksHeight(f);
      if (h !== undefined && ground[c]! + h > worksTop[c]!) {
        worksTop[c] = ground[c]! + h;
        worksKind[c] = (WORKS_KINDS as readonly string[]).indexOf(f.type);
      }
    }
  }
  return { worksFloor, worksTop, worksKind };
}
