import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { hexLineHexes } from "@tactica/hex";
import { toManMa } from "../movement/index";
import { toHorseMovers, toPathCosts, firesOutOfSmoke, GARRISON_MAX, isInteriorEntry, mayFireOutAt, moveGarrison, pillboxOf, stackingPeers, dropSatchel, enterWire } from "../terrain/index";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { resolveSwap } from "../rules/movement";
import { toMpAfterWound } from "../rules/movement";
import { applyResults, resolveFirearm, triggerMines, tripClaymores } from "../fire/index";
import { resolvePath, stepHex, toHex, toHexId, isExitHex, isOnMap, isActive, patchMan, patchWork, workOf } from "../state/index";
import type { Vector, PatrolGame } from "../state/index";
import { seesMan, rollSpotting } from "../spotting/index";
import { isEngagementContact, mayExecuteOpportunityFire, COLUMN_MP, isWaiting, toColumnMoves } from "../situations/index";
import { advanceVehicles, applyDismounts, applyMounts, isBlockedByVehicle, settleVehicles, toVehicleMovers, toVehicleObservers } from "../vehicles/index";

type Mover = {
  readonly id: string;
  readonly path: readonly string[];
  readonly cum: readonly number[];
  budget: number;
  idx: number;
  spent: number;
  stopped: string | null;
  readonly panicked: boolean;
  readonly exit: boolean;
  entered: string[];
  /** Men who move with this one: the second carrier and the body [7.6]. */
  readonly followers: readonly string[];
};

const TASK_MP: Readonly<Record<string, number>> = { KF: 5, TG: 5, ER: 5, DT: 5 };

function toMovers(game: PatrolGame, tables: PatrolTableSet, round: number): Mover[] {
  const work = workOf(game);
  const movers: Mover[] = [];
  // 26.2: the column under its Preliminary Movement Plot (entry.ts) enters and walks its route, whatever is plotted.
  const column = toColumnMoves(game, round, tables);
  for (const id of game.order) {
    const m = game.men[id]!;
    const c = column.get(id);
    if (c) { movers.push({ id, path: c.path, cum: c.cum, budget: c.budget ?? COLUMN_MP, idx: 0, spent: 0, stopped: null, panicked: false, exit: c.exit, entered: [], followers: [] }); continue; }
    if (!isActive(m) || !m.hex || m.aboard) continue; // men aboard move with their vehicle [24.2]
    const ma = toManMa(m); // 28.11
    const panic = work.panicMoves[id];
    // 9.66: a panicked garrison man runs only out through the entrance; any other way he stays inside.
    const box = panic ? pillboxOf(game, id) : undefined;
    if (panic && box && panic.vector !== box.door) continue;
    if (panic) {
      const path: string[] = [];
      let at = m.hex;
      for (let i = 0; i < 10; i++) {
        const next = stepHex(at, panic.vector as Vector);
        if (!next || !isOnMap(game.map, next)) break;
        path.push(next);
        at = next;
      }
      const cum = m.posture === "prone" ? path.slice(0, 1).map(() => 1) : toPathCosts(game, m.hex, path, tables);
      movers.push({ id, path: m.posture === "prone" ? path.slice(0, 1) : path, cum, budget: panic.mp, idx: 0, spent: 0, stopped: null, panicked: true, exit: false, entered: [], followers: [] });
      continue;
    }
    const tasks = work.orders[id] ?? [];
    const carry = tasks.find((t) => t.code === "CC");
    if (carry?.code === "CC") {
      // 7.6: the first carrier in order leads; the second carrier and the body move with him, ignoring stacking.
      const other = game.order.find((o) => o !== id && (work.orders[o] ?? []).some((t) => t.code === "CC" && t.body === carry.body));
      if (!other || movers.some((mv) => mv.followers.includes(id))) continue;
      const partner = game.men[other]!, body = game.men[carry.body]!;
      if (!isActive(partner) || partner.hex !== m.hex || body.hex !== m.hex || work.panicked.includes(other) || work.grappled.includes(other)) continue;
      const path = resolvePath(m.hex, carry.path);
      if (!path) continue;
      const cum = toPathCosts(game, m.hex, path, tables);
      movers.push({ id, path, cum, budget: Math.min(cum[cum.length - 1] ?? 0, 5), idx: 0, spent: 0, stopped: null, panicked: false, exit: carry.exit === true, entered: [], followers: [other, carry.body] });
      continue;
    }
    const at = tasks.findIndex((t) => t.code === "MV" || t.code === "PMV");
    if (at < 0) continue;
    const task = tasks[at]!;
    const before = tasks.slice(0, at).reduce((n, t) => n + (TASK_MP[t.code] ?? 0), 0);
    if (task.code === "PMV") {
      const path = resolvePath(m.hex, [task.to]);
      if (!path || !isOnMap(game.map, path[0]!)) continue;
      movers.push({ id, path, cum: [Math.max(1, ma)], budget: Math.max(1, ma), idx: 0, spent: 0, stopped: null, panicked: false, exit: false, entered: [], followers: [] });
    } else if (task.code === "MV") {
      const path = resolvePath(m.hex, task.path);
      if (!path || !path.every((h) => isOnMap(game.map, h))) continue;
      const cum = toPathCosts(game, m.hex, path, tables);
      // digest §15.3 (option patrol/phase_c_wound_mp): min(plotted remaining, new MA - MP already spent).
      const left = tables.options["patrol/phase_c_wound_mp"] === "new_ma" ? ma : ma - before;
      const budget = Math.max(0, Math.min(cum[cum.length - 1] ?? 0, left));
      movers.push({ id, path, cum, budget, idx: 0, spent: 0, stopped: null, panicked: false, exit: task.exit === true, entered: [], followers: [] });
    }
  }
  return toHorseMovers(game, movers, work.orders, tables.options); // 28.22: riders at horse speed
}

