import type { DiceSource } from "@tactica/dice";
import type { AfterCommandHook, GameEvent, PlotTurn } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import { applyResult } from "../combat/casualty";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { toPatrolTables } from "../combat/patrol-tables";
import type { BlastType } from "../tables/blast";
import { tankDamageTable } from "../tables/tank-damage";
import { applyResults } from "./apply-results";
import { resolveBlast } from "./fire";
import { rangeBetween, withMen } from "../state/index";
import type { PatrolGame, PendingResult } from "../state/index";
import type { CrewPost, Vehicle } from "../terrain/index";
import { patchVehicle, toAboard, vehiclesOf } from "../terrain/index";

/** How the men inside are attacked: a fixed AS against erect men in clear terrain, or fixed odds (14.23 H: 1-1). */
type InsideAttack = { readonly as?: number; readonly odds?: number; readonly rule: string; readonly stun: boolean; readonly riders: boolean };

/**
 * Everyone inside a vehicle attacked at once [14.23 H, 17.43, 18.2]: each crewman on the Tank Crew Status Chart
 * [23.21] and each passenger (tank riders only when `riders`, they sit on the hull). Passengers' results apply at
 * once (a hit on a vehicle is resolved where it happens); crew results change the chart.
 */
export function attackInside(game0: PatrolGame, vehicleId: string, attack: InsideAttack, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const v = game.vehicles![vehicleId]!;
  const odds = attack.odds !== undefined ? fireOdds({ fixedOdds: attack.odds, rule: attack.rule }, tables)
    : fireOdds({ attack: { weapon: "BR", range: 1, fixed: { as: attack.as ?? 0, rule: attack.rule } }, defense: { mode: game.mode, terrain: "clear", posture: "erect", blastInHex: true } }, tables);
  const events: GameEvent[] = [];
  const crew: Partial<Record<CrewPost, Vehicle["crew"][CrewPost]>> = { ...v.crew };
  for (const post of Object.keys(v.crew) as CrewPost[]) {
    const status = crew[post]!;
    if (status === "K" || v.bailedOut) continue;
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    crew[post] = applyResult(status, result);
    events.push({ type: "patrol/crew_hit", data: { vehicle: v.id, post, column: odds.column, roll, result, status: crew[post], rule: attack.rule, provenance: odds.provenance } });
  }
  game = patchVehicle(game, v.id, { crew });
  const inside = attack.riders || v.kind !== "tank" ? toAboard(game, v.id) : []; // tank riders sit on the hull, not in it
  const pending: PendingResult[] = [];
  for (const m of inside) {
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    pending.push({ man: m.id, result, source: v.id });
    events.push({ type: "patrol/blast", data: { hex: v.hex, man: m.id, distance: 0, column: odds.column, roll, result, rule: attack.rule, provenance: odds.provenance } });
  }
  if (attack.stun && inside.length > 0) {
    game = withMen(game, inside.map((m) => ({ ...game.men[m.id]!, stunnedRound: round })));
    events.push({ type: "patrol/stunned", data: { men: inside.map((m) => m.id) } });
  }
  const applied = applyResults(game, pending, dice, round);
  return { game: applied.game, events: [...events, ...applied.events] };
}

/** What struck the vehicle: a rocket [14.21], a satchel [11.91], a tank main-gun round [29.24] or an artillery round [17.42]. */
export type VehicleHitCause = "rocket" | "satchel" | "gun" | "artillery";

/**
 * The Tank/APC Damage Table [14.23], rolled once: M immobilized at once; T turret and hull weapons destroyed;
 * B burns, blowing up in the next turn's explosives stage; D blows up in this turn's; H everyone inside attacked
 * at 1-1 on the Firearm Results Table.
 */
export function damageVehicle(game0: PatrolGame, vehicleId: string, cause: VehicleHitCause, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  const v = game0.vehicles![vehicleId]!;
  const roll = dice.roll(6);
  const cell = lookupOrThrow(tankDamageTable, { roll });
  const effect = cell.value;
  const patch: { -readonly [K in keyof Vehicle]?: Vehicle[K] } = {};
  if (effect.vehicle.includes("M")) patch.immobilized = true;
  if (effect.vehicle.includes("T")) patch.weaponsOut = true;
  if (effect.vehicle.includes("B") && v.explodesRound === null) patch.explodesRound = round + 1;
  if (effect.vehicle.includes("D")) patch.explodesRound = round;
  let game = patchVehicle(game0, v.id, patch);
  const events: GameEvent[] = [{ type: "patrol/vehicle_hit", data: { vehicle: v.id, cause, hex: v.hex, roll, vehicleEffects: effect.vehicle, crewEffect: effect.crew, provenance: cell.provenance.kind, rule: "14.23" } }];
  if (effect.crew === "H") {
    const inside = attackInside(game, v.id, { odds: 1, rule: "14.23 H", stun: false, riders: false }, dice, tables, round);
    game = inside.game;
    events.push(...inside.events);
  }
  return { game, events };
}

/** Every vehicle (not yet destroyed) in the hex where a rocket, satchel or main-gun round bursts takes a damage roll [14.21, 11.91, 29.24]. */
export function hitVehiclesAt(game0: PatrolGame, hex: string, cause: VehicleHitCause, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(game0).filter((x) => x.hex === hex && !x.destroyed)) {
    const out = damageVehicle(game, v.id, cause, dice, tables, round);
    game = out.game;
    events.push(...out.events);
  }
  return { game, events };
}

