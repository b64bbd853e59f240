import type { DiceSource } from "@tactica/dice";
import type { Check, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import { applyResult } from "../combat/casualty";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import type { Task } from "../plot/task";
import { COMBAT_TASKS } from "../plot/task";
import { terrainOf } from "./craters";
import { resolvePath, isActive } from "../state/index";
import { toPathCosts } from "./move-cost";
import type { Man, PatrolGame, PendingResult, Horse } from "../state/index";
export type { Horse, HorsesState } from "../state/index";

/**
 * 28.23: "A man on horseback has a hand-to-hand combat value equivalent to an RF(BR/SR) Erect, normal man": his
 * weapon line is the rifle's (SR if he carries one, else BR), erect and unwounded, attacking or attacked
 * (reading: "normal" read as the unwounded line on both sides of the fight). Undefined for a man on foot.
 */
export function toRiderHandToHand(m: Man): { readonly weapon: "BR" | "SR"; readonly prone: false; readonly wounded: false; readonly rule: "28.23" } | undefined {
  if (!m.mounted) return undefined;
  return { weapon: m.counter === "RF" && m.rifle === "SR" ? "SR" : "BR", prone: false, wounded: false, rule: "28.23" };
}

/** 28.22 "A horse may not go prone": a mounted man told to fall prone (Contact, panic) stays erect on his horse (reading). */
export function keepsRiderErect(m: Man): boolean {
  return m.mounted !== undefined && m.status !== "I" && m.status !== "K";
}

/**
 * 28.25 "A horse has the same vulnerability as a man to fire and explosives": a riderless horse on the map is a
 * target of its own, id `h01`..., an erect α man in its hex (horses are α's, 3.34) for DF/KF and blasts; a mounted
 * horse is struck through its rider (`strikeHorses`). Undefined for a mounted or killed horse.
 */
export function toHorseTarget(game: PatrolGame, id: string): Man | undefined {
  const h = game.horses?.[id];
  if (!h?.hex || h.status === "K") return undefined;
  return { id: h.id, side: "alpha", name: "horse", counter: "RF", rifle: null, hex: h.hex, posture: "erect", concealed: false,
    status: h.status, stunnedRound: null, unloaded: false, unarmed: true, grenade: null, exited: false, firedRound: null, threwRound: null };
}

/** Every riderless horse standing on the map, as targets [28.25]. */
export function toHorseTargets(game: PatrolGame): Man[] {
  return Object.keys(game.horses ?? {}).map((id) => toHorseTarget(game, id)).filter((t): t is Man => t !== undefined);
}

/** Results on riderless horses [28.25] change the horse (no Preservation chit: a horse is not a man); the rest go on to the men. */
export function toHorseResults(game: PatrolGame, pending: readonly PendingResult[]): { game: PatrolGame; rest: PendingResult[]; events: GameEvent[] } | undefined {
  const hits = pending.filter((p) => game.horses?.[p.man] !== undefined);
  if (hits.length === 0 || !game.horses) return undefined;
  const horses = { ...game.horses };
  const events: GameEvent[] = [];
  for (const p of hits) {
    const h = horses[p.man]!;
    const next = applyResult(h.status, p.result);
    if (next === h.status) continue;
    horses[h.id] = { ...h, status: next };
    events.push({ type: "patrol/horse_hit", data: { horse: h.id, rider: null, from: h.status, to: next, source: p.source, rule: "28.25" } });
  }
  return { game: { ...game, horses }, rest: pending.filter((p) => !hits.includes(p)), events };
}

/** Horse MP a turn [28.22]. */
export const HORSE_MP = 20;
/** MP to mount or to dismount [28.21]. */
export const MOUNT_MP = 5;

const R = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);
const pad = (n: number) => String(n).padStart(2, "0");

