// Option 24.2.4 vehicle panic, bail-outs: a vehicle penetrated, damaged or stopped makes the soldiers in it check for
// panic; those who fail leave it and run on foot (the panic move of optional-panic.ts).
import type { AfterCommandHook, AnyTable, ChitTurn, GameEvent } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { tableOf } from "../fire/table-of";
import { PANIC_NUMBERS } from "../tables/optional-rule-tables";
import { boardOf } from "../core/board";
import { patchSoldiers, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import { passengerHex } from "./vehicles-large";
import type { Vehicle } from "./vehicles-state";
import { aboard, findVehicle, vehiclesOf } from "./vehicles-state";

const RULE = "Firepower 24.2.4";

/** The height an inside passenger or crewman climbs to get out through a hatch, 1 MF [19.1.16]. */
export const BAIL_OUT_MF = 1;

/** Soldiers "in" a vehicle (crew and inside passengers; riders on top are on it, not in it) [24.2.4, 19.1.9-19.1.10]. */
const inside = (game: FirepowerGame, v: Vehicle): Soldier[] => aboard(game, v.id).filter((s) => s.riding?.place === "crew" || s.riding?.place === "inside");

/**
 * Vehicles a command penetrated (A or H), damaged (G or L) or stopped (track or engine hit) [24.2.4]: a `vehicle/hit`
 * that penetrated or hit the tracks, or any new damage to its engine, tracks, radio, sights or weapons.
 */
export function shakenVehicles(before: FirepowerGame, after: FirepowerGame, events: readonly GameEvent[]): Vehicle[] {
  const hitIds = new Set(events.filter((e) => e.type === "vehicle/hit").flatMap((e) => {
    const d = e.data as { vehicle?: unknown; penetrated?: unknown; tracks?: unknown };
    return d.penetrated === true || d.tracks !== undefined ? [String(d.vehicle)] : [];
  }));
  return vehiclesOf(after).filter((v) => {
    const was = findVehicle(before, v.id);
    return hitIds.has(v.id) || (was !== undefined && JSON.stringify(was.damage) !== JSON.stringify(v.damage));
  });
}

/**
 * The panic check of the soldiers in a shaken vehicle, squad by squad [24.2.4]: passed without a roll when the squad has
 * no sequence unit reduction; otherwise the squad's panic number (24.2.2: +1 leaderless, -1 defender). Those who fail
 * are marked to bail out in this Turn (`bailOut` = the Turn); the engine gets them out at their side's next draw.
 */
export function bailOutChecks(game: FirepowerGame, vehicles: readonly Vehicle[], round: number, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>): { game: FirepowerGame; events: GameEvent[] } {
  if (!game.morale) return { game, events: [] };
  let next = game;
  const events: GameEvent[] = [];
  for (const v of vehicles) {
    const men = inside(next, v).filter((s) => s.bailOut === undefined);
    for (const squad of [...new Set(men.map((s) => s.squad))]) {
      const m = next.morale?.[squad];
      const ids = men.filter((s) => s.squad === squad).map((s) => s.id);
      if (!m) continue;
      const base = { vehicle: v.id, squad, soldiers: ids, rule: RULE };
      if (m.reduced === 0) { events.push({ type: "morale/bail_out_check", data: { ...base, passed: true, automatic: true } }); continue; }
      const cell = lookup(tableOf(tables, PANIC_NUMBERS), { reduction: Math.min(m.reduced, 5), chits: Math.min(m.chits, 5) });
      if (!cell.ok) continue;
      const leaderless = m.leaders > 0 && !next.soldiers.some((s) => s.squad === squad && !s.eliminated && s.rank !== "private");
      const modifier = (leaderless ? 1 : 0) - (m.defender ? 1 : 0);
      const roll = dice.roll(10);
      const passed = roll + modifier <= cell.value;
      events.push({ type: "morale/bail_out_check", data: { ...base, passed, automatic: false, roll, modifier, panicNumber: cell.value, panicProvenance: cell.provenance.kind } });
      if (!passed) next = patchSoldiers(next, (s) => (ids.includes(s.id) ? { ...s, bailOut: round } : undefined));
    }
  }
  return { game: next, events };
}

/** Soldiers of `side` bailing out this Turn, alive and free [24.2.4]. */
export function bailingSoldiers(game: FirepowerGame, side: Side, round: number): Soldier[] {
  return game.soldiers.filter((s) => s.side === side && s.bailOut === round && !s.eliminated && s.prisonerOf === undefined && s.surrenderedTo === undefined);
}

/** A bailing soldier still in his vehicle climbs out through a hatch into its hex, Standing, for 1 MF [24.2.4, 19.1.16]. */
export function climbOut(game: FirepowerGame, id: string): { game: FirepowerGame; events: GameEvent[] } {
  const s = game.soldiers.find((x) => x.id === id);
  const v = s?.riding ? findVehicle(game, s.riding.vehicle) : undefined;
  if (!s?.riding || !v) return { game, events: [] };
  const { riding: _off, ...rest } = s;
  const out: Soldier = { ...rest, ...spendNonCombat(s, BAIL_OUT_MF), posture: "stand", hex: passengerHex(v) };
  const next = { ...game, soldiers: game.soldiers.map((x) => (x.id === id ? out : x)) };
  return { game: next, events: [{ type: "morale/bailed_out", data: { soldier: id, vehicle: v.id, hex: boardOf(game).idOf(out.hex), mf: BAIL_OUT_MF, rule: "Firepower 24.2.4, 19.1.16" } }] };
}

/**
 * Option 24.2.4 for every command: when it penetrates, damages or stops a vehicle, the soldiers in it check for panic
 * (with Option 24 in use). The check's roll comes after the command's own rolls.
 */
export const BAIL_OUT_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "vehicle-bail-outs",
  rule: "Firepower 24.2.4",
  after: (state: FirepowerState, out, _cmd, dice, ctx) => {
    if (!state.game.morale || vehiclesOf(state.game).length === 0) return out;
    const shaken = shakenVehicles(state.game, out.state.game, out.events);
    if (shaken.length === 0) return out;
    const checked = bailOutChecks(out.state.game, shaken, out.state.turn.round, dice, ctx.tables);
    return { state: { ...out.state, game: checked.game }, events: [...out.events, ...checked.events] };
  },
};
