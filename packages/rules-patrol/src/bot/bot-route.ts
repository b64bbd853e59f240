import type { PatrolTableSet } from "../combat/patrol-tables";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { terrainOf } from "../terrain/index";
import { checkRoute, ENTRY_CHITS, isWaiting, RAID_ENTRY_EDGES, toRouteSections, withRaidEdge, isInZone } from "../situations/index";
import { stepHex, VECTOR_ORDER, isSeamHex, toEdgeHexes, toEdgeSectionPos, toSectionPos, isOnMap, isSlope } from "../state/index";
import type { SectionPos, PatrolGame, Side } from "../state/index";

const key = (p: SectionPos) => `${p.col}${p.row}`;
const CELLS: readonly SectionPos[] = [0, 1, 2].flatMap((col) => [0, 1].map((row) => ({ col, row }) as SectionPos));

/** A visiting order of the six sections from `start`, each once, ending as near `end` as any order can [26.2 a, e]. */
function sectionOrder(start: SectionPos, end: SectionPos): SectionPos[] {
  let best: SectionPos[] = [];
  const dist = (p: SectionPos) => Math.abs(p.col - end.col) + Math.abs(p.row - end.row);
  const walk = (path: SectionPos[]) => {
    if (path.length === CELLS.length) { if (best.length === 0 || dist(path[path.length - 1]!) < dist(best[best.length - 1]!)) best = path; return; }
    const at = path[path.length - 1]!;
    for (const c of CELLS) if (Math.abs(c.col - at.col) + Math.abs(c.row - at.row) === 1 && !path.some((p) => key(p) === key(c))) walk([...path, c]);
  };
  walk([start]);
  return best;
}

/** Breadth-first path over clear hexes (no slope hexside) from any start to the first goal, within `allowed`. */
function search(game: PatrolGame, starts: readonly string[], allowed: (h: string) => boolean, goal: (h: string) => boolean): string[] | undefined {
  const from = new Map<string, string | null>(starts.map((s) => [s, null]));
  const queue = [...starts];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    if (goal(at)) {
      const path: string[] = [];
      for (let h: string | null = at; h !== null; h = from.get(h) ?? null) path.unshift(h);
      return path;
    }
    for (const v of VECTOR_ORDER) {
      const n = stepHex(at, v);
      if (!n || from.has(n) || !isOnMap(game.map, n) || terrainOf(game, n) !== "clear" || isSlope(game.map, at, n) || !allowed(n)) continue;
      from.set(n, at);
      queue.push(n);
    }
  }
  return undefined;
}

/**
 * The bot's Preliminary Movement Plot [26.2 Step 2]: from its entry edge section through every section once (a
 * snake over the layout; seams only to cross between the two sections of a leg) and on to its exit edge section;
 * in the Recon and the Raid, the shortest clear route into β's section [26.66 d, 26.72]. The Ambush route is
 * announced by its sections [26.82]. Undefined when the placeholder board has no such clear route.
 */
export function findRoute(game: PatrolGame, side: Side, tables: PatrolTableSet = DEFAULT_TABLES): { route: string[]; sections?: string[] } | undefined {
  const draw = game.entry?.sides[side];
  if (draw?.entry === undefined) return undefined;
  const box = game.map.box;
  const starts = toEdgeHexes(box, draw.entry).filter((h) => terrainOf(game, h) === "clear");
  let route: string[] | undefined;
  if (game.scenario.situation === "recon" || game.scenario.situation === "raid") {
    const zone = game.engagement?.zone;
    route = zone ? search(game, starts, () => true, (h) => isInZone(zone, h)) : undefined;
  } else {
    const order = sectionOrder(toEdgeSectionPos(draw.entry), toEdgeSectionPos(draw.exit));
    route = [];
    let from = starts;
    for (let i = 1; i <= order.length && route !== undefined; i++) {
      const here = order[i - 1]!, next = order[i];
      const inSection = (h: string, p: SectionPos) => { const s = toSectionPos(box, h); return s !== undefined && key(s) === key(p); };
      const leg = next
        ? search(game, from, (h) => isSeamHex(box, h) || inSection(h, here) || inSection(h, next), (h) => !isSeamHex(box, h) && inSection(h, next))
        : search(game, from, () => true, (h) => toEdgeHexes(box, draw.exit).includes(h));
      route = leg ? [...route, ...(route.length === 0 ? leg : leg.slice(1))] : undefined;
      from = leg ? [leg[leg.length - 1]!] : [];
    }
  }
  if (!route) return undefined;
  const sections = game.scenario.situation === "ambush" ? toRouteSections(game, route) : undefined;
  return checkRoute(game, side, route, sections, tables).ok ? { route, ...(sections ? { sections } : {}) } : undefined;
}

/**
 * A 26.2 draw for which no clear Preliminary Movement Plot exists on this board, or undefined when every draw of
 * every side with men waiting to enter has one (Patrol and Ambush). On a small placeholder
 * board some edge sections have no clear route at all; such a match would stall after the draw.
 */
export function findEntryRouteGap(game: PatrolGame): { side: Side; entry: number; exit: number } | undefined {
  const entry = game.entry;
  if (!entry) return undefined;
  for (const side of ["alpha", "bravo"] as const) {
    if (entry.roles[side] !== "enter" || !Object.keys(game.men).some((id) => game.men[id]?.side === side && isWaiting(game, id))) continue;
    // The Recon and the Raid also bind the route to reach β's section by turn 6 (26.66 d, 26.72): a board too deep
    // for that is a rules outcome the route check reports, not checked here.
    if (game.scenario.situation === "recon" || game.scenario.situation === "raid") continue;
    for (const from of ENTRY_CHITS[side]) for (const to of ENTRY_CHITS[side]) {
      if (from === to) continue;
      const drawn = { ...game, entry: { ...entry, sides: { ...entry.sides, [side]: { entry: from, exit: to } } } };
      if (!findRoute(drawn, side)) return { side, entry: from, exit: to };
    }
  }
  return undefined;
}

/**
 * The Recon's and the Raid's counterpart of findEntryRouteGap [26.66 d, 26.72]: an α entry chit (Recon) from which no
 * clear route reaches β's section by turn 6, or, in the Raid, the first of the edges α may name when none has one;
 * undefined when every draw can be pre-plotted (or the situation is another). The search is breadth-first over
 * clear hexes, so "no route" here means the rules accept none: such a match stalls at α's first plot.
 */
export function findSectionRouteGap(game: PatrolGame): { side: Side; entry: number } | undefined {
  const entry = game.entry, situation = game.scenario.situation;
  if (!entry || entry.roles.alpha !== "enter" || !Object.keys(game.men).some((id) => game.men[id]?.side === "alpha" && isWaiting(game, id))) return undefined;
  if (situation === "raid") return RAID_ENTRY_EDGES.some((edge) => findRoute(withRaidEdge(game, "alpha", edge), "alpha")) ? undefined : { side: "alpha", entry: RAID_ENTRY_EDGES[0]! };
  if (situation !== "recon") return undefined;
  // The exit chit does not bind the Recon's route (26.66 d): any other chit stands in for it.
  const chit = ENTRY_CHITS.alpha.find((from) => !findRoute({ ...game, entry: { ...entry, sides: { ...entry.sides, alpha: { entry: from, exit: from === 1 ? 2 : 1 } } } }, "alpha"));
  return chit === undefined ? undefined : { side: "alpha", entry: chit };
}
