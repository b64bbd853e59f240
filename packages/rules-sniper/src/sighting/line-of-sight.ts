// Sniper! line of sight over a compiled board: the 2-D line at ground level [7.3, 11.5, 12.1] with walls, openings,
// parapets and blocking terrain; prone observation [11.6]; sight and fire judged apart where the rules say so
// (interior walls and ceilings [7.3, 11.5], smoke [13.0, 13.5]); and the 3-D procedure between levels [7.5] on a
// reconstructed sighting grid (digest §6.4: the grid is absent). Every answer lists what blocked it, the rules it
// was judged by and the provenance of every non-book number it used.
import type { Direction, Hex, Hexside } from "@tactica/hex";
import { hexDistance, hexLine, hexNeighbor, hexsideHexes, isSameHex, toDirection } from "@tactica/hex";
import type { Provenance } from "@tactica/engine";
import { reconstructed } from "@tactica/engine";
import { sniperOption } from "../options/index";
import type { SniperOptionValues } from "../options/index";
import { sniperLookup } from "../tables/index";
import type { Firearm } from "../tables/index";
import type { SideAt, SniperBoard } from "../terrain/index";
import { boardHex, buildingAt, isBreachSide, isOpeningSide, isSolidSide, sideAt } from "../terrain/index";
import { inFieldOfFire } from "./field-of-fire";

/** A soldier's eye: hex, storey (-1 basement, 0 ground, 1.. floors, roof), posture, facing and his marker if any. */
export type SightPoint = {
  readonly hex: Hex;
  readonly storey?: number;
  readonly posture?: "standing" | "prone";
  readonly facing?: Direction;
  /** A Sighting or Exposed marker placed in front of him (door, window, corner, parapet) or on him [7.4, 11.7]. */
  readonly marker?: "sighting" | "exposed";
  /** The hex his marker lies in when it is placed in front of him (door, window, corner, loophole) [7.4, 11.7]. */
  readonly markerHex?: Hex;
};

/** What a question is for: seeing (spotting, opportunity triggers) or firing at a known target [11.5, 13.5]. */
export type SightPurpose = { readonly kind: "see" } | { readonly kind: "fire"; readonly weapon: Firearm };

/** One thing that blocked a line, or one ruling about the pair. */
export type SightNote = { readonly feature: string; readonly rule: string; readonly hex?: Hex; readonly hexside?: Hexside; readonly detail?: string };

/** Cover the line crossed without being blocked (for the fire resolution's defensive multiples) [11.5, 11.8, 13.5]. */
export type SightCover = { readonly feature: "interior-wall" | "ceiling" | "smoke" | "terrain" | "corner"; readonly terrain?: string; readonly hex?: Hex; readonly rule: string };

/** An explained ruling. */
export type SightAnswer = {
  readonly clear: boolean;
  /** Range for fire [12.6, 11.8]: hexes counting the target's not the firer's, plus one per level of difference. */
  readonly range: number;
  readonly blockedBy: readonly SightNote[];
  readonly conditions: readonly SightNote[];
  readonly cover: readonly SightCover[];
  readonly rules: readonly string[];
  /** Provenance of every chart number or reconstructed procedure the ruling used (empty: all book). */
  readonly provenance: readonly Provenance[];
  readonly reconstructed: boolean;
};

/** Weapons that fire through interior walls and up through a ceiling [7.3, 11.5]. */
export const WALL_PIERCING: readonly Firearm[] = ["R", "AR", "MG"];

/** Sighting elevation on the 3-D grid, half-levels: 2 x storey, +1 standing (digest §6.4 suggestion; the grid is absent). */
export const GRID_PROVENANCE: Provenance = reconstructed("3-D sighting grid absent (digest §6.4): elevation = 2 x storey + 1 standing, a building's top = 2 x its roof storey");

export function sightElevation(storey: number, posture: "standing" | "prone"): number {
  return 2 * storey + (posture === "standing" ? 1 : 0);
}

type Ctx = {
  readonly board: SniperBoard;
  readonly o: Required<Pick<SightPoint, "hex" | "storey" | "posture">> & SightPoint;
  readonly t: Required<Pick<SightPoint, "hex" | "storey" | "posture">> & SightPoint;
  readonly purpose: SightPurpose;
  readonly options: SniperOptionValues | undefined;
  readonly blocked: SightNote[];
  readonly conditions: SightNote[];
  readonly cover: SightCover[];
  readonly rules: Set<string>;
  readonly provenance: Provenance[];
};

const norm = (p: SightPoint) => ({ ...p, storey: p.storey ?? 0, posture: p.posture ?? "standing" });

