// Firepower 10.2 Entering and Exiting the Mapboard, the entry half: "When entering the mapboard all units of a squad must
// enter at the same time. Consider that the off-board units are anywhere just off the mapboard side designated in the
// scenario, and any edge hex on that side may be entered at the normal movement factor expenditures. When entering, all
// units of a squad may be moved, ignoring any Impulse restrictions for the Impulse Phase when entry takes place, but no
// units of an entering squad may be fired during that Impulse Phase. [...] Units may enter and/or exit the mapboard
// only on sides designated by the scenario."
// A scenario side names the squads it holds off the map (`entry: { mapSide, squads, turn? }`, Advanced only like exits,
// 4.9). Until they enter, those soldiers have no hex in play: they are kept out of play as exited men are (eliminated
// and exited, so LOS, fire, melee, blasts, the bot and victory skip them, and no VP is scored for them) and carry a
// public `offMap` mark ("waiting to enter": the book hides nothing about off-board units). Their squad's Impulse starts
// at the pseudo-hex "off:<side>" (turn-events.ts gathers the squad's waiting men), each man then `enter_map`s an edge
// hex of the scenario's side for the clear-hex cost of his posture (the "normal movement factor expenditure", 11.1.1),
// faces into the map, and may go on acting in the same Impulse (all of the squad are in it, whatever their hex).
// Readings: "at the same time" = in that one Impulse, so the Impulse may not end while one of its men who can enter is
// still off the map (ENTRY_TURN_GUARD); "may not be fired" = no Combat Action that Impulse Phase (they are marked as
// having used it, 6.2.5), which also bars melee that phase.
import type { Check, ChitTurn, Command, TurnGuard } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { z } from "zod";
import type { FirepowerScenario } from "./scenario-schema";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { MAP_EXIT_SIDES, type MapExitSide } from "./map-exit";
import { actionCost, nonCombatMfLeft, soldiersAt, spendNonCombat } from "../core/soldiers";
import type { Hex } from "@tactica/hex";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";

const RULE = "Firepower 10.2";

/** Scenario side field: squads held off the map, the map side they enter by, and the first Turn they may (Advanced) [10.2]. */
export const mapEntrySchema = z.object({
  mapSide: z.enum(MAP_EXIT_SIDES),
  squads: z.array(z.string().min(1)).min(1),
  turn: z.number().int().min(1).optional(),
}).strict().optional();

/** A soldier waiting off the map: the map side he will enter by and the first Turn he may [10.2]. */
export type OffMap = { readonly mapSide: MapExitSide; readonly turn?: number };
type EntrySoldier = Soldier & { readonly offMap?: OffMap };

/** The waiting mark of a soldier, if he is still off the map [10.2]. */
export const offMapOf = (s: Soldier): OffMap | undefined => (s as EntrySoldier).offMap;

/** The pseudo-hex id of an Impulse of off-map soldiers of a side [10.2]. */
export const offMapHexId = (side: Side): string => `off:${side}`;

/** The game with the scenario's off-map squads taken out of play until they enter (Advanced only) [10.2]. */
export function withMapEntry(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  const marks = new Map<string, OffMap>();
  for (const side of ["A", "B"] as const) {
    const entry = (sc.sides[side] as { entry?: { mapSide: MapExitSide; squads: readonly string[]; turn?: number } }).entry;
    if (!entry) continue;
    const mark: OffMap = { mapSide: entry.mapSide, ...(entry.turn !== undefined ? { turn: entry.turn } : {}) };
    for (const s of game.soldiers) if (s.side === side && entry.squads.includes(s.squad)) marks.set(s.id, mark);
  }
  if (marks.size === 0) return game;
  return { ...game, soldiers: game.soldiers.map((s) => { const m = marks.get(s.id); return m ? ({ ...s, eliminated: true, exited: true, offMap: m } as EntrySoldier) : s; }) };
}

/** The waiting soldiers of a side's squad that an Impulse at "off:<side>" gathers (empty for any other hex id) [10.2]. */
export function offMapImpulseIds(game: FirepowerGame, side: Side, squad: string, hexId: string): string[] {
  if (hexId !== offMapHexId(side)) return [];
  return game.soldiers.filter((s) => s.side === side && s.squad === squad && !s.acted && offMapOf(s) !== undefined).map((s) => s.id);
}

