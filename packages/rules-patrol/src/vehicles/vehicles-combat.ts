import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { isPanicHex, toPanicChitCount } from "../rules/panic";
import { resolveBlast, resolveFirearm, hitVehiclesAt } from "../fire/index";
import { rangeBetween, stepHex, toScatterVector, VECTOR_ORDER, isOnMap, isActive, patchWork, withMen, workOf } from "../state/index";
import type { Task } from "../plot/task";
import type { Man, PatrolGame, PendingResult } from "../state/index";
import { seesVehicleTarget, toVehicleFirer, toVehicleMg } from "./vehicles-plot";
import { canPlot, isFitCrew, patchVehicle, vehiclesOf } from "../terrain/index";

/** A vehicle may fire this turn: manned, not panicked [23.42], not plotted to move [23.51]. */
function mayFire(game: PatrolGame, vehicleId: string): boolean {
  const v = game.vehicles![vehicleId]!;
  const work = workOf(game);
  return canPlot(v) && !(work.panickedVehicles ?? []).includes(v.id) && !(work.orders[v.id] ?? []).some((t) => t.code === "MV");
}

/**
 * C3 vehicle fire [23.3, 23.34, 24.3]: an MG plotted DF at a man fires as a normal MG that never unloads; a tank's
 * main gun (GUN) fires one Light artillery round at a hex with the tank-gun scatter row (lost: placeholder) and the
 * Light blast row (placeholder); a round landing in a vehicle's hex is a rocket hit (29.24). Results with phase C.
 */
export function vehicleFireSegment(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const work = workOf(game);
  let pending: PendingResult[] = [...work.pending];
  const events: GameEvent[] = [];
  const stunned: string[] = [];
  for (const v of vehiclesOf(game0)) {
    const tasks = work.orders[v.id] ?? [];
    if (tasks.length === 0 || !mayFire(game, v.id)) continue;
    const firer = toVehicleFirer(game.vehicles![v.id]!);
    // 23.24: with the loader hurt, the turret weapons fire only every other turn (a hurt gunner stops them, 23.22).
    const mgAt = (target: string) => { const hex = game.men[target]?.hex; return hex ? toVehicleMg(game.vehicles![v.id]!, hex, tables.options) : undefined; };
    const turret = (t: Task) => t.code === "GUN" || (t.code === "DF" && mgAt(t.target) === "coaxial");
    const rested = v.kind !== "tank" || isFitCrew(v, "loader") || v.firedRound === null || v.firedRound < round - 1;
    for (const t of tasks) {
      if (turret(t) && !rested) {
        events.push({ type: "patrol/fire_void", data: { firer: v.id, reason: "the loader is hurt: the turret fires every other turn", rule: "23.24" }, visibleTo: [v.side] });
        continue;
      }
      if (t.code === "DF") {
        const target = game.men[t.target];
        if (!target || !isActive(target) || !mgAt(t.target) || !seesVehicleTarget(game, game.vehicles![v.id]!, target, tables.options)) {
          events.push({ type: "patrol/fire_void", data: { firer: v.id, reason: "no MG or no target in sight" }, visibleTo: [v.side] });
          continue;
        }
        const out = resolveFirearm(game, firer, [target], "DF", work.hexesPlotted, dice, tables, round); // 23.34: never unloads
        pending = [...pending, ...out.pending];
        events.push(...out.events);
      }
      if (t.code === "GUN") {
        const gun = mainGun(game, v.id, t.hex, dice, tables, round);
        game = gun.game;
        pending = [...pending, ...gun.pending];
        stunned.push(...gun.stunned);
        events.push(...gun.events);
      }
      if (turret(t)) game = patchVehicle(game, v.id, { firedRound: round });
    }
  }
  game = withMen(game, [...new Set(stunned)].filter((id) => game.men[id]).map((id) => ({ ...game.men[id]!, stunnedRound: round })));
  return { game: patchWork(game, { pending }), events };
}

function mainGun(game0: PatrolGame, vehicleId: string, target: string, dice: DiceSource, tables: PatrolTableSet, round: number) {
  let game = game0;
  const v = game.vehicles![vehicleId]!;
  const range = rangeBetween(v.hex, target);
  const coefficient = lookupOrThrow(tables.scatterCoefficient, { weapon: "tank-gun" as const, range: Math.min(60, Math.max(1, range)) }).value;
  const roll = dice.roll(6);
  const n = lookupOrThrow(tables.scatter, { coefficient, roll }).value;
  const vector = n > 0 ? toScatterVector(dice.roll(6), tables.options) : null;
  let hex = target;
  for (let i = 0; i < n && vector; i++) {
    const next = stepHex(hex, vector);
    if (!next || !isOnMap(game.map, next)) break;
    hex = next;
  }
  const events: GameEvent[] = [{ type: "patrol/main_gun", data: { vehicle: v.id, target, roll, scatter: n, vector, landed: hex, rule: "23.34" } }];
  const light = Array.from({ length: 11 }, (_, distance) => lookupOrThrow(tables.blast, { blast: "light" as const, distance }));
  const out = resolveBlast(game, hex, light, dice, tables, v.id);
  events.push(...out.events);
  const hit = hitVehiclesAt(game, hex, "gun", dice, tables, round);
  game = hit.game;
  events.push(...hit.events);
  return { game, pending: out.pending, stunned: out.stunned, events };
}

/**
 * Panic of buttoned vehicles [23.41, 24.3]: a 50% Panic Level, so five of the ten chits are drawn for the side's
 * buttoned vehicles; a vehicle on a hex ending in a drawn digit panics and neither fires nor moves [23.42]. Open
 * vehicles never panic. Like men, only from the turn after Contact [32.1].
 */