/**
 * The line of sight (or of fire) from `observer` to `target`. `checkField` also requires the target in the
 * observer's 120-degree field [7.1] (leader activation and isolation use 360 degrees [22.2, 23.1]: leave it off).
 */
export function sniperLineOfSight(board: SniperBoard, observer: SightPoint, target: SightPoint, ask: { readonly purpose?: SightPurpose; readonly options?: SniperOptionValues; readonly checkField?: boolean } = {}): SightAnswer {
  const first = lineBetween(board, observer, target, ask);
  if (first.clear || (observer.markerHex === undefined && target.markerHex === undefined)) return first;
  // A line to or from a soldier with a marker out may be drawn from his marker's hex [11.7]; range stays counter to
  // counter unless the option says otherwise (digest §15 item 31).
  const at = (p: SightPoint): SightPoint[] => (p.markerHex ? [p, { ...p, hex: p.markerHex }] : [p]);
  const fromMarker = sniperOption(ask.options, "losFromMarker") === "both_from_marker";
  for (const o of at(observer)) for (const t of at(target)) {
    if (o === observer && t === target) continue;
    const alt = lineBetween(board, o, t, ask);
    if (!alt.clear) continue;
    const note: SightNote = { feature: "marker-hex", rule: "Sniper 11.7", detail: "the line drawn from the soldier's marker hex" };
    return { ...alt, ...(fromMarker ? {} : { range: first.range }), conditions: [...alt.conditions, note], rules: [...new Set([...alt.rules, "Sniper 11.7"])].sort() };
  }
  return first;
}

function lineBetween(board: SniperBoard, observer: SightPoint, target: SightPoint, ask: { readonly purpose?: SightPurpose; readonly options?: SniperOptionValues; readonly checkField?: boolean }): SightAnswer {
  const o = norm(observer), t = norm(target);
  const ctx: Ctx = { board, o, t, purpose: ask.purpose ?? { kind: "see" }, options: ask.options, blocked: [], conditions: [], cover: [], rules: new Set(), provenance: [] };
  const range = hexDistance(o.hex, t.hex) + Math.abs(o.storey - t.storey);
  ctx.rules.add("Sniper 7.3").add("Sniper 12.6");
  if (o.storey !== t.storey) ctx.rules.add("Sniper 11.8");
  if (!boardHex(board, o.hex) || !boardHex(board, t.hex)) ctx.blocked.push({ feature: "off-map", rule: "Sniper 7.3" });
  else {
    if (ask.checkField && o.facing !== undefined) {
      const f = inFieldOfFire(o.hex, o.facing, t.hex, ask.options);
      ctx.rules.add(f.rule);
      if (!f.inField) ctx.blocked.push({ feature: "field-of-fire", rule: f.rule, detail: "the target is outside the 120-degree field" });
    }
    if (ctx.blocked.length === 0) judge(ctx);
  }
  const provenance = dedupe(ctx.provenance);
  return {
    clear: ctx.blocked.length === 0, range, blockedBy: ctx.blocked, conditions: ctx.conditions, cover: ctx.cover,
    rules: [...ctx.rules].sort(), provenance, reconstructed: provenance.length > 0,
  };
}

function dedupe(ps: readonly Provenance[]): Provenance[] {
  const seen = new Set<string>();
  return ps.filter((p) => { const k = JSON.stringify(p); if (seen.has(k)) return false; seen.add(k); return true; });
}

function judge(ctx: Ctx): void {
  const { board, o, t } = ctx;
  if (isSameHex(o.hex, t.hex) && o.storey === t.storey) { ctx.conditions.push({ feature: "same-hex", rule: "Sniper 12.1" }); return; }
  const ob = buildingAt(board, o.hex), tb = buildingAt(board, t.hex);
  // Same building, different storeys: no weapon use except up or down a stairwell and R/AR/MG through one ceiling [7.3, 10.1].
  if (ob && tb && ob.id === tb.id && o.storey !== t.storey) return sameBuildingLevels(ctx);
  proneLimits(ctx);
  if (ctx.blocked.length > 0) return;
  const ground = o.storey === 0 && t.storey === 0;
  if (!ground) { ctx.rules.add("Sniper 7.5"); threeD(ctx); if (ctx.blocked.length > 0) return; }
  walk(ctx, ground);
}

