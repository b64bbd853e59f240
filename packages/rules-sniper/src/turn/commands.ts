// The tasks of an impulse [6.0]-[6.3] and the Initial Observation Phase's placements [4.0 C], as commands. Each
// activated soldier does one task per impulse [5.1], [6.0] (option sniper/task_scope: per_impulse).
import { z } from "zod";
import type { Direction } from "@tactica/hex";
import { hexLineCrossings, toHexKey } from "@tactica/hex";
import { defineCommand, OK, reject, registerStanding, withdrawStanding } from "@tactica/engine";
import type { ActivationTurn, Check, CommandSpec, GameEvent, MatchState } from "@tactica/engine";
import { sniperOption } from "../options/index";
import { allowance, entryCost, mustStopAt, stackOf } from "../movement/index";
import { buildingAt, isBreachSide, jumpLegality, sideAt } from "../terrain/index";
import type { Hex, SideId, SniperGame, SniperState, Soldier, TaskInProgress } from "../state/index";
import { compiledBoard, directionTo, distance, isFit, neighbor, NO_MARKERS, onBoard, otherSide, soldierById, terrainAt, toColRow, withSoldier } from "../state/index";
import { inFieldOfFire } from "../sighting/index";
import { leaderActivations, leaderReaches, SCATTER_PROVENANCE, scatterDirection } from "../morale/index";
import { BURST_RADIUS, GRENADE_KINDS, GRENADE_MAX_RANGE, sniperLookupIn } from "../tables/index";
import type { GrenadeKind, TerrainType } from "../tables/index";
import { sniperLineOfSight } from "../sighting/index";
import { resolveShot, worsen } from "./fire";
import { inRange } from "./fire-tables";
import { eyeOf, sees } from "./sight";
import { knownEnemies, knownTo, knownToExplained } from "./visibility";
import { checkEnd } from "./victory";

type S = MatchState<SniperGame, ActivationTurn>;
const soldierId = z.string().min(1).max(8);
const hexSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();

export const OPPORTUNITY_FIRE = "opportunity_fire";
export const standingIdOf = (soldier: string): string => `opp-${soldier}`;

/**
 * Who may see an event about `s`: everyone when the enemy knows where he is, else his own side [36.1]. The event's
 * data names the chart numbers the sight rulings behind it used (`sight`), when they are not the book's.
 */
export function audienceOf(game: SniperGame, s: Soldier): { visibleTo?: SideId[] } {
  return knownTo(game, otherSide(s.side), s) ? {} : { visibleTo: [s.side] };
}

/** An event about `s` with its audience, and `sight` (the sight rulings' non-book provenance) in its data. */
function aboutSoldier(game: SniperGame, s: Soldier, type: string, data: Record<string, unknown>): GameEvent {
  const k = knownToExplained(game, otherSide(s.side), s);
  return { type, data: { ...data, ...(k.provenance.length ? { sight: k.provenance } : {}) }, ...(k.known ? {} : { visibleTo: [s.side] }) };
}

function own(state: S, seat: string, id: string): Soldier | Check {
  const s = soldierById(state.game, id);
  if (!s || s.side !== seat) return reject("soldier/unknown", `no soldier ${id} of yours`, "sniper 3.0");
  if (!isFit(s)) return reject("soldier/out_of_action", `${id} is ${s.health === "kia" ? "dead" : "unconscious"}`, "sniper 14.1");
  if (s.stunned) return reject("soldier/stunned", `${id} is stunned until the Recovery Phase`, "sniper 14.1");
  return s;
}
const isCheck = (x: Soldier | Check): x is Check => "ok" in x;

/** An activated soldier of the player in phase who has not done his task this impulse [5.1], [6.0]. */
function activated(state: S, seat: string, id: string, type?: string): Soldier | Check {
  const imp = state.game.impulse;
  if (state.turn.step !== "operations" || !imp || imp.seat !== seat) return reject("task/not_in_impulse", "tasks are carried out in your impulse of the Operations Phase, after the draw", "sniper 4.0 D");
  const s = own(state, seat, id);
  if (isCheck(s)) return s;
  if (s.activation > imp.marker && !imp.led?.soldiers.includes(id)) return reject("task/not_activated", `${id}'s activation value ${s.activation} is above the marker ${imp.marker}`, "sniper 5.1, 22.2");
  if (imp.done.includes(id)) return reject("task/already_done", `${id} has done his task this impulse`, "sniper 6.0");
  const lock = type === undefined ? OK : taskLock(imp, id, type);
  return lock.ok ? s : lock;
}

