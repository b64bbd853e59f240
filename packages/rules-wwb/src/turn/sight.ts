// Whether one soldier sees another in play (WWB 5.0 Field of view, 6.0): the spotting chapter's `spot` on inputs
// read off the board (src/spotting judges; this file measures), identification by a Spotting Test, and who may
// read an event about a soldier.
import { hexLineHexes } from "@tactica/hex";
import { edgePolicyOf, hxDistance, inFrontArc, inSameMegahex, megahexesOf, megahexKey, mhxRange, neighbor } from "../grids/index";
import { spot, visualRange } from "../spotting/index";
import type { SpotInput, SpotParty, SpotVerdict } from "../spotting/index";
import { barrierBetween, colourAt, inWoods, isOnMap } from "../state/index";
import type { CoverLevel, Stance } from "../tables/index";
import type { Board, SideId, Soldier, WwbGame } from "../state/index";

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

export type Sight = { readonly sees: boolean; readonly headOnly: boolean; readonly needsTest: boolean; readonly why: string; readonly verdict: SpotVerdict };

const SPECIALIST: Readonly<Record<string, SpotParty["specialist"]>> = { leader: "leader", engineer: "engineer", medic: "medic", gunner: "team_gunner", radio: "radio_operator", sniper: "sniper" };

/** The barrier on `s`'s hexsides that faces `other`, by its Cover Level (not the red hex's), or undefined (WWB 6.0 Definitions). */
function barrierFacing(board: Board, s: Soldier, other: Soldier): { level: CoverLevel; kind: string } | undefined {
  let best: { level: CoverLevel; kind: string } | undefined;
  for (let d = 0; d < 6; d++) {
    const n = neighbor(s.hex, d);
    const b = barrierOn(board, s.hex, n);
    if (b && inFrontArc(s.hex, d, other.hex) && !(n.q === other.hex.q && n.r === other.hex.r) && (!best || b.cover > best.level)) best = { level: b.cover, kind: b.kind };
  }
  return best;
}

/** Per board (immutable), the woodland hexes and the barriers by hexside, so each judgement looks them up at once. */
type BoardIndex = { readonly wood: ReadonlySet<string>; readonly barrier: ReadonlyMap<string, Board["barriers"][number]> };
const INDEX = new WeakMap<Board, BoardIndex>();
const sideKey = (a: { q: number; r: number }, b: { q: number; r: number }) => (a.q < b.q || (a.q === b.q && a.r < b.r) ? `${a.q},${a.r}|${b.q},${b.r}` : `${b.q},${b.r}|${a.q},${a.r}`);
function indexOf(board: Board): BoardIndex {
  let ix = INDEX.get(board);
  if (!ix) {
    const wood = new Set(Object.entries(board.colours).filter(([k, c]) => c === "yellow" && inWoods(board, { q: Number(k.split(",")[0]), r: Number(k.split(",")[1]) })).map(([k]) => k));
    ix = { wood, barrier: new Map(board.barriers.map((x) => [sideKey(x.a, x.b), x])) };
    INDEX.set(board, ix);
  }
  return ix;
}
const barrierOn = (board: Board, a: { q: number; r: number }, b: { q: number; r: number }) => indexOf(board).barrier.get(sideKey(a, b));
const isYellowWood = (board: Board, h: { q: number; r: number }) => indexOf(board).wood.has(`${h.q},${h.r}`);

/** A soldier as the spotting chapter reads him (WWB 6.0): stance, woods, cover toward the other, skills. */
function partyOf(game: WwbGame, s: Soldier, other: Soldier): SpotParty {
  const board = game.board;
  const inWood = isYellowWood(board, s.hex);
  const edge = !inWood && [0, 1, 2, 3, 4, 5].some((d) => isYellowWood(board, neighbor(s.hex, d)));
  const cover = barrierFacing(board, s, other);
  // An enemy in a seat's view carries no dashboard: no skills (the bot reads views).
  const obs = (s.skills as Soldier["skills"] | undefined)?.observation ?? 0;
  const specialist = s.specialist ? SPECIALIST[s.specialist] : undefined;
  return {
    stance: s.stance, inWoods: inWood, woodsEdge: edge, observation: obs,
    ...(specialist ? { specialist } : {}), ...(cover ? { cover } : {}), inCrater: colourAt(board, s.hex) === "red",
  };
}

