import type { DiceSource } from "@tactica/dice";
import type { Plot, Task } from "../plot/task";
import { rangeBetween, stepHex, VECTOR_ORDER, isOnMap, isActive } from "../state/index";
import { seesMan } from "../spotting/index";
import type { Man, PatrolGame } from "../state/index";
import { validatePlot } from "../turn/index";
import type { Vehicle } from "../terrain/index";
import { canDrive, canPlot, vehiclesOf } from "../terrain/index";
import { isInArc, toVehicleFirer, toVehicleMg, turnSteps } from "../vehicles/index";

/** A greedy drive of up to 10 hexes toward the nearest enemy, stopping `keep` hexes short, around other vehicles [23.11]. */
function driveToward(game: PatrolGame, v: Vehicle, goals: readonly string[], keep: number, dice: DiceSource): string[] {
  const near = (h: string) => Math.min(...goals.map((g) => rangeBetween(h, g)));
  const blocked = new Set(vehiclesOf(game).filter((o) => o.id !== v.id).map((o) => o.hex));
  const path: string[] = [];
  let at = v.hex;
  while (path.length < 10 && near(at) > keep) {
    const options = VECTOR_ORDER.map((d) => stepHex(at, d)).filter((h): h is string => h !== undefined && isOnMap(game.map, h) && !blocked.has(h) && !path.includes(h) && near(h) < near(at));
    if (options.length === 0) break;
    const pick = options[dice.roll(options.length) - 1]!;
    path.push(pick);
    at = pick;
  }
  return path;
}

/** The tasks of one vehicle: an MG burst at the nearest enemy in sight, else the main gun at him (own men clear), else close in. */
function vehicleTasks(game: PatrolGame, v: Vehicle, enemies: readonly Man[], dice: DiceSource, options: Readonly<Record<string, string>>): Task[] {
  const firer = toVehicleFirer(v);
  const seen = enemies.filter((e) => e.hex && rangeBetween(v.hex, e.hex) <= 20 && seesMan(game, firer, e)).sort((a, b) => rangeBetween(v.hex, a.hex!) - rangeBetween(v.hex, b.hex!));
  const target = seen[0];
  if (target?.hex && toVehicleMg(v, target.hex, options)) return [{ code: "DF", target: target.id }];
  const friendsNear = (hex: string) => game.order.some((id) => { const m = game.men[id]!; return m.side === v.side && isActive(m) && m.hex !== null && rangeBetween(m.hex, hex) <= 3; });
  if (target?.hex && v.kind === "tank" && !friendsNear(target.hex)) {
    if (isInArc(v, v.turret ?? v.facing, target.hex, options)) return [{ code: "GUN", hex: target.hex }];
    const want = VECTOR_ORDER.find((d) => isInArc(v, d, target.hex!, options));
    const now = v.turret ?? v.facing;
    // 23.43: buttoned, one hexside a turn, the shorter way round.
    const facing = want && (v.open ? want : VECTOR_ORDER.filter((d) => turnSteps(now, d) === 1).sort((a, b) => turnSteps(a, want) - turnSteps(b, want))[0]);
    if (facing && !v.fixedTurret) return [{ code: "TT", facing }]; // 23.33: turn the turret this turn, fire the next
  }
  if (!canDrive(v) || enemies.length === 0) return [];
  const path = driveToward(game, v, enemies.map((e) => e.hex!), 3, dice);
  return path.length > 0 ? [{ code: "MV", path }] : [];
}

/**
 * The bot's vehicle orders [23.3, 23.14, 24.11]: each manned vehicle fires or drives (never both); passengers of a
 * vehicle that stays put dismount once an enemy is within 8 hexes. Only orders the plot check accepts, with the
 * men's orders already chosen, are kept.
 */
export function plotVehicles(game: PatrolGame, seat: string, men: Plot["orders"], dice: DiceSource, options: Readonly<Record<string, string>> = {}): Record<string, Task[]> {
  const orders: Record<string, Task[]> = {};
  const enemies = game.order.map((id) => game.men[id]!).filter((e) => e.side !== seat && isActive(e) && e.hex !== null);
  for (const v of vehiclesOf(game)) {
    if (v.side !== seat || !canPlot(v)) continue;
    const tasks = vehicleTasks(game, v, enemies, dice, options);
    if (tasks.length > 0 && validatePlot(game, seat, { orders: { ...men, [v.id]: tasks } }, options).ok) orders[v.id] = tasks;
  }
  for (const id of game.order) {
    const m = game.men[id]!;
    const v = m.aboard ? game.vehicles?.[m.aboard] : undefined;
    if (!v || m.side !== seat || !isActive(m) || men[id] || orders[v.id]?.some((t) => t.code === "MV")) continue;
    if (!enemies.some((e) => rangeBetween(m.hex!, e.hex!) <= 8)) continue;
    const dt: Task[] = [{ code: "DT" }];
    if (validatePlot(game, seat, { orders: { ...men, ...orders, [id]: dt } }, options).ok) orders[id] = dt;
  }
  return orders;
}