/** Preparation and combat tasks [6.2], [6.3]: a leader does one only if the soldiers he activated do the same [22.3]. */
const PREP_OR_COMBAT: readonly string[] = ["reload", "observe", "fire"];

function taskLock(imp: NonNullable<SniperGame["impulse"]>, id: string, type: string): Check {
  const led = imp.led;
  if (!led) return OK;
  const lockMsg = (t: string) => reject("lead/task_lock", `the leader ${led.leader} did ${t}: the soldiers he activated do the same task`, "sniper 22.3");
  if (id === led.leader && PREP_OR_COMBAT.includes(type)) {
    const other = led.soldiers.find((x) => led.tasks[x] !== undefined && led.tasks[x] !== type);
    return other ? reject("lead/task_lock", `${other}, whom he activated, did ${led.tasks[other]}: a leader does a preparation or combat task only if they do the same`, "sniper 22.3") : OK;
  }
  const leaderTask = led.tasks[led.leader];
  if (led.soldiers.includes(id) && leaderTask !== undefined && PREP_OR_COMBAT.includes(leaderTask) && leaderTask !== type) return lockMsg(leaderTask);
  return OK;
}

/** Start `s`'s task: he is done for this impulse, his Sighting (and standing opportunity fire) is gone [7.2], [7.4]. */
function startTask(state: S, s: Soldier, type: string, current: TaskInProgress | null = null): S {
  const imp = state.game.impulse!;
  const led = imp.led && (imp.led.leader === s.id || imp.led.soldiers.includes(s.id)) ? { led: { ...imp.led, tasks: { ...imp.led.tasks, [s.id]: type } } } : {};
  const game: SniperGame = { ...state.game, impulse: { ...imp, done: [...imp.done, s.id], current, ...led } };
  const markers = { ...s.markers, sighting: false, exposed: false };
  return withdrawStanding({ ...state, game: withSoldier(game, s.id, { markers, actedThisTurn: true }) }, standingIdOf(s.id));
}

const done = (state: S, events: GameEvent[]) => ({ state: { ...state, game: checkEnd(state.game) }, events });

/** Observe [6.3], [7.4]: a Sighting marker; he may opportunity-fire in enemy impulses [12.2] (a secret standing reaction). */
const observe = defineCommand<SniperGame, ActivationTurn, { soldier: string }>({
  schema: z.object({ soldier: soldierId }).strict(),
  rule: "sniper 4.0 C, 6.3, 7.4",
  steps: ["observation", "operations"],
  validate(state, cmd) {
    if (state.turn.step === "observation") {
      const s = own(state, cmd.seat, cmd.payload.soldier);
      if (isCheck(s)) return s;
      if (s.markers.sighting) return reject("observe/already", `${s.id} already has a Sighting marker`, "sniper 7.4");
      const allowed = state.turn.allowance[cmd.seat] ?? 0;
      if ((state.game.placed[cmd.seat as SideId] ?? 0) >= allowed) return reject("observe/allowance_spent", `your roll allows ${allowed} Sighting markers`, "sniper 4.0 C");
      return OK;
    }
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    return isCheck(s) ? s : OK;
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    let next: S = state;
    if (state.turn.step === "observation") {
      const side = cmd.seat as SideId;
      next = { ...state, game: { ...state.game, placed: { ...state.game.placed, [side]: (state.game.placed[side] ?? 0) + 1 } } };
    } else next = startTask(state, s, cmd.type);
    next = { ...next, game: withSoldier(next.game, s.id, { markers: { ...soldierById(next.game, s.id)!.markers, sighting: true, exposed: false } }) };
    const reg = registerStanding(next, { id: standingIdOf(s.id), seat: cmd.seat, kind: OPPORTUNITY_FIRE, data: { soldier: s.id } });
    return done(reg.state, [{ type: "sniper/observing", data: { soldier: s.id }, visibleTo: [cmd.seat] }, reg.event]);
  },
});

/**
 * Move / Evade [6.1], [9.1]-[9.3]: one hex per command; the first step starts the task (8 MP, Evade 4), the next
 * steps of the same soldier continue it while MP last. Facing follows the step [7.2]. Entering a hex adjacent to
 * a known enemy stops him [9.3].
 */