/** A vehicle destroyed outright: crew and everyone in or on it killed (14.23 D; 17.42 super-heavy). */
function destroy(game0: PatrolGame, v: Vehicle, dice: DiceSource, round: number, rule: string): { game: PatrolGame; events: GameEvent[] } {
  const crew = Object.fromEntries(Object.keys(v.crew).map((p) => [p, v.bailedOut ? v.crew[p as CrewPost] : "K"]));
  const game = patchVehicle(game0, v.id, { destroyed: true, explodesRound: null, crew });
  const aboard = toAboard(game, v.id);
  const applied = applyResults(game, aboard.map((m) => ({ man: m.id, result: "K" as const, source: v.id })), dice, round);
  return { game: applied.game, events: [{ type: "patrol/vehicle_destroyed", data: { vehicle: v.id, hex: v.hex, killed: aboard.map((m) => m.id), rule } }, ...applied.events] };
}

/**
 * Vehicles due to blow up (14.23 D this turn, B from the last) explode in the explosives stage: everyone in or on
 * them is killed, the hull stays as a destroyed vehicle, and the blast is a Light artillery round's (placeholder row).
 */
export function explodeVehicles(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(game0).filter((x) => !x.destroyed && x.explodesRound !== null && x.explodesRound <= round)) {
    // Looked up only when a vehicle explodes: the Light row is invented, and its blast events say so (issue 29).
    const light = Array.from({ length: 11 }, (_, distance) => lookupOrThrow(tables.blast, { blast: "light" as const, distance }));
    const out = destroy(game, v, dice, round, "14.23 D");
    game = out.game;
    events.push(...out.events);
    const blast = resolveBlast(game, v.hex, light, dice, tables, v.id);
    const stunned = blast.stunned.filter((id) => game.men[id]!.status !== "K");
    game = withMen(game, stunned.map((id) => ({ ...game.men[id]!, stunnedRound: round })));
    events.push(...blast.events);
    const applied = applyResults(game, blast.pending, dice, round);
    game = applied.game;
    events.push(...applied.events);
  }
  return { game, events };
}

/**
 * Artillery on vehicles [17.42, 17.43] (option patrol/artillery_vs_tanks): a round bursting in a tank's hex does
 * nothing if Light, is a rocket hit if Medium or Heavy (option `damage_table_14_23`: Light too), obliterates it if
 * Super-Heavy; any round destroys an APC or halftrack, and its crew and passengers are attacked as erect men in
 * clear terrain at the round's AS. A Super-Heavy round destroys every vehicle within one hex [25.2 t]. A round
 * that misses the vehicle's hex does nothing to it.
 */
export function artilleryOnVehicles(game0: PatrolGame, hex: string, blast: BlastType, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  const reach = blast === "super-heavy" ? 1 : 0;
  for (const v of vehiclesOf(game0).filter((x) => !x.destroyed && rangeBetween(x.hex, hex) <= reach)) {
    let out: { game: PatrolGame; events: GameEvent[] };
    if (blast === "super-heavy") out = destroy(game, v, dice, round, "17.42, 25.2 t");
    else if (v.kind !== "tank") {
      const as = lookupOrThrow(tables.blast, { blast, distance: 0 }).value.as;
      const hit = attackInside(game, v.id, { as, rule: "17.43", stun: false, riders: true }, dice, tables, round);
      out = { game: patchVehicle(hit.game, v.id, { destroyed: true, explodesRound: null }), events: [{ type: "patrol/vehicle_destroyed", data: { vehicle: v.id, hex: v.hex, killed: [], rule: "17.43" } }, ...hit.events] };
    } else if (blast !== "light" || tables.options["patrol/artillery_vs_tanks"] === "damage_table_14_23") out = damageVehicle(game, v.id, "artillery", dice, tables, round);
    else out = { game, events: [{ type: "patrol/vehicle_unharmed", data: { vehicle: v.id, hex, blast, rule: "17.42" } }] };
    game = out.game;
    events.push(...out.events);
  }
  return { game, events };
}

/** After the barrage command (src/artillery), the rounds' effects on vehicles [17.42, 17.43]; a D result blows up at once (F2 is its segment). */
export const VEHICLE_BARRAGE_HOOK: AfterCommandHook<PatrolGame, PlotTurn> = {
  name: "vehicle-barrage-effects",
  rule: "patrol 17.42, 17.43",
  only: ["resolve_barrage"],
  after(_state, out, _cmd, dice, ctx) {
    if (!out.state.game.vehicles) return out;
    const tables = toPatrolTables(ctx.tables, ctx.options);
    const round = out.state.turn.round;
    let game = out.state.game;
    const events: GameEvent[] = [...out.events];
    for (const e of out.events) {
      if (e.type !== "patrol/artillery_blast") continue;
      const { hex, blast } = e.data as { hex: string; blast: BlastType };
      const hit = artilleryOnVehicles(game, hex, blast, dice, tables, round);
      game = hit.game;
      events.push(...hit.events);
    }
    const blown = explodeVehicles(game, dice, tables, round);
    return { state: { ...out.state, game: blown.game }, events: [...events, ...blown.events] };
  },
};