/** The edge hexes of a map side: the right (2/3, largest q) or left (5/6, smallest q) column [10.2]. */
function edgeHexes(game: FirepowerGame, side: MapExitSide): Hex[] {
  const board = boardOf(game);
  const q = side === "2/3" ? board.qRange[1] : board.qRange[0];
  const out: Hex[] = [];
  for (let c = 0; c < board.map.cellCount; c += 1) {
    const hex = { q: board.map.qOf(c), r: board.map.rOf(c) };
    if (hex.q === q && board.has(hex)) out.push(hex);
  }
  return out.sort((a, b) => a.r - b.r);
}

/** The directions (0-5) from an edge hex to the off-map hexes beyond its map side [10.2]. */
function outwardDirs(game: FirepowerGame, hex: Hex, side: MapExitSide): number[] {
  const board = boardOf(game);
  const [lo, hi] = board.qRange;
  return [0, 1, 2, 3, 4, 5].filter((d) => {
    const beyond = hexAhead(hex, d + 1);
    return !board.has(beyond) && (side === "2/3" ? beyond.q > hi : beyond.q < lo);
  });
}

const payload = z.object({ soldier: z.string().min(1), hex: z.string().min(1) }).strict();
type Ctx = { readonly tables: Parameters<typeof actionCost>[0]; readonly options: Readonly<Record<string, string>> };

function checkEntry(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx?: Ctx): Check & { soldier?: Soldier; hex?: Hex; facing?: number; cost?: number } {
  const s = state.game.soldiers.find((x) => x.id === p.soldier);
  const mark = s ? offMapOf(s) : undefined;
  if (!s || !mark) return reject("entry/not_off_map", `${p.soldier} is not a soldier waiting off the map`, RULE);
  if (s.side !== seat) return reject("soldier/not_yours", `${s.id} belongs to side ${s.side}`, "Firepower 6.2");
  const impulse = state.game.impulse;
  if (!impulse || impulse.hexId !== offMapHexId(s.side) || !impulse.soldiers.includes(s.id)) return reject("entry/not_in_impulse", `${s.id} enters only in an Impulse of his squad started off the map (${offMapHexId(s.side)})`, RULE);
  if (mark.turn !== undefined && state.turn.round < mark.turn) return reject("entry/too_early", `the scenario lets ${s.id} enter from Turn ${mark.turn}`, RULE);
  const board = boardOf(state.game);
  const hex = board.hexOf(p.hex);
  if (!hex || hex.q !== (mark.mapSide === "2/3" ? board.qRange[1] : board.qRange[0])) return reject("entry/not_edge_hex", `enter only into an edge hex of map side ${mark.mapSide}`, RULE);
  // Reading: he steps in across the map's edge hexside as into "a new clear hex" (the exit's mirror): a fence, hedge,
  // wall, roadblock or closed building side on every outer hexside of the hex bars the way in.
  const dir = outwardDirs(state.game, hex, mark.mapSide).find((d) => {
    const wall = board.levelSide(hex, d, 0);
    return board.sideFeatures(hex, d).length === 0 && !(wall && !wall.open && wall.type !== "breach");
  });
  if (dir === undefined) return reject("entry/hexside_blocked", "a fence, hedge, wall, roadblock or closed building side on the edge hexside bars the step onto the map", RULE);
  if (soldiersAt(state.game, hex).some((o) => o.side !== s.side && !o.inTunnel && (o.storey ?? 0) === 0)) return reject("entry/enemy_hex", "an enemy-held edge hex is not entered from off the map", "Firepower 6.2.1, 10.2");
  // Without the tables (the end-of-Impulse gate) only the way in is checked: a waiting man has spent no MF yet.
  if (!ctx) return { ...OK, soldier: s, hex, facing: ((dir + 3) % 6) + 1, cost: 0 };
  const cost = actionCost(ctx.tables, ctx.options, "enter_hex", s);
  if (cost === undefined || cost > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors to enter the edge hex", RULE);
  return { ...OK, soldier: s, hex, facing: ((dir + 3) % 6) + 1, cost };
}

/** `enter_map { soldier, hex }`: a man of an off-map Impulse steps into an edge hex of his scenario side [10.2]. */
export const enterMapCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkEntry(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkEntry(state, cmd.seat, cmd.payload, ctx);
    if (!c.ok || !c.soldier || !c.hex || c.facing === undefined || c.cost === undefined) throw new Error("enter_map: resolve after a failed check");
    const s = c.soldier;
    const { offMap: _mark, exited: _exited, ...rest } = s as EntrySoldier;
    // No units of an entering squad may fire during that Impulse Phase: the Combat Action of the phase is used (6.2.5).
    const entered: Soldier = { ...rest, ...spendNonCombat(s, c.cost), hex: c.hex, facing: c.facing, eliminated: false, combatUsed: true, hexesEntered: s.hexesEntered + 1 };
    const game = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? entered : x)) };
    const mapSide = offMapOf(s)?.mapSide;
    return { state: { ...state, game }, events: [{ type: "entry/entered", data: { soldier: s.id, hex: cmd.payload.hex, facing: c.facing, mapSide, mf: c.cost, rule: RULE } }] };
  },
});