const move = defineCommand<SniperGame, ActivationTurn, { soldier: string; to: Hex; evade?: boolean }>({
  schema: z.object({ soldier: soldierId, to: hexSchema, evade: z.boolean().optional() }).strict(),
  rule: "sniper 6.1, 9.1-9.3",
  steps: ["operations"],
  validate(state, cmd, ctx) {
    const imp = state.game.impulse;
    const cont = imp?.current?.soldier === cmd.payload.soldier && imp.seat === cmd.seat;
    const s = cont ? own(state, cmd.seat, cmd.payload.soldier) : activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    if (s.posture === "prone") return reject("move/prone", "a prone soldier crawls (crawl) or stands up before he moves", "sniper 9.4");
    const entry = entryCost(state.game, state.game.board, s, cmd.payload.to);
    if (!entry.ok) return reject(entry.code, entry.reason, entry.rule);
    const mp = cont ? imp.current!.mpLeft : allowance(cmd.payload.evade ? "evade" : "move", s.health === "wounded", sniperOption(ctx.options, "woundedMp"));
    return entry.cost <= mp ? OK : reject("move/no_mp", `entering costs ${entry.cost} MP and ${mp} are left`, "sniper 9.3");
  },
  resolve(state, cmd, _dice, ctx) {
    let s = soldierById(state.game, cmd.payload.soldier)!;
    const imp = state.game.impulse!;
    const cont = imp.current?.soldier === s.id;
    const kind = cont ? imp.current!.kind : cmd.payload.evade ? "evade" : "move";
    const mp = cont ? imp.current!.mpLeft : allowance(kind, s.health === "wounded", sniperOption(ctx.options, "woundedMp"));
    let next: S = cont ? state : startTask(state, s, cmd.type, { soldier: s.id, kind, mpLeft: mp });
    const cost = entryCost(next.game, next.game.board, s, cmd.payload.to);
    const left = mp - (cost.ok ? cost.cost : mp);
    s = soldierById(next.game, s.id)!;
    const facing = directionTo(s.hex, cmd.payload.to) ?? s.facing;
    const farRow = next.game.sides[otherSide(s.side)].homeRow;
    const reached = s.reachedFarEdge || toColRow(cmd.payload.to).row === farRow;
    let game = withSoldier(next.game, s.id, { hex: cmd.payload.to, facing, markers: { ...NO_MARKERS, move: kind === "move", evade: kind === "evade" }, reachedFarEdge: reached });
    const moved = soldierById(game, s.id)!;
    const stop = mustStopAt(game, moved, moved.hex, knownEnemies(game, s.side));
    game = { ...game, impulse: { ...game.impulse!, current: stop || left <= 0 ? null : { soldier: s.id, kind, mpLeft: left } } };
    next = { ...next, game };
    return done(next, [aboutSoldier(game, moved, "sniper/entered", { soldier: s.id, hex: cmd.payload.to, facing, mpLeft: left, kind, cost: cost.ok ? cost.cost : 0, provenance: cost.ok ? cost.provenance : "book", ...(stop ? { stopped: "adjacent to an enemy [9.3]" } : {}) })]);
  },
});

/** Direct fire [6.3], [12.1]: a loaded weapon, an enemy he sees in his field of fire, not in his own hex [12.1]. */
const fire = defineCommand<SniperGame, ActivationTurn, { soldier: string; target: string }>({
  schema: z.object({ soldier: soldierId, target: soldierId }).strict(),
  rule: "sniper 6.3, 12.1, 12.6",
  steps: ["operations"],
  validate(state, cmd, ctx) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    if (s.unloaded) return reject("fire/unloaded", `${s.id}'s weapon is unloaded: reload first`, "sniper 12.8");
    if (s.grenade) return reject("fire/grenade_in_hand", `${s.id} holds a prepared grenade: he is not armed until he throws it`, "sniper 13.1");
    const t = soldierById(state.game, cmd.payload.target);
    if (!t || t.side === s.side || !knownTo(state.game, s.side, t)) return reject("fire/no_target", "no enemy soldier you can see there", "sniper 12.1");
    if (t.health === "kia") return reject("fire/no_target", "that soldier is dead", "sniper 14.1");
    if (distance(s.hex, t.hex) === 0) return reject("fire/same_hex", "a soldier may not fire at an enemy in his own hex", "sniper 12.1");
    if (!inFieldOfFire(s.hex, s.facing as Direction, t.hex, ctx.options).inField) return reject("fire/out_of_field", "the target is outside his 120-degree field of fire", "sniper 7.1");
    if (!sees(state.game.board, s, t)) return reject("fire/no_los", "he has no line of sight to the target", "sniper 7.3, 12.1");
    if (!inRange(s.weapon, distance(s.hex, t.hex))) return reject("fire/out_of_range", "the target is beyond his weapon's range", "sniper 12.6");
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const next = startTask(state, s, cmd.type);
    const shot = resolveShot(next.game, soldierById(next.game, s.id)!, soldierById(next.game, cmd.payload.target)!, "direct", dice, ctx.options, ctx.tables);
    return done({ ...next, game: shot.game }, shot.events);
  },
});

