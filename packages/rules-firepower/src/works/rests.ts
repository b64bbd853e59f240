// Firepower 10.7(10): rests. "A weapon is at rest in a hex where something of the same height as the soldier [his
// head] in the hex on which to rest the weapon is available": the lip of his foxhole or trench, a window sill, the top
// of a fence, wall or roadblock on a side of his hex, the edge of higher ground. "Of the same height": equal to his head
// height (src/advanced/heights.ts `isRested` reads "reaches", >=; play follows the book's "same"). Up soldiers may not use rest. Used by
// 12.6.2 (bipod weapons fire at up to three hexes only when Prone or rested, multi-hex-fire.ts). The posture columns'
// "rest only" notes of 12.2.1 are on the missing Weapon Charts: no weapon in play has one, so none is applied.
import type { AnyTable } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import { tableOf } from "../fire/table-of";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import { DEPTHS } from "../tables/advanced-data";
import { boardOf } from "../core/board";
import { CLIMBED_FEATURES, groundOf } from "./climbing-terrain";
import { hexAhead } from "../core/geometry";
import { storeyOf } from "./heights-movement";
import type { FirepowerGame, Soldier } from "../state/types";
import { worksAt } from "./works";

/** What a soldier rests his weapon on, and on which hexside of his hex (1-6) when it is one [10.7(10)]. */
export type Rest = {
  readonly on: "works_lip" | "window_sill" | "fence_top" | "ground_edge";
  readonly side?: number;
  readonly rule: string;
};

const RULE = "Firepower 10.7(10)";

/**
 * Where his weapon rests, if anywhere [10.7(10)]: his head height (posture height, less the depth of the foxhole or
 * trench he is in) must equal the height of the thing rested on, measured from his hex's ground:
 * - the lip of his work (height 0): Standing in a deep foxhole or trench, Crouching in a shallow foxhole (the book's example);
 * - a window sill of his storey (height 1, "also +1 height"): Crouching in a building hex with a window (the book's example);
 * - the top of a fence, wall or roadblock on a side of his hex (its height, over the higher ground of the two hexes);
 * - the edge of an adjacent hex whose ground is exactly his head height above his (reading: the book's "etc.").
 * Up soldiers (climbing, 11.1.11), soldiers aboard vehicles and soldiers inside bunkers, pillboxes and towers get none
 * (the text names no rest there; a loophole is not listed as one).
 */
export function restOf(game: FirepowerGame, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Rest | undefined {
  if (s.up || s.riding || s.inFortification || s.eliminated) return undefined;
  const board = boardOf(game);
  const posture = FIREPOWER_POSTURE_HEIGHT[s.posture] ?? 0;
  const works = s.inWorks ? worksAt(game, s.hex) : undefined;
  if (works) {
    const depth = lookup(tableOf(tables, DEPTHS), { item: works.type });
    if (!depth.ok) throw new Error(`firepower/depths: no depth for ${works.type}`);
    // 10.7(10): "a Standing soldier ("+2") in a deep foxhole ("-2") could rest the weapon on the lip": his head at 0.
    return depth.value + posture === 0 ? { on: "works_lip", rule: RULE } : undefined;
  }
  const storey = storeyOf(s);
  if (board.storeysOf(s.hex).length > 0) {
    if (posture !== 1) return undefined;
    // 10.7(10): "a Crouching soldier ("+1") in a window hex (also "+1") could rest the weapon on the window sill".
    for (let side = 1; side <= 6; side += 1) if (board.levelSide(s.hex, side - 1, storey)?.type === "window") return { on: "window_sill", side, rule: RULE };
    return undefined;
  }
  if (storey !== 0 || posture === 0) return undefined;
  const here = groundOf(board, s.hex);
  for (let side = 1; side <= 6; side += 1) {
    const ahead = hexAhead(s.hex, side);
    const rise = board.has(ahead) ? Math.max(0, groundOf(board, ahead) - here) : 0;
    const fences = board.sideFeatureHeights(s.hex, side - 1).filter((f) => CLIMBED_FEATURES.has(f.type));
    if (fences.some((f) => rise + f.height === posture)) return { on: "fence_top", side, rule: RULE };
    if (fences.length === 0 && board.has(ahead) && board.storeysOf(ahead).length === 0 && rise === posture) return { on: "ground_edge", side, rule: RULE };
  }
  return undefined;
}

/** Whether a soldier's weapon is at rest [10.7(10)] (see `restOf`). */
export function hasRest(game: FirepowerGame, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): boolean {
  return restOf(game, s, tables) !== undefined;
}