/** What the line between two soldiers crosses (WWB 6.0): wooded MegaHexes, barriers not the ends' own, miniatures. */
function betweenOf(game: WwbGame, a: Soldier, b: Soldier): NonNullable<SpotInput["between"]> {
  const board = game.board;
  const line = hexLineHexes(a.hex, b.hex);
  const ends = new Set([...megahexesOf(board.megahex, a.hex), ...megahexesOf(board.megahex, b.hex)].map(megahexKey));
  const woods = new Set<string>();
  const barriers: CoverLevel[] = [];
  const figures: Stance[] = [];
  const isEnd = (h: { q: number; r: number }) => (h.q === a.hex.q && h.r === a.hex.r) || (h.q === b.hex.q && h.r === b.hex.r);
  for (const [i, h] of line.entries()) {
    if (!isEnd(h)) {
      if (isYellowWood(board, h)) for (const m of megahexesOf(board.megahex, h)) if (!ends.has(megahexKey(m)) && board.woods.includes(megahexKey(m))) woods.add(megahexKey(m));
      for (const o of game.soldiers) if (isOnMap(o) && o.hex.q === h.q && o.hex.r === h.r) figures.push(o.stance);
    }
    const next = line[i + 1];
    if (next && !isEnd(h) && !isEnd(next)) { const x = barrierOn(board, h, next); if (x) barriers.push(x.cover); }
  }
  return { woodedMhx: woods.size, barriers, figures };
}

/**
 * What `spotter` makes of `target` now: the spotting chapter's verdict (WWB 5.0, 6.0) on inputs read off the board
 * and the soldiers: arc, MegaHex range (edge hexes outside for spotting), woods, barriers and miniatures on the
 * line, each one's cover toward the other and the adjacency of 6.0 Cover Level.
 */
export function sightOf(game: WwbGame, spotter: Soldier, target: Soldier, options: Readonly<Record<string, string>> = NO_OPTIONS): Sight {
  // States are immutable: a verdict between two of a game's own soldiers is kept for that game and options object.
  const own = game.soldiers.includes(spotter) && game.soldiers.includes(target);
  if (!own) return judge(game, spotter, target, options);
  let byOptions = CACHE.get(game);
  if (!byOptions) { byOptions = new WeakMap(); CACHE.set(game, byOptions); }
  let pairs = byOptions.get(options);
  if (!pairs) { pairs = new Map(); byOptions.set(options, pairs); }
  const key = `${spotter.id}>${target.id}`;
  const hit = pairs.get(key);
  if (hit) return hit;
  const made = judge(game, spotter, target, options);
  pairs.set(key, made);
  return made;
}

const NO_OPTIONS: Readonly<Record<string, string>> = Object.freeze({});
const CACHE = new WeakMap<WwbGame, WeakMap<object, Map<string, Sight>>>();

function judge(game: WwbGame, spotter: Soldier, target: Soldier, options: Readonly<Record<string, string>>): Sight {
  const board = game.board;
  const party = partyOf(game, spotter, target);
  const inArc = inFrontArc(spotter.hex, spotter.facing, target.hex);
  const mhxDistance = mhxRange(board.megahex, spotter.hex, target.hex, edgePolicyOf(options));
  // Out of the arc or of visual range the verdict is decided before the line matters: do not walk it.
  const walk = inArc && mhxDistance <= visualRange(party, game.illumination);
  const input: SpotInput = {
    spotter: party, target: partyOf(game, target, spotter), mhxDistance,
    sameMhx: inSameMegahex(board.megahex, spotter.hex, target.hex, "outside"),
    inArc, illumination: game.illumination, between: walk ? betweenOf(game, spotter, target) : {},
    spotterAdjacent: hxDistance(spotter.hex, target.hex) <= 1 || (barrierFacing(board, target, spotter) !== undefined && hxDistance(spotter.hex, target.hex) <= 2),
    options,
  };
  const conscious = isOnMap(spotter) && isOnMap(target) && spotter.health.condition !== "loc" && spotter.health.condition !== "bleeding";
  const v = spot(input);
  const why = v.blockedBy[0]?.feature ?? v.rules[v.rules.length - 1]?.feature ?? v.verdict;
  if (!conscious) return { sees: false, headOnly: false, needsTest: false, why: "not on the map or not conscious", verdict: v };
  return { sees: v.verdict === "visible" || v.verdict === "head_only", headOnly: v.verdict === "head_only", needsTest: v.verdict === "test", why, verdict: v };
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

