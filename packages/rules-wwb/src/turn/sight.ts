// Whether one soldier sees another in play (WWB 5.0 Field of view, 6.0). INTERIM: the spotting chapter's pure
// functions (src/spotting, the other half of this package) replace the judgement below as they land; until then
// this is a minimal reading of 6.0 on the board: the 180-degree arc, night range, woods per MegaHex, barriers
// along the target's hexsides by the Rule of Levels, and identification by a Spotting Test.
import { hexLineHexes } from "@tactica/hex";
import { inFrontArc, interiorMegahex, megahexesOf, megahexKey, mhxRange, neighbor } from "../grids/index";
import { barrierBetween, colourAt, inWoods, isOnMap } from "../state/index";
import { TARGET_LEVEL } from "../tables/index";
import type { Board, SideId, Soldier, WwbGame } from "../state/index";

/** The basic visual range at night (WWB 6.0 Visual Range): full moon 4 MHx (Sniper, Radio Operator 6), new moon 2 (3). */
function visualRange(game: WwbGame, s: Soldier): number {
  if (game.illumination === "day") return Infinity;
  const keen = s.specialist === "sniper" || s.specialist === "radio";
  const base = game.illumination === "full_moon" ? (keen ? 6 : 4) : (keen ? 3 : 2);
  return base + (s.skills.observation ?? 0);
}

/** The highest Cover Level of a barrier on the target's hexsides that faces the spotter (digest 4.1: cover is directional). */
export function coverFacing(board: Board, target: Soldier, spotter: Soldier): number {
  let best = colourAt(board, target.hex) === "red" ? 0.5 : -1;
  for (let d = 0; d < 6; d++) {
    const n = neighbor(target.hex, d);
    const b = barrierBetween(board, target.hex, n);
    if (b && inFrontArc(target.hex, d, spotter.hex) && !(n.q === spotter.hex.q && n.r === spotter.hex.r)) best = Math.max(best, b.cover);
  }
  return best;
}

/** Whether a wooded MegaHex lies between the two (WWB 6.0: a 2 CL barrier). */
function woodsBetween(board: Board, a: Soldier, b: Soldier): boolean {
  const ends = new Set([...megahexesOf(board.megahex, a.hex), ...megahexesOf(board.megahex, b.hex)].map(megahexKey));
  for (const h of hexLineHexes(a.hex, b.hex)) {
    for (const m of megahexesOf(board.megahex, h)) if (!ends.has(megahexKey(m)) && board.woods.includes(megahexKey(m)) && colourAt(board, h) === "yellow") return true;
  }
  return false;
}

export type Sight = { readonly sees: boolean; readonly headOnly: boolean; readonly needsTest: boolean; readonly why: string };

/** What `spotter` makes of `target` now (see the file's note: interim reading of 6.0). */
export function sightOf(game: WwbGame, spotter: Soldier, target: Soldier): Sight {
  const no = (why: string, needsTest = false): Sight => ({ sees: false, headOnly: false, needsTest, why });
  if (!isOnMap(spotter) || !isOnMap(target) || spotter.health.condition === "loc" || spotter.health.condition === "bleeding") return no("not on the map or not conscious");
  if (!inFrontArc(spotter.hex, spotter.facing, target.hex)) return no("outside his 180-degree front arc [5.0]");
  const board = game.board;
  if (mhxRange(board.megahex, spotter.hex, target.hex, "nearest") > visualRange(game, spotter)) return no("beyond night visual range [6.0]");
  const same = (() => { const a = interiorMegahex(board.megahex, spotter.hex), b = interiorMegahex(board.megahex, target.hex); return !!a && !!b && a.q === b.q && a.r === b.r; })();
  const targetWood = inWoods(board, target.hex) && colourAt(board, target.hex) === "yellow";
  const spotterWood = inWoods(board, spotter.hex) && colourAt(board, spotter.hex) === "yellow";
  if (targetWood && !same) return no("a target within the woods is seen only from his own MHx [6.0 Wooded Area]", false);
  if (spotterWood && !same) return no("a spotter inside the woods sees only his own MHx [6.0 Wooded Area]");
  if (!same && woodsBetween(board, spotter, target)) return no("a wooded MHx between is a 2 CL barrier [6.0]");
  const cover = coverFacing(board, target, spotter);
  const tl = TARGET_LEVEL[target.stance];
  if (cover < 0) return { sees: true, headOnly: false, needsTest: false, why: "in the open: always visible [6.0 Definitions]" };
  if (cover >= 1) return no(`a barrier of ${cover} CL always hides the target [6.0 Cover Level]`);
  if (tl > cover) return { sees: true, headOnly: false, needsTest: false, why: "target level above cover level [6.0 Rule of Levels]" };
  const adjacent = mhxRange(board.megahex, spotter.hex, target.hex, "nearest") === 0 && hexLineHexes(spotter.hex, target.hex).length <= 2;
  if (cover === 0.5 && target.stance === "kneeling") {
    if (adjacent) return { sees: true, headOnly: true, needsTest: false, why: "adjacent to a kneeling target behind 1/2 CL: head only [6.0 Cover Level]" };
    return no("kneeling behind 1/2 CL: hidden (a Spotting Test may find him, Additional Rule) [6.0]", true);
  }
  return no("target level not above cover level [6.0 Rule of Levels]");
}

/** Whether `side` sees `target` now: one of its soldiers sees him, or it identified him this turn (WWB 6.0). */
export function sideSees(game: WwbGame, side: SideId, target: Soldier): boolean {
  if (target.side === side) return true;
  if (!isOnMap(target)) return true;
  if (game.identified[side].includes(target.id)) return true;
  return game.soldiers.some((s) => s.side === side && sightOf(game, s, target).sees);
}

/** The enemy soldiers `side` sees now. */
export const seenEnemies = (game: WwbGame, side: SideId): Soldier[] => game.soldiers.filter((s) => s.side !== side && isOnMap(s) && sideSees(game, side, s));

/** Who may read an event about `s`: everyone when the other side sees him, else his own side. */
export function audienceOf(game: WwbGame, s: Soldier): { visibleTo?: { side: string }[] } {
  const enemy: SideId = s.side === "allies" ? "axis" : "allies";
  return sideSees(game, enemy, s) ? {} : { visibleTo: [{ side: s.side }] };
}