function postureTask(kind: "lie_down" | "stand"): CommandSpec<SniperGame, ActivationTurn> {
  return defineCommand<SniperGame, ActivationTurn, { soldier: string }>({
    schema: z.object({ soldier: soldierId }).strict(),
    rule: kind === "lie_down" ? "sniper 6.1, 6.5, 9.4" : "sniper 6.1, 9.4",
    steps: ["operations"],
    validate(state, cmd) {
      const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
      if (isCheck(s)) return s;
      const want = kind === "lie_down" ? "prone" : "standing";
      return s.posture === want ? reject("posture/already", `${s.id} is already ${want}`, "sniper 9.4") : OK;
    },
    resolve(state, cmd) {
      const s = soldierById(state.game, cmd.payload.soldier)!;
      const next = startTask(state, s, cmd.type);
      const posture = kind === "lie_down" ? "prone" as const : "standing" as const;
      const game = withSoldier(next.game, s.id, { posture });
      return done({ ...next, game }, [aboutSoldier(game, soldierById(game, s.id)!, "sniper/posture", { soldier: s.id, posture })]);
    },
  });
}

/** Change facing as the only task [7.2] (it loses Sighting, not Exposed). */
const face = defineCommand<SniperGame, ActivationTurn, { soldier: string; facing: number }>({
  schema: z.object({ soldier: soldierId, facing: z.number().int().min(0).max(5) }).strict(),
  rule: "sniper 7.2",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    return s.facing === cmd.payload.facing ? reject("face/unchanged", "he already faces that hexside", "sniper 7.2") : OK;
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const next = startTask(state, s, cmd.type);
    const game = withSoldier(next.game, s.id, { facing: cmd.payload.facing });
    return done({ ...next, game }, [aboutSoldier(game, soldierById(game, s.id)!, "sniper/faced", { soldier: s.id, facing: cmd.payload.facing })]);
  },
});

/** Reload [6.2], [12.8]: a full task clears UNL. */
const reload = defineCommand<SniperGame, ActivationTurn, { soldier: string }>({
  schema: z.object({ soldier: soldierId }).strict(),
  rule: "sniper 6.2, 12.8",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    return s.unloaded ? OK : reject("reload/loaded", `${s.id}'s weapon is loaded`, "sniper 12.8");
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const next = startTask(state, s, cmd.type);
    const game = withSoldier(next.game, s.id, { unloaded: false });
    return done({ ...next, game }, [aboutSoldier(game, soldierById(game, s.id)!, "sniper/reloaded", { soldier: s.id })]);
  },
});

/** Stacking at a storey of a hex: no enemy there in the basic game, at most 3 soldiers [8.1, 8.2, 17.1]. */
function stackCheck(game: SniperGame, s: Soldier, hex: Hex, storey: number): Check {
  const stack = stackOf(game, hex, storey).filter((o) => o.id !== s.id);
  if (stack.some((o) => o.side !== s.side)) return reject("move/enemy_hex", "in the basic game no soldier enters an enemy-occupied hex", "sniper 8.1, 17.1");
  if (stack.length >= 3) return reject("move/stack_full", "a hex holding 3 soldiers cannot be entered", "sniper 8.1");
  return OK;
}

/**
 * Climb / Descend [6.1], [10.0]-[10.2], [10.4]: in a staircase or ladder hex he goes up or down one level, spending
 * all his movement points (the whole task). A prone soldier never changes level; a wounded one never climbs a ladder.
 */
