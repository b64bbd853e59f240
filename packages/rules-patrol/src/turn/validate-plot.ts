import { OK, reject } from "@tactica/engine";
import type { Check, Rejection } from "@tactica/engine";
import { checkTaskOrder } from "../plot/check-task-order";
import type { Plot, Task } from "../plot/task";
import { TASK_MP } from "../plot/task";
import { hexLineHexes } from "@tactica/hex";
import { toRangeBand } from "../tables/firearm-attack";
import { toFirearm, checkFlamethrowerTasks, checkDetonation, checkKeepTrying, checkReloadHelper, toHatchTarget } from "../fire/index";
import { rangeBetween, resolvePath, toHex, toHexId, isExitHex, isOnMap, isActive } from "../state/index";
import { toPathCosts, firesOutOfSmoke, isSmokeHex, checkBridgeTasks, checkHorseTasks, toHorseTarget, checkApertureSharing, checkPillboxTask } from "../terrain/index";
import { canSee, seesMan } from "../spotting/index";
import { toThrowRange } from "./stage-combat";
import type { Man, PatrolGame } from "../state/index";
import { checkEngagement, isHiddenFrom, checkPrePlot, toFrontHex, toFrontPlot } from "../situations/index";
import { toManMa, checkFollow, checkExitingCombat, checkWaveTasks, checkLeaderTasks, checkUnitIntegrity } from "../movement/index";
import { checkAboardTasks, checkVehicleOrders, toDismounted, toMountCost, toVehicleFirer } from "../vehicles/index";

const R = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);

/**
 * The range grouping of an enfilade target [10.33] (option patrol/enfilade_bands): the AS table's bands (1-5, 6-10,
 * 11-20 ...) by default; text_10_33 reads 10.33's own "5-10, 11-20, etc." (1-4 then a grouping of its own).
 */
export function toEnfiladeGrouping(range: number, options: Readonly<Record<string, string>>): string | number | undefined {
  if (options["patrol/enfilade_bands"] !== "text_10_33") return toRangeBand(range);
  return range < 5 ? "1-4" : range <= 10 ? "5-10" : `${Math.floor((range - 1) / 10) * 10 + 1}-${Math.floor((range - 1) / 10) * 10 + 10}`;
}