/** True when some man of one side sees some man of the other (Contact, 26.2). */
export function isContact(game: PatrolGame): boolean {
  // Manned vehicles see and are seen like men (vehicles-plot.ts) [23.0].
  const active = [...game.order.map((id) => game.men[id]!).filter(isActive), ...toVehicleObservers(game)];
  return active.some((a) => a.side === "alpha" && active.some((b) => b.side === "bravo" && seesMan(game, a, b)));
}

const occupants = (game: PatrolGame, hex: string) => game.order.map((id) => game.men[id]!).filter((m) => m.hex === hex && !m.exited && m.status !== "K");

/**
 * Phase D Movement [7.0-7.36, 10.2, 5.3]: every mover advances MP by MP, simultaneously. An entry happens at the MP
 * that completes it (option patrol/move_timing). Stops: no MP left, a 4th friendly man (stop before), an enemy
 * in the hex (enter and stop), opposing men entering one hex together (both stop), a hexside swap (7.35), and
 * opportunity fire, which fires at the first enemy entering its line and applies at once (10.22).
 */
export function resolveMovement(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  // 24.11: men dismounting step into the hex behind the hull first; their plotted path starts there.
  const dismounted = applyDismounts(game0);
  let game = dismounted.game;
  const events: GameEvent[] = [...dismounted.events];
  const movers = toMovers(game, tables, round);
  const vehicleMovers = toVehicleMovers(game); // 23.14: vehicles move simultaneously, one hex per MP
  const onStart = tables.options["patrol/move_timing"] === "on_start";
  const work = workOf(game);
  const ofUsed = new Set<string>();
  const fired = [...work.fired];
  const maxTick = Math.max(0, ...movers.map((m) => m.budget), ...vehicleMovers.map((v) => v.path.length));
  const isMoving = (id: string) => movers.some((mv) => (mv.id === id || mv.followers.includes(id)) && !mv.stopped && mv.idx < mv.path.length);
  const rulesOfEngagement = game.scenario.situation === "patrol" && game.contactRound === null && !game.solitaire;
  let contactNow = false;
  // 26.66 c, 26.76 a, 26.86 a: Contact of the Recon, Raid and Ambush, checked at each entry and each OF.
  let alphaProne = false;
  const wireProne: string[] = [];
  const engagementContact = (t: number, betaFired: boolean) => {
    if (!isEngagementContact(game, betaFired)) return;
    const situation = game.scenario.situation;
    game = { ...game, contactRound: round };
    events.push({ type: "patrol/contact", data: { round, mp: t, rule: situation === "recon" ? "26.66 c" : situation === "raid" ? "26.76 a" : "26.86 a" } });
    if (situation === "recon") alphaProne = true; // α completes its movement plot, then falls prone
    if (situation === "ambush") {
      alphaProne = true; // 26.86 c: α falls prone at once, after the opening OF
      for (const mv of movers) if (!mv.stopped && game.men[mv.id]!.side === "alpha") mv.stopped = "contact (26.86 c)";
    }
  };
  for (let t = 1; t <= maxTick; t++) {
    const driven = advanceVehicles(game, vehicleMovers, t, isMoving, dice, tables, round);
    game = driven.game;
    events.push(...driven.events);
    const arriving: { mover: Mover; from: string; to: string }[] = [];
    for (const mv of movers) {
      if (mv.stopped || mv.idx >= mv.path.length) continue;
      const need = mv.cum[mv.idx]!;
      if (need > mv.budget) { mv.stopped = "movement points"; continue; }
      const at = onStart ? (mv.idx === 0 ? 1 : mv.cum[mv.idx - 1]! + 1) : need;
      if (at === t) arriving.push({ mover: mv, from: game.men[mv.id]!.hex!, to: mv.path[mv.idx]! });
    }
    // 7.35: opposing men crossing the same hexside in opposite directions on the same MP.
    const blocked = new Set<string>();
    for (let i = 0; i < arriving.length; i++) {
      for (let j = i + 1; j < arriving.length; j++) {
        const a = arriving[i]!, b = arriving[j]!;
        if (a.from !== b.to || a.to !== b.from) continue;
        if (game.men[a.mover.id]!.side === game.men[b.mover.id]!.side) continue;
        let swap = resolveSwap(dice.roll(6), dice.roll(6));
        if (!swap && tables.options["patrol/swap_tie"] === "both_stop") {
          blocked.add(a.mover.id); blocked.add(b.mover.id);
          a.mover.stopped = b.mover.stopped = "hexside swap tie (7.35)";
          continue;
        }
        while (!swap) swap = resolveSwap(dice.roll(6), dice.roll(6)); // option patrol/swap_tie: reroll
        const stay = swap.crosses === "a" ? b : a, go = swap.crosses === "a" ? a : b;
        blocked.add(stay.mover.id);
        stay.mover.stopped = "hexside swap (7.35)";
        go.mover.stopped = "hexside swap (7.35)";
        events.push({ type: "patrol/swap", data: { crosses: go.mover.id, stays: stay.mover.id } });
      }
    }
    const enteredNow = new Map<string, Set<string>>();
    for (const { mover, from, to } of arriving) {
      if (blocked.has(mover.id)) continue;
      const man = game.men[mover.id]!;
      // 9.61, 9.66, 9.68: crossing a pillbox's entrance is going inside (3 men at most); the rest of the hex is outside.
      const interior = isInteriorEntry(game, from, to, man.side);
      if (!isActive(man) && !isWaiting(game, man.id)) { mover.stopped = "casualty"; continue; }
      const here = stackingPeers(game, occupants(game, to), to, interior);
      const enemy = here.some((o) => o.side !== man.side);
      if (interior && here.length >= GARRISON_MAX) { mover.stopped = "pillbox full (9.61)"; continue; }
      if (mover.panicked && enemy) { mover.stopped = "enemy hex (20.42)"; continue; }
      if (isBlockedByVehicle(game, to, vehicleMovers)) { mover.stopped = "vehicle (32.2)"; continue; }
      if (mover.followers.length === 0 && here.filter((o) => o.side === man.side).length >= (game.solitaire ? 1 : 3)) { mover.stopped = game.solitaire ? "no stacking (28.62)" : "stacking (7.34)"; continue; }
      game = patchMan(game, man.id, { hex: to, concealed: false });
      for (const f of mover.followers) game = patchMan(game, f, { hex: to, concealed: false });
      game = moveGarrison(game, man.id, to, interior);
      const dropped = dropSatchel(game, man.id, to, round); // 11.63
      game = dropped.game;
      events.push(...dropped.events);
      mover.idx += 1;
      mover.spent = t;
      mover.entered.push(to);
      if (enemy) mover.stopped = "enemy hex (7.36)";
      const set = enteredNow.get(to) ?? new Set<string>();
      set.add(man.side);
      enteredNow.set(to, set);
      // 28.3: wire without a friendly bridge stops him there, prone, as the bridge.
      const wired = enterWire(game, game.men[man.id]!, to);
      if (wired.stop) { game = wired.game; events.push(...wired.events); mover.stopped = "barbed wire (28.3)"; wireProne.push(man.id); }
      // 18.1: mines in the hex entered, resolved at once (10.7); a man hurt or stunned by one stops there.
      // 18.52: tripwires crossing the hex roll too (claymore.ts).
      const mine = tripClaymores(triggerMines(game, man.id, to, dice, tables, round), man.id, to, dice, tables, round);
      if (mine.events.length > 0) {
        const before = game.men[man.id]!;
        game = mine.game;
        events.push(...mine.events);
        const after = game.men[man.id]!;
        if (!isActive(after) || after.stunnedRound === round) mover.stopped = "mine (18.1)";
        else if (after.status === "W" && before.status !== "W") mover.budget = mover.spent + toMpAfterWound(mover.budget - mover.spent);
      }
      engagementContact(t, false);
      if (!isActive(game.men[man.id]!)) continue;
      const of = opportunityFire(game, mover, dice, tables, round, ofUsed);
      game = of.game;
      events.push(...of.events);
      fired.push(...of.fired);
      engagementContact(t, of.fired.some((id) => game.men[id]!.side === "bravo"));
    }
    if (rulesOfEngagement && enteredNow.size > 0 && isContact(game)) {
      // 26.56 a: at the instant of Contact every man stops and falls prone (option patrol/contact_tick: exact MP).
      for (const mv of movers) if (!mv.stopped) mv.stopped = "contact (26.56 a)";
      contactNow = true;
      game = { ...game, contactRound: round };
      events.push({ type: "patrol/contact", data: { round, mp: t } });
      break;
    }
    for (const [hex, sides] of enteredNow) {
      if (sides.size < 2) continue;
      for (const mv of movers) if (game.men[mv.id]!.hex === hex && mv.entered[mv.entered.length - 1] === hex) mv.stopped = "entered with an enemy (7.36)";
    }
  }
  const fallProne = [...work.fallProne, ...(contactNow ? game.order.filter((id) => isActive(game.men[id]!)) : []),
    ...(alphaProne ? game.order.filter((id) => game.men[id]!.side === "alpha" && isActive(game.men[id]!)) : []), ...wireProne];
  for (const mv of movers) {
    const man = game.men[mv.id]!;
    if (mv.entered.length > 0) events.push({ type: "patrol/moved", data: { man: mv.id, path: mv.entered, stoppedBy: mv.stopped } });
    if (mv.panicked) fallProne.push(mv.id);
    const task = (work.orders[mv.id] ?? []).find((x) => x.code === "MV");
    if (task?.code === "MV" && task.prone) fallProne.push(mv.id);
    if (mv.exit && mv.idx === mv.path.length && man.hex && isActive(man) && isExitHex(game, man.hex, man.side)) {
      game = patchMan(game, mv.id, { hex: null, exited: true });
      events.push({ type: "patrol/exited", data: { man: mv.id } });
      for (const f of mv.followers) {
        const fm = game.men[f]!;
        const body = fm.status === "I" || fm.status === "K";
        game = patchMan(game, f, { hex: null, exited: true, ...(body ? { carriedOff: true } : {}) });
        events.push({ type: "patrol/exited", data: { man: f, ...(body ? { carried: true } : {}) } });
      }
    }
  }
  const settled = settleVehicles(game, vehicleMovers); // 32.2
  const mounted = applyMounts(settled.game, vehicleMovers); // 23.8, 24.11
  game = mounted.game;
  events.push(...settled.events, ...mounted.events);
  return { game: patchWork(game, { fallProne, fired }), events };
}

