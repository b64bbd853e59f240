import type { GameEvent, PlotTurn } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { z } from "zod";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { DEFAULT_TABLES, toPatrolTables } from "../combat/patrol-tables";
import type { Plot, Task } from "../plot/task";
import { SITUATION_DATA } from "../scenarios/situations";
import { lookupTec } from "../tables/terrain-effects";
import { terrainOf, toPathCosts } from "../terrain/index";
import { isInZone } from "./engagement";
import { rangeBetween, resolvePath, toEdgeHexes, toSectionLetter, isOnMap, isSlope, SIDES } from "../state/index";
import { toManMa } from "../movement/index";
import type { Man, PatrolGame, Side, SideEntry, EntryState } from "../state/index";
export type { SideEntry, EntryState } from "../state/index";

/** Half speed of the column: half the fit man's MA of 10 [7.1, 26.2 c]. */
export const COLUMN_MP = 5;
/** Chits of each side [26.2 Step 1]. */
export const ENTRY_CHITS: Readonly<Record<Side, readonly number[]>> = { alpha: [1, 2, 3, 4, 5], bravo: [6, 7, 8, 9, 0] };
const ROLES: Readonly<Record<string, Partial<Record<Side, "enter" | "exit" | "front">>>> = {
  patrol: { alpha: "enter", bravo: "enter" }, // 26.52
  recon: { alpha: "enter", bravo: "exit" }, // 26.62
  ambush: { alpha: "enter", bravo: "exit" }, // 26.82
  raid: { alpha: "enter" }, // 26.72: α picks its entry edge (D, C, B or E) in its pre-plot; no chits
  // The Assault is not 26.2: 26.92 b has α pick map-edge 2, 3 or 4 and enter in a broad front (the digest's "the
  // default for every situation" says otherwise; the rulebook wins); only β's exit chit [26.96 d] uses 26.2.
  assault: { alpha: "front" },
};
/** The Assault's α edges: the North edge sections [26.92 b, 26.2 Step 1]. */
export const ASSAULT_ENTRY_EDGES: readonly number[] = [2, 3, 4];

const R = (code: string, message: string, rule: string) => reject(`entry/${code}`, message, `patrol ${rule}`);
/** Situations whose α pre-plot only has to reach β's section by turn 6, entering on turn 1 [26.66 d, 26.72]. */
const TO_SECTION = new Set(["recon", "raid"]);
/** Edge sections of the Raid's α: those beside the layout's D, C, B and E positions (D F E / C A B) [26.72]. */
export const RAID_ENTRY_EDGES: readonly number[] = [1, 2, 4, 5, 0, 9, 6, 7];
const P = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);

/**
 * The set-up of 26.2 (the default; not with scenario `entry: "home_edge"`): the roles of the situation, and the entering sides' men (those without
 * a scenario `deploy` hex) off the map, in file order. Unchanged for other situations and the solitaire.
 */
export function withVariableEntry(game: PatrolGame, deployed: ReadonlySet<string>): PatrolGame {
  const roles = ROLES[game.scenario.situation];
  if (!roles || game.solitaire) return game;
  const men = { ...game.men };
  for (const id of game.order) {
    const m = men[id]!;
    // Reading: vehicles are not in 26.2's column (clear terrain at half a man's speed); they stay deployed on their
    // home edge rows and their riders (27.73) stay aboard.
    if (roles[m.side] !== undefined && roles[m.side] !== "exit" && !deployed.has(id) && m.aboard === undefined) men[id] = { ...m, hex: null };
  }
  return { ...game, men, entry: { roles, sides: {} } };
}

/** True for a man waiting to enter by 26.2 (off the map, not exited). */
export function isWaiting(game: PatrolGame, id: string): boolean {
  const m = game.men[id];
  const role = game.entry?.roles[m?.side ?? "alpha"];
  // A human wave's reserve (27.53) comes on by waves.ts, not by the entry.
  return m !== undefined && m.hex === null && !m.exited && (role === "enter" || role === "front") && !(game.waves?.reserve.includes(id) ?? false);
}

