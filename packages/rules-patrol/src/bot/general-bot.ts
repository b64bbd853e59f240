import type { DiceSource } from "@tactica/dice";
import type { Command, MatchState, PlotTurn } from "@tactica/engine";
import { toMovementAllowance } from "../combat/casualty";
import { fireOdds } from "../combat/fire-odds";
import type { Plot, Task } from "../plot/task";
import { rangeBetween, stepHex, VECTOR_ORDER, isOnMap, isActive } from "../state/index";
import { terrainOf, toMoveCost, pillboxOf, toApertureToward } from "../terrain/index";
import { seesMan } from "../spotting/index";
import { toFirearm, toDefensePosture } from "../fire/index";
import { claymoreTask } from "./bot-claymores";
import type { Man, PatrolGame } from "../state/index";
import { validatePlot } from "../turn/index";
import { toManMa } from "../movement/index";
import { botSetupCommand } from "./bot-setup";
import { canSubmitPlot } from "./bot-entry";
import { toFrontHex } from "../situations/index";
import { plotVehicles } from "./vehicle-bot";

/**
 * Bot settings: the iteration budget (line-of-sight and odds evaluations per plot) and the caller's stop signal,
 * polled before each evaluation (no clock in the core: the ai-turn worker supplies it from a deadline).
 */
export type BotOptions = { readonly budget?: number; readonly shouldStop?: () => boolean };

/** Best DF target among visible enemies by Firearm Results column, or undefined. */
function bestTarget(game: PatrolGame, m: Man, enemies: readonly Man[], spend: () => boolean): Man | undefined {
  let best: Man | undefined, bestColumn = 0;
  const weapon = toFirearm(m);
  if (!weapon && m.counter !== "GL") return undefined;
  for (const e of enemies) {
    if (!spend()) break;
    if (!e.hex || e.hex === m.hex || rangeBetween(m.hex!, e.hex) > 30 || !seesMan(game, m, e)) continue;
    if (game.night && !(game.night.spotted[m.id] ?? []).includes(e.id)) continue;
    const odds = fireOdds({ attack: { weapon: weapon ?? "BR", range: rangeBetween(m.hex!, e.hex), wounded: m.status === "W", stunned: m.stunnedRound !== null,
      ...(m.counter === "GL" ? { fixed: { as: 5, rule: "15.13" } } : {}) },
    defense: { mode: game.mode, terrain: terrainOf(game, e.hex), posture: toDefensePosture(e) } });
    if (odds.column > bestColumn) { best = e; bestColumn = odds.column; }
  }
  return best;
}

/** A greedy path toward the nearest enemy within `mp`, stopping `keep` hexes short; ties broken by the bot's dice. */
function pathToward(game: PatrolGame, m: Man, goals: readonly string[], mp: number, keep: number, dice: DiceSource): string[] {
  const near = (h: string) => Math.min(...goals.map((g) => rangeBetween(h, g)));
  const path: string[] = [];
  let at = m.hex!, spent = 0;
  while (near(at) > keep) {
    const options = VECTOR_ORDER.map((v) => stepHex(at, v)).filter((h): h is string => h !== undefined && isOnMap(game.map, h) && !path.includes(h));
    const scored = options.map((h) => ({ h, d: near(h), c: toMoveCost(game, at, h) })).filter((o) => o.d < near(at) && spent + o.c <= mp);
    if (scored.length === 0) break;
    const bestD = Math.min(...scored.map((o) => o.d + o.c / 10));
    const ties = scored.filter((o) => o.d + o.c / 10 === bestD);
    const pick = ties[dice.roll(ties.length) - 1]!;
    path.push(pick.h);
    spent += pick.c;
    at = pick.h;
  }
  return path;
}

/** Tasks for one man: reload, throw, fire, rearm, prepare a grenade, or close in on the nearest enemy. */
function tasksFor(game: PatrolGame, m: Man, enemies: readonly Man[], dice: DiceSource, spend: () => boolean, apertures: Set<string> = new Set()): Task[] {
  const detonate = claymoreTask(game, m); // 18.51
  if (detonate) return [detonate];
  if (m.unloaded) return [{ code: "RL" }];
  if (m.grenade && m.posture === "erect") {
    const close = enemies.find((e) => e.hex && e.hex !== m.hex && rangeBetween(m.hex!, e.hex) <= (m.status === "W" ? 4 : 8));
    if (close?.hex) return [{ code: "TG", hex: close.hex }];
  }
  if ((m.counter === "RL" || m.counter === "GL" || m.counter === "FT") && !m.unarmed && !m.grenade) {
    const min = m.counter === "GL" ? 7 : 1, max = m.counter === "GL" ? 60 : m.counter === "FT" ? 8 : 30; // 28.12: a flame reaches 8
    const shot = enemies.find((e) => e.hex && spend() && rangeBetween(m.hex!, e.hex) >= min && rangeBetween(m.hex!, e.hex) <= max && seesMan(game, m, e));
    if (shot?.hex) return [{ code: "RG", hex: shot.hex }];
  }
  const target = m.grenade || m.unarmed ? undefined : bestTarget(game, m, enemies, spend);
  if (target) {
    // 9.61: a garrison man fires through an aperture facing the target (pillbox.ts); none faces it: no shot.
    const aperture = pillboxOf(game, m.id) ? toApertureToward(game, m, target.hex!, apertures) : undefined;
    if (!pillboxOf(game, m.id) || aperture) return [{ code: "DF", target: target.id, ...(aperture ? { aperture } : {}) }];
  }
  // 9.6: a garrison man holds his pillbox: he fires out of it or waits (rearming first if unarmed).
  if (pillboxOf(game, m.id)) return m.unarmed || m.grenade ? [{ code: "RA" }] : [];
  if (m.unarmed) return [{ code: "RA" }];
  const nearest = Math.min(...enemies.map((e) => rangeBetween(m.hex!, e.hex!)));
  if (!m.grenade && m.posture === "erect" && m.counter !== "FT" && m.stunnedRound === null && nearest <= 10 && dice.roll(6) <= 2) return [{ code: "PG", type: "F" }];
  const ma = toManMa(m); // 28.11
  const stand = m.posture === "prone" && m.stunnedRound === null;
  if (m.posture === "prone" && !stand) return [];
  const mp = stand ? ma - 5 : ma;
  const path = pathToward(game, m, enemies.map((e) => e.hex!), mp, m.counter === "MG" ? 6 : 2, dice);
  if (path.length === 0) return stand ? [{ code: "ER" }] : [];
  const move: Task = { code: "MV", path, ...(nearest <= 8 && m.counter !== "FT" && !m.mounted && dice.roll(6) <= 3 ? { prone: true } : {}) }; // 28.11
  return stand ? [{ code: "ER" }, move] : [move];
}