const climb = defineCommand<SniperGame, ActivationTurn, { soldier: string; storey: number }>({
  schema: z.object({ soldier: soldierId, storey: z.number().int().min(-1).max(14) }).strict(),
  rule: "sniper 6.1, 10.0-10.2, 10.4",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    if (s.posture === "prone") return reject("climb/prone", "a prone soldier may never change level", "sniper 10.4");
    const board = state.game.board;
    const b = board.buildings?.length ? buildingAt(compiledBoard(board), s.hex) : undefined;
    const stair = b?.stairs.get(toHexKey(s.hex));
    if (!stair) return reject("climb/no_stairs", "he changes level only in a staircase or ladder hex (or by jumping)", "sniper 10.0, 10.1");
    const to = cmd.payload.storey;
    if (Math.abs(to - s.level) !== 1) return reject("climb/one_level", "he goes up or down one level per task", "sniper 10.1");
    if (to < stair.from || to > stair.to) return reject("climb/beyond_stairs", `the ${stair.kind === "ladder" ? "ladder" : "staircase"} links storeys ${stair.from} to ${stair.to}`, "sniper 10.0");
    if (stair.kind === "ladder" && s.health === "wounded") return reject("climb/wounded_ladder", "a wounded soldier may not climb or descend a ladder", "sniper 10.2");
    return stackCheck(state.game, s, s.hex, to);
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const next = startTask(state, s, cmd.type);
    const stair = buildingAt(compiledBoard(next.game.board), s.hex)!.stairs.get(toHexKey(s.hex))!;
    const game = withSoldier(next.game, s.id, { level: cmd.payload.storey });
    const type = cmd.payload.storey > s.level ? "climbed" : "descended";
    return done({ ...next, game }, [aboutSoldier(game, soldierById(game, s.id)!, `sniper/${type}`, { soldier: s.id, from: s.level, to: cmd.payload.storey, via: stair.kind })]);
  },
});

/**
 * Jump [6.1], [10.3]: from a roof's edge or through a window (or a hole) he descends one level and advances one
 * hex, then rolls a die: 1 unconscious, 2-3 wounded, 4+ unhurt. Never more than one level; a prone soldier never.
 */
const jump = defineCommand<SniperGame, ActivationTurn, { soldier: string; to: Hex }>({
  schema: z.object({ soldier: soldierId, to: hexSchema }).strict(),
  rule: "sniper 6.1, 10.3, 10.4",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    const j = jumpFrom(state.game, s, cmd.payload.to);
    return "ok" in j ? j : stackCheck(state.game, s, cmd.payload.to, j.storey);
  },
  resolve(state, cmd, dice) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const j = jumpFrom(state.game, s, cmd.payload.to) as { storey: number; via: string };
    const next = startTask(state, s, cmd.type);
    const roll = dice.roll(6);
    const health = roll === 1 ? worsen(s.health, "I") : roll <= 3 ? worsen(s.health, "W") : s.health;
    const down = health === "incap" || health === "kia";
    const facing = directionTo(s.hex, cmd.payload.to) ?? s.facing;
    const game = withSoldier(next.game, s.id, { hex: cmd.payload.to, level: j.storey, facing, health, markers: NO_MARKERS, ...(down ? { posture: "prone" as const } : {}) });
    return done({ ...next, game }, [aboutSoldier(game, soldierById(game, s.id)!, "sniper/jumped", { soldier: s.id, to: cmd.payload.to, from: s.level, storey: j.storey, via: j.via, roll, health })]);
  },
});

/** Where a jump from `s` to the adjacent `to` lands, or why it may not be made [10.3], [10.4]. */
function jumpFrom(game: SniperGame, s: Soldier, to: Hex): { storey: number; via: "roof" | "window" | "hole" } | Check {
  if (s.posture === "prone") return reject("jump/prone", "a prone soldier may never change level", "sniper 10.4");
  const dir = directionTo(s.hex, to);
  if (dir === undefined || !onBoard(game.board, to)) return reject("jump/not_adjacent", "a jump advances directly one hex", "sniper 10.3");
  const cb = game.board.buildings?.length ? compiledBoard(game.board) : undefined;
  const b = cb ? buildingAt(cb, s.hex) : undefined;
  if (!cb || !b || s.level <= 0) return reject("jump/not_above", "he jumps from a roof or a window to a lower level", "sniper 10.3");
  const side = sideAt(cb, s.hex, dir as Direction, s.level);
  const via = s.level === b.roof && side.kind === "level" && side.type === "parapet" ? "roof" as const
    : side.kind === "level" && side.type === "window" ? "window" as const : isBreachSide(side) ? "hole" as const : undefined;
  if (!via) return reject("jump/no_opening", "he jumps from the edge of a roof or through a window or a hole", "sniper 10.3");
  const storey = s.level - 1;
  const legal = jumpLegality({ storey: s.level, via }, storey);
  if (!legal.legal) return reject("jump/too_far", legal.reason ?? "not a legal jump", legal.rule);
  const landing = buildingAt(cb, to);
  const lands = storey === 0 ? !landing : landing !== undefined && landing.id !== b.id && landing.roof === storey;
  if (!lands) return reject("jump/no_landing", storey === 0 ? "he lands on open ground outside the building" : `there is no roof at storey ${storey} in that hex`, "sniper 10.3");
  return { storey, via };
}