function sameBuildingLevels(ctx: Ctx): void {
  const { board, o, t } = ctx;
  ctx.rules.add("Sniper 7.3").add("Sniper 10.1");
  const stair = buildingAt(board, o.hex)!.stairs.get(`${t.hex.q},${t.hex.r}` as never);
  if (stair && stair.kind === "stairs" && isSameHex(o.hex, t.hex)) { ctx.conditions.push({ feature: "stairwell", rule: "Sniper 7.3, 10.1", hex: t.hex }); return; }
  if (ctx.purpose.kind === "fire" && WALL_PIERCING.includes(ctx.purpose.weapon) && t.storey === o.storey + 1) {
    ctx.rules.add("Sniper 11.5");
    ctx.cover.push({ feature: "ceiling", rule: "Sniper 7.3, 11.5" });
    walk(ctx, false, true);
    return;
  }
  const why = t.storey < o.storey ? "no weapon fires through a floor" : ctx.purpose.kind === "see" ? "ceilings prevent a target from being seen" : "only R, AR and MG fire through a ceiling, at exactly one level up";
  ctx.blocked.push({ feature: t.storey < o.storey ? "floor" : "ceiling", rule: "Sniper 7.3, 11.5", detail: why });
}

function proneLimits(ctx: Ctx): void {
  const { o, t, board } = ctx;
  if (o.posture !== "prone" && t.posture !== "prone") return;
  ctx.rules.add("Sniper 11.6");
  const p = sniperLookup.proneSight(board.mode);
  const d = hexDistance(o.hex, t.hex);
  if (p.value.range !== null && d > p.value.range) ctx.blocked.push({ feature: "prone-sight-range", rule: "Sniper 11.6", detail: `${board.mode}: a prone soldier sees and is seen at most ${p.value.range} hexes` });
}

/** The 2-D walk: hexes, hexsides crossed and runs along hexsides (ties block if either side blocks [11.5, 12.1]). */
function walk(ctx: Ctx, ground: boolean, throughCeiling = false): void {
  const { o, t } = ctx;
  ctx.rules.add("Sniper 11.5").add("Sniper 12.1");
  const steps = hexLine(o.hex, t.hex);
  const isEnd = (h: Hex) => isSameHex(h, o.hex) || isSameHex(h, t.hex);
  for (const s of steps) {
    if (s.kind === "hex") {
      if (s.crossed) side(ctx, s.crossed, ground, throughCeiling, "crossed");
      if (!isEnd(s.hex) && ground) hexTerrain(ctx, s.hex);
    } else if (s.kind === "hexside-tie") {
      side(ctx, s.hexside, ground, throughCeiling, "along");
      if (ground) for (const h of s.hexes) if (!isEnd(h)) hexTerrain(ctx, h, true);
    } else {
      if (ground && !isEnd(s.grazed)) hexTerrain(ctx, s.grazed, true);
      if (ground && isSameHex(s.hexes[1], t.hex)) cornerGraze(ctx, s.grazed);
      const [a, b] = s.hexes; const g = s.grazed;
      for (const [x, y] of [[a, b], [a, g], [b, g]] as const) {
        const d = toDirection(x, y);
        if (d === undefined) continue;
        // The corner of the firer's or target's own hex is a corner view [11.5], not a block.
        if (isEnd(x) || isEnd(y)) continue;
        side(ctx, { hex: x, dir: d }, ground, throughCeiling, "grazed");
      }
    }
    if (ctx.blocked.length > 0 && ctx.purpose.kind === "see") return;
  }
}

function storeyFor(ctx: Ctx, hs: Hexside, ground: boolean): number | undefined {
  if (ground) return 0;
  const [a, b] = hexsideHexes(hs);
  const ob = buildingAt(ctx.board, ctx.o.hex), tb = buildingAt(ctx.board, ctx.t.hex);
  const inB = (id: string | undefined) => id !== undefined && [a, b].some((h) => buildingAt(ctx.board, h)?.id === id);
  if (inB(ob?.id)) return ctx.o.storey;
  if (inB(tb?.id)) return ctx.t.storey;
  return undefined; // other buildings: the 3-D grid judges them [7.5]
}