export function resolveVehiclePanic(game: PatrolGame, dice: DiceSource, round: number): { game: PatrolGame; events: GameEvent[] } {
  const buttoned = vehiclesOf(game).filter((v) => !v.open && canPlot(v));
  if (!game.work || buttoned.length === 0 || game.contactRound === null || round <= game.contactRound) return { game, events: [] };
  const events: GameEvent[] = [];
  const panicked: string[] = [];
  for (const side of ["alpha", "bravo"] as const) {
    const own = buttoned.filter((v) => v.side === side);
    if (own.length === 0) continue;
    const cup = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const drawn: number[] = [];
    for (let i = 0; i < toPanicChitCount(50); i++) drawn.push(cup.splice(dice.roll(cup.length) - 1, 1)[0]!);
    const hit = own.filter((v) => isPanicHex(v.hex, drawn)).map((v) => v.id);
    panicked.push(...hit);
    events.push({ type: "patrol/vehicle_panic", data: { side, drawn, panicked: hit, rule: "23.41" } });
  }
  return { game: patchWork(game, { panickedVehicles: panicked }), events };
}

/** Adjacent on-map hexes around a vehicle, clockwise from north, for crews bailing out [23.7]. */
function toAround(game: PatrolGame, hex: string): string[] {
  return VECTOR_ORDER.map((d) => stepHex(hex, d)).filter((h): h is string => h !== undefined && isOnMap(game.map, h) && !vehiclesOf(game).some((v) => v.hex === h));
}

/**
 * G: CS swaps two crew posts [23.23]; TT turns the turret [23.33]; BU switches open/buttoned [23.4]; BO bails
 * the crew out [23.7]: every crewman not killed becomes an unarmed rifleman in an adjacent hex (he arms only by
 * weapon exchange), and the vehicle is abandoned.
 */
export function resolveVehicleTasks(game0: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const work = workOf(game);
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(game0)) {
    const codes = (work.orders[v.id] ?? []).map((t) => t.code);
    const cs = (work.orders[v.id] ?? []).find((t) => t.code === "CS");
    if (cs?.code === "CS" && !v.destroyed && !v.bailedOut) { // 23.23: the two posts exchange their status conditions (panic does not stop it, 23.42)
      const [a, b] = cs.posts;
      game = patchVehicle(game, v.id, { crew: { ...v.crew, [a]: v.crew[b], [b]: v.crew[a] } });
      events.push({ type: "patrol/crew_swapped", data: { vehicle: v.id, posts: [a, b], rule: "23.23" } });
    }
    if (!canPlot(v) || (work.panickedVehicles ?? []).includes(v.id) && codes.includes("BU")) continue;
    const tt = (work.orders[v.id] ?? []).find((t) => t.code === "TT");
    if (tt?.code === "TT" && v.kind === "tank" && !v.fixedTurret && !(work.panickedVehicles ?? []).includes(v.id)) { // 23.33
      game = patchVehicle(game, v.id, { turret: tt.facing });
      events.push({ type: "patrol/turret_turned", data: { vehicle: v.id, facing: tt.facing, rule: "23.33" } });
    }
    if (codes.includes("BU")) {
      game = patchVehicle(game, v.id, { open: !v.open });
      events.push({ type: "patrol/vehicle_hatch", data: { vehicle: v.id, open: !v.open, rule: "23.4" } });
    }
    if (codes.includes("BO")) {
      const around = toAround(game, v.hex);
      const crew: Man[] = Object.entries(v.crew).filter(([, s]) => s !== "K").map(([post, status], i) => ({
        id: `${v.id}-${post}`, side: v.side, name: post, counter: "RF", rifle: "BR", hex: around[i % Math.max(1, around.length)] ?? v.hex,
        posture: status === "I" ? "prone" : "erect", concealed: false, status: status!, stunnedRound: null, unloaded: false, unarmed: true, grenade: null,
        exited: false, firedRound: null, threwRound: null, bailedOutOf: v.id,
      }));
      game = { ...patchVehicle(game, v.id, { bailedOut: true, open: false }), men: { ...game.men, ...Object.fromEntries(crew.map((m) => [m.id, m])) }, order: [...game.order, ...crew.map((m) => m.id)] };
      events.push({ type: "patrol/bailed_out", data: { vehicle: v.id, crew: crew.map((m) => ({ man: m.id, hex: m.hex })), rule: "23.7" } });
    }
  }
  return { game, events };
}

/** C5 [11.91]: a satchel charge landing on a vehicle's hex stays on that vehicle, even if it moves. */
export function stickSatchels(game: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  if (!game.vehicles) return { game, events: [] };
  const grenades = game.grenades.map((g) => {
    const v = g.kind === "SC" && !g.vehicle ? vehiclesOf(game).find((x) => x.hex === g.hex && !x.destroyed) : undefined;
    return v ? { ...g, vehicle: v.id } : g;
  });
  return { game: { ...game, grenades }, events: [] };
}

/** Where a satchel stuck to a vehicle bursts: the vehicle's hex now [11.91]. */
export function toStuckHex(game: PatrolGame, g: { readonly vehicle?: string }): string | undefined {
  return g.vehicle ? game.vehicles?.[g.vehicle]?.hex : undefined;
}

/** A satchel charge placed on a vehicle from an adjacent hex [11.91]: no scatter. */
export function isPlacedOnVehicle(game: PatrolGame, m: Man, hex: string): boolean {
  return m.grenade === "SC" && m.hex !== null && rangeBetween(m.hex, hex) === 1 && vehiclesOf(game).some((v) => v.hex === hex && !v.destroyed);
}
