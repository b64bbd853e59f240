// Vehicles in the turn sequence (Impulses, 6.1-6.2.6 with 19.2) and their candidate commands.
import type { AnyTable, Command, GameEvent } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import { hexDistance } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import { boardOf } from "../core/board";
import { detonateCandidates } from "../combat/mines";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import { VEHICLE_WEAPONS } from "../vehicles/vehicle-chart";
import { ammoFor } from "./vehicles-fire";
import { controlBoxCandidates } from "./vehicles-control-box";
import { hatchCandidates } from "../vehicles/vehicles-hatches";
import { portCandidates } from "./vehicles-ports";
import { projectorCandidates } from "./vehicles-smoke";
import { hasSmokeGenerator } from "../tables/vehicles-smoke-table";
import { occupies, passengerHex } from "../vehicles/vehicles-large";
import { crewOf, findVehicle, isShutIn, lineOf, vehiclesOf, withVehicles } from "../vehicles/vehicles-state";

/**
 * The vehicles' side of the chit-draw events [6.1, 6.2.6]: a chit drawn opens the side's vehicles for a new Impulse
 * Phase; an Impulse started in a hex by a squad takes that squad's vehicle there (with the crew and passengers,
 * who join as soldiers in the hex); the Impulse's end closes it. Vehicle MF and crew functions count per Impulse.
 */
export function onVehicleTurnEvent(game: FirepowerGame, event: GameEvent, active: Side | undefined): FirepowerGame {
  const vehicles = vehiclesOf(game);
  if (vehicles.length === 0) return game;
  if (event.type === "turn/chit_drawn" && active) return withVehicles(game, vehicles.map((v) => (v.side === active ? { ...v, acted: false, turretTurned: 0 } : v)));
  if (event.type === "turn/impulse_started" && active) {
    const data = event.data as { hex?: unknown; squad?: unknown };
    const hex = boardOf(game).hexOf(String(data.hex ?? ""));
    const squad = String(data.squad ?? active);
    return withVehicles(game, vehicles.map((v) => {
      if (!hex || v.side !== active || v.squad !== squad || v.acted || !occupies(v, hex)) return v;
      const { main: _last, portsFired: _ports, waterMf: _water, ...rest } = v; // 19.3.9: one port firer per direction; 19.2: water MF per Impulse
      return { ...rest, acted: true, inImpulse: true, mf: 0, nonCombatMf: 0, hexesEntered: 0, used: [], fired: [], missileFired: false };
    }));
  }
  if (event.type === "turn/impulse_ended" || event.type === "turn/impulse_phase_ended") {
    // 19.5: run-down notes of a vehicle that never reached speed S lapse with its Impulse.
    return withVehicles(game, vehicles.map((v) => {
      if (!v.inImpulse) return v;
      const { runDownPending: _lapsed, ...rest } = v;
      return { ...rest, inImpulse: false };
    }));
  }
  return game;
}

/** Candidate commands of a vehicle in the Impulse: move, turn, turret, fire every weapon at every enemy in reach, load, crew posture. */
export function vehicleCandidates(state: FirepowerState, seat: string, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  const out: Command[] = [];
  for (const v of vehiclesOf(state.game)) {
    if (!v.inImpulse || v.side !== seat) continue;
    const line = lineOf(tables, v);
    out.push({ type: "vehicle_move", seat, payload: { vehicle: v.id } }, { type: "vehicle_move", seat, payload: { vehicle: v.id, back: true } });
    // 19.1.8: smoke projectors at each hex 6 away in the arc; moving with the smoke generator on.
    out.push(...projectorCandidates(state, v, tables), ...(hasSmokeGenerator(line) ? [{ type: "vehicle_move", seat, payload: { vehicle: v.id, smoke: true } }] : []));
    for (const d of [1, 5]) out.push({ type: "vehicle_turn", seat, payload: { vehicle: v.id, facing: ((v.facing - 1 + d) % 6) + 1 } });
    if (line.turretTurn > 0) for (let f = 1; f <= 6; f += 1) if (f !== v.turret) out.push({ type: "vehicle_turret", seat, payload: { vehicle: v.id, facing: f } });
    const enemies = [
      ...vehiclesOf(state.game).filter((e) => e.side !== v.side).map((e) => ({ id: e.id, hex: e.hex, kind: "vehicle" as const })),
      ...state.game.soldiers.filter((s) => !s.eliminated && s.side !== v.side && !isShutIn(s)).map((s) => ({ id: s.id, hex: s.hex, kind: "soldier" as const })),
    ];
    for (const w of line.weapons) {
      const wl = lookup(tableOf(tables, VEHICLE_WEAPONS), { weapon: w.weapon });
      if (!wl.ok) continue;
      const reach = wl.value.hits[wl.value.hits.length - 1]?.upTo ?? 0;
      for (const e of enemies) {
        if (hexDistance(e.hex, v.hex) > reach) continue;
        for (const ammo of ammoFor(wl.value, e.kind)) out.push({ type: "vehicle_fire", seat, payload: { vehicle: v.id, weapon: w.weapon, ammo, target: e.id } });
        // 19.3.5.2-19.3.5.3: L bursts called at a vehicle's tracks or engine.
        if (e.kind === "vehicle" && wl.value.ammo.L) for (const at of ["tracks", "engine"]) out.push({ type: "vehicle_fire", seat, payload: { vehicle: v.id, weapon: w.weapon, ammo: "L", target: e.id, [at]: true } });
      }
      if (v.unloaded.includes(w.weapon)) for (const c of crewOf(state.game, v.id)) out.push({ type: "vehicle_load", seat, payload: { vehicle: v.id, weapon: w.weapon, crewman: c.id } });
    }
    // 19.4.2: a crewman sits (Crouch) or stands in his hatch; one left Prone by a Stun sits up again.
    for (const c of crewOf(state.game, v.id)) out.push({ type: "crew_posture", seat, payload: { vehicle: v.id, crewman: c.id, posture: c.posture === "crouch" ? "stand" : "crouch" } });
  }
  return out;
}

/** Candidate commands about vehicles for one soldier of the Impulse: get on a vehicle of his side in his hex, get off, fire a Claymore. */
export function aboardCandidates(state: FirepowerState, s: Soldier): Command[] {
  const out: Command[] = [...detonateCandidates(state, s), ...hatchCandidates(state, s), ...controlBoxCandidates(state, s)];
  if (s.riding) {
    if (s.riding.place !== "crew") out.push({ type: "dismount", seat: s.side, payload: { soldier: s.id } });
    out.push(...portCandidates(state, s)); // 19.3.9
    return out;
  }
  for (const v of vehiclesOf(state.game)) {
    const at = passengerHex(v);
    if (v.side !== s.side || at.q !== s.hex.q || at.r !== s.hex.r) continue;
    for (const place of ["inside", "bow", "turret", "rear"]) out.push({ type: "mount", seat: s.side, payload: { soldier: s.id, vehicle: v.id, place } });
  }
  return out;
}

/** Whether a soldier acts only through his vehicle (crewman) or only by dismounting (inside passenger). */
export function actsThroughVehicle(game: FirepowerGame, s: Soldier): boolean {
  return s.riding !== undefined && (s.riding.place === "crew" || s.riding.place === "inside") && findVehicle(game, s.riding.vehicle) !== undefined;
}