/** True while a side's men still follow its Preliminary Movement Plot [26.56 a, 26.66 d, 26.86 a]. */
export function isPrePlotted(game: PatrolGame, side: Side): boolean {
  const e = game.entry?.sides[side];
  return e?.route !== undefined && e.ended !== true && game.contactRound === null;
}

/** MP to enter a clear hex in the match's terrain mode (the route is clear terrain only, 26.2 c). */
function clearMp(game: PatrolGame, tables: PatrolTableSet): number {
  return lookupTec(tables.terrain, game.mode, "clear").value.mp;
}

/** Sections of a route in order, seams skipped and repeats folded [26.2 a, e, f]. */
export function toRouteSections(game: PatrolGame, route: readonly string[]): string[] {
  const layout = SITUATION_DATA[game.scenario.situation].layout;
  const out: string[] = [];
  for (const h of route) {
    const s = toSectionLetter(layout, game.map.box, h);
    if (s && out[out.length - 1] !== s) out.push(s);
  }
  return out;
}

/** Why a Preliminary Movement Plot breaks 26.2 Step 2 (or 26.66 d, 26.82), or OK. */
export function checkRoute(game: PatrolGame, side: Side, route: readonly string[], announced: readonly string[] | undefined, tables: PatrolTableSet = DEFAULT_TABLES): Check {
  const draw = game.entry?.sides[side];
  if (draw?.entry === undefined) return R("not_drawn", "draw the entry and exit chits first", "26.2 Step 1");
  const box = game.map.box, situation = game.scenario.situation;
  if (!toEdgeHexes(box, draw.entry).includes(route[0]!)) return R("bad_entry", `${route[0]} is not a hex of entry edge section ${draw.entry} (seams excluded)`, "26.2 g");
  for (let i = 0; i < route.length; i++) {
    const h = route[i]!;
    if (!isOnMap(game.map, h)) return R("off_map", `${h} is off the map`, "26.2");
    if (terrainOf(game, h) !== "clear") return R("not_clear", `${h} is not clear terrain`, "26.2 c");
    if (i > 0 && rangeBetween(route[i - 1]!, h) !== 1) return R("broken_route", `${route[i - 1]} to ${h} is not one hex`, "26.2 c");
    // 26.2 c read strictly: a slope hexside is not clear terrain.
    if (i > 0 && isSlope(game.map, route[i - 1]!, h)) return R("not_clear", `${route[i - 1]}-${h} crosses a slope hexside`, "26.2 c");
  }
  const sections = toRouteSections(game, route);
  if (TO_SECTION.has(situation)) {
    // 26.66 d, 26.72: one α man in β's section by Game-Turn six (the lead man; α enters on turn 1 here, reading).
    const zone = game.engagement?.zone;
    const j = zone ? route.findIndex((h) => isInZone(zone, h)) : -1;
    const turn = j < 0 ? Infinity : 1 + Math.floor((1 + j * clearMp(game, tables) - 1) / COLUMN_MP);
    return turn <= 6 ? OK : R("late_to_section", `the route reaches β's section ${game.engagement?.section ?? "?"} on turn ${j < 0 ? "never" : turn}, after turn 6`, situation === "raid" ? "26.72" : "26.66 d");
  }
  const all = SITUATION_DATA[situation].layout.flat();
  const seen = new Set<string>();
  for (const s of sections) {
    if (seen.has(s) && seen.size < all.length) return R("section_reentered", `section ${s} re-entered before every section was traversed`, "26.2 e");
    seen.add(s);
  }
  const missing = all.filter((s) => !sections.includes(s));
  if (missing.length > 0) return R("section_missed", `every man must enter every section (missing ${missing.join(", ")})`, "26.2 a");
  if (!toEdgeHexes(box, draw.exit).includes(route[route.length - 1]!)) return R("bad_exit", `the route must end on exit edge section ${draw.exit} (seams excluded)`, "26.2 g");
  if (situation === "ambush") {
    if (!announced || announced.join(",") !== sections.join(",")) return R("route_not_announced", `the exact plot must follow the announced route (${(announced ?? []).join(" to ") || "none"}; the plot goes ${sections.join(" to ")})`, "26.82");
    if (game.engagement && sections[0] === game.engagement.section) return R("bravo_section", "β may not be in the section α enters", "26.82");
  }
  return OK;
}