function checkTask(game: PatrolGame, m: Man, t: Task, erect: boolean, options: Readonly<Record<string, string>>, plot?: Plot): Check {
  const hex = m.hex!;
  switch (t.code) {
    case "DF": case "KF": {
      const target = game.men[t.target] ?? toHatchTarget(game, t.target) ?? toHorseTarget(game, t.target); // 23.32: an open vehicle's commander; 28.25: a riderless horse
      if (!target || target.side === m.side || !target.hex || target.exited || target.status === "K" || isHiddenFrom(game, target, m.side)) return R("bad_target", `${t.target} is not an enemy on the map`, "10.11");
      if (m.unarmed || m.unloaded || m.grenade || m.rifleGrenade || m.counter === "RL" || m.counter === "FT") return R("cannot_fire", `${m.id} has no ready, loaded firearm`, "10.11");
      if (target.hex === hex) return R("own_hex", "a man may not fire into his own hex", "10.11");
      if (firesOutOfSmoke(game, m)) return R("in_smoke", `${m.id} stands in a smoke hex: there is no firing out of smoke`, "11.54");
      if (!seesMan(game, m, target)) return R("no_los", `${m.id} cannot see ${t.target}`, "9.41, 10.12");
      if (game.night && !(game.night.spotted[m.id] ?? []).includes(target.id)) return R("not_spotted", `${m.id} has not spotted ${t.target} this turn`, "16.2, 16.42");
      if (game.night && rangeBetween(hex, target.hex) > 20) return R("night_range", "no fire beyond 20 hexes at night", "16.46");
      return OK;
    }
    case "EF": {
      if (m.unarmed || m.unloaded || m.grenade || m.rifleGrenade || !toFirearm(m)) return R("cannot_fire", "enfilade fire is for firearms only", "6.1");
      if (firesOutOfSmoke(game, m)) return R("in_smoke", `${m.id} stands in a smoke hex: there is no firing out of smoke`, "11.54");
      const men = t.targets.map((id) => game.men[id]);
      if (men.some((x) => !x?.hex || x.side === m.side || x.posture !== "erect" || x.status === "K" || x.exited || isHiddenFrom(game, x, m.side))) return R("bad_enfilade", "enfilade targets must be erect enemy men", "10.33");
      const hexes = men.map((x) => x!.hex!);
      for (let i = 1; i < hexes.length; i++) if (rangeBetween(hexes[i - 1]!, hexes[i]!) !== 1) return R("bad_enfilade", "enfilade targets stand in adjacent hexes, in order", "10.33");
      const line = hexLineHexes(toHex(hex), toHex(hexes[hexes.length - 1]!)).map(toHexId);
      if (!hexes.every((h) => line.includes(h))) return R("bad_enfilade", "the line of fire must pass through each target hex", "10.33");
      const bands = new Set(hexes.map((h) => toEnfiladeGrouping(rangeBetween(hex, h), options)));
      if (bands.size !== 1) return R("bad_enfilade", "all targets in one range band", "10.33");
      if (!men.every((x) => seesMan(game, m, x!))) return R("no_los", "every enfilade target must be in sight", "10.12");
      if (game.night && !men.every((x) => (game.night!.spotted[m.id] ?? []).includes(x!.id))) return R("not_spotted", "every enfilade target must be spotted", "16.2");
      return OK;
    }
    case "WE": {
      const other = game.men[t.with];
      if (!other || other.side !== m.side || other.hex !== hex || other.id === m.id || other.exited) return R("bad_exchange", "exchange with a friendly man in the same hex", "22.0");
      if (m.counter === "FT" || other.counter === "FT") return R("bad_exchange", "flamethrowers can never be exchanged", "22.1");
      // 22.0 (option patrol/weapon_exchange_plot both): the other man plots the exchange too.
      if (options["patrol/weapon_exchange_plot"] === "both" && !(plot?.orders[other.id] ?? []).some((x) => x.code === "WE" && x.with === m.id)) {
        return R("bad_exchange", `${other.id} must plot WE with ${m.id} too`, "22.0");
      }
      return OK;
    }
    case "OF":
      if (!isOnMap(game.map, t.hex) || t.hex === hex) return R("bad_hex", "the OF hex must be another hex on the map", "10.2");
      if (m.unarmed || m.unloaded || m.grenade || m.rifleGrenade || m.counter === "RL" || m.counter === "FT") return R("cannot_fire", `${m.id} has no ready, loaded firearm`, "10.11");
      return OK;
    case "TG":
      if (!m.grenade) return R("no_grenade", "a grenade must be prepared in an earlier turn", "11.1");
      if (!isOnMap(game.map, t.hex) || rangeBetween(hex, t.hex) > toThrowRange({ ...m, posture: erect ? "erect" : "prone" }, options)) return R("throw_range", "beyond throwing range", "11.23");
      return OK;
    case "MV": {
      if (game.night && !(game.night.movers[m.side] ?? []).includes(m.id)) return R("not_declared", "at night only men declared as movers may move", "16.2");
      if (!erect) return R("prone_move", "a prone man moves only by PMV (or stands with ER first)", "7.52");
      // 6.1, 7.51 (option patrol/move_prone_free tg_only): only starred tasks end with a free fall prone; MV is not one.
      if (t.prone && options["patrol/move_prone_free"] === "tg_only") return R("move_prone", "MV-P: only starred tasks (TG) end with a free fall prone; plot PG", "6.1, 7.51");
      const path = resolvePath(hex, t.path);
      if (!path || !path.every((h) => isOnMap(game.map, h))) return R("bad_path", "the path must run hex by hex on the map", "7.11, 7.12");
      if (t.exit && !isExitHex(game, path[path.length - 1]!, m.side)) return R("bad_exit", "exit only from the side's own map edge", "26.2 g");
      return OK;
    }
    case "PMV": {
      if (game.night && !(game.night.movers[m.side] ?? []).includes(m.id)) return R("not_declared", "at night only men declared as movers may move", "16.2");
      const path = resolvePath(hex, [t.to]);
      if (erect || !path || !isOnMap(game.map, path[0]!)) return R("bad_prone_move", "PMV: a prone man moves one adjacent hex", "7.52");
      return OK;
    }
    case "ER": return m.posture === "prone" ? OK : R("already_erect", "ER is for prone men", "7.51");
    case "PP": return OK;
    case "MH": case "DH": return OK; // horses.ts checkHorseTasks [28.21]
    case "RL": return m.unloaded ? checkReloadHelper(game, m, t) : R("not_unloaded", "nothing to reload", "4.1 G");
    case "RA": return m.unarmed ? OK : R("not_unarmed", "nothing to rearm", "6.1");
    case "PG":
      if (m.counter === "FT") return R("ft_grenade", "flamethrower men never throw", "11.0");
      if (!erect) return R("prone_prepare", "a prone man may not prepare a grenade", "11.12");
      return m.grenade ? R("already_armed", "a grenade is already prepared", "11.13") : OK;
    case "CC": {
      const body = game.men[t.body];
      if (!body || body.hex !== hex || (body.status !== "I" && body.status !== "K") || body.exited) return R("bad_body", "carry an incapacitated or killed man in the carrier's hex", "7.6");
      if (m.status !== "fit" || m.stunnedRound !== null || m.counter === "FT" || m.counter === "RL") return R("cannot_carry", "an unhurt man (not FT or RL) carries", "7.61, 7.62");
      const path = resolvePath(hex, t.path);
      if (!erect || !path || !path.every((h) => isOnMap(game.map, h))) return R("bad_path", "the carriers move erect, hex by hex on the map", "7.6");
      if ((toPathCosts(game, hex, path).slice(-1)[0] ?? 0) > 5) return R("over_movement_allowance", "carrying men have an MA of 5", "7.61");
      if (t.exit && !isExitHex(game, path[path.length - 1]!, m.side)) return R("bad_exit", "exit only from the side's own map edge", "26.2 g");
      return OK;
    }
    case "PR":
      if (m.counter !== "RF" || m.status === "W" || m.rifleGrenade || m.grenade) return R("bad_rifle_grenade", "an unwounded rifleman without one prepares a rifle grenade", "13.0, 13.15");
      return OK;
    case "RG": {
      if (m.counter === "FT") return OK; // 28.12: the flame at a hex (flamethrower.ts checkFlamethrowerTasks)
      const launcher = m.counter === "RL" || m.counter === "GL";
      if (!m.rifleGrenade && !(launcher && !m.unloaded && !m.unarmed)) return R("no_rifle_grenade", "no armed rifle grenade or loaded launcher", "13.2, 14.0, 15.0");
      const max = m.rifleGrenade ? 20 : m.counter === "RL" ? 30 : 60;
      if (!isOnMap(game.map, t.hex) || t.hex === hex || rangeBetween(hex, t.hex) > max) return R("rifle_grenade_range", `beyond ${max} hexes`, "13.21, 25.1");
      if (m.rifleGrenade && (firesOutOfSmoke(game, m) || isSmokeHex(game, t.hex))) return R("rifle_grenade_smoke", "rifle grenades may not be fired into, through or out of smoke", "11.57");
      if (firesOutOfSmoke(game, m)) return R("in_smoke", `${m.id} stands in a smoke hex: there is no firing out of smoke`, "11.54");
      if (m.counter === "GL" && rangeBetween(hex, t.hex) < 7) return R("gl_minimum_range", "a thump-gun round arms at 7 hexes; closer it fires as a rifle (DF at a man)", "15.13");
      if (!canSee(game, hex, m.posture === "erect" ? "erect" : "prone", t.hex, "erect")) return R("no_los", "the target hex must be in sight", "13.2, 10.12");
      return OK;
    }
    case "PS":
      if (m.counter === "FT" || !erect) return R("bad_satchel", "an erect man (not a flamethrower) prepares a satchel", "11.6, 11.12");
      if ((game.sides[m.side as "alpha" | "bravo"].satchels ?? 0) <= 0) return R("no_satchel", "no satchel charge left in the OB allowance", "11.6, 27.0");
      return m.grenade ? R("already_armed", "a grenade or satchel is already prepared", "11.13") : OK;
    case "HH": {
      const target = game.men[t.target];
      if (!target || target.side === m.side || target.hex !== hex || target.status === "K" || isHiddenFrom(game, target, m.side)) return R("bad_target", "hand-to-hand needs an enemy in the same hex", "12.11");
      return OK;
    }
    case "MT": case "DT": return OK; // vehicles-plot.ts checkAboardTasks [23.8, 24.1]
    case "GUN": case "BU": case "BO": case "TT": case "CS": return R("vehicle_task", `${t.code} is a vehicle's task`, "23.3, 23.4, 23.7");
    case "DC": return OK; // claymore.ts checkDetonation, with the man's other tasks [18.51]
  }
}

