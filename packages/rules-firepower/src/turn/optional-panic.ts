// Option 24.2.3 panic movement: the engine moves panicked soldiers itself, since the book leaves the player no choice
// (the shortest route, all MF, towards the side's own map edge, off it and never back).
import type { AnyTable, ChitTurn, CommandContext, CommandSpec, GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { towardEdge } from "../fire-setup/optional-morale";
import { bailingSoldiers, climbOut } from "../vehicles/optional-panic-bailout";
import { discardCandidates, discardCommand } from "../fire-setup/optional-equipment-discard";
import { equipmentLoadInUse, loadOf, weighLoads } from "../optional/optional-equipment";
import { equipmentMfReduction } from "../tables/advanced-data";
import type { FieldSoldier } from "../core/wound-effects";
import { facingCommand, moveCommand, postureCommand } from "./movement-commands";
import { findSoldier, nonCombatMfLeft, patchSoldiers, updateSoldier } from "../core/soldiers";
import { isStunned } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";

const RULE = "Firepower 24.2.3";

/** Panicked soldiers move in the first four Impulse Phases of their side in each Turn [24.2.3]. */
export const PANIC_MOVE_PHASES = 4;

type Spec = CommandSpec<FirepowerGame, ChitTurn>;
type Ctx = CommandContext;

/** The side's soldiers a panic moves: panicked squads', alive, free, on foot, not Stunned or Inactive [24.2.3]. */
export function panickedSoldiers(game: FirepowerGame, side: Side): Soldier[] {
  return game.soldiers.filter((s) => s.side === side && game.morale?.[s.squad]?.panicked === true && !s.eliminated
    && s.prisonerOf === undefined && s.surrenderedTo === undefined && s.riding === undefined);
}

/** Run one command spec for the panicking soldier, or undefined when it does not validate. */
function tryStep(state: FirepowerState, spec: Spec, type: string, payload: Record<string, unknown>, dice: DiceSource, ctx: Ctx) {
  const seat = (findSoldier(state.game, String(payload.soldier))?.side ?? "A") as string;
  const cmd = { type, seat, payload };
  if (!spec.validate(state, cmd, ctx).ok) return undefined;
  return spec.resolve(state, cmd, dice, ctx);
}

/** Facings whose hex ahead is one column nearer the side's edge, his current facing first (no turn needed) [24.2.3]. */
function edgeFacings(s: Soldier, edge: "2/3" | "5/6"): number[] {
  const all = [1, 2, 3, 4, 5, 6].filter((f) => towardEdge(s.hex.q, hexAhead(s.hex, f).q, edge));
  return [...all.filter((f) => f === s.facing), ...all.filter((f) => f !== s.facing)];
}

/** One hex nearer the edge: turn (free if he can, 11.3.1) and move; undefined when every way is barred or costs too much. */
function stepTowardEdge(state: FirepowerState, s: Soldier, edge: "2/3" | "5/6", dice: DiceSource, ctx: Ctx) {
  for (const facing of edgeFacings(s, edge)) {
    let turned = state;
    const events: GameEvent[] = [];
    if (facing !== s.facing) {
      const t = tryStep(state, facingCommand, "change_facing", { soldier: s.id, facing, free: true }, dice, ctx) ?? tryStep(state, facingCommand, "change_facing", { soldier: s.id, facing }, dice, ctx);
      if (!t) continue;
      turned = t.state;
      events.push(...t.events);
    }
    const moved = tryStep(turned, moveCommand, "move", { soldier: s.id }, dice, ctx);
    if (moved) return { state: moved.state, events: [...events, ...moved.events] };
  }
  return undefined;
}

/**
 * 24.2.3 with Option 15.2: "weapons and/or equipment that cause a movement factor reduction of 2 or more must be
 * discarded as soon as possible, even if this discarding permits no movement": while his load costs him 2+ MF he
 * discards (11.1.6, its MF) the item whose loss lightens him most. Crewed weapons are left by leave_crew, not here.
 */
function shedLoad(state: FirepowerState, id: string, dice: DiceSource, ctx: Ctx): { state: FirepowerState; events: GameEvent[] } {
  if (!equipmentLoadInUse(ctx.options)) return { state, events: [] };
  let next = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 8; i += 1) {
    const s = findSoldier(next.game, id) as FieldSoldier | undefined;
    if (!s || equipmentMfReduction(loadOf(s, ctx.tables).points) < 2) break;
    const items = discardCandidates(next, s).map((c) => (c.payload as { item: string }).item);
    const lighter = (item: string) => loadOf({ ...s, ...(item === "weapon" ? { unarmed: true as const } : item === "DMC" ? { dmc: 0 } : { carries: { ...s.carries, [item]: 0 } }) }, ctx.tables).points;
    const best = [...items].sort((a, b) => lighter(a) - lighter(b))[0];
    const done = best ? tryStep(next, discardCommand, "discard", { soldier: id, item: best }, dice, ctx) : undefined;
    if (!done) break;
    next = done.state;
    events.push(...done.events);
  }
  if (events.length === 0) return { state, events };
  const side = findSoldier(next.game, id)?.side;
  const weighed = side ? weighLoads(next.game, side, ctx.options, ctx.tables) : { game: next.game, events: [] };
  return { state: { ...next, game: weighed.game }, events: [...events, ...weighed.events] };
}