const round1 = (state: { readonly turn: PlotTurn }, seat: string) => state.turn.round === 1 && !state.turn.plots[seat]?.locked;

/** True for the Assault's β, who may draw an exit chit (6-0) only after Game-Turn Five [26.96 d]. */
const isAssaultExit = (game: PatrolGame, side: Side) => game.scenario.situation === "assault" && side === "bravo" && !game.solitaire;

/**
 * DRAW_ENTRY [26.2 Step 1]: the side shuffles its five chits and draws its entry edge section, then its exit from
 * the remaining four (an exit-only side draws the exit alone), with the match dice. Before its first lock; secret.
 * The Assault's β draws its exit chit at any point after Game-Turn Five, and only then may it exit [26.96 d].
 */
export const drawEntry = defineCommand<PatrolGame, PlotTurn, Record<string, never>>({
  schema: z.object({}).strict(),
  rule: "patrol 26.2",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd) {
    const side = cmd.seat as Side;
    if (state.game.entry?.sides[side]) return R("drawn", "the chits are already drawn", "26.2 Step 1");
    if (state.game.scenario.situation === "raid") return R("none", "the Raid's α names its entry edge in its pre-plot (preplot edge); no chits", "26.72");
    if (isAssaultExit(state.game, side)) return state.turn.round > 5 ? OK : R("too_early", "β draws its exit chit only after Game-Turn Five", "26.96 d");
    if (state.game.entry?.roles[side] === "front") return R("none", "the Assault's α picks its edge (choose_edge 2, 3 or 4); no chits", "26.92 b");
    if (!state.game.entry?.roles[side]) return R("none", "this side does not draw entry chits here", "26.2, 26.5-26.9");
    return round1(state, cmd.seat) ? OK : R("too_late", "the chits are drawn before the side's first plot is locked", "26.2");
  },
  resolve(state, cmd, dice) {
    const side = cmd.seat as Side, entry = state.game.entry ?? { roles: {}, sides: {} };
    const cup = [...ENTRY_CHITS[side]];
    const first = cup.splice(dice.roll(cup.length) - 1, 1)[0]!;
    const draw: SideEntry = entry.roles[side] === "enter" ? { entry: first, exit: cup[dice.roll(cup.length) - 1]! } : { exit: first };
    const event: GameEvent = { type: "patrol/entry_drawn", data: { side, ...draw, rule: isAssaultExit(state.game, side) ? "26.96 d" : "26.2 Step 1" }, visibleTo: [side] };
    return { state: { ...state, game: { ...state.game, entry: { ...entry, sides: { ...entry.sides, [side]: draw } } } }, events: [event] };
  },
});

/**
 * PREPLOT [26.2 Step 2, 3]: the column's route, checked by `checkRoute`; then the entry turn is rolled (d6; turn 1
 * in the Recon, whose α must be in β's section by turn 6, 26.66 d). Secret, except the Ambush's announced
 * sections [26.82].
 */
