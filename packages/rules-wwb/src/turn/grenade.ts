// Throwing a frag grenade in the open (WWB 8.5): up to 3 MHx (less over a 1 or 2 CL obstacle, more with Strength),
// Grey and Blue rolled for the landing, then the blast on the landing Hex and its two rings by each soldier's cover
// from it. The grenades chapter (src/grenades) gives the range, the landing and the blast die; this file measures
// the board and applies the results. Throws into buildings, smoke and charges are not in play.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { hexLineHexes } from "@tactica/hex";
import { directionTo, edgePolicyOf, facingToward, hxDistance, mhxRange, neighbor, onBoard } from "../grids/index";
import type { Hex } from "../grids/index";
import { applyFireResult } from "../fire/index";
import { blastDie, landing, maxThrow } from "../grenades/index";
import { barrierBetween, isOnMap, withSoldier } from "../state/index";
import type { Soldier, WwbGame } from "../state/index";
import { faceOf } from "../tables/index";
import type { BlastCover, DiceFaceSet } from "../tables/index";

/** The highest barrier on the line from thrower to target, as the 1 or 2 levels that shorten a throw (WWB 8.5). */
export function obstacleOnThrow(game: WwbGame, from: Hex, to: Hex): 0 | 1 | 2 {
  const line = hexLineHexes(from, to);
  let top = 0;
  for (let i = 0; i + 1 < line.length; i++) { const b = barrierBetween(game.board, line[i]!, line[i + 1]!); if (b && b.cover >= 1) top = Math.max(top, b.cover); }
  return top >= 2 ? 2 : top >= 1 ? 1 : 0;
}

/** The longest throw of `s` towards `to` in MHx (WWB 8.5; 11.0 Strength). */
export const throwRange = (game: WwbGame, s: Soldier, to: Hex): number => maxThrow("grenade", obstacleOnThrow(game, s.hex, to), (s.skills.strength ?? 0) as 0 | 1 | 2);

/** A soldier's cover from a blast: behind a hedge light, behind a wall hard, else open (WWB 8.5 step 4). */
function blastCover(game: WwbGame, s: Soldier, at: Hex): BlastCover {
  if (hxDistance(s.hex, at) === 0) return "open";
  const b = barrierBetween(game.board, s.hex, neighbor(s.hex, facingToward(s.hex, at)));
  return !b ? "open" : b.cover >= 1 ? "hard" : "light";
}

/** Step `n` hexes from `h` in direction d, stopping at the board's edge (a grenade lands on a Hex, 8.5). */
function walk(game: WwbGame, h: Hex, d: number, n: number): Hex {
  let at = h;
  for (let i = 0; i < n; i++) { const next = neighbor(at, d); if (!onBoard(game.board, next)) break; at = next; }
  return at;
}

/**
 * Throw: roll Grey and Blue, move the marker (forward and back along the throw; a scatter 3 Hx toward the Blue
 * direction, 1 = downwind and then clockwise: the scheme is lost, digest 13.1, reconstructed), blast both rings.
 */
export function throwGrenade(game: WwbGame, s: Soldier, to: Hex, dice: DiceSource, options: Readonly<Record<string, string>>, faces: DiceFaceSet): { game: WwbGame; events: GameEvent[] } {
  const rolls: [number, number] = [dice.roll(6), dice.roll(6)];
  const d = mhxRange(game.board.megahex, s.hex, to, edgePolicyOf(options));
  const l = landing(rolls, d, { faces, options });
  const along = directionTo(s.hex, neighbor(s.hex, facingToward(s.hex, to))) ?? facingToward(s.hex, to);
  const at = l.kind === "scatter" ? walk(game, to, (game.wind + l.direction - 1) % 6, 3) : l.kind === "on_target" ? to : walk(game, to, l.kind === "forward" ? along : along + 3, 1);
  let next = withSoldier(game, s.id, { acted: true, equipment: dropOne(s.equipment, "frag") });
  const hits: { soldier: string; side: string; ring: number; die: string; roll?: number; result: string }[] = [];
  for (const o of next.soldiers) {
    const ring = hxDistance(o.hex, at);
    if (!isOnMap(o) || ring > 2) continue;
    const b = blastDie(ring as 0 | 1 | 2, blastCover(next, o, at), o.stance);
    if (b.die === "none") { hits.push({ soldier: o.id, side: o.side, ring, die: "none", result: "no_effect" }); continue; }
    const roll = dice.roll(6);
    const e = applyFireResult(faceOf(faces, b.die, roll).combat, { health: o.health, morale: o.morale }, { options, faces });
    next = withSoldier(next, o.id, { health: e.health, morale: e.morale, ...(e.knockdown || e.health.condition !== "ok" ? { stance: "prone" as const, opf: false, suppressing: null } : {}) });
    hits.push({ soldier: o.id, side: o.side, ring, die: b.die, roll, result: e.result });
  }
  // A blast is heard by all; who was in it is told to each side of its own men (an unseen man's name never leaks).
  const events: GameEvent[] = [{ type: "wwb/grenade", data: { landing: at, kind: l.kind, rolls, distance: d, faces: faces.id } }];
  for (const side of ["allies", "axis"] as const) {
    const own = hits.filter((h) => h.side === side);
    if (own.length > 0) events.push({ type: "wwb/blast", data: { hits: own, faces: faces.id }, visibleTo: [{ side }] });
  }
  return { game: next, events };
}

function dropOne<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}
