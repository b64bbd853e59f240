// Vehicle smoke projectors (D) and smoke generators (E) [19.1.8, 19.2.3.1]: projectors fire smoke shells into the
// front arc at hexes exactly 6 away (hit 3, a rate of fire and a game total of the number after the D); a generator
// makes smoke of every hex the vehicle's rear hex enters, for 2 MF each.
import type { AnyTable, Check, ChitTurn, Command, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, hexRing } from "@tactica/hex";
import { z } from "zod";
import { boardOf } from "../core/board";
import { isInArc } from "../core/geometry";
import { addSmoke } from "../blasts/smoke";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { weaponHex } from "../vehicles/vehicles-large";
import { ableCrewman, checkVehicle, vehicleMf } from "../combat/vehicles-move";
import { smokeMf } from "../vehicles/vehicles-smoke-generator";
import { projectorRounds } from "../tables/vehicles-smoke-table";
import type { Vehicle } from "../vehicles/vehicles-state";
import { lineOf, updateVehicle } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

/** A projector's smoke shell lands on this d10 roll or less [19.1.8 D] (the book's number). */
export const PROJECTOR_HIT = 3;
/** A projector's target hex is exactly this far from the firing hex [19.1.8 D]. */
export const PROJECTOR_RANGE = 6;

const ALL_BOXES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

const payload = z.object({ vehicle: z.string().min(1), hexes: z.array(z.string().min(1)).min(1).max(10) }).strict();

function checkProjector(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: Ctx): Check & { vehicle?: Vehicle; crewman?: Soldier; targets?: Hex[]; mf?: number } {
  const rule = "Firepower 19.1.8";
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const v = c.vehicle;
  const line = lineOf(ctx.tables, v);
  const rounds = projectorRounds(line);
  if (rounds === 0) return reject("vehicle/no_projector", `the ${v.type} has no smoke projectors`, rule);
  if (v.damage.weapons.includes("D")) return reject("vehicle/weapon_hit", "the smoke projectors were hit and may no longer fire", "Firepower 19.3.8");
  if (v.fired.includes("D")) return reject("vehicle/weapon_fired", "the smoke projectors already fired this Impulse", "Firepower 19.2.3.1");
  const left = rounds - (v.smokeRounds ?? 0);
  if (p.hexes.length > Math.min(rounds, left)) return reject("vehicle/projector_rounds", `at most ${rounds} per firing and ${left} left for the game`, rule);
  if (new Set(p.hexes).size !== p.hexes.length) return reject("vehicle/projector_hexes", "each round at a different hex", rule);
  const board = boardOf(state.game);
  // The projectors fire to the turret's front arc, or the hull's without a turret; range from the turret's hex on an LGV.
  const from = weaponHex(v, line, line.turretTurn > 0 ? (line.weapons[0]?.position ?? "A") : "B");
  const facing = line.turretTurn > 0 ? v.turret : v.facing;
  const targets: Hex[] = [];
  for (const id of p.hexes) {
    const hex = board.hexOf(id);
    if (!hex) return reject("fire/bad_target", `no hex ${id}`, rule);
    if (hexDistance(from, hex) !== PROJECTOR_RANGE) return reject("vehicle/projector_range", `${id} is not exactly ${PROJECTOR_RANGE} hexes away`, rule);
    if (!isInArc(from, facing, hex)) return reject("fire/out_of_arc", `${id} is outside the projectors' front arc`, rule);
    targets.push(hex);
  }
  // 19.4.2: Standing crewmen may not fire smoke projectors.
  const crewman = ALL_BOXES.map((b) => ableCrewman(state.game, v, [b])).find((s) => s !== undefined && s.posture !== "stand");
  if (!crewman) return reject("vehicle/no_gunner", "no seated crewman able to fire the smoke projectors", "Firepower 19.4.2");
  const mf = smokeMf(ctx.tables, "projector");
  if (v.mf + mf > vehicleMf(v, line)) return reject("move/no_mf", "not enough vehicle movement factors", "Firepower 19.2.3.1");
  return { ...OK, vehicle: v, crewman, targets, mf };
}

/**
 * `vehicle_smoke { vehicle, hexes }`: the smoke projectors fire one shell at each hex, each exactly 6 hexes away in
 * the front arc, up to the number after the D per firing and for the game [19.1.8]; each lands on 3 or less and the
 * hex becomes a smoke hex (M, +3, for the Turn); a miss makes none (the Spread Diagrams are missing). A seated
 * crewman fires them [19.4.2]; the MF are the placeholder `firepower/vehicle_smoke_mf` [19.2.3.1].
 */
export const vehicleSmokeCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: "Firepower 19.1.8",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkProjector(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkProjector(state, cmd.seat, cmd.payload, ctx);
    if (!c.vehicle || !c.crewman || !c.targets || c.mf === undefined) throw new Error("vehicle_smoke: resolve after a failed check");
    const v = c.vehicle;
    const board = boardOf(state.game);
    let game = state.game;
    const rolls = c.targets.map((hex) => {
      const roll = dice.roll(10);
      if (roll <= PROJECTOR_HIT) game = addSmoke(game, { hex, source: "M", round: state.turn.round, by: v.id });
      return { hex: board.idOf(hex), roll, need: PROJECTOR_HIT, result: roll <= PROJECTOR_HIT ? "smoke" : "missed" };
    });
    game = updateVehicle(game, v.id, { mf: v.mf + c.mf, fired: [...v.fired, "D"], used: [...v.used, c.crewman.id], smokeRounds: (v.smokeRounds ?? 0) + c.targets.length });
    const event: GameEvent = { type: "vehicle/smoke_projected", data: { vehicle: v.id, crewman: c.crewman.id, rolls, mf: c.mf, left: projectorRounds(lineOf(ctx.tables, v)) - (v.smokeRounds ?? 0) - c.targets.length, rule: "Firepower 19.1.8" } };
    return { state: { ...state, game }, events: [event] };
  },
});

/** Candidate projector firings for the legal-action list: each single hex 6 away in the arc (the framework keeps the valid ones). */
export function projectorCandidates(state: FirepowerState, v: Vehicle, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  const line = lineOf(tables, v);
  if (projectorRounds(line) === 0) return [];
  const board = boardOf(state.game);
  const from = weaponHex(v, line, line.turretTurn > 0 ? (line.weapons[0]?.position ?? "A") : "B");
  const facing = line.turretTurn > 0 ? v.turret : v.facing;
  return hexRing(from, PROJECTOR_RANGE).filter((h) => board.has(h) && isInArc(from, facing, h))
    .map((h) => ({ type: "vehicle_smoke", seat: v.side, payload: { vehicle: v.id, hexes: [board.idOf(h)] } }));
}