export const prePlot = defineCommand<PatrolGame, PlotTurn, { route: string[]; sections?: string[]; edge?: number }>({
  schema: z.object({ route: z.array(z.string().regex(/^\d{4}$/)).min(1).max(400), sections: z.array(z.string().regex(/^[A-F]$/)).max(12).optional(),
    edge: z.number().int().min(0).max(9).optional() }).strict(),
  rule: "patrol 26.2",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd, ctx) {
    const side = cmd.seat as Side, e = state.game.entry;
    if (e?.roles[side] !== "enter") return R("none", "this side does not enter by a Preliminary Movement Plot here", "26.2");
    if (e.sides[side]?.route) return R("plotted", "the Preliminary Movement Plot is already written", "26.2 Step 2");
    if (!round1(state, cmd.seat)) return R("too_late", "the Preliminary Movement Plot is written before play", "26.2 Step 2");
    const game = withRaidEdge(state.game, side, cmd.payload.edge);
    if (state.game.scenario.situation === "raid" && !game.entry?.sides[side]) return R("bad_edge", `the Raid's α enters by an edge section beside D, C, B or E (${RAID_ENTRY_EDGES.join(", ")})`, "26.72");
    return checkRoute(game, side, cmd.payload.route, cmd.payload.sections, toPatrolTables(ctx.tables, ctx.options));
  },
  resolve(state, cmd, dice) {
    const side = cmd.seat as Side, game = withRaidEdge(state.game, side, cmd.payload.edge), e = game.entry!;
    const entryTurn = TO_SECTION.has(game.scenario.situation) ? 1 : dice.roll(6);
    const file = game.order.filter((id) => game.men[id]!.side === side && game.men[id]!.hex === null && !game.men[id]!.exited);
    const progress = Object.fromEntries(file.map((id) => [id, -1]));
    const draw: SideEntry = { ...e.sides[side]!, route: [...cmd.payload.route], entryTurn, progress, ...(cmd.payload.sections ? { sections: [...cmd.payload.sections] } : {}) };
    const events: GameEvent[] = [{ type: "patrol/pre_plot", data: { side, hexes: cmd.payload.route.length, entryTurn, rule: "26.2 Step 2, 3" }, visibleTo: [side] }];
    if (game.scenario.situation === "ambush") events.push({ type: "patrol/route_announced", data: { side, sections: toRouteSections(game, cmd.payload.route), rule: "26.82" } });
    return { state: { ...state, game: { ...game, entry: { ...e, sides: { ...e.sides, [side]: draw } } } }, events };
  },
});

/**
 * The Plot Phase check of 26.2: a side must draw (and, entering, pre-plot) before it plots; men in the column take
 * no other orders while the pre-plot binds [26.56 a, 26.86 a].
 */
export function checkPrePlot(game: PatrolGame, seat: string, plot: Plot): Check {
  const side = seat as Side, role = game.entry?.roles[side];
  // 26.96 d: the Assault's β exits only through the edge section of its exit chit.
  const exits = Object.values(plot.orders).some((tasks) => tasks.some((t) => (t.code === "MV" || t.code === "CC") && t.exit === true));
  if (exits && isAssaultExit(game, side) && (game.engagement?.round ?? 0) > 5 && !game.entry?.sides[side]) return P("exit_undrawn", "draw the exit chit (draw_entry) before exiting", "26.96 d");
  if (!role) return OK;
  const e = game.entry!.sides[side];
  // A side the scenario set up entirely (every man given a deploy hex) has no column: nothing to draw first.
  if (!e && !game.order.some((id) => game.men[id]!.side === side && isWaiting(game, id))) return OK;
  if (!e && role === "front") return P("edge_first", "pick the entry edge, 2, 3 or 4 (choose_edge), before plotting", "26.92 b");
  if (!e && game.scenario.situation === "raid") return P("pre_plot_first", "write the Preliminary Movement Plot (preplot with its entry edge) before plotting", "26.72");
  if (!e) return P("entry_first", "draw the entry and exit chits (draw_entry) before plotting", "26.2 Step 1");
  if (role === "enter" && !e.route) return P("pre_plot_first", "write the Preliminary Movement Plot (preplot) before plotting", "26.2 Step 2");
  if (!isPrePlotted(game, side)) return OK;
  const bound = Object.keys(plot.orders).find((id) => (plot.orders[id]?.length ?? 0) > 0 && e.progress?.[id] !== undefined);
  return bound ? P("pre_plot", `${bound} follows the Preliminary Movement Plot until Contact`, "26.56 a, 26.86 a") : OK;
}

/** One column man's movement this turn: route hexes and the MP (1-5) at which he enters each. */
export type ColumnMove = { readonly path: readonly string[]; readonly cum: readonly number[]; readonly exit: boolean; readonly budget?: number };

