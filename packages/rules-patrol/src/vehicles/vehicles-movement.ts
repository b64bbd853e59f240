import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { applyResults, triggerAtMines } from "../fire/index";
import { resolvePath, stepHex, toVector, VECTOR_ORDER, isOnMap, isActive, patchMan, workOf } from "../state/index";
import type { Man, PatrolGame } from "../state/index";
import { destroyWireAt, crushPillbox, canDrive, isOnFoot, patchVehicle, toAboard, toRearHex, vehiclesOf } from "../terrain/index";

/** A vehicle moving this turn: one hex per movement tick, 10 hexes, terrain ignored [23.11, 24.2]. */
export type VehicleMover = { readonly id: string; readonly path: readonly string[]; idx: number; stopped: string | null; readonly entered: string[] };

/** The vehicles plotted to move (driveable, not panicked [23.42]). */
export function toVehicleMovers(game: PatrolGame): VehicleMover[] {
  const work = workOf(game);
  const out: VehicleMover[] = [];
  for (const v of vehiclesOf(game)) {
    const task = (work.orders[v.id] ?? []).find((t) => t.code === "MV");
    if (task?.code !== "MV" || !canDrive(v) || (work.panickedVehicles ?? []).includes(v.id)) continue;
    const path = resolvePath(v.hex, task.path);
    if (path && path.every((h) => isOnMap(game.map, h))) out.push({ id: v.id, path: path.slice(0, 10), idx: 0, stopped: null, entered: [] });
  }
  return out;
}

/** True when a man may not enter the hex: a vehicle stands there (stopped, destroyed or not moving) [32.2, 14.23]. */
export function isBlockedByVehicle(game: PatrolGame, hex: string, movers: readonly VehicleMover[]): boolean {
  return vehiclesOf(game).some((v) => v.hex === hex && !movers.some((mv) => mv.id === v.id && mv.stopped === null && mv.idx < mv.path.length));
}

/** The hex a man is displaced to [32.2]: the first adjacent hex (clockwise from north) on the map, outside the vehicle's path, with no vehicle, no enemy and room. */
function toDisplacement(game: PatrolGame, m: Man, passed: readonly string[]): string | undefined {
  return VECTOR_ORDER.map((d) => stepHex(m.hex!, d)).find((h): h is string => h !== undefined && isOnMap(game.map, h) && !passed.includes(h)
    && !vehiclesOf(game).some((v) => v.hex === h)
    && !game.order.some((id) => { const o = game.men[id]!; return o.hex === h && o.side !== m.side && isActive(o); })
    && game.order.filter((id) => { const o = game.men[id]!; return o.hex === h && o.side === m.side && isOnFoot(o); }).length < 3);
}

/** Displace the on-foot fit or wounded men of `hex` out of the vehicle's way [32.2] (the owner's choice read as the first free hex clockwise). */
function displace(game0: PatrolGame, hex: string, passed: readonly string[], who: (m: Man) => boolean): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  for (const id of game.order) {
    const m = game.men[id]!;
    if (m.hex !== hex || !isOnFoot(m) || !who(m)) continue;
    const to = toDisplacement(game, m, passed);
    if (!to) continue;
    game = patchMan(game, id, { hex: to });
    events.push({ type: "patrol/displaced", data: { man: id, from: hex, to, rule: "32.2" } });
  }
  return { game, events };
}

/**
 * One movement tick of the vehicles [23.11-23.14, 32.2, 18.2, 28.3]: each enters its next hex (no entering a hex
 * with another vehicle), turning to face the way it goes (pivots are free, so it never sideslips); riders and
 * passengers move with it. An incapacitated man run over is killed; a stationary fit or wounded man is displaced to
 * an adjacent hex it has not passed through; wire in the hex is destroyed, a pillbox crushed by a tank; AT mines
 * go off and stop it.
 */