/**
 * A general bot: plots every man of `seat` (fire at the best visible target, throw, reload, close in), keeping
 * only tasks the plot check accepts, within an iteration budget. Seeded: all choices come from `dice`.
 */
export function createBotPlot(game: PatrolGame, seat: string, dice: DiceSource, options: BotOptions = {}): Plot {
  let left = options.budget ?? 400;
  let stopped = false;
  // Anytime: once told to stop, no more evaluations; what is planned so far stands, men not reached get no orders.
  const hasBudget = () => { stopped ||= options.shouldStop?.() === true; return !stopped && left > 0; };
  const spend = () => { if (!hasBudget()) return false; left -= 1; return true; };
  const enemies = game.order.map((id) => game.men[id]!).filter((e) => e.side !== seat && isActive(e));
  const orders: Record<string, Task[]> = {};
  if (enemies.length === 0) {
    if (!game.solitaire || seat !== "alpha") return { orders };
    for (const id of game.order) {
      const m = game.men[id]!;
      if (!isActive(m) || !spend()) continue;
      const stand = m.posture === "prone" && m.stunnedRound === null;
      const ma = toMovementAllowance(m.status, m.stunnedRound !== null) - (stand ? 5 : 0);
      if (m.posture === "prone" && !stand) continue;
      const path = pathToward(game, m, game.solitaire.exits, ma, 0, dice);
      const last = path[path.length - 1];
      const move: Task = { code: "MV", path, ...(last && game.solitaire.exits.includes(last) ? { exit: true } : {}) };
      const tasks: Task[] = path.length === 0 ? [] : stand ? [{ code: "ER" }, move] : [move];
      if (tasks.length > 0 && validatePlot(game, seat, { orders: { [id]: tasks } }).ok) orders[id] = tasks;
    }
    return { orders };
  }
  const apertures = new Set<string>(); // 9.61: one man an aperture
  for (const id of game.order) {
    const m = game.men[id]!;
    const entering = m.side === seat ? toFrontHex(game, id) : undefined;
    if (entering !== undefined) {
      // 26.96 b: a waiting Assault α man enters his hex (1 MP) and moves on toward the enemy with the rest of his MA.
      const rest = spend() ? pathToward(game, { ...m, hex: entering }, enemies.map((e) => e.hex!), toManMa(m) - 1, 2, dice) : [];
      const move: Task[] = [{ code: "MV", path: [entering, ...rest] }];
      if (validatePlot(game, seat, { orders: { [id]: move } }).ok) orders[id] = move;
      continue;
    }
    if (m.side !== seat || !isActive(m)) continue;
    const tasks = hasBudget() ? tasksFor(game, m, enemies, dice, spend, apertures) : [];
    if (tasks.length === 0) continue;
    if (validatePlot(game, seat, { orders: { [id]: tasks } }).ok) orders[id] = tasks;
  }
  if (game.vehicles && hasBudget()) Object.assign(orders, plotVehicles(game, seat, orders, dice)); // 23.0-24.8
  return { orders };
}

/** The bot's next command for `seat`: submit a plot, then lock it; nothing outside the Plot Phase or after the end. */
export function botCommand(state: MatchState<PatrolGame, PlotTurn>, seat: string, dice: DiceSource, options: BotOptions = {}): Command | undefined {
  if (state.game.result || state.turn.over) return undefined;
  if (state.turn.step === "night_declare_movers" && state.game.night) {
    if (state.turn.ready.includes(seat)) return undefined;
    const mine = state.game.order.filter((id) => { const m = state.game.men[id]!; return m.side === seat && isActive(m); });
    const declared = state.game.night.movers[seat] ?? [];
    // The bot declares every man a mover (it decides the plot after spotting), then ends the step.
    if (declared.length < mine.length) return { type: "declare_movers", seat, payload: { men: mine } };
    return { type: "turn/end_stage", seat, payload: {} };
  }
  if (state.turn.step !== "plot") return undefined;
  const entry = state.turn.plots[seat];
  if (entry?.locked) return undefined;
  if (entry) return { type: "turn/lock_plot", seat, payload: {} };
  const setup = state.turn.round === 1 ? botSetupCommand(state.game, seat, state.options, dice) : undefined; // 18.0, 28.3
  if (setup) return setup;
  if (!canSubmitPlot(state.game, seat, state.options)) return undefined; // a pre-plot step owed that the bot cannot make
  return { type: "turn/submit_plot", seat, payload: { plot: createBotPlot(state.game, seat, dice, options) } };
}