/**
 * The column's movement this turn [26.2 c, g]: the lead man enters on MP 1 of his entry turn, the k-th man on MP
 * k + 1 (single file), and each then walks the route at half speed (5 MP a turn); a man held back (stacking, a
 * mine) walks on at his pace, never ahead of his place in the file.
 */
export function toColumnMoves(game: PatrolGame, round: number, tables: PatrolTableSet): Map<string, ColumnMove> {
  const out = new Map<string, ColumnMove>();
  for (const side of SIDES) {
    const e = game.entry?.sides[side];
    // 26.92 b: the broad front comes on from turn 1, each man on his edge hex for one MP [26.2 g]; a man held
    // back (stacking) tries again the next turn.
    if (e?.front) for (const [id, hex] of Object.entries(e.front)) if (isWaiting(game, id)) out.set(id, toFrontMove(game, id, hex, tables));
    if (!e?.route || !e.progress || e.entryTurn === undefined || !isPrePlotted(game, side) || round < e.entryTurn) continue;
    const cost = clearMp(game, tables), base = COLUMN_MP * (round - e.entryTurn);
    const ends = game.entry?.roles[side] === "enter" && !TO_SECTION.has(game.scenario.situation);
    Object.keys(e.progress).forEach((id, k) => {
      const m = game.men[id]!;
      if (m.exited || (m.status !== "fit" && m.status !== "W")) return;
      const path: string[] = [], cum: number[] = [];
      let prev = 0;
      for (let j = e.progress![id]! + 1; j < e.route!.length; j++) {
        const at = Math.max(1 + j * cost + k - base, prev + (j === 0 ? 1 : cost));
        if (at > COLUMN_MP) break;
        path.push(e.route![j]!); cum.push(at); prev = at;
      }
      const last = (e.progress![id] ?? -1) + path.length === e.route!.length - 1;
      if (path.length > 0) out.set(id, { path, cum, exit: ends && last });
    });
  }
  return out;
}

/** The waiting Assault α man at his front hex: the entry hex, not on the map yet [26.92 b, 26.96 b]. */
export function toFrontHex(game: PatrolGame, id: string): string | undefined {
  const m = game.men[id];
  const hex = m ? game.entry?.sides[m.side]?.front?.[id] : undefined;
  return hex !== undefined && isWaiting(game, id) ? hex : undefined;
}

/**
 * 26.96 b: the Assault's α "may move freely onto the map on Game-Turn One": a waiting man's MV order starts at his
 * entry hex, entered for one MP [26.2 g], and goes on from there within his MA. Without such an order he only
 * enters. (Read for any turn he is still waiting, held back by stacking.)
 */
function toFrontMove(game: PatrolGame, id: string, hex: string, tables: PatrolTableSet): ColumnMove {
  const mv = game.work?.orders[id]?.find((t) => t.code === "MV");
  if (mv?.code !== "MV" || mv.path[0] !== hex) return { path: [hex], cum: [1], exit: false };
  const rest = resolvePath(hex, mv.path.slice(1)) ?? [];
  const cum = [1, ...toPathCosts(game, hex, rest, tables).map((c) => c + 1)];
  return { path: [hex, ...rest], cum, exit: mv.exit === true, budget: Math.min(cum[cum.length - 1]!, toManMa(game.men[id]!)) };
}

/**
 * Why a waiting front man's plot breaks 26.96 b, or the man standing on his entry hex with his MV path after it and
 * the MP the entry costs, for the ordinary checks (validate-plot.ts).
 */
export function toFrontPlot(game: PatrolGame, id: string, tasks: readonly Task[]): Check | { readonly man: Man; readonly tasks: Task[]; readonly entryMp: number } {
  const hex = toFrontHex(game, id)!;
  const only = tasks.length === 1 ? tasks[0] : undefined;
  if (only?.code !== "MV") return P("front_entering", `${id} is entering the map at ${hex}: his only order is a move (MV) from that hex`, "26.92 b, 26.96 b");
  if (only.path[0] !== hex) return P("front_path", `${id} enters at ${hex}: his path must start at that hex, not ${only.path[0] ?? "nowhere"}`, "26.96 b, 26.2 g");
  return { man: { ...game.men[id]!, hex }, tasks: [{ ...only, path: only.path.slice(1) }], entryMp: 1 };
}