/** 10.2: the first enemy to enter a plotted OF line (firer's hex exclusive, target hex inclusive) is fired on at once. */
function opportunityFire(game0: PatrolGame, mover: Mover, dice: DiceSource, tables: PatrolTableSet, round: number, used: Set<string>) {
  let game = game0;
  const events: GameEvent[] = [];
  const fired: string[] = [];
  const work = workOf(game);
  const victim = game.men[mover.id]!;
  for (const id of game.order) {
    const firer = game.men[id]!;
    if (used.has(id) || firer.side === victim.side || !isActive(firer) || !firer.hex || firer.unarmed || firer.unloaded || firer.grenade || firer.rifleGrenade) continue;
    if (work.panicked.includes(id) || firer.counter === "RL" || firer.counter === "FT") continue;
    const task = (work.orders[id] ?? []).find((x) => x.code === "OF");
    if (task?.code !== "OF" || !mayExecuteOpportunityFire(game, firer, round)) continue;
    const line = hexLineHexes(toHex(firer.hex), toHex(task.hex)).map(toHexId).filter((h) => h !== firer.hex);
    if (!victim.hex || !line.includes(victim.hex) || !mayFireOutAt(game, firer, victim.hex) || firesOutOfSmoke(game, firer)) continue; // 9.61, 9.63, 14.22; 11.54 no fire out of smoke
    used.add(id);
    // 16.2: at night the OF fires only if the firer spots the man entering his line; 16.11: -1 if the man is plotted
    // to move 3+ hexes (the server's copy of his locked plot; nothing of it reaches the firer's side).
    if (game.night && !rollSpotting(game, game.night, firer, victim, dice, round, tables.options, work.hexesPlotted[victim.id] ?? 0)) { used.delete(id); continue; }
    if (!seesMan(game, firer, victim)) { events.push({ type: "patrol/opportunity_fire_void", data: { firer: id, line: task.hex, victim: victim.id }, visibleTo: [firer.side] }); continue; }
    // 10.2 (option patrol/of_range): the range to the victim's hex at the trigger, or plotted_hex: to the plotted OF hex.
    const out = resolveFirearm(game, firer, [victim], "OF", work.hexesPlotted, dice, tables, round, tables.options["patrol/of_range"] === "plotted_hex" ? task.hex : undefined);
    events.push({ type: "patrol/opportunity_fire", data: { firer: id, line: task.hex, victim: victim.id } }, ...out.events);
    fired.push(id);
    if (out.unloaded) game = { ...game, men: { ...game.men, [id]: { ...firer, unloaded: true } } };
    const before = game.men[victim.id]!.status;
    const applied = applyResults(game, out.pending, dice, round);
    game = applied.game;
    events.push(...applied.events);
    const after = game.men[victim.id]!.status;
    if (after === "I" || after === "K") mover.stopped = "opportunity fire";
    else if (after === "W" && before !== "W") mover.budget = mover.spent + toMpAfterWound(mover.budget - mover.spent); // 10.22
    break;
  }
  return { game, events, fired };
}