/** MP the tasks cost [6.1, 7.32]; "all"-MP tasks need the whole MA, so they combine only with 0-MP tasks. */
function toPlotCost(game: PatrolGame, m: Man, tasks: readonly Task[], ma: number, options: Readonly<Record<string, string>>): number {
  let fixed = 0, all = false;
  for (const t of tasks) {
    const c = TASK_MP[t.code];
    if (c === "all") all = true;
    else if (c === "path" && t.code === "MV") fixed += toPathCosts(game, m.hex!, resolvePath(m.hex!, t.path) ?? []).slice(-1)[0] ?? 0;
    else if (t.code === "MT") fixed += game.vehicles?.[t.vehicle] ? toMountCost(game.vehicles[t.vehicle]!, options) : 5; // 23.8, 24.11
    else if (typeof c === "number") fixed += c;
  }
  return all ? (fixed > 0 ? ma + fixed : Math.min(ma, 1)) : fixed;
}

/** 26.96 b: a waiting Assault α man's move, checked from his entry hex (entry.ts toFrontPlot), the entry's MP included. */
function checkFrontPlot(game: PatrolGame, id: string, tasks: readonly Task[], options: Readonly<Record<string, string>>): Check {
  const front = toFrontPlot(game, id, tasks);
  if ("ok" in front) return front;
  for (const t of front.tasks) { const c = checkTask(game, front.man, t, front.man.posture === "erect", options); if (!c.ok) return c; }
  const ma = toManMa(front.man, front.tasks);
  const cost = front.entryMp + toPlotCost(game, front.man, front.tasks, ma, options);
  return cost > ma ? R("over_movement_allowance", `${id}'s entry (1 MP) and move cost ${cost}, more than his MA ${ma}`, "26.96 b, 26.2 g, 7.32") : OK;
}

