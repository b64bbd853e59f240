// Breaking open vehicle hatches (Option 19.4.3 with 11.1.10): an enemy soldier on top of a vehicle forces a closed
// hatch on a d10 of 4 or less; a broken hatch stays open for the game (and a G round may then go in, 19.3.1.2.2).
import type { AnyTable, Check, ChitTurn, Command, Provenance } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { OPENINGS_MF } from "../tables/advanced-leg-mf";
import { boardOf } from "../core/board";
import { checkActor, nonCombatMfLeft, spendNonCombat, updateSoldier } from "../core/soldiers";
import type { FirepowerState, Soldier } from "../state/types";
import { judgeBreakRoll } from "../optional/strength-break";
import { occupies } from "./vehicles-large";
import type { Vehicle } from "./vehicles-state";
import { findVehicle, inBox, lineOf, updateVehicle, vehiclesOf } from "./vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

/** A vehicle hatch breaks open on this d10 roll or less [19.4.3, 11.1.10] (the book's number). */
export const HATCH_BREAK_NUMBER = 4;

/** Whether the hatch of Crew Box `box` is open: broken open [19.4.3], or its crewman Standing [19.4.2]. */
export function isHatchOpen(game: FirepowerState["game"], v: Vehicle, box: number): boolean {
  return (v.brokenHatches ?? []).includes(box) || inBox(game, v.id, box)?.posture === "stand";
}

const payload = z.object({ soldier: z.string().min(1), vehicle: z.string().min(1), box: z.number().int().min(1).max(15) }).strict();

/**
 * MF of an attempt: climbing onto the hull (its height, 19.1.16) and the break-open action (`firepower/openings_mf`,
 * placeholder, as for doors and windows, 11.1.10).
 */
function attemptMf(ctx: Ctx, v: Vehicle): { mf: number; provenance: Provenance } | undefined {
  const cell = lookup(tableOf(ctx.tables, OPENINGS_MF), { action: "break_open" as const });
  return cell.ok ? { mf: cell.value + lineOf(ctx.tables, v).height.hull, provenance: cell.provenance } : undefined;
}

function checkBreakHatch(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: Ctx): Check & { soldier?: Soldier; vehicle?: Vehicle; mf?: number; provenance?: Provenance } {
  const rule = "Firepower 19.4.3";
  if (state.game.rules !== "advanced") return reject("vehicle/advanced_only", "vehicles are Option 19 of the Advanced Game", "Firepower 19");
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const v = findVehicle(state.game, p.vehicle);
  if (!v || v.side === s.side) return reject("vehicle/hatch_not_enemy", `no enemy vehicle ${p.vehicle}: a hatch is broken open by an opposing soldier`, rule);
  if (!occupies(v, s.hex)) return reject("vehicle/not_in_hex", "climb onto the vehicle from its hex to break a hatch", rule);
  if (s.posture !== "stand") return reject("vehicle/stand_to_climb", "to climb onto the vehicle a soldier must be Standing", "Firepower 11.1.11");
  if (s.inWorks) return reject("works/climb_out_first", "soldiers must climb out of a foxhole or trench first", "Firepower 8.8.2");
  if (!lineOf(ctx.tables, v).crew.includes(p.box)) return reject("vehicle/no_hatch", `the ${v.type} has no Crew Box ${p.box}, so no hatch there`, "Firepower 19.1.10");
  if (isHatchOpen(state.game, v, p.box)) return reject("vehicle/hatch_open", `the hatch of Crew Box ${p.box} is already open`, rule);
  const cost = attemptMf(ctx, v);
  if (!cost || cost.mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors to climb on and break the hatch", rule);
  return { ...OK, soldier: s, vehicle: v, mf: cost.mf, provenance: cost.provenance };
}

/**
 * `break_hatch { soldier, vehicle, box }`: a Standing enemy soldier in the vehicle's hex climbs on top (the hull's
 * height) and tries to break open the closed hatch of a Crew Box: 4 or less succeeds (19.4.3, the book's number);
 * the attempt's MF are the placeholder break-open cost plus the climb. A broken hatch stays open for the game. The
 * soldier ends the attempt back in the hex (there is no "on top of an enemy vehicle" position in play).
 */
export const breakHatchCommand = defineCommand<FirepowerState["game"], ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: "Firepower 19.4.3",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkBreakHatch(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkBreakHatch(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.vehicle || c.mf === undefined) throw new Error("break_hatch: resolve after a failed check");
    const roll = dice.roll(10);
    const { broken, note } = judgeBreakRoll(c.soldier, roll, HATCH_BREAK_NUMBER, ctx.options); // 22.1.3: W +1, S/V -1
    let game = updateSoldier(state.game, c.soldier.id, spendNonCombat(c.soldier, c.mf));
    if (broken) game = updateVehicle(game, c.vehicle.id, { brokenHatches: [...(c.vehicle.brokenHatches ?? []), cmd.payload.box] });
    const data = {
      soldier: c.soldier.id, vehicle: c.vehicle.id, box: cmd.payload.box, hex: boardOf(state.game).idOf(c.soldier.hex), roll, needed: HATCH_BREAK_NUMBER, broken, ...note,
      mf: c.mf, provenance: c.provenance, numberProvenance: "book (Firepower 19.4.3, 11.1.10)", rule: "Firepower 19.4.3",
    };
    return { state: { ...state, game }, events: [{ type: "vehicle/hatch_break_attempt", data }] };
  },
});

/** Candidate hatch-breaking attempts of a soldier: every closed hatch of an enemy vehicle in his hex. */
export function hatchCandidates(state: FirepowerState, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  if (state.game.rules !== "advanced" || s.riding || s.posture !== "stand") return [];
  return vehiclesOf(state.game).filter((v) => v.side !== s.side && occupies(v, s.hex)).flatMap((v) =>
    lineOf(tables, v).crew.filter((box) => !isHatchOpen(state.game, v, box)).map((box) => ({ type: "break_hatch", seat: s.side, payload: { soldier: s.id, vehicle: v.id, box } })));
}
