import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import type { Direction, Hex } from "@tactica/hex";
import { toCanonicalHexside } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import { HEIGHT_HEXSIDE_MF, MAX_CROSSABLE_HEXSIDE } from "../tables/advanced-leg-mf";
import type { Board } from "../core/board";
import type { Soldier } from "../state/types";
import { checkOutsideOpening } from "./outside-openings";

/** The storey a soldier stands on: 0 (ground, or outside buildings) unless he is on another floor [8.2.1]. */
export function storeyOf(s: Soldier): number {
  return s.storey ?? 0;
}

/** A key naming one building opening: its canonical hexside and storey. */
export function openingKey(hex: Hex, dir: number, storey: number): string {
  const c = toCanonicalHexside(hex, dir as Direction);
  return `${c.hex.q},${c.hex.r},${c.dir}@${storey}`;
}

/** Most soldiers who may cross one window in an Impulse Phase [11.1.3]. */
export const WINDOW_CROSSINGS_PER_PHASE = 4;

/** Openings soldiers may be moved through when open [8.2.3, 11.1.3]; a breach is always open. */
const OPENINGS = new Set(["door", "window", "breach"]);
/** Hexside features that must be climbed, not crossed, when over 2 heights high [11.1.3]. */
const CLIMB_OVER_2 = new Set(["fence", "wall", "roadblock", "barricade"]);
/** Highest fence, roofless wall or roadblock that may be crossed [11.1.3]. */
const MAX_CROSSABLE_FENCE = 2;

/**
 * An Advanced step that may be taken: the height hexside crossed and its extra MF, with the chart cell's provenance,
 * and the window crossed (its opening key), if any.
 */
export type AdvancedStep = { readonly heightHexside: number; readonly extra: number; readonly provenance?: Provenance; readonly window?: string };

/**
 * Advanced Game: what moving from the soldier's hex across hexside `dir` (0-5) into `ahead` involves beyond entering a
 * hex. He stays on his storey: inside a building the next hex must have that floor [8.2.1], and a soldier on an upper
 * floor leaves the building only by the stairs [11.1.8]. Walls of his storey stop him; doors and windows must be open
 * (crossed on a hexside by entering the new hex, 11.1.3). A fence, roofless wall or roadblock over 2 heights must be
 * climbed [11.1.3], as must a height hexside of 11 heights or more [11.1.4, 11.2.4] (climbing is not in play). A
 * height hexside of 1-10 heights (the floors' difference) costs the Leg MF chart's extra MF by posture [11.1.4]:
 * that chart is missing, so `firepower/height_hexside_mf` holds placeholders a rulings pack can replace.
 */
export function checkAdvancedStep(
  board: Board, s: Soldier, dir: number, ahead: Hex, tables?: ReadonlyMap<string, AnyTable>, windowCrossings?: Readonly<Record<string, number>>,
  rise: { readonly from: number; readonly to: number } = { from: 0, to: 0 }, // 8.8.7: a cave top's 3 heights (caves.ts caveTopRise)
): Check & { step?: AdvancedStep } {
  const storey = storeyOf(s);
  const into = board.storeysOf(ahead);
  if (into.length > 0 && !into.includes(storey)) return reject("move/no_floor", `the next hex has no storey ${storey} to walk onto: use the stairs`, "Firepower 8.2.1, 11.1.8");
  if (into.length === 0 && storey !== 0) return reject("move/upper_floor", "a soldier on another floor leaves the building by the stairs first", "Firepower 11.1.8");
  const wall = board.levelSide(s.hex, dir, storey);
  if (wall && !OPENINGS.has(wall.type)) return reject("move/wall", `a ${wall.type} stands on that hexside: soldiers move only through open doors and windows`, "Firepower 8.2.3, 8.2.4, 11.1.3");
  if (wall && !wall.open && wall.type !== "breach") return reject("move/closed_opening", `the ${wall.type} on that hexside is closed: open it first`, "Firepower 11.1.3, 11.1.9");
  // 11.1.3: doors and windows on hexsides outside buildings must be open too (outside-openings.ts).
  const outside: Check & { window?: string } = wall ? OK : checkOutsideOpening(board, s, dir, windowCrossings);
  if (!outside.ok) return outside;
  const window = wall?.type === "window" ? openingKey(s.hex, dir, storey) : outside.window;
  if (window && (windowCrossings?.[window] ?? 0) >= WINDOW_CROSSINGS_PER_PHASE) {
    return reject("move/window_full", `no more than ${WINDOW_CROSSINGS_PER_PHASE} soldiers may cross one window in an Impulse Phase`, "Firepower 11.1.3");
  }
  for (const f of board.sideFeatureHeights(s.hex, dir)) {
    if (OPENINGS.has(f.type)) continue;
    if (CLIMB_OVER_2.has(f.type) && f.height > MAX_CROSSABLE_FENCE) {
      return reject("move/must_climb", `a ${f.type} ${f.height} heights high must be climbed, not crossed (climbing over it is not in play)`, "Firepower 11.1.3, 11.1.11");
    }
  }
  const from = board.floorOf(s.hex, storey), to = board.floorOf(ahead, storey);
  const height = from === undefined || to === undefined ? 0 : Math.abs(to + rise.to - (from + rise.from));
  if (height > MAX_CROSSABLE_HEXSIDE) {
    return reject("move/must_climb", `a hexside of ${height} heights must be climbed, not crossed (climbing a hexside is not in play)`, "Firepower 11.1.4, 11.2.4");
  }
  const through = window ? { window } : {};
  if (height === 0) return { ...OK, step: { heightHexside: 0, extra: 0, ...through } };
  const cell = lookup(tableOf(tables, HEIGHT_HEXSIDE_MF), { height, posture: s.posture });
  if (!cell.ok) throw new Error(`firepower/height_hexside_mf: no cell for height ${height}, ${s.posture}`);
  return { ...OK, step: { heightHexside: height, extra: cell.value, provenance: cell.provenance, ...through } };
}