/** Tasks the Patrol situation bars until the turn after Contact [26.56 c]. */
const BEFORE_CONTACT_FORBIDDEN = new Set(["DC", "DF", "KF", "EF", "OF", "RG", "TG", "HH", "PG", "PS", "PR", "RL", "RA"]);

/** One problem of a plot: the rejection and where it sits (`["orders", manId, taskIndex]`, `["orders", manId]`, `["follow"]` or `[]`). */
export type PlotProblem = Rejection & { readonly path: readonly (string | number)[] };

/** The Plot Phase checks [5.0, 6.0-6.3, 7.32, 26.56 c]: own active men, legal task order, each task possible now, MP within MA. */
export function validatePlot(game: PatrolGame, seat: string, plot: Plot, options: Readonly<Record<string, string>> = {}): Check {
  const first = toPlotProblems(game, seat, plot, options, false)[0];
  return first ? { ok: false, error: { code: first.code, message: first.message, rule: first.rule } } : OK;
}

/**
 * Every problem of a plot at once, each with its path (the same checks as validatePlot, which reports the first of
 * them): a gate owed before any plot (26.2) or a man who is not the seat's or cannot act stops the checks of that
 * plot or man; the other checks all run.
 */
export function checkPlot(game: PatrolGame, seat: string, plot: Plot, options: Readonly<Record<string, string>> = {}): PlotProblem[] {
  return toPlotProblems(game, seat, plot, options, true);
}

const at = (c: Check, path: readonly (string | number)[]): PlotProblem[] => (c.ok ? [] : [{ ...c.error, path }]);

function toPlotProblems(game: PatrolGame, seat: string, plot: Plot, options: Readonly<Record<string, string>>, all: boolean): PlotProblem[] {
  const preContact = game.scenario.situation === "patrol" && game.contactRound === null && !game.solitaire;
  const prePlot = checkPrePlot(game, seat, plot); // 26.2, 26.56 a
  if (!prePlot.ok) return at(prePlot, []);
  const out: PlotProblem[] = at(checkFollow(game, seat, plot), ["follow"]); // 28.47
  if (out.length > 0 && !all) return out;
  for (const [id, tasks] of Object.entries(plot.orders)) {
    out.push(...toManProblems(game, seat, plot, id, tasks, options, preContact, all));
    if (out.length > 0 && !all) return out;
  }
  if (out.length > 0) return out; // 9.61 is checked on plots whose men all pass, as validatePlot always did
  return at(checkApertureSharing(game, plot.orders), ["orders"]);
}