/** Crawl [9.4]: a prone soldier crawls one hex per turn, through a door but not a window, never changing level. */
const crawl = defineCommand<SniperGame, ActivationTurn, { soldier: string; to: Hex }>({
  schema: z.object({ soldier: soldierId, to: hexSchema }).strict(),
  rule: "sniper 9.4, 9.6",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    if (s.posture !== "prone") return reject("crawl/standing", "only a prone soldier crawls; a standing one moves", "sniper 9.4");
    if (s.crawled) return reject("crawl/once_per_turn", `${s.id} has crawled this turn: one hex per turn`, "sniper 9.4");
    const entry = entryCost(state.game, state.game.board, s, cmd.payload.to);
    return entry.ok ? OK : reject(entry.code, entry.reason, entry.rule);
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const next = startTask(state, s, cmd.type);
    const facing = directionTo(s.hex, cmd.payload.to) ?? s.facing;
    // Crawling soldiers never have movement or evade markers [9.6].
    const game = withSoldier(next.game, s.id, { hex: cmd.payload.to, facing, crawled: true, markers: NO_MARKERS });
    return done({ ...next, game }, [aboutSoldier(game, soldierById(game, s.id)!, "sniper/crawled", { soldier: s.id, hex: cmd.payload.to, facing })]);
  },
});

/** Whether `a` and `b` are in the same room: inside one building, one storey, joined without crossing a wall, door, window or breach [22.2]. */
function sameRoom(game: SniperGame, a: Soldier, b: Soldier): boolean {
  if (!game.board.buildings?.length || a.level !== b.level) return false;
  const cb = compiledBoard(game.board);
  const home = buildingAt(cb, a.hex);
  if (!home || buildingAt(cb, b.hex)?.id !== home.id) return false;
  const seen = new Set([toHexKey(a.hex)]);
  const queue = [a.hex];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h.q === b.hex.q && h.r === b.hex.r) return true;
    for (let d = 0; d < 6; d++) {
      const n = neighbor(h, d);
      if (seen.has(toHexKey(n)) || !home.keys.has(toHexKey(n)) || sideAt(cb, h, d as Direction, a.level).kind !== "none") continue;
      seen.add(toHexKey(n));
      queue.push(n);
    }
  }
  return false;
}

/** The side's leader in command: the leader while fit, else the deputy [22.4]. */
function inCommand(game: SniperGame, side: string): Soldier | undefined {
  const mine = game.soldiers.filter((x) => x.side === side);
  const leader = mine.find((x) => x.leader === "leader");
  return leader && isFit(leader) ? leader : mine.find((x) => x.leader === "deputy" && isFit(x));
}

/**
 * Lead [22.2], [22.3], [51.4]: the active leader in command, before his own task, activates as many friendly soldiers
 * as the marker shows (a Japanese leader one more), each in his room or in his sight (360 degrees) within 8 hexes of
 * him standing or 3 prone. They act this impulse regardless of their activation values. Only his side hears of it.
 */
