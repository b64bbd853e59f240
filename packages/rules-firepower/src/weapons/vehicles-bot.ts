// The bot's use of vehicles and crewed weapons: shots valued from the rules' own checks (LOS, hit number, modifiers,
// penetration against the armour met), and a simple drive towards the enemy.
import type { AnyTable } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import { hexDistance } from "@tactica/hex";
import { totalModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import type { FirepowerGame } from "../state/types";
import { CREW_WEAPON_CHART } from "../tables/crew-weapon-chart";
import { crewWeaponsOf, holderOf, weaponHex } from "./crews";
import { isInArc } from "../core/geometry";
import { findSoldier } from "../core/soldiers";
import type { VehicleFirePayload } from "./vehicles-fire";
import { checkVehicleFire } from "./vehicles-fire";
import { armourFaceFrom, findVehicle, lineOf, vehiclesOf } from "../vehicles/vehicles-state";

type Action = { readonly type: string; readonly payload: unknown };
type View = { readonly game: FirepowerGame; readonly options: Readonly<Record<string, string>> };
const NO_TABLES: ReadonlyMap<string, AnyTable> = new Map();

/** Chance that one d10 roll plus `total` comes out at or under `hit` [6.3.6.3]. */
const single = (hit: number, total: number) => Math.max(0, Math.min(10, hit - total)) / 10;

/** Expected worth of a vehicle shot: its hit chance times what a hit does (a penetrated vehicle 1, a man 1, a G blast its blast/10). */
function vehicleShotValue(view: View, seat: string, p: VehicleFirePayload): number {
  const c = checkVehicleFire(view, seat, p, { options: view.options, tables: NO_TABLES });
  if (!c.ok || c.hit === undefined || !c.modifiers || !c.line || !c.vehicle) return 0;
  const p1 = single(c.hit, totalModifier(c.modifiers));
  const ammo = c.line.ammo[p.ammo];
  if (c.targetVehicle && ammo) {
    const armour = lineOf(undefined, c.targetVehicle).armour[armourFaceFrom(c.targetVehicle, c.vehicle.hex, lineOf(undefined, c.targetVehicle))];
    return p1 * (ammo.penetration >= armour ? 1.5 : 0);
  }
  if (p.ammo === "L") return 1 - (1 - p1) ** c.line.shots;
  return p1 * ((ammo?.blast ?? 0) / 10);
}

/** Expected worth of a crewed-weapon shot at one target (hit chance from the chart band, no modifiers; armour checked). */
function crewShotValue(view: View, p: { weapon?: string; gunner?: string; targets?: string[] }): number {
  // 12.6.1: a tripod weapon's bursts at men in several hexes are worth their sum (multi-hex-fire.ts).
  if ((p.targets?.length ?? 0) > 1) return (p.targets ?? []).reduce((v, t) => v + crewShotValue(view, { ...p, targets: [t] }), 0);
  const w = crewWeaponsOf(view.game).find((x) => x.id === p.weapon);
  const gunner = p.gunner ? findSoldier(view.game, p.gunner) : undefined;
  if (!w || !gunner || holderOf(view.game, w) === undefined) return 0;
  const line = lookup(tableOf(NO_TABLES, CREW_WEAPON_CHART), { weapon: w.weapon });
  const targetId = p.targets?.[0] ?? "";
  const vehicle = findVehicle(view.game, targetId);
  const target = vehicle ?? findSoldier(view.game, targetId);
  // An MSL flies from its own hex, whatever the control-box soldier faces [12.4.6].
  const missile = line.ok && line.value.separation !== null;
  const from = weaponHex(view.game, w) ?? gunner.hex;
  if (!line.ok || !target || (!missile && !isInArc(gunner.hex, gunner.facing, target.hex))) return 0;
  const band = line.value.hits.find((h) => firepowerRange(from, target.hex) <= h.upTo);
  if (!band) return 0;
  const p1 = band.hit / 10;
  if (vehicle) return line.value.penetration >= lineOf(undefined, vehicle).armour[armourFaceFrom(vehicle, from, lineOf(undefined, vehicle))] ? 1.5 * p1 : 0;
  return line.value.ammo === "L" ? 1 - (1 - p1) ** line.value.shots : 0.5 * p1;
}

/**
 * The best vehicle or crewed-weapon shot among the legal actions, within `budget` evaluations: its action and value
 * (0 when none is worth anything).
 */
export function bestVehicleShot(view: View, seat: string, legal: readonly Action[], budget: number): { cmd?: Action; value: number; used: number } {
  let top: { cmd?: Action; value: number } = { value: 0 };
  let used = 0;
  for (const c of legal) {
    if (c.type !== "vehicle_fire" && c.type !== "fire_crewed") continue;
    if (used >= budget) break;
    used += 1;
    const v = c.type === "vehicle_fire" ? vehicleShotValue(view, seat, c.payload as VehicleFirePayload) : crewShotValue(view, c.payload as { weapon?: string });
    if (v > top.value) top = { cmd: c, value: v };
  }
  return { ...top, used };
}

/**
 * A vehicle manoeuvre: turn the turret to the nearest enemy when it is out of arc, else drive ahead a few hexes
 * while an enemy is farther than 3 hexes (the bot does not run men down on purpose).
 */
export function vehicleManoeuvre(view: View, seat: string, legal: readonly Action[]): Action | undefined {
  for (const v of vehiclesOf(view.game)) {
    if (!v.inImpulse || v.side !== seat) continue;
    const enemies = [...view.game.soldiers.filter((s) => !s.eliminated && s.side !== seat).map((s) => s.hex), ...vehiclesOf(view.game).filter((e) => e.side !== seat).map((e) => e.hex)];
    const near = enemies.sort((a, b) => hexDistance(a, v.hex) - hexDistance(b, v.hex))[0];
    if (!near) continue;
    const mine = legal.filter((c) => (c.payload as { vehicle?: string }).vehicle === v.id);
    // 19.4.2: a crewman knocked Prone sits up first, so the vehicle can drive and fire again.
    const sitUp = mine.find((c) => c.type === "crew_posture" && findSoldier(view.game, (c.payload as { crewman: string }).crewman)?.posture === "prone");
    if (sitUp) return sitUp;
    if (!isInArc(v.hex, v.turret, near)) {
      const turret = mine.find((c) => c.type === "vehicle_turret" && isInArc(v.hex, (c.payload as { facing: number }).facing, near));
      if (turret) return turret;
    }
    if (hexDistance(near, v.hex) > 3 && v.hexesEntered < 3) {
      const drive = mine.find((c) => c.type === "vehicle_move" && (c.payload as { back?: boolean }).back !== true);
      if (drive) return drive;
    }
  }
  return undefined;
}
