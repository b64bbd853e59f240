import { OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import type { Task } from "../plot/task";
import { COMBAT_TASKS } from "../plot/task";
import type { Man, PatrolGame, Work } from "../state/index";
import { isActive } from "../state/index";

const MOVES = new Set<Task["code"]>(["MV", "PMV", "CC", "MT", "DT"]);

/**
 * Rocket launcher reload [14.31, 14.32]: two full Game-Turns of RL, motionless and unpanicked (a panicked man's
 * tasks are erased, so his count starts again); a helper in the same hex, his own firearm slung (no combat or
 * movement task that turn), makes it one. Other launchers and firearms reload in one turn [4.1 G].
 */
export function toReloaded(game: PatrolGame, m: Man, task: Extract<Task, { code: "RL" }>, work: Work): { readonly man: Man; readonly done: boolean; readonly turns: number } {
  if (m.counter !== "RL") return { man: { ...m, unloaded: false }, done: true, turns: 1 };
  const helper = task.helper ? game.men[task.helper] : undefined;
  const helped = helper !== undefined && helper.id !== m.id && helper.side === m.side && helper.hex === m.hex && isActive(helper) && !work.panicked.includes(helper.id)
    && !(work.orders[helper.id] ?? []).some((t) => COMBAT_TASKS.has(t.code) || MOVES.has(t.code));
  const turns = (m.reloadTurns ?? 0) + (helped ? 2 : 1);
  const { reloadTurns: _done, ...rest } = m;
  return turns >= 2 ? { man: { ...rest, unloaded: false }, done: true, turns } : { man: { ...m, reloadTurns: turns }, done: false, turns };
}

/** A reload broken off (no RL plotted this turn) starts again from nothing [14.31 "two full Game-Turns"]. */
export function toReloadBroken(m: Man, tasks: readonly Task[]): Man {
  if (m.reloadTurns === undefined || tasks.some((t) => t.code === "RL")) return m;
  const { reloadTurns: _lost, ...rest } = m;
  return rest;
}

/** The plot check for a helper [14.32]: a friendly man in the RL man's hex. */
export function checkReloadHelper(game: PatrolGame, m: Man, task: Extract<Task, { code: "RL" }>): Check {
  if (task.helper === undefined) return OK;
  const h = game.men[task.helper];
  if (m.counter !== "RL" || !h || h.id === m.id || h.side !== m.side || h.hex !== m.hex || !isActive(h)) return reject("plot/bad_helper", "a helper is a friendly man in the rocket launcher man's hex", "patrol 14.32");
  return OK;
}

/**
 * Rifle grenade "keep trying" [13.12]: once begun, the preparation goes on until it succeeds. A man still
 * preparing who is plotted must plot PR; one left without orders keeps preparing (the maintenance stage adds his
 * PR). A wounded or stunned man stops [13.15] (option patrol/rifle_grenade_quit `may_stop` lets him stop too).
 */
export function checkKeepTrying(m: Man, tasks: readonly Task[], options: Readonly<Record<string, string>>): Check {
  if (!m.preparingRifleGrenade || m.status !== "fit" || m.stunnedRound !== null || options["patrol/rifle_grenade_quit"] === "may_stop") return OK;
  return tasks.some((t) => t.code === "PR") ? OK : reject("plot/keep_trying", `${m.id} must go on preparing his rifle grenade until he succeeds`, "patrol 13.12");
}

/** The maintenance tasks of a man still preparing a rifle grenade: PR again when he was given no orders [13.12]. */
export function withKeptPreparation(m: Man, tasks: readonly Task[], panicked: boolean): readonly Task[] {
  return m.preparingRifleGrenade && tasks.length === 0 && !panicked && m.status === "fit" ? [{ code: "PR" }] : tasks;
}