const lead = defineCommand<SniperGame, ActivationTurn, { soldier: string; soldiers: string[] }>({
  schema: z.object({ soldier: soldierId, soldiers: z.array(soldierId).min(1).max(12) }).strict(),
  rule: "sniper 22.2, 22.3, 51.4",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    const imp = state.game.impulse!;
    if (inCommand(state.game, s.side)?.id !== s.id) return reject("lead/not_leader", `${s.id} is not his side's leader in command`, "sniper 22.1, 22.4");
    if (imp.led) return reject("lead/already", "the leader has activated his soldiers this impulse", "sniper 22.3");
    const n = leaderActivations({ marker: imp.marker, leaderActivation: s.activation, stunned: s.stunned, japanese: state.game.sides[s.side].nation === "Japanese" });
    const ids = cmd.payload.soldiers;
    if (new Set(ids).size !== ids.length) return reject("lead/duplicate", "each soldier is activated once", "sniper 22.3");
    if (ids.length > n.count) return reject("lead/too_many", `under marker ${imp.marker} he activates at most ${n.count} soldiers`, n.rule);
    const cb = compiledBoard(state.game.board);
    for (const id of ids) {
      const o = soldierById(state.game, id);
      if (!o || o.side !== s.side || o.id === s.id || !isFit(o)) return reject("lead/unknown", `no other fit soldier ${id} of yours`, "sniper 22.2");
      if (imp.done.includes(id)) return reject("task/already_done", `${id} has done his task this impulse`, "sniper 6.0");
      const reach = sameRoom(state.game, s, o) || leaderReaches({ sameRoom: false, leaderPosture: s.posture, ...(sniperLineOfSight(cb, { ...eyeOf(s), facing: undefined }, eyeOf(o)).clear ? { losDistance: distance(s.hex, o.hex) } : {}) });
      if (!reach) return reject("lead/out_of_reach", `${id} is neither in his room nor in his sight within ${s.posture === "standing" ? 8 : 3} hexes`, "sniper 22.2");
    }
    return OK;
  },
  resolve(state, cmd) {
    const imp = state.game.impulse!;
    const game: SniperGame = { ...state.game, impulse: { ...imp, led: { leader: cmd.payload.soldier, soldiers: [...cmd.payload.soldiers], tasks: {} } } };
    return done({ ...state, game }, [{ type: "sniper/led", data: { leader: cmd.payload.soldier, soldiers: cmd.payload.soldiers }, visibleTo: [cmd.seat] }]);
  },
});

/** Prepare a grenade [6.2], [13.1]: a whole task; he holds it in hand (and is not armed) until he throws it. */
const prepareGrenade = defineCommand<SniperGame, ActivationTurn, { soldier: string; kind: GrenadeKind }>({
  schema: z.object({ soldier: soldierId, kind: z.enum(GRENADE_KINDS) }).strict(),
  rule: "sniper 6.2, 13.1",
  steps: ["operations"],
  validate(state, cmd) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    return s.grenade ? reject("grenade/already_prepared", `${s.id} already holds a prepared grenade`, "sniper 13.1") : OK;
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const next = startTask(state, s, cmd.type);
    const game = withSoldier(next.game, s.id, { grenade: cmd.payload.kind });
    // The grenade marker is his own side's knowledge [36.1].
    return done({ ...next, game }, [{ type: "sniper/grenade_prepared", data: { soldier: s.id, kind: cmd.payload.kind }, visibleTo: [cmd.seat] }]);
  },
});

/** The modified range of a throw [13.2], [13.3]: hexes counting the target's, doubled prone, doubled wounded (option), +5 a level up. */
export function throwRange(s: Soldier, at: Hex, atLevel: number, options?: Readonly<Record<string, string>>): number {
  let r = distance(s.hex, at);
  const prone = s.posture === "prone", wounded = s.health === "wounded";
  if (sniperOption(options, "grenadeRangeMultiplier") === "single_doubling") { if (prone || wounded) r *= 2; }
  else { if (prone) r *= 2; if (wounded) r *= 2; }
  return r + 5 * Math.max(0, atLevel - s.level);
}

/**
 * Throw [6.3], [13.2]-[13.4]: a prepared fragmentation grenade at a hex in his field of view within 20 modified
 * hexes. 2d6 against the Scatter table's coefficient: at least it, the target hex; below, it misses by the
 * difference in the scatter diagram's direction (stopping in front of a wall). It bursts at once (this build: the
 * book's end of the phase is not waited for) on every soldier of that storey within its radius, friend or foe,
 * whom no wall, door or window shields: the Burst Table's strength against terrain and posture only, 2d6 on the
 * Fire Attack Results table, and stunned unless those dice show 2 or 3.
 */