/** The set-up of 28.2: α's first `count` men mounted, horse h01 under the first, and so on. */
export function withHorses(game: PatrolGame, count: number): PatrolGame {
  if (count <= 0) return game;
  const riders = game.order.filter((id) => game.men[id]!.side === "alpha").slice(0, count);
  const horses: Record<string, Horse> = {};
  const men = { ...game.men };
  riders.forEach((id, i) => {
    const h = `h${pad(i + 1)}`;
    horses[h] = { id: h, status: "fit", hex: null };
    men[id] = { ...men[id]!, mounted: h };
  });
  return { ...game, men, horses };
}

/** MP of the tasks a man plots besides his move (the man's own MP: 5 for MH, DH, ER, KF, TG, PG ...). */
function otherMp(tasks: readonly Task[]): number {
  const fixed: Partial<Record<Task["code"], number>> = { MH: MOUNT_MP, DH: MOUNT_MP, ER: 5, KF: 5, TG: 5, PG: 5, PS: 5, PR: 10 };
  return tasks.reduce((n, t) => n + (fixed[t.code] ?? 0), 0);
}

/** The plot checks of 28.21-28.23 for one man. */
export function checkHorseTasks(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  const mount = tasks.find((t) => t.code === "MH"), dismount = tasks.some((t) => t.code === "DH");
  if (!m.mounted && !mount) return dismount ? R("not_mounted", `${m.id} is not on a horse`, "28.21") : OK;
  if (mount?.code === "MH") {
    const h = game.horses?.[mount.horse];
    const taken = game.order.some((id) => game.men[id]!.mounted === mount.horse);
    if (m.mounted || !h || h.status !== "fit" || taken || h.hex !== m.hex || m.posture !== "erect") return R("cannot_mount", `${m.id} cannot mount ${mount.horse} (an erect man, a fit riderless horse in his hex)`, "28.21, 28.25");
    if (dismount) return R("cannot_mount", "mount or dismount, not both", "28.21");
  }
  const riding = !dismount;
  const move = tasks.find((t) => t.code === "MV");
  const fires = tasks.find((t) => COMBAT_TASKS.has(t.code));
  if (riding && tasks.some((t) => t.code === "PP" || t.code === "PMV" || t.code === "CC" || ("prone" in t && t.prone === true))) return R("horse_prone", "a horse may not go prone (nor crawl or carry)", "28.22");
  if (fires && (move || mount || dismount)) return R("fire_moving_horse", `${m.id} fires only from a stationary horse`, "28.23");
  if (move?.code === "MV" && m.hex) {
    const path = resolvePath(m.hex, move.path) ?? [];
    const cost = toPathCosts(game, m.hex, path).slice(-1)[0] ?? 0;
    // Ridden, 20 horse MP less twice the man's MP spent on his other tasks; on foot after DH, 10 less his others.
    const budget = riding ? HORSE_MP - 2 * otherMp(tasks) : 10 - otherMp(tasks);
    if (cost > budget) return R("over_movement_allowance", `${m.id}'s move costs ${cost} MP, ${budget} left ${riding ? "on horseback" : "after dismounting"}`, "28.21, 28.22");
  }
  return OK;
}

/** Phase D start [28.21]: men with MH mount their horse, men with DH get down (the horse stays in the hex). */
export function applyHorseMounts(game: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  if (!game.horses || !game.work) return { game, events: [] };
  const work = game.work;
  const men = { ...game.men }, horses = { ...game.horses };
  const events: GameEvent[] = [];
  for (const id of game.order) {
    const m = men[id]!, tasks = work.orders[id] ?? [];
    if (!isActive(m) || work.panicked.includes(id)) continue;
    const mount = tasks.find((t) => t.code === "MH");
    if (mount?.code === "MH" && !m.mounted && horses[mount.horse]?.hex === m.hex && horses[mount.horse]!.status === "fit") {
      men[id] = { ...m, mounted: mount.horse };
      horses[mount.horse] = { ...horses[mount.horse]!, hex: null };
      events.push({ type: "patrol/mounted", data: { man: id, horse: mount.horse, rule: "28.21" } });
    } else if (m.mounted && tasks.some((t) => t.code === "DH")) {
      const { mounted: h, ...rest } = m;
      men[id] = rest;
      horses[h] = { ...horses[h]!, hex: m.hex };
      events.push({ type: "patrol/dismounted", data: { man: id, horse: h, rule: "28.21" } });
    }
  }
  return { game: { ...game, men, horses }, events };
}