function side(ctx: Ctx, hs: Hexside, ground: boolean, throughCeiling: boolean, how: "crossed" | "along" | "grazed"): void {
  const storey = storeyFor(ctx, hs, ground);
  if (storey === undefined) return;
  const s: SideAt = sideAt(ctx.board, hs.hex, hs.dir, storey);
  if (s.kind === "none" || isBreachSide(s)) return;
  const [a, b] = hexsideHexes(hs);
  const { o, t } = ctx;
  const ownO = isSameHex(a, o.hex) || isSameHex(b, o.hex);
  const ownT = isSameHex(a, t.hex) || isSameHex(b, t.hex);
  const rule = "Sniper 11.5";
  if (isOpeningSide(s) && how === "crossed") {
    const type = s.type;
    // Directly behind the opening: he sees through it only with a marker out in front, and fires only facing it [7.1, 7.3].
    if (ownO) {
      const facingIt = o.facing !== undefined && isSameHex(hexNeighbor(o.hex, o.facing), isSameHex(a, o.hex) ? b : a);
      if (o.marker !== undefined && facingIt) { ctx.conditions.push({ feature: type, rule: "Sniper 7.1, 7.4, 11.7", hexside: hs, detail: "observing through the opening in front of him" }); return; }
      ctx.blocked.push({ feature: type, rule: "Sniper 7.1, 7.3", hexside: hs, detail: "directly behind an opening he sees through it only facing it with a Sighting or Exposed marker in front" });
      return;
    }
    // Across a non-adjacent opening only the hex directly beyond it is seen and fired at [7.3, 11.5].
    if (ownT) { ctx.conditions.push({ feature: type, rule: "Sniper 7.3, 11.5", hexside: hs, detail: "the hex directly beyond a non-adjacent opening" }); return; }
    ctx.blocked.push({ feature: type, rule: "Sniper 7.3, 11.5", hexside: hs, detail: "through a non-adjacent opening only the hex directly beyond it is seen" });
    return;
  }
  if (isOpeningSide(s)) { ctx.blocked.push({ feature: s.type, rule: "Sniper 11.5, 12.1", hexside: hs, detail: `the line ${how === "along" ? "runs along" : "grazes"} a wall` }); return; }
  if (!isSolidSide(s)) return;
  if (how === "along" && s.kind === "level" && s.type === "exterior-wall" && ground && corner(ctx, a, b)) return;
  if (s.kind === "level" && s.type === "parapet") {
    // A soldier on and adjacent to the parapet neither sees nor is seen over it without a marker [11.1].
    ctx.rules.add("Sniper 11.1");
    if ((ownO && o.marker !== undefined) || (ownT && t.marker !== undefined)) { ctx.conditions.push({ feature: "parapet", rule: "Sniper 11.1", hexside: hs, detail: "seen over the parapet with a marker" }); return; }
    ctx.blocked.push({ feature: "parapet", rule: "Sniper 11.1", hexside: hs });
    return;
  }
  if (s.kind === "level" && s.type === "interior-wall" && how === "crossed" && ctx.purpose.kind === "fire" && WALL_PIERCING.includes(ctx.purpose.weapon) && !throughCeiling) {
    ctx.cover.push({ feature: "interior-wall", rule: "Sniper 7.3, 11.5" });
    ctx.conditions.push({ feature: "interior-wall", rule: "Sniper 7.3, 11.5", hexside: hs, detail: "R, AR and MG fire through interior walls" });
    return;
  }
  if (throughCeiling) { ctx.blocked.push({ feature: s.type, rule: "Sniper 7.3", hexside: hs, detail: "fire through a ceiling may not also pass any wall or door" }); return; }
  ctx.blocked.push({ feature: s.type, rule, hexside: hs, ...(how === "crossed" ? {} : { detail: how === "along" ? "the line runs along the wall" : "the line grazes the wall's end" }) });
}

function hexTerrain(ctx: Ctx, hex: Hex, tangent = false): void {
  const h = boardHex(ctx.board, hex);
  if (!h) return;
  const rule = tangent ? "Sniper 11.5, 12.1" : "Sniper 7.3, 11.5";
  if (h.markers.includes("smoke")) {
    ctx.rules.add("Sniper 13.5");
    const reading = sniperOption(ctx.options, "smokeSighting");
    if (ctx.purpose.kind === "see" || reading === "blocks_all") ctx.blocked.push({ feature: "smoke", rule: "Sniper 13.0, 13.5; digest §15 item 29", hex });
    else ctx.cover.push({ feature: "smoke", hex, rule: "Sniper 13.5" });
  }
  if (h.terrain === "building" || h.terrain === "street" || h.terrain === "clear") return; // buildings block by their walls [11.5]
  const prone = ctx.o.posture === "prone" || ctx.t.posture === "prone";
  if (prone && (h.terrain === "rough-1" || h.terrain === "rough-2")) {
    const p = sniperLookup.proneSight(ctx.board.mode).value;
    const through = h.terrain === "rough-1" ? p.throughRough1 : p.throughRough2;
    if (!through) { ctx.blocked.push({ feature: h.terrain, rule: "Sniper 11.6", hex, detail: `a prone soldier does not see through ${h.terrain} in ${ctx.board.mode} terrain` }); return; }
  }
  const e = sniperLookup.terrain(ctx.board.mode, h.terrain);
  ctx.provenance.push(e.provenance);
  if (e.value.blocksStanding) { ctx.blocked.push({ feature: h.terrain, rule, hex, detail: `${h.terrain} blocks in ${ctx.board.mode} terrain (Terrain Effects chart: placeholder)` }); return; }
  if (e.value.standing > 1) ctx.cover.push({ feature: "terrain", terrain: h.terrain, hex, rule: "Sniper 11.8" });
}