/** Off-map Impulse starts of a side in its Impulse Phase: one per activated squad with men waiting who may enter [10.2]. */
export function mapEntryImpulseCandidates(state: FirepowerState, seat: string): Command[] {
  if (state.turn.step !== "impulse_phase" || state.turn.active !== seat) return [];
  const squads = new Set(state.game.soldiers.filter((s) => {
    const m = offMapOf(s);
    return s.side === seat && m !== undefined && !s.acted && (m.turn === undefined || state.turn.round >= m.turn) && state.turn.squads.includes(s.squad);
  }).map((s) => s.squad));
  return [...squads].map((squad) => ({ type: "turn/start_impulse", seat, payload: { squad, hex: offMapHexId(seat as Side) } }));
}

/** Candidate entries in an off-map Impulse: each waiting man into each edge hex of his side [10.2]. */
export function mapEntryCandidates(state: FirepowerState, seat: string): Command[] {
  const impulse = state.game.impulse;
  if (!impulse || impulse.hexId !== offMapHexId(seat as Side)) return [];
  const board = boardOf(state.game);
  return impulse.soldiers.flatMap((id) => {
    const s = state.game.soldiers.find((x) => x.id === id);
    const m = s ? offMapOf(s) : undefined;
    return s && m ? edgeHexes(state.game, m.mapSide).map((h) => ({ type: "enter_map", seat, payload: { soldier: id, hex: board.idOf(h) } })) : [];
  });
}

/**
 * "All units of a squad must enter at the same time": an off-map Impulse does not end while one of its men could still
 * enter (a man with no way in, e.g. every edge hex enemy-held, does not hold the Impulse) [10.2].
 */
export const ENTRY_TURN_GUARD: TurnGuard<ChitTurn, FirepowerGame> = {
  name: "entry-all-together",
  rule: RULE,
  only: ["turn/end_impulse"],
  check: (t, cmd, ctx) => {
    const game = ctx.game;
    const impulse = game.impulse;
    if (!impulse || impulse.hexId !== offMapHexId(cmd.seat as Side)) return OK;
    const st = { game, turn: t } as Pick<FirepowerState, "game" | "turn"> as FirepowerState;
    const board = boardOf(game);
    const can = impulse.soldiers.some((id) => {
      const s = game.soldiers.find((x) => x.id === id);
      const m = s ? offMapOf(s) : undefined;
      return m !== undefined && edgeHexes(game, m.mapSide).some((h) => checkEntry(st, cmd.seat, { soldier: id, hex: board.idOf(h) }).ok);
    });
    return can ? reject("entry/all_together", "all units of a squad enter the map at the same time: bring the rest of the squad on before ending the Impulse", RULE) : OK;
  },
};

/** Scenario check: off-map entry is an Advanced Game rule, and the named squads must be the side's [10.2]. */
export function checkMapEntryScenario(sc: Pick<FirepowerScenario, "rules" | "sides">, ctx: z.RefinementCtx): void {
  for (const side of ["A", "B"] as const) {
    const entry = (sc.sides[side] as { entry?: { squads: readonly string[] } }).entry;
    if (!entry) continue;
    if (sc.rules !== "advanced") { ctx.addIssue({ code: "custom", message: "entering from off the map (10.2) is an Advanced Game rule: in the Basic Game every soldier starts on the map (4.9)", path: ["sides", side, "entry"] }); continue; }
    const squads = new Set(sc.sides[side].soldiers.map((s) => s.squad ?? side));
    for (const q of entry.squads) if (!squads.has(q)) ctx.addIssue({ code: "custom", message: `entry squad ${q} has no soldiers on side ${side} (10.2)`, path: ["sides", side, "entry", "squads"] });
  }
}