export function advanceVehicles(game0: PatrolGame, movers: VehicleMover[], t: number, isMoving: (id: string) => boolean, dice: DiceSource, tables: PatrolTableSet, round: number):
  { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  for (const mv of movers) {
    if (mv.stopped || mv.idx >= mv.path.length || t !== mv.idx + 1) continue;
    const v = game.vehicles![mv.id]!;
    const to = mv.path[mv.idx]!;
    if (vehiclesOf(game).some((o) => o.id !== v.id && o.hex === to)) { mv.stopped = "vehicle in the way"; continue; }
    const facing = toVector(v.hex, to) ?? v.facing;
    game = patchVehicle(game, v.id, { hex: to, facing, ...(v.fixedTurret ? { turret: facing } : {}) }); // 27.13: a fixed turret points ahead
    for (const m of toAboard(game0, v.id)) game = patchMan(game, m.id, { hex: to });
    mv.idx += 1;
    mv.entered.push(to);
    const crushed = game.order.map((id) => game.men[id]!).filter((m) => m.hex === to && m.aboard === undefined && m.status === "I");
    if (crushed.length > 0) {
      const applied = applyResults(game, crushed.map((m) => ({ man: m.id, result: "K" as const, source: v.id })), dice, round);
      game = applied.game;
      events.push({ type: "patrol/run_over", data: { vehicle: v.id, hex: to, killed: crushed.map((m) => m.id), rule: "32.2" } }, ...applied.events);
    }
    if (v.kind === "tank") { // 23.52: a tank moving onto a pillbox crushes it (a crater) and kills the men inside
      const crushed = crushPillbox(game, to, "23.52");
      game = crushed.game;
      events.push(...crushed.events);
    }
    const moved = displace(game, to, [v.hex, ...mv.entered], (m) => !isMoving(m.id));
    game = moved.game;
    events.push(...moved.events);
    const cut = destroyWireAt(game, to); // 28.3: a tank or APC passing through destroys the wire
    game = cut.game;
    events.push(...cut.events);
    const mine = triggerAtMines(game, v.id, to, dice, tables, round);
    game = mine.game;
    events.push(...mine.events);
    if (mine.stop) mv.stopped = "AT mine (18.2)";
  }
  return { game, events };
}

/** After movement [32.2]: men who end in a hex where a vehicle ended are displaced; each moved vehicle reports its path. */
export function settleVehicles(game0: PatrolGame, movers: readonly VehicleMover[]): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  for (const mv of movers) {
    if (mv.entered.length === 0) continue;
    const v = game.vehicles![mv.id]!;
    events.push({ type: "patrol/vehicle_moved", data: { vehicle: mv.id, path: mv.entered, facing: v.facing, stoppedBy: mv.stopped } });
    const out = displace(game, v.hex, mv.entered, () => true);
    game = out.game;
    events.push(...out.events);
  }
  return { game, events };
}

/** DT at the start of movement [24.11]: the man steps off into the hex behind the hull (5 MP), then follows his plot. */
export function applyDismounts(game0: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  const work = workOf(game);
  for (const id of game.order) {
    const m = game.men[id]!;
    const v = m.aboard ? game.vehicles?.[m.aboard] : undefined;
    if (!v || !isActive(m) || (work.orders[id] ?? [])[0]?.code !== "DT" || work.panicked.includes(id)) continue;
    const rear = toRearHex(v);
    if (!rear || !isOnMap(game.map, rear)) continue;
    const { aboard: _left, ...foot } = m;
    game = { ...game, men: { ...game.men, [id]: { ...foot, hex: rear } } };
    events.push({ type: "patrol/dismounted", data: { man: id, vehicle: v.id, hex: rear, rule: v.kind === "tank" ? "23.8" : "24.11" } });
  }
  return { game, events };
}

/** MT at the end of movement [23.8, 24.11]: a man standing behind a vehicle that did not move climbs in (or on). */
export function applyMounts(game0: PatrolGame, movers: readonly VehicleMover[]): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  const work = workOf(game);
  for (const id of game.order) {
    const m = game.men[id]!;
    const task = (work.orders[id] ?? []).find((t) => t.code === "MT");
    if (task?.code !== "MT" || !isOnFoot(m) || work.panicked.includes(id)) continue;
    const v = game.vehicles?.[task.vehicle];
    if (!v || v.destroyed || v.bailedOut || movers.some((mv) => mv.id === v.id && mv.entered.length > 0) || toRearHex(v) !== m.hex) {
      events.push({ type: "patrol/mount_failed", data: { man: id, vehicle: task.vehicle, rule: "24.11" } });
      continue;
    }
    game = patchMan(game, id, { hex: v.hex, aboard: v.id });
    events.push({ type: "patrol/mounted", data: { man: id, vehicle: v.id, rule: v.kind === "tank" ? "23.8" : "24.11" } });
  }
  return { game, events };
}