/** Hexes each column man walks this turn, for his movement multiple [10.63] (the column takes no MV orders). */
export function withColumnPlotted(game: PatrolGame, round: number, tables: PatrolTableSet): PatrolGame {
  if (!game.entry || !game.work) return game;
  const moves = toColumnMoves(game, round, tables);
  if (moves.size === 0) return game;
  const plotted = { ...game.work.hexesPlotted };
  for (const [id, mv] of moves) plotted[id] = mv.path.length;
  return { ...game, work: { ...game.work, hexesPlotted: plotted } };
}

/**
 * After movement: each column man's place on the route; at Contact the pre-plot is discarded and the men not yet
 * on the map enter at once in file order on the first route hexes (3 a hex), prone [26.56 a, b: read as entering
 * together rather than MP by MP]; a column whose men have all reached the end of the route is free [26.66 d].
 */
export function settleColumn(out: { game: PatrolGame; events: GameEvent[] }): { game: PatrolGame; events: GameEvent[] } {
  let game = out.game;
  const events = [...out.events];
  for (const side of SIDES) {
    const e = game.entry?.sides[side];
    const route = e?.route;
    if (!e || !route || !e.progress || e.ended) continue;
    const progress = { ...e.progress };
    for (const ev of out.events) {
      const d = ev.data as { man?: string; path?: readonly string[] } | undefined;
      if (ev.type === "patrol/moved" && d?.man && progress[d.man] !== undefined) progress[d.man] = progress[d.man]! + (d.path?.length ?? 0);
    }
    let ended = false;
    if (game.contactRound !== null) {
      ended = true;
      const men = { ...game.men }, placed: string[] = [];
      let j = 0;
      for (const id of Object.keys(progress)) {
        if (!(men[id]!.hex === null && !men[id]!.exited)) continue;
        while (j < route.length - 1 && game.order.filter((o) => men[o]!.hex === route[j] && men[o]!.side === side).length >= 3) j += 1;
        men[id] = { ...men[id]!, hex: route[j]!, posture: "prone" };
        progress[id] = j;
        placed.push(id);
      }
      game = { ...game, men };
      if (placed.length > 0) events.push({ type: "patrol/entered", data: { side, men: placed, hexes: placed.map((id) => men[id]!.hex), rule: "26.56 b" } });
    } else {
      const last = route.length - 1;
      ended = Object.keys(progress).every((id) => { const m = game.men[id]!; return m.exited || (m.hex !== null && m.status !== "fit" && m.status !== "W") || progress[id] === last; });
    }
    const entry = game.entry!;
    game = { ...game, entry: { ...entry, sides: { ...entry.sides, [side]: { ...e, progress, ...(ended ? { ended } : {}) } } } };
    if (ended) events.push({ type: "patrol/pre_plot_ended", data: { side, rule: game.contactRound !== null ? "26.56 d" : "26.2" }, visibleTo: [side] });
  }
  return { game, events };
}

/** A side that still has men waiting to enter is not gone from the map [26.53]. */
export function hasWaiting(game: PatrolGame, side: Side): boolean {
  return game.order.some((id) => game.men[id]!.side === side && isWaiting(game, id));
}

/**
 * What a viewer sees of 26.2: its own draws and pre-plot; of the other side, whether it has drawn and pre-plotted
 * and, in the Ambush, the announced route by sections [26.82]; the exit and entry chits, entry turn and route
 * stay secret [26.2 "Secret Entry and Exit"].
 */
export function toEntryView(entry: EntryState, viewer: string): unknown {
  const sides = Object.fromEntries(SIDES.filter((s) => entry.sides[s]).map((s) => {
    const e = entry.sides[s]!;
    return [s, s === viewer ? e : { drawn: true, preplotted: e.route !== undefined, ...(e.sections ? { sections: e.sections } : {}) }];
  }));
  return { roles: entry.roles, sides };
}