/**
 * Riders' moves [28.22]: a horse spends 20 MP in the turn, the rider's other tasks taking twice their MP off it. By
 * default (option patrol/horse_tick `two_per_tick`) a horse spends 2 MP while a man on foot spends 1: when a rider
 * moves, the phase runs on half-MP ticks (every foot mover's MP doubled) so both interleave exactly; `one_per_tick`
 * lets the horse spend 1 MP a tick, over 20 ticks.
 */
export function toHorseMovers<M extends { readonly id: string; readonly cum: readonly number[]; readonly budget: number; readonly panicked: boolean }>(game: PatrolGame, movers: readonly M[], orders: Readonly<Record<string, readonly Task[]>>, options: Readonly<Record<string, string>>): M[] {
  const rides = (mv: M) => game.men[mv.id]?.mounted !== undefined && !mv.panicked && (orders[mv.id] ?? []).some((t) => t.code === "MV");
  if (!movers.some(rides)) return [...movers];
  const half = options["patrol/horse_tick"] !== "one_per_tick";
  return movers.map((mv) => {
    if (rides(mv)) return { ...mv, budget: Math.min(mv.cum[mv.cum.length - 1] ?? 0, HORSE_MP - 2 * otherMp(orders[mv.id] ?? [])) };
    return half ? { ...mv, cum: mv.cum.map((c) => 2 * c), budget: 2 * mv.budget } : mv;
  });
}

/**
 * After results [28.24, 28.25]: each result against a rider strikes his horse as well; a rider whose horse is now
 * hurt, or who is himself incapacitated or killed, falls: the horse stays in the hex, he is stunned and attacked at
 * AS 5 as by the outer blast radius of a grenade. Returns the falls' results, to be applied in turn.
 */
export function strikeHorses(before: PatrolGame, after: PatrolGame, pending: readonly PendingResult[], dice: DiceSource, round: number, tables: PatrolTableSet = DEFAULT_TABLES):
  { game: PatrolGame; falls: PendingResult[]; events: GameEvent[] } {
  if (!after.horses) return { game: after, falls: [], events: [] };
  const horses = { ...after.horses }, men = { ...after.men };
  const events: GameEvent[] = [];
  for (const p of pending) {
    const h = before.men[p.man]?.mounted;
    if (!h || !horses[h]) continue;
    const next = applyResult(horses[h]!.status, p.result);
    if (next !== horses[h]!.status) events.push({ type: "patrol/horse_hit", data: { horse: h, rider: p.man, from: horses[h]!.status, to: next, rule: "28.25" } });
    horses[h] = { ...horses[h]!, status: next };
  }
  const falls: PendingResult[] = [];
  for (const id of after.order) {
    const m = men[id]!;
    if (!m.mounted || !m.hex) continue;
    const horse = horses[m.mounted]!;
    if (horse.status === "fit" && m.status !== "I" && m.status !== "K") continue;
    const { mounted: _h, ...rest } = m;
    horses[horse.id] = { ...horse, hex: m.hex };
    const odds = fireOdds({ attack: { weapon: "BR", range: 2, fixed: { as: 5, rule: "28.24" } }, defense: { mode: after.mode, terrain: terrainOf(after, m.hex), posture: "erect" } }, tables);
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = m.status === "K" ? "-" : toFireResult(odds, roll);
    men[id] = { ...rest, ...(m.status === "K" ? {} : { stunnedRound: round }) };
    falls.push({ man: id, result, source: horse.id });
    events.push({ type: "patrol/thrown", data: { man: id, horse: horse.id, as: 5, column: odds.column, roll, result, rule: "28.24" } });
  }
  return { game: { ...after, men, horses }, falls: falls.filter((f) => f.result !== "-"), events };
}