const throwGrenade = defineCommand<SniperGame, ActivationTurn, { soldier: string; at: Hex }>({
  schema: z.object({ soldier: soldierId, at: hexSchema }).strict(),
  rule: "sniper 6.3, 13.2-13.4",
  steps: ["operations"],
  validate(state, cmd, ctx) {
    const s = activated(state, cmd.seat, cmd.payload.soldier, cmd.type);
    if (isCheck(s)) return s;
    if (!s.grenade) return reject("throw/no_grenade", `${s.id} holds no prepared grenade`, "sniper 13.1");
    const at = cmd.payload.at;
    if (!onBoard(state.game.board, at) || distance(s.hex, at) === 0) return reject("throw/bad_hex", "the target hex is another hex on the map", "sniper 13.2");
    if (!inFieldOfFire(s.hex, s.facing as Direction, at, ctx.options).inField) return reject("throw/out_of_field", "the target hex must be in his field of view", "sniper 13.2, 7.1");
    const range = throwRange(s, at, 0, ctx.options);
    if (range > GRENADE_MAX_RANGE) return reject("throw/out_of_range", `the modified range is ${range}: at most ${GRENADE_MAX_RANGE}`, "sniper 13.2, 13.3");
    const line = sniperLineOfSight(compiledBoard(state.game.board), { ...eyeOf(s), facing: s.facing as Direction }, { hex: at, storey: 0, posture: "standing" });
    return line.clear ? OK : reject("throw/no_los", "he cannot see the target hex", "sniper 13.2");
  },
  resolve(state, cmd, dice, ctx) {
    const s0 = soldierById(state.game, cmd.payload.soldier)!;
    const kind = s0.grenade!;
    let next = startTask(state, s0, cmd.type);
    // The grenade marker goes; he is armed again [13.1]; the throw shows where he is.
    next = { ...next, game: { ...next.game, soldiers: next.game.soldiers.map((x) => { if (x.id !== s0.id) return x; const { grenade: _g, ...rest } = x; return { ...rest, revealed: true }; }) } };
    const L = sniperLookupIn(ctx.tables);
    const range = throwRange(s0, cmd.payload.at, 0, ctx.options);
    const sc = L.scatter(Math.max(1, range));
    const coefficient = sc.value;
    const roll = dice.roll(6) + dice.roll(6);
    let landing = cmd.payload.at;
    let face: number | undefined;
    if (roll < coefficient) {
      face = dice.roll(6);
      const dir = scatterDirection(face);
      const cb = compiledBoard(next.game.board);
      for (let k = 0; k < coefficient - roll; k++) {
        const to = neighbor(landing, dir);
        if (!onBoard(next.game.board, to)) break;
        const side = sideAt(cb, landing, dir, 0);
        if (side.kind !== "none" && !isBreachSide(side)) break; // it lands in the hex in front of the wall [13.3]
        landing = to;
      }
    }
    const events: GameEvent[] = [{ type: "sniper/grenade_thrown", data: { soldier: s0.id, kind, at: cmd.payload.at, range, coefficient, roll, ...(face !== undefined ? { face, scatterProvenance: SCATTER_PROVENANCE } : {}), landed: landing, provenance: sc.provenance } }];
    let game = next.game;
    const cb = compiledBoard(game.board);
    const radius = BURST_RADIUS[kind];
    for (const victim of game.soldiers) {
      if (!isFit(victim) || victim.level !== 0) continue;
      const d = distance(landing, victim.hex);
      if (d > radius) continue;
      // The burst does not pass walls, windows or doors [13.4].
      const shielded = hexLineCrossings(landing, victim.hex).some((hs) => sideAt(cb, hs.hex, hs.dir, 0).kind !== "none" && !isBreachSide(sideAt(cb, hs.hex, hs.dir, 0)));
      if (shielded) continue;
      const strength = L.burst(kind, d);
      const base = L.fixed("base_defence");
      const terrain = L.terrain(game.board.mode, terrainAt(game.board, victim.hex) as TerrainType);
      const defence = base.value * (victim.posture === "prone" ? terrain.value.prone : terrain.value.standing);
      const column = Math.floor(strength.value / defence);
      const two = dice.roll(6) + dice.roll(6);
      const cell = L.fireResult(column, two);
      const health = worsen(victim.health, cell.value);
      const stunned = two !== 2 && two !== 3;
      const down = health === "incap" || health === "kia";
      game = withSoldier(game, victim.id, { health, ...(stunned ? { stunned: true } : {}), ...(down ? { posture: "prone" as const, markers: NO_MARKERS } : {}) });
      events.push({ type: "sniper/grenade_burst", data: { target: victim.id, distance: d, strength: strength.value, defence, column, dice: two, result: cell.value, health, stunned, sources: [strength.provenance, terrain.provenance, cell.provenance] } });
    }
    return done({ ...next, game }, events);
  },
});

export const SNIPER_COMMANDS: Readonly<Record<string, CommandSpec<SniperGame, ActivationTurn>>> = {
  observe, move, fire, lie_down: postureTask("lie_down"), stand: postureTask("stand"), face, reload, climb, jump, crawl, lead, prepare_grenade: prepareGrenade, throw: throwGrenade,
};

export type { SniperState };