/** 26.72: the Raid's α names its entry edge, which is also its exit edge; other situations are unchanged. */
export function withRaidEdge(game: PatrolGame, side: Side, edge: number | undefined): PatrolGame {
  if (game.scenario.situation !== "raid" || edge === undefined || !RAID_ENTRY_EDGES.includes(edge) || !game.entry) return game;
  return { ...game, entry: { ...game.entry, sides: { ...game.entry.sides, [side]: { entry: edge, exit: edge } } } };
}

/** Why a broad front on `edge` breaks 26.92 b, or OK: the edge is 2, 3 or 4, each hex on it (seams excluded) and each man α's, waiting. */
export function checkFront(game: PatrolGame, side: Side, edge: number, front: Readonly<Record<string, string>>): Check {
  if (!ASSAULT_ENTRY_EDGES.includes(edge)) return R("bad_edge", `the Assault's α enters on map-edge 2, 3 or 4, not ${edge}`, "26.92 b");
  const hexes = toEdgeHexes(game.map.box, edge);
  for (const [id, hex] of Object.entries(front)) {
    if (game.men[id]?.side !== side || !isWaiting(game, id)) return R("bad_man", `${id} is not one of your men waiting to enter`, "26.92 b");
    if (!hexes.includes(hex)) return R("bad_entry", `${hex} is not a hex of map-edge ${edge} (seams excluded)`, "26.92 b, 26.2 g");
  }
  return OK;
}

/** The broad front: the men named at their hexes, the others spread along the edge in order, three a hex at most [7.34]. */
export function toFront(game: PatrolGame, side: Side, edge: number, named: Readonly<Record<string, string>> = {}): Record<string, string> {
  const hexes = toEdgeHexes(game.map.box, edge), front: Record<string, string> = { ...named };
  const count = (h: string) => Object.values(front).filter((x) => x === h).length;
  let i = 0;
  for (const id of game.order) {
    if (front[id] !== undefined || game.men[id]!.side !== side || !isWaiting(game, id) || hexes.length === 0) continue;
    for (let k = 0; k < hexes.length && count(hexes[i % hexes.length]!) >= 3; k++) i += 1;
    front[id] = hexes[i % hexes.length]!;
    i += 1;
  }
  return front;
}

/**
 * CHOOSE_EDGE [26.92 b]: the Assault's α picks map-edge 2, 3 or 4, its entry and exit edge, before its first plot;
 * its men enter on turn 1 at several hexes of that edge (named, or spread along it). Secret until they come on
 * ("Secret Entry and Exit", 26.2; 26.92 says nothing of disclosing it).
 */
export const chooseEdge = defineCommand<PatrolGame, PlotTurn, { edge: number; hexes?: Record<string, string> }>({
  schema: z.object({ edge: z.number().int().min(0).max(9), hexes: z.record(z.string(), z.string().regex(/^\d{4}$/)).optional() }).strict(),
  rule: "patrol 26.92 b",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd) {
    const side = cmd.seat as Side, e = state.game.entry;
    if (e?.roles[side] !== "front") return R("none", "only the Assault's α picks its entry edge", "26.92 b");
    if (e.sides[side]) return R("drawn", "the entry edge is already picked", "26.92 b");
    if (!round1(state, cmd.seat)) return R("too_late", "the entry edge is picked before the first plot is locked", "26.92 b");
    return checkFront(state.game, side, cmd.payload.edge, cmd.payload.hexes ?? {});
  },
  resolve(state, cmd) {
    const side = cmd.seat as Side, e = state.game.entry!, edge = cmd.payload.edge;
    const front = toFront(state.game, side, edge, cmd.payload.hexes);
    const event: GameEvent = { type: "patrol/edge_chosen", data: { side, edge, front, rule: "26.92 b" }, visibleTo: [side] };
    const draw: SideEntry = { entry: edge, exit: edge, entryTurn: 1, front };
    return { state: { ...state, game: { ...state.game, entry: { ...e, sides: { ...e.sides, [side]: draw } } } }, events: [event] };
  },
});
