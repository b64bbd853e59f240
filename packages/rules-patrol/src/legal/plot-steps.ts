import type { Task } from "../plot/task";
import { TASK_MP } from "../plot/task";
import { rangeBetween, stepHex, VECTOR_ORDER, isExitHex, isOnMap, isActive } from "../state/index";
import { toMoveCost, toPathCosts, vehiclesOf, canPlot } from "../terrain/index";
import type { Man, PatrolGame, Side } from "../state/index";
import { toManMa } from "../movement/index";
import { claymoreTask } from "../bot/index";

/** One legal plot step of one man: the task alone, the MP it costs and his MA, and the rule it rests on. */
export interface PlotStep {
  readonly man: string;
  readonly task: Task;
  /** MP the task costs [6.1]: a path's MP [7.31], a fixed cost, or the whole MA for the "all MP" tasks; null for a vehicle. */
  readonly cost: number | null;
  /** The man's Movement Allowance this turn [7.1, 19.11, 28.11, 28.22]; null for a vehicle (10 hexes a turn, 23.4). */
  readonly ma: number | null;
  readonly rule: string;
}

/** Longest plotted path the plot format holds (taskSchema MV: 20 steps). */
const MAX_PATH = 20;

/**
 * Every hex a man may reach this turn with MP to spare for nothing else, by the cheapest path (Dijkstra over the
 * same entry costs the plot check adds up [7.31, 9.8, 11.58]; ties broken in vector order A-F, so it is deterministic).
 */
export function toReachableHexes(game: PatrolGame, from: string, ma: number): Map<string, { readonly path: readonly string[]; readonly cost: number }> {
  const best = new Map<string, { path: string[]; cost: number }>([[from, { path: [], cost: 0 }]]);
  const open: string[] = [from];
  while (open.length > 0) {
    open.sort((a, b) => best.get(a)!.cost - best.get(b)!.cost);
    const at = open.shift()!;
    const here = best.get(at)!;
    if (here.path.length >= MAX_PATH) continue;
    for (const v of VECTOR_ORDER) {
      const next = stepHex(at, v);
      if (!next || !isOnMap(game.map, next)) continue;
      const cost = here.cost + toMoveCost(game, at, next);
      const seen = best.get(next);
      if (cost > ma || (seen && seen.cost <= cost)) continue;
      best.set(next, { path: [...here.path, next], cost });
      if (!open.includes(next)) open.push(next);
    }
  }
  best.delete(from);
  return best;
}

/** The known enemy men on the map as `game` shows them (a seat's game holds no hidden man [26.4]). */
function enemiesOf(game: PatrolGame, side: Side): Man[] {
  return game.order.map((id) => game.men[id]!).filter((e) => e.side !== side && e.hex !== null && !e.exited && e.status !== "K");
}

/** A task's cost alone [6.1]: "all" = the whole MA, a path its MP, else its fixed MP. */
function costOf(game: PatrolGame, m: Man, task: Task, ma: number): number {
  const c = TASK_MP[task.code];
  if (c === "all") return ma;
  if (task.code === "MV") return toPathCosts(game, m.hex!, task.path.map(String)).slice(-1)[0] ?? 0;
  return typeof c === "number" ? c : 0;
}