/**
 * One panicked soldier's move in an Impulse Phase [24.2.3]: he stands if he is down (best speed), then takes hex after
 * hex towards his edge until his MF or the way runs out; on the edge with MF left he exits and may not re-enter.
 */
function panicMoveOne(state: FirepowerState, id: string, edge: "2/3" | "5/6", dice: DiceSource, ctx: Ctx): { state: FirepowerState; events: GameEvent[] } {
  const board = boardOf(state.game);
  const start = findSoldier(state.game, id);
  if (!start) return { state, events: [] };
  const game0 = updateSoldier(state.game, id, { acted: true, mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [] });
  // 24.2.4: a soldier bailing out first climbs out of his vehicle.
  const out = start.riding ? climbOut(game0, id) : { game: game0, events: [] };
  let s0: FirepowerState = { ...state, game: { ...out.game, impulse: { hexId: board.idOf(start.hex), soldiers: [id], firedFrom: [] } } };
  const events: GameEvent[] = [...out.events];
  const path: string[] = [];
  const shed = shedLoad(s0, id, dice, ctx);
  s0 = shed.state;
  events.push(...shed.events);
  if (start.posture !== "stand") {
    const up = tryStep(s0, postureCommand, "change_posture", { soldier: id, posture: "stand" }, dice, ctx);
    if (up) { s0 = up.state; events.push(...up.events); }
  }
  let exited = false;
  for (let i = 0; i < 12; i += 1) {
    const s = findSoldier(s0.game, id);
    if (!s || s.eliminated || isStunned(s)) break;
    const onEdge = edgeFacings(s, edge).every((f) => !board.has(hexAhead(s.hex, f)));
    if (onEdge) {
      if (nonCombatMfLeft(s) >= 1) { exited = true; s0 = { ...s0, game: updateSoldier(s0.game, id, { eliminated: true, exited: true }) }; }
      break;
    }
    const step = stepTowardEdge(s0, s, edge, dice, ctx);
    if (!step) break;
    s0 = step.state;
    events.push(...step.events);
    const after = findSoldier(s0.game, id);
    if (after) path.push(board.idOf(after.hex));
  }
  const summary: GameEvent = { type: "morale/panic_move", data: { soldier: id, from: board.idOf(start.hex), path, exited, rule: RULE } };
  return { state: { ...s0, game: { ...s0.game, impulse: null } }, events: [summary, ...events] };
}

/**
 * A chit of `side` is drawn [24.2.3, 24.2.4]: in the side's first four Impulse Phases of the Turn the engine moves every
 * panicked soldier (shortest route, all MF, towards the side's edge), and in every phase of the Turn soldiers bailing
 * out of a vehicle (out through a hatch, then the same run); in every phase they take no Impulse ("totally
 * ineffective", 24.2). Fewer than four units for the side: the book adds units for the panicked squad; here the panic
 * moves come only in the phases the side draws.
 */
export function onPanicDraw(state: FirepowerState, side: Side, dice: DiceSource, tables: ReadonlyMap<string, AnyTable>): { state: FirepowerState; events: GameEvent[] } {
  if (!state.game.morale) return { state, events: [] };
  const round = state.turn.round;
  const movers = (g: FirepowerGame) => [...panickedSoldiers(g, side), ...bailingSoldiers(g, side, round).filter((s) => g.morale?.[s.squad]?.panicked !== true)];
  if (movers(state.game).length === 0) return { state, events: [] };
  const phase = (state.turn.chits[side]?.length ?? 0) - (state.turn.cup[side]?.length ?? 0);
  const ctx: Ctx = { turn: { round, step: "impulse", actors: [side], over: false }, options: state.options, tables };
  let next = state;
  const events: GameEvent[] = [];
  for (const s of movers(state.game)) {
    const edge = state.game.morale[s.squad]?.edge;
    const bailing = s.bailOut === round && state.game.morale[s.squad]?.panicked !== true;
    if (!edge || isStunned(s) || (!bailing && phase > PANIC_MOVE_PHASES)) continue;
    const moved = panicMoveOne(next, s.id, edge, dice, ctx);
    next = moved.state;
    events.push(...moved.events);
  }
  const ids = new Set(movers(next.game).map((s) => s.id));
  return { state: { ...next, game: patchSoldiers(next.game, (s) => (ids.has(s.id) ? { ...s, acted: true } : undefined)) }, events };
}
