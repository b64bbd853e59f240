// Option 19 vehicles as the ruleset registers them: commands, scenario checks (vehicles-*.ts, vehicle-*.ts).
import type { z } from "zod";
import { detonateMineCommand } from "../combat/mines";
import { fireVehicleMissileCommand, takeControlBoxCommand } from "./vehicles-control-box";
import { breakHatchCommand } from "../vehicles/vehicles-hatches";
import { portFireCommand } from "./vehicles-ports";
import { vehicleSmokeCommand } from "./vehicles-smoke";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { vehicleSpecIssues } from "../vehicles/vehicles-state";
import { vehicleFireCommand, vehicleLoadCommand } from "./vehicles-fire";
import { crewPostureCommand, dismountCommand, mountCommand, vehicleMoveCommand, vehicleTurnCommand, vehicleTurretCommand } from "../combat/vehicles-move";

/** The vehicle commands (and the PMN2 detonation that came with them) [12.4.4.1.2, 19]. */
export const VEHICLE_COMMANDS = {
  vehicle_move: vehicleMoveCommand, vehicle_turn: vehicleTurnCommand, vehicle_turret: vehicleTurretCommand, vehicle_fire: vehicleFireCommand,
  vehicle_load: vehicleLoadCommand, crew_posture: crewPostureCommand, mount: mountCommand, dismount: dismountCommand, detonate_mine: detonateMineCommand,
  break_hatch: breakHatchCommand, vehicle_smoke: vehicleSmokeCommand,
  take_control_box: takeControlBoxCommand, fire_vehicle_missile: fireVehicleMissileCommand, port_fire: portFireCommand,
} as const;

type ScenarioLike = {
  readonly rules: "basic" | "advanced";
  readonly vehicles?: readonly VehicleSpec[] | undefined;
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly id: string; readonly hex: string; readonly squad?: string | undefined }[] }>>;
};

/**
 * Scenario checks for vehicles [19.1]: Advanced rules only; crewmen and passengers soldiers of the vehicle's side and
 * squad, set up in its hex, in the line's Crew Boxes and capacity; one vehicle per hex.
 */
export function checkVehicleScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const specs = sc.vehicles ?? [];
  if (specs.length === 0) return;
  const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: ["vehicles"] });
  if (sc.rules !== "advanced") issue("vehicles are Option 19 of the Advanced Game: set rules to advanced");
  const soldier = (id: string) => (["A", "B"] as const).flatMap((side) => sc.sides[side].soldiers.filter((s) => s.id === id).map((s) => ({ ...s, side })))[0];
  for (const message of vehicleSpecIssues(specs, (id) => soldier(id)?.side)) issue(message);
  for (const v of specs) {
    for (const id of [...v.crew.map((c) => c.soldier), ...v.passengers.map((p) => p.soldier)]) {
      const s = soldier(id);
      if (s && s.hex !== v.hex) issue(`${v.id}: ${id} must set up in the vehicle's hex ${v.hex}`);
      if (s && (s.squad ?? s.side) !== (v.squad ?? v.side)) issue(`${v.id}: ${id} must belong to the vehicle's squad`);
    }
  }
  if (new Set(specs.map((v) => v.hex)).size !== specs.length) issue("one vehicle per hex (19.2.1)");
}