/** Candidate tasks of one man, before the plot check: moves, postures, fire, grenades, maintenance [6.1]. */
function candidateTasks(game: PatrolGame, m: Man, ma: number): { task: Task; rule: string }[] {
  const hex = m.hex!;
  const out: { task: Task; rule: string }[] = [];
  const add = (task: Task, rule: string) => out.push({ task, rule });
  if (m.posture === "erect") {
    for (const [to, route] of toReachableHexes(game, hex, ma)) {
      add({ code: "MV", path: [...route.path] }, "6.1 MV, 7.11, 7.31");
      if (isExitHex(game, to, m.side)) add({ code: "MV", path: [...route.path], exit: true }, "26.2 g");
    }
    add({ code: "PP" }, "6.1 PP, 7.53");
  } else {
    for (const v of VECTOR_ORDER) { const to = stepHex(hex, v); if (to && isOnMap(game.map, to)) add({ code: "PMV", to }, "7.52"); }
    add({ code: "ER" }, "7.51");
  }
  for (const e of enemiesOf(game, m.side)) {
    add({ code: "DF", target: e.id }, "10.1");
    add({ code: "KF", target: e.id }, "10.4");
    add({ code: "OF", hex: e.hex! }, "10.2");
    if (m.grenade) add({ code: "TG", hex: e.hex! }, "11.2");
    add({ code: "RG", hex: e.hex! }, "13.2, 14.0, 15.0");
    if (e.hex === hex) add({ code: "HH", target: e.id }, "12.1");
  }
  // 10.2: OF at a hex next to the man covers his approaches (any other hex on the map is as legal).
  for (const v of VECTOR_ORDER) { const to = stepHex(hex, v); if (to && isOnMap(game.map, to)) add({ code: "OF", hex: to }, "10.2"); }
  add({ code: "PG", type: "F" }, "11.1");
  add({ code: "PG", type: "S" }, "11.1, 11.5");
  for (const task of [{ code: "PS" }, { code: "PR" }, { code: "RL" }, { code: "RA" }, { code: "DH" }, { code: "DT" }] as const) add(task, "6.1");
  for (const f of game.order.map((id) => game.men[id]!)) if (f.side === m.side && f.id !== m.id && f.hex === hex && !f.exited) add({ code: "WE", with: f.id }, "22.0");
  for (const v of vehiclesOf(game)) if (v.side === m.side && rangeBetween(v.hex, hex) <= 1) add({ code: "MT", vehicle: v.id }, "23.8, 24.1");
  for (const horse of Object.keys(game.horses ?? {})) add({ code: "MH", horse }, "28.21");
  const detonate = claymoreTask(game, m);
  if (detonate) add(detonate, "18.51");
  return out;
}

/** A vehicle's candidate tasks [23.3, 23.4, 23.7]: button up/open, bail out, turn the turret, fire at known enemies. */
function vehicleTasks(game: PatrolGame, side: Side): { id: string; task: Task; rule: string }[] {
  const out: { id: string; task: Task; rule: string }[] = [];
  for (const v of vehiclesOf(game)) {
    if (v.side !== side || !canPlot(v)) continue;
    out.push({ id: v.id, task: { code: "BU" }, rule: "23.32" }, { id: v.id, task: { code: "BO" }, rule: "23.7" });
    for (const facing of VECTOR_ORDER) if (facing !== v.turret) out.push({ id: v.id, task: { code: "TT", facing }, rule: "23.33" });
    for (const e of enemiesOf(game, side)) {
      out.push({ id: v.id, task: { code: "DF", target: e.id }, rule: "23.3" }, { id: v.id, task: { code: "GUN", hex: e.hex! }, rule: "23.31" });
    }
  }
  return out;
}

/**
 * The legal plot steps of `side` [5.0, 6.0-6.3]: for each of its active men (and manned vehicles) each single task
 * the plot check accepts as the man's only order now (`accepts`, validatePlot on a one-man plot), with its MP cost and
 * the man's MA. Computed on the game `side` may see (its seat's view), so a step never names what is hidden from it.
 * A man's steps combine into his plot within his MA and the task order [6.0]; checkPlot says what a combination breaks.
 */
export function toPlotSteps(game: PatrolGame, side: Side, accepts: (man: string, tasks: readonly Task[]) => boolean): PlotStep[] {
  const steps: PlotStep[] = [];
  for (const id of game.order) {
    const m = game.men[id]!;
    if (m.side !== side || !isActive(m) || m.hex === null) continue;
    const ma = toManMa(m);
    for (const { task, rule } of candidateTasks(game, m, ma)) {
      if (accepts(id, [task])) steps.push({ man: id, task, cost: costOf(game, m, task, ma), ma, rule: `patrol ${rule}` });
    }
  }
  for (const { id, task, rule } of vehicleTasks(game, side)) {
    if (accepts(id, [task])) steps.push({ man: id, task, cost: null, ma: null, rule: `patrol ${rule}` });
  }
  return steps;
}