const touches = (x: Hex, y: Hex, h: Hex): boolean => hexDistance(x, h) === 1 && hexDistance(y, h) === 1;

/**
 * A line running along an exterior wall hexside that ends at a corner of the target's (or the firer's) hex: the
 * corner of a building [7.3, 11.5]. The target outside the building is seen, with the corner multiple; the firer
 * sees round the corner only as through a door, with a marker out [11.5, 7.4].
 */
function corner(ctx: Ctx, a: Hex, b: Hex): boolean {
  const { board, o, t } = ctx;
  ctx.rules.add("Sniper 11.5");
  if (touches(a, b, t.hex) && !buildingAt(board, t.hex)) {
    ctx.cover.push({ feature: "corner", hex: t.hex, rule: "Sniper 7.3, 11.5" });
    ctx.conditions.push({ feature: "corner", rule: "Sniper 11.5", detail: "the line runs along an exterior wall toward the target's hex" });
    return true;
  }
  if (touches(a, b, o.hex) && !buildingAt(board, o.hex)) {
    if (o.marker !== undefined) { ctx.conditions.push({ feature: "corner", rule: "Sniper 11.5, 7.4", detail: "seeing from the corner of a building, as through a door" }); return true; }
    ctx.blocked.push({ feature: "corner", rule: "Sniper 11.5, 7.4", detail: "at a building corner he sees round it only with a marker out, as through a door" });
    return true;
  }
  return false;
}

/** The line passes the corner of a building hex adjacent to the target, at the target's own hex (digest §15 item 30). */
function cornerGraze(ctx: Ctx, grazed: Hex): void {
  if (sniperOption(ctx.options, "cornerGeometry") !== "touches_building") return;
  if (buildingAt(ctx.board, ctx.t.hex) || !buildingAt(ctx.board, grazed)) return;
  ctx.rules.add("Sniper 11.5");
  ctx.cover.push({ feature: "corner", hex: ctx.t.hex, rule: "Sniper 7.3, 11.5; digest §15 item 30" });
}

/** The 3-D procedure [7.5] for buildings other than the observer's and the target's. */
function threeD(ctx: Ctx): void {
  const { board, o, t } = ctx;
  const ob = buildingAt(board, o.hex)?.id, tb = buildingAt(board, t.hex)?.id;
  const d = hexDistance(o.hex, t.hex);
  const y0 = sightElevation(o.storey, o.posture), y1 = sightElevation(t.storey, t.posture);
  const edges = sniperOption(ctx.options, "gridColumns") === "hex_edges";
  let usedGrid = false;
  const steps = hexLine(o.hex, t.hex);
  const seen = new Set<string>();
  for (const s of steps) {
    const hexes = s.kind === "hex" ? [s.hex] : s.kind === "hexside-tie" ? [...s.hexes] : [s.grazed];
    for (const h of hexes) {
      if (isSameHex(h, o.hex) || isSameHex(h, t.hex)) continue;
      const b = buildingAt(board, h);
      if (!b || b.id === ob || b.id === tb) continue;
      const key = `${b.id}:${h.q},${h.r}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Higher than both: blocked without the grid [7.5].
      if (b.roof > Math.max(o.storey, t.storey)) { ctx.blocked.push({ feature: "building", rule: "Sniper 7.5", hex: h, detail: `building ${b.id} (roof at storey ${b.roof}) is higher than both` }); return; }
      usedGrid = true;
      const k = hexDistance(o.hex, h);
      const top = 2 * b.roof;
      const at = (x: number) => y0 + ((y1 - y0) * x) / d;
      const line = edges ? Math.min(at(k - 0.5), at(k + 0.5)) : at(k);
      // Any part above the line blocks; grazing the corner blocks too [7.5].
      if (top >= line) { ctx.blocked.push({ feature: "building", rule: "Sniper 7.5", hex: h, detail: `building ${b.id} top ${top} reaches the line at ${line} (3-D grid: reconstructed)` }); ctx.provenance.push(GRID_PROVENANCE); return; }
    }
  }
  if (usedGrid) ctx.provenance.push(GRID_PROVENANCE);
}