function toManProblems(game: PatrolGame, seat: string, plot: Plot, id: string, tasks: readonly Task[], options: Readonly<Record<string, string>>, preContact: boolean, all: boolean): PlotProblem[] {
  const path = ["orders", id];
  const vehicle = game.vehicles?.[id];
  if (vehicle) {
    const early = preContact ? tasks.find((t) => t.code === "DF" || t.code === "GUN") : undefined;
    if (early) return at(R("before_contact", `no combat task (${early.code}) before or during the Contact turn`, "26.56 c"), path);
    const v = checkVehicleOrders(game, seat, vehicle, tasks, plot, options);
    if (!v.ok) return at(v, path);
    return at(checkEngagement(game, toVehicleFirer(vehicle), tasks), path); // 26.6-26.9 bind vehicles too
  }
  const m0 = game.men[id];
  if (!m0 || m0.side !== seat) return at(R("not_your_man", `${id} is not one of ${seat}'s men`, "5.0"), path);
  if (toFrontHex(game, id) !== undefined) return at(checkFrontPlot(game, id, tasks, options), path); // 26.96 b
  if (!isActive(m0)) return at(R("inactive_man", `${id} cannot act (incapacitated, killed or off the map)`, "19.11"), path);
  const out: PlotProblem[] = [];
  // Each check in validatePlot's order; `false` = stop (first-problem mode and a problem found).
  const add = (c: Check, where: readonly (string | number)[] = path): boolean => { out.push(...at(c, where)); return all || out.length === 0; };
  const aboard = checkAboardTasks(game, m0, tasks, plot, options);
  if (!aboard.ok) return at(aboard, path);
  const m = toDismounted(game, m0, tasks); // after DT his tasks start from the rear hex [24.11]
  if (!add(checkKeepTrying(m, tasks, options))) return out; // 13.12
  const barred = preContact ? tasks.findIndex((t) => BEFORE_CONTACT_FORBIDDEN.has(t.code)) : -1;
  if (barred >= 0 && !add(R("before_contact", `no combat or maintenance task (${tasks[barred]!.code}) before or during the Contact turn`, "26.56 c"), [...path, barred])) return out;
  if (!add(checkEngagement(game, m, tasks))) return out;
  // 9.61-9.67 (pillbox.ts), 18.51 (claymore.ts).
  for (const [i, t] of tasks.entries()) if (!add(checkPillboxTask(game, m, t), [...path, i])) return out;
  const together = (a: Man, b: Man) => seesMan(game, a, b);
  const manChecks = [
    () => checkDetonation(game, m, tasks), () => checkBridgeTasks(game, m, tasks), () => checkFlamethrowerTasks(game, m, tasks), // 18.51, 28.3, 28.11-28.12
    () => checkHorseTasks(game, m, tasks), () => checkWaveTasks(game, m, tasks), () => checkExitingCombat(game, m, tasks), // 28.21-28.23, 27.53, 21.23
    () => checkLeaderTasks(game, m, tasks), () => checkUnitIntegrity(game, m, tasks, together), () => checkTaskOrder(tasks.map((t) => t.code), m.stunnedRound !== null),
  ];
  for (const check of manChecks) if (!add(check())) return out;
  let erect = m.posture === "erect";
  for (const [i, t] of tasks.entries()) {
    if (!add(checkTask(game, m, t, erect, options, plot), [...path, i])) return out;
    if (t.code === "ER") erect = true;
  }
  const ccAt = tasks.findIndex((t) => t.code === "CC");
  const cc = tasks[ccAt];
  if (cc?.code === "CC") {
    const pair = Object.entries(plot.orders).filter(([, ts]) => ts.some((x) => x.code === "CC" && x.body === cc.body && JSON.stringify(x.path) === JSON.stringify(cc.path)));
    if (pair.length !== 2 && !add(R("one_carrier", "a body is carried by exactly two men plotting the same path", "7.6"), [...path, ccAt])) return out;
  }
  const ma = toManMa(m, tasks); // 28.11: an FT man has 5 MP; 28.22: a horse 20
  add(toPlotCost(game, m, tasks, ma, options) > ma ? R("over_movement_allowance", `${id}'s tasks cost more than his MA ${ma}`, "7.32") : OK);
  return out;
}
